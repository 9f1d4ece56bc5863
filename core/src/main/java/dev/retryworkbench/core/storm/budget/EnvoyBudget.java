package dev.retryworkbench.core.storm.budget;

import dev.retryworkbench.core.form.Help;

/**
 * Envoy's cluster retry budget ({@code circuit_breakers.thresholds.retry_budget}, envoyproxy/envoy
 * {@code source/common/upstream/resource_manager_impl.h} RetryBudgetImpl): a retry is allowed while
 * the client's active retries are below max(floor(budgetPercent / 100 x its active requests),
 * minRetryConcurrency); Envoy converts the percentage of the active requests to a whole count
 * ({@code uint64_t}) before it compares. A client's active requests are those that have started (a
 * worker holds them, or, without a pool, they have arrived) and not ended; a retry is active from the
 * decision to make it, through its wait, until its attempt's outcome (or the deadline's cut). A request
 * whose next wait the deadline cuts stops being active when its client gives up on it, at the failure
 * before that wait.
 */
public final class EnvoyBudget extends ActiveRetryLimit {
    public static final String ID = "envoy";
    public static final String LABEL = "Envoy retry budget";
    public static final String BUDGET_PERCENT = "budgetPercent";
    public static final String MIN_RETRY_CONCURRENCY = "minRetryConcurrency";

    // Unit "percent", not "%": the worksheet keeps 20, as Envoy's YAML does, where a "%" field keeps the share.
    private static final BudgetParameter PERCENT_PARAMETER = BudgetParameter.of(BUDGET_PERCENT, "budget-budget-percent",
            "Retries per active request (Envoy budget)", "percent", 0, 100, false, 20, help(BUDGET_PERCENT)).addedLater();
    private static final BudgetParameter MINIMUM_PARAMETER = BudgetParameter.of(MIN_RETRY_CONCURRENCY,
            "budget-min-retry-concurrency", "Minimum retry concurrency (Envoy budget)", "retries", 0, 1_000_000, true, 3,
            help(MIN_RETRY_CONCURRENCY))
            .addedLater();

    /**
     * Envoy's retry budget parameters.
     *
     * @param budgetPercent       the active retries allowed, as a percentage of active requests (20)
     * @param minRetryConcurrency the active retries allowed whatever the active requests (3)
     */
    public record Parameters(double budgetPercent, double minRetryConcurrency) implements BudgetParameters {
        public Parameters {
            PERCENT_PARAMETER.bounds().require(budgetPercent);
            MINIMUM_PARAMETER.bounds().require(minRetryConcurrency);
        }

        @Override
        public double[] values() {
            return new double[] {budgetPercent, minRetryConcurrency};
        }

        @Override
        public Parameters with(double[] v) {
            return new Parameters(v[0], v[1]);
        }

        @Override
        public ClientBudgets budgets(int clients) {
            return new EnvoyBudget(this, clients);
        }

        /** With a pool, max(floor(budgetPercent / 100 x concurrencyPerClient), minRetryConcurrency) at once. */
        @Override
        public BudgetBound bound(BudgetKind kind, OutageScenario scenario) {
            Integer workers = scenario.concurrencyPerClient();
            return new BudgetBound(kind, null, null, null, workers == null ? null
                    : Double.valueOf(Math.max(Math.floor(budgetPercent / 100 * workers), minRetryConcurrency)));
        }
    }

    static final BudgetKind.Declaration KIND = new BudgetKind.Declaration(
            new Parameters(PERCENT_PARAMETER.defaultValue(), MINIMUM_PARAMETER.defaultValue()), PERCENT_PARAMETER,
            MINIMUM_PARAMETER);

    private final double share;
    private final double minRetryConcurrency;
    private final int[] activeRequests;

    EnvoyBudget(Parameters budget, int clients) {
        super(clients);
        share = budget.budgetPercent() / 100;
        minRetryConcurrency = budget.minRetryConcurrency();
        activeRequests = new int[clients];
    }

    @Override
    public boolean countsRequests() {
        return true;
    }

    @Override
    public void requestStarted(int c) {
        activeRequests[c]++;
    }

    @Override
    public void requestEnded(int c) {
        activeRequests[c]--;
    }

    @Override
    double retryLimit(int c) {
        return Math.max(Math.floor(share * activeRequests[c]), minRetryConcurrency);
    }

    /** Declares a parameter's help, written by {@link #helpText}: one class in the page's script for all of them. */
    private static Help help(String name) {
        return Help.keyed(EnvoyBudget::helpText, name);
    }

    /** Returns the help of the parameter {@code name}; only the pre-render calls it ({@link Help}). */
    private static String helpText(String name) {
        return switch (name) {
            case BUDGET_PERCENT -> "Envoy's budget_percent: a client may have this percentage of its active requests"
                    + " (rounded down, as Envoy does) retrying at once, or the minimum below if more.";
            case MIN_RETRY_CONCURRENCY -> "Envoy's min_retry_concurrency: the retries a client may have going at once"
                    + " whatever its active requests.";
            default -> throw new IllegalArgumentException("no help for " + name);
        };
    }
}
