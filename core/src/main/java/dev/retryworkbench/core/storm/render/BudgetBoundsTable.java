package dev.retryworkbench.core.storm.render;

import static dev.retryworkbench.core.storm.render.StormNumbers.rate;
import static dev.retryworkbench.core.storm.render.StormNumbers.ratio;
import static dev.retryworkbench.core.storm.render.StormNumbers.seconds;
import static dev.retryworkbench.core.storm.render.StormNumbers.share;

import dev.retryworkbench.core.storm.budget.BudgetBound;
import dev.retryworkbench.core.storm.budget.BudgetKind;
import dev.retryworkbench.core.storm.budget.EnvoyBudget;
import dev.retryworkbench.core.storm.budget.RetryBudget;
import dev.retryworkbench.core.storm.simulation.BudgetBounds;
import dev.retryworkbench.core.storm.simulation.ComparisonRow;
import dev.retryworkbench.core.storm.simulation.StormInputs;
import dev.retryworkbench.core.storm.simulation.StormLayer;
import dev.retryworkbench.core.storm.simulation.StormResult;
import dev.retryworkbench.core.text.Chart;
import dev.retryworkbench.core.text.Html;
import dev.retryworkbench.core.text.Numbers;
import java.util.ArrayList;
import java.util.List;

/**
 * What each budget allows at a full outage: each kind's closed form at the entered parameters beside its
 * comparison row, and the sentence that sets the rows against their bounds.
 */
public final class BudgetBoundsTable {
    private static final String CAPTION_ID = "storm-bounds-caption";

    public static final String[] COLUMNS = {"Budget", "Retries per client, full outage",
        "Attempts per request, long outage", "Simulated", "Recovery"};

    private BudgetBoundsTable() {
    }

    /** The budget bounds beside the comparison: each kind's closed form at the entered parameters, and its row. */
    static void table(Html html, StormResult result) {
        html.element("h3", "What each budget allows at a full outage");
        Chart.openTableWrap(html, CAPTION_ID);
        // "figures": every unclassed cell is a number, right-aligned by the style sheet, which spares a class each.
        html.open("table", "class", "data numeric figures");
        html.element("caption", caption(result), "id", CAPTION_ID);
        html.open("thead").open("tr");
        for (String column : COLUMNS) {
            html.element("th", column, "scope", "col");
        }
        html.close("tr").close("thead").open("tbody");
        for (String[] row : rows(result)) {
            html.open("tr");
            html.element("th", row[0], "scope", "row");
            // The retries column is words as much as a number: it wraps, so the table fits beside the form.
            html.element("td", row[1], "class", "bound");
            for (int c = 2; c < row.length; c++) {
                html.element("td", row[c]);
            }
            html.close("tr");
        }
        html.close("tbody").close("table").close("div");
    }

    /** The table's caption: the parameters its bounds are taken at. */
    public static String caption(StormResult result) {
        StormInputs inputs = result.inputs();
        return "Closed forms at the entered budget parameters (the AWS capacity and the token bucket's at their own"
                + " defaults unless entered for that kind), n = " + inputs.compared().maxAttempts() + " "
                + inputs.compared().inSentence() + " attempts, "
                + rate(inputs.requestsPerSecond() / inputs.clients()) + " requests per second per client; beside each,"
                + " its comparison row (budgets at their defaults)";
    }

    /** Returns each budget kind's bound and its comparison row as the table shows them. */
    public static List<String[]> rows(StormResult result) {
        List<String[]> rows = new ArrayList<>();
        for (BudgetBound bound : result.budgetBounds()) {
            ComparisonRow row = null;
            for (ComparisonRow candidate : result.comparison()) {
                if (candidate.strategy().budget() == bound.kind()) {
                    row = candidate;
                }
            }
            rows.add(new String[] {bound.kind().label(), retriesAtOutage(result, bound), bound.longRunAmplification() == null
                    ? Numbers.NOT_A_NUMBER : ratio(bound.longRunAmplification()),
                row == null ? Numbers.NOT_A_NUMBER : ratio(row.amplification()),
                row == null ? Numbers.NOT_A_NUMBER : row.recoverySeconds() == null ? "never" : seconds(row.recoverySeconds())});
        }
        return rows;
    }

    private static String retriesAtOutage(StormResult result, BudgetBound bound) {
        if (bound.retryConcurrency() != null) {
            return "at most " + Numbers.grouped((long) (double) bound.retryConcurrency()) + " at once";
        }
        if (bound.kind() == BudgetKind.ENVOY) {
            EnvoyBudget.Parameters envoy = (EnvoyBudget.Parameters) result.inputs().compared().budget()
                    .parameters(bound.kind());
            return Numbers.trimmed(envoy.budgetPercent(), 2) + "% of active requests at once, at least "
                    + Numbers.grouped((long) envoy.minRetryConcurrency());
        }
        if (bound.retriesAtOutage() == null) {
            return "unbounded";
        }
        String count = Numbers.grouped((long) (double) bound.retriesAtOutage());
        if (bound.kind() == BudgetKind.RATIO) {
            return count + " per ttl window";
        }
        return bound.drainShare() != null ? count + "; none above " + share(bound.drainShare()) + " failures" : count;
    }

    /**
     * Says what the entered budget allows at a full outage, names the budgets whose bound lets every
     * attempt of the policy through in a long outage (their bound cannot hold the retries back), and sets
     * each budget row beside its bound; null without SDK retries.
     */
    public static String sentence(StormResult result) {
        StormInputs inputs = result.inputs();
        StormLayer compared = inputs.compared();
        int n = compared.maxAttempts();
        if (n < 2) {
            return null;
        }
        StringBuilder text = new StringBuilder();
        BudgetBound entered = result.budgetBound(compared.budget().kind());
        if (compared.budgeted() && entered.retriesAtOutage() != null && entered.longRunAmplification() != null) {
            text.append("At a full outage your ")
                    .append(compared == inputs.innermost() ? "" : compared.inSentence() + " layer's ")
                    .append("budget (").append(compared.budget().kind().label())
                    .append(") lets each client make ")
                    .append(retriesAtOutage(result, entered)).append(entered.kind() == BudgetKind.RATIO ? "" : " retries")
                    .append(", then at most ").append(ratio(entered.longRunAmplification()))
                    .append(" attempts per request. ");
        }
        List<String> open = new ArrayList<>();
        for (BudgetBound bound : result.budgetBounds()) {
            if (bound.kind() != BudgetKind.NONE && bound.longRunAmplification() != null
                    && bound.longRunAmplification() >= n - 1e-9) {
                open.add(bound.kind().label());
            }
        }
        if (!open.isEmpty()) {
            text.append(String.join(", ", open)).append(open.size() == 1 ? " allows" : " allow").append(" all ")
                    .append(n).append(' ').append(compared.inSentence()).append(" attempts per request in a long outage at these rates: ")
                    .append(open.size() == 1 ? "its bound does" : "their bounds do")
                    .append(" not hold the retries back. ");
        }
        List<String> rows = new ArrayList<>();
        for (ComparisonRow row : result.comparison()) {
            if (row.strategy().budget() != null) {
                rows.add(rowAgainstBound(inputs, row));
            }
        }
        text.append("The rows against their bounds at the defaults they run: ").append(String.join("; ", rows))
                .append('.');
        return text.toString();
    }

    /**
     * One budget row against its own bound (at the defaults the row runs, which the table's bound, at the
     * entered parameters, may not be): a row that refused no retry never met its bound; one that did is
     * set beside its long-outage amplification, unless another layer retries (the bound counts the compared
     * layer's attempts only), or beside its retry concurrency.
     */
    private static String rowAgainstBound(StormInputs inputs, ComparisonRow row) {
        BudgetKind kind = row.strategy().budget();
        RetryBudget budget = RetryBudget.defaults(kind);
        BudgetBound bound = BudgetBounds.of(inputs.withComparedBudget(budget)).get(kind.ordinal());
        EnvoyBudget.Parameters envoy = (EnvoyBudget.Parameters) budget.parameters(BudgetKind.ENVOY);
        if (row.refusedRetries() == 0) {
            return row.name() + " refused none, so its bound never applied";
        }
        String text = row.name() + " refused " + Numbers.grouped(row.refusedRetries());
        Double most = bound.longRunAmplification();
        if (most == null) {
            return text + ", at most " + (bound.retryConcurrency() != null
                    ? Numbers.grouped((long) (double) bound.retryConcurrency())
                    : Numbers.trimmed(envoy.budgetPercent(), 2) + "% of active requests (at least "
                            + Numbers.grouped((long) envoy.minRetryConcurrency()) + ")") + " retrying at once";
        }
        if (othersRetry(inputs) || row.amplification() == null) {
            return text;
        }
        // Compared as shown, so "1.00" is never said to be above "1.00" (rounding keeps the order of the rest).
        String shown = ratio(row.amplification());
        String bounded = ratio(most);
        return text + ", amplification " + shown + (shown.equals(bounded) ? ", at the "
                : row.amplification() < most ? ", under the " : ", above the ") + bounded + " of a long outage";
    }

    /** Returns true when a layer other than the compared one retries. */
    private static boolean othersRetry(StormInputs inputs) {
        for (StormLayer layer : inputs.layers()) {
            if (layer != inputs.compared() && layer.policy().retries()) {
                return true;
            }
        }
        return false;
    }
}
