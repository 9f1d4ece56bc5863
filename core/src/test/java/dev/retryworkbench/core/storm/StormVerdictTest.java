package dev.retryworkbench.core.storm;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.form.FormReading;
import dev.retryworkbench.core.form.RawValues;
import dev.retryworkbench.core.storm.budget.BudgetKind;
import dev.retryworkbench.core.storm.render.BudgetBoundsTable;
import dev.retryworkbench.core.storm.render.SecondsShown;
import dev.retryworkbench.core.storm.render.SeriesTable;
import dev.retryworkbench.core.storm.render.StormFigures;
import dev.retryworkbench.core.storm.render.StormRenderer;
import dev.retryworkbench.core.storm.render.StormStory;
import dev.retryworkbench.core.storm.render.StrategyComparison;
import dev.retryworkbench.core.storm.simulation.ComparisonRow;
import dev.retryworkbench.core.storm.simulation.StormResult;
import dev.retryworkbench.core.storm.simulation.StormRun;
import dev.retryworkbench.core.storm.simulation.StormSeries;
import dev.retryworkbench.core.storm.simulation.StormSimulator;
import dev.retryworkbench.core.storm.simulation.StormVerdict;
import dev.retryworkbench.core.storm.simulation.Strategy;
import dev.retryworkbench.core.text.Numbers;
import dev.retryworkbench.core.tool.Figure;
import dev.retryworkbench.core.tool.Paragraph;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The storm simulator's verdict comes from the numbers: each outcome on a scenario built for it, and
 * every sentence's claim checked against the comparison rows.
 */
public class StormVerdictTest {
    private static final StormTool TOOL = new StormTool();

    /** Issue 23's example: the normal 500 requests per second alone are past Little's-law 475. */
    private static final String[] OVERLOAD = {"clients", "200", "rps", "500", "base-latency", "50",
        "latency-per-in-flight", "2", "timeout", "1000", "trigger-start", "30", "trigger-end", "40",
        "trigger-failure-probability", "0.5", "trigger-rps", "", "layer3-attempts", "3", "layer3-initial", "100",
        "layer3-max", "100"};

    public static StormResult result(String... idValuePairs) {
        RawValues defaults = FormReading.defaults(TOOL.form());
        Map<String, String> overrides = new HashMap<>();
        for (int i = 0; i < idValuePairs.length; i += 2) {
            overrides.put(idValuePairs[i], idValuePairs[i + 1]);
        }
        FormReading reading = FormReading.read(TOOL.form(),
                id -> overrides.containsKey(id) ? overrides.get(id) : defaults.get(id));
        StormFields.addCrossFieldErrors(reading);
        assertThat(reading.errors()).isEmpty();
        return StormSimulator.run(StormFields.inputs(reading));
    }

    private static String[] with(String[] pairs, String... more) {
        String[] all = new String[pairs.length + more.length];
        System.arraycopy(pairs, 0, all, 0, pairs.length);
        System.arraycopy(more, 0, all, pairs.length, more.length);
        return all;
    }

    private static String story(StormResult result) {
        StringBuilder text = new StringBuilder();
        for (Paragraph paragraph : StormStory.paragraphs(result)) {
            text.append(paragraph.text()).append('\n');
        }
        return text.toString();
    }

    private static Figure recoveryFigure(StormResult result) {
        return StormFigures.figures(result).stream().filter(f -> f.name().equals("recovery")).findFirst().orElseThrow();
    }

    @Test
    void overloadBeforeTheTriggerIsOverloadNotAMetastableFailure() {
        StormResult result = result(OVERLOAD);
        StormVerdict verdict = StormVerdict.of(result);
        assertThat(result.timeoutRateThreshold()).isEqualTo(475.0);
        assertThat(verdict.rateAloneOverloads()).isTrue();
        // Successes fall to nothing well before the trigger at 30 s.
        assertThat(result.run().series().successes(20)).isZero();
        assertThat(verdict.unhealthySecondsBeforeTrigger()).isEqualTo(5);
        assertThat(verdict.outcome()).isEqualTo(StormVerdict.Outcome.OVERLOADED);
        for (ComparisonRow row : result.comparison()) {
            // Envoy's hedging on the 1 s per-try timeout lets its slow attempts run on instead of timing out, and
            // 200 clients' 3 active hedges each stay active while the latency stays up: few timeouts and few
            // extra attempts, which is all the healthy-second rule counts (it does not look at the latency).
            assertThat(row.recoverySeconds()).as(row.name()).isEqualTo(row.strategy() == Strategy.ENVOY_HEDGING
                    ? Double.valueOf(28) : null);
        }
        String story = story(result);
        assertThat(story).contains("It was overloaded before the trigger: the normal 500 requests per second alone"
                + " are above Little's-law threshold of 475 and all 5 seconds before it were unhealthy, so this is"
                + " overload, not a metastable failure.")
                .contains("Without retries it does not recover either.")
                .contains("None of the budgets recovers either.")
                .doesNotContain("keep it overloaded").doesNotContain("removes it").doesNotContain("remove it")
                .doesNotContain("has gone, a metastable failure");
        assertThat(recoveryFigure(result).note()).isEqualTo("overloaded before the trigger: overload, not a metastable failure");
        assertStoryAgreesWithTheRows(result);
    }

    @Test
    void unhealthySecondsBeforeTheTriggerAreOverloadEvenBelowTheThreshold() {
        // 40 requests per second are below the 66.7 of Little's law, but 60% of attempts fail all along and
        // three attempts each make about 78 attempts per second: the retries overload it before the trigger.
        StormResult result = result("failure-probability", "0.6");
        StormVerdict verdict = StormVerdict.of(result);
        assertThat(verdict.rateAloneOverloads()).isFalse();
        assertThat(verdict.unhealthySecondsBeforeTrigger()).isEqualTo(5);
        assertThat(verdict.outcome()).isEqualTo(StormVerdict.Outcome.OVERLOADED);
        assertThat(story(result)).contains("It was overloaded before the trigger: ")
                .contains("all 5 seconds before it were unhealthy, so this is overload, not a metastable failure.")
                .doesNotContain("Little's-law threshold of");
        assertStoryAgreesWithTheRows(result);

        // At 50% the collapse begins 3 s before the trigger: two unhealthy seconds of the five are enough.
        StormResult edge = result("failure-probability", "0.5");
        assertThat(StormVerdict.of(edge).unhealthySecondsBeforeTrigger()).isEqualTo(2);
        assertThat(StormVerdict.of(edge).outcome()).isEqualTo(StormVerdict.Outcome.OVERLOADED);
        assertThat(story(edge)).contains("2 of the 5 seconds before it were unhealthy");
        assertStoryAgreesWithTheRows(edge);
    }

    @Test
    void theWorkedExampleIsAMetastableFailureThatNoRetriesEscapes() {
        StormResult result = result();
        StormVerdict verdict = StormVerdict.of(result);
        assertThat(verdict.overloadedBeforeTrigger()).isFalse();
        assertThat(verdict.unhealthySecondsBeforeTrigger()).isZero();
        assertThat(verdict.outcome()).isEqualTo(StormVerdict.Outcome.METASTABLE);
        ComparisonRow noRetries = result.row(Strategy.NO_RETRIES);
        assertThat(noRetries.recoverySeconds()).isNotNull();
        // Part 2's four budgets recover; issue 19's ratio budget at its defaults does not.
        assertThat(verdict.budgetsRecovering()).extracting(ComparisonRow::strategy).contains(Strategy.of(BudgetKind.AWS_QUOTA),
                Strategy.of(BudgetKind.GRPC_THROTTLING), Strategy.of(BudgetKind.TOKEN_BUCKET), Strategy.of(BudgetKind.BREAKER));
        assertThat(verdict.budgetsNotRecovering()).extracting(ComparisonRow::strategy).containsExactly(Strategy.of(BudgetKind.RATIO));
        assertThat(story(result)).contains("It was healthy before the trigger and recovers without retries (after "
                + Numbers.trimmed(noRetries.recoverySeconds(), 3) + " s): the retries keep it overloaded after the"
                + " trigger has gone, a metastable failure.")
                .contains("; Retry ratio (Finagle, Linkerd) does not.");
        assertThat(recoveryFigure(result).note()).isEqualTo("it recovers without retries: a metastable failure");
        assertStoryAgreesWithTheRows(result);
    }

    @Test
    void onlyTheBudgetsWhoseRowsRecoverAreSaidToRemoveIt() {
        // Issue 23's example at 400 requests per second, below the threshold: the trigger tips it over, no
        // retries and three of the budgets recover, the AWS quota does not.
        StormResult result = result(with(OVERLOAD, "rps", "400"));
        StormVerdict verdict = StormVerdict.of(result);
        assertThat(verdict.outcome()).isEqualTo(StormVerdict.Outcome.METASTABLE);
        assertThat(verdict.budgetsRecovering()).extracting(ComparisonRow::strategy)
                .contains(Strategy.of(BudgetKind.GRPC_THROTTLING), Strategy.of(BudgetKind.TOKEN_BUCKET), Strategy.of(BudgetKind.BREAKER));
        assertThat(verdict.budgetsNotRecovering()).extracting(ComparisonRow::strategy).contains(Strategy.of(BudgetKind.AWS_QUOTA));
        assertThat(story(result)).contains("Of the budgets, gRPC retry throttling, Token bucket and Circuit breaker"
                + " remove it (their rows recover); AWS SDK retry quota, ");
        assertStoryAgreesWithTheRows(result);
    }

    @Test
    void aDependencyThatStaysDownWithoutRetriesIsNotBlamedOnThem() {
        // 400 requests per second for 9 s leave thousands of attempts at the dependency: even one attempt per
        // request does not bring it back before the arrivals stop.
        StormResult result = result("trigger-rps", "400");
        StormVerdict verdict = StormVerdict.of(result);
        assertThat(verdict.overloadedBeforeTrigger()).isFalse();
        assertThat(result.row(Strategy.NO_RETRIES).recoverySeconds()).isNull();
        assertThat(verdict.outcome()).isEqualTo(StormVerdict.Outcome.STAYS_DOWN);
        StormSeries series = result.run().series();
        assertThat(story(result)).contains("It was healthy before the trigger, and without retries it does not"
                + " recover either: the retries are not all that keeps it down. In flight at the dependency: "
                + Numbers.grouped(series.inFlight(28)) + " at the trigger's end, " + Numbers.grouped(series.inFlight(79))
                + " when the arrivals stop.").doesNotContain("metastable").contains("None of the budgets recovers either.");
        assertStoryAgreesWithTheRows(result);

        StormResult single = result("trigger-rps", "400", "layer3-attempts", "1");
        assertThat(StormVerdict.of(single).outcome()).isEqualTo(StormVerdict.Outcome.STAYS_DOWN);
        assertThat(story(single)).doesNotContain("without retries").doesNotContain("budgets");
        assertThat(recoveryFigure(single).note()).isEqualTo("healthy before the trigger, with no retries");
        assertStoryAgreesWithTheRows(single);
    }

    @Test
    void aTriggerEndingJustBeforeTheArrivalsStopBlamesNoOne() {
        StormResult result = result("trigger-end", "77");
        StormVerdict verdict = StormVerdict.of(result);
        assertThat(verdict.recoveryPossible()).isFalse();
        assertThat(verdict.outcome()).isEqualTo(StormVerdict.Outcome.NO_TIME_TO_RECOVER);
        assertThat(story(result)).contains("The trigger ends at 1 min 17 s, less than 5 s before the arrivals stop, so no"
                + " run can show 5 healthy seconds after it").doesNotContain("metastable").doesNotContain("budgets");
        assertStoryAgreesWithTheRows(result);
        assertThat(StormVerdict.of(result("trigger-end", "75")).recoveryPossible()).isTrue();
    }

    @Test
    void aRecoveryIsToldAsOne() {
        StormResult result = result("budget", "breaker");
        assertThat(StormVerdict.of(result).outcome()).isEqualTo(StormVerdict.Outcome.RECOVERED);
        assertThat(story(result)).contains("the dependency recovered " + Numbers.trimmed(result.run().recoverySeconds(), 3)
                + " s after the trigger ended.").doesNotContain("metastable").doesNotContain("budgets");
        assertThat(recoveryFigure(result).note()).isEqualTo("from the trigger's end to five healthy seconds");
        assertStoryAgreesWithTheRows(result);
    }

    @Test
    void theTableShowsTheSecondsThatTellTheStory() {
        // The overload begins long before the trigger at 30 s: its first unhealthy second is shown.
        StormResult result = result(OVERLOAD);
        StormSeries series = result.run().series();
        SecondsShown shown = SecondsShown.of(result);
        int firstUnhealthy = 0;
        while (series.healthy(firstUnhealthy)) {
            firstUnhealthy++;
        }
        assertThat(firstUnhealthy).isLessThan(25);
        for (int s = Math.max(0, firstUnhealthy - 2); s <= firstUnhealthy + 2; s++) {
            assertThat(shown.shown(s)).as("second " + s).isTrue();
        }
        for (int s = 25; s < 50; s++) {
            assertThat(shown.shown(s)).as("second " + s).isTrue();
        }
        assertThat(shown.shown(series.length() - 1)).isTrue();
        assertThat(shown.description()).contains("the first unhealthy second (" + firstUnhealthy + ")")
                .doesNotContain("recovery");

        // A long recovering run: the recovery's five seconds are shown, and the table stays short.
        StormResult recovering = result("arrivals-stop", "600", "budget", "breaker");
        SecondsShown long600 = SecondsShown.of(recovering);
        int first = (int) Math.round(29 + recovering.run().recoverySeconds());
        for (int s = first; s < first + StormSeries.HEALTHY_RUN; s++) {
            assertThat(long600.shown(s)).as("second " + s).isTrue();
        }
        assertThat(long600.count()).isLessThan(70);
        assertThat(long600.gaps()).isNotEmpty();
        int hidden = 0;
        for (int[] gap : long600.gaps()) {
            assertThat(gap[1] - gap[0]).isGreaterThan(SecondsShown.SMALLEST_GAP);
            hidden += gap[1] - gap[0];
        }
        assertThat(hidden + long600.count()).isEqualTo(recovering.run().series().length());
        assertThat(long600.description()).startsWith("Showing " + long600.count() + " of ")
                .contains("the recovery (healthy from second " + first + ")");
        assertThat(SecondsShown.gapText(new int[] {43, 77})).isEqualTo("\u2026 seconds 43 to 76 not shown (34 seconds) \u2026");

        // A short run is shown whole.
        SecondsShown whole = SecondsShown.of(result("arrivals-stop", "30", "trigger-start", "10", "trigger-end", "15"));
        assertThat(whole.excerpt()).isFalse();
        assertThat(whole.description()).isEmpty();
    }

    @Test
    void theStorySaysWhichWorldTheInputsDescribeAndWhatTheWaitsDoThere() {
        // Open clients: the worked example has no waits; the model's open arrivals make a backoff a mere delay.
        StormResult open = result();
        assertThat(story(open)).contains("Open clients (no workers per client)").contains("whatever the waits");

        // A pooled variant, with a backoff and a trigger that fails 90% of attempts: 30 workers per client.
        String[] pooled = {"concurrency-per-client", "30", "layer3-initial", "1000", "layer3-max", "4000",
            "trigger-failure-probability", "0.9"};
        StormResult result = result(pooled);
        ComparisonRow with = result.row(Strategy.ENTERED);
        ComparisonRow without = result.row(Strategy.NO_WAITS);
        // The numbers: the waits lower the peak load by more than a tenth.
        assertThat(with.peakAttemptsPerSecond()).isLessThan((int) (0.9 * without.peakAttemptsPerSecond()));
        String story = story(result);
        assertThat(story).contains("Closed clients: each of the 10 clients runs at most 30 requests at once")
                .contains("Without its waits your policy does not recover (amplification " + ratio(without)
                        + ", peak " + Numbers.grouped(without.peakAttemptsPerSecond()) + " attempts/s); with them it does"
                        + " not recover (" + ratio(with) + ", peak " + Numbers.grouped(with.peakAttemptsPerSecond())
                        + "): with a pool the waits lower the load, since a worker that waits sends nothing.")
                .doesNotContain("whatever the waits");
        assertThat(StrategyComparison.rows(result)).extracting(ComparisonRow::strategy)
                .startsWith(Strategy.NO_RETRIES, Strategy.ENTERED, Strategy.NO_WAITS);
        assertStoryAgreesWithTheRows(result);

        // The same pool without waits: no "whatever the waits", no row without waits.
        StormResult noWaits = result("concurrency-per-client", "30", "trigger-failure-probability", "0.9");
        assertThat(story(noWaits)).doesNotContain("whatever the waits").contains("Your policy has no waits to compare");
        assertThat(StrategyComparison.rows(noWaits)).extracting(ComparisonRow::strategy)
                .doesNotContain(Strategy.NO_WAITS);
    }

    @Test
    void sheddingRetryAfterAndCancellationAreToldWithTheirNumbers() {
        StormResult result = result("dependency-concurrency-limit", "60", "retry-after", "2000",
                "cancel-on-timeout", "true");
        StormRun run = result.run();
        assertThat(run.rejected()).isPositive();
        String story = story(result);
        assertThat(story).contains("The dependency sheds load: holding 60 attempts it rejects the next, in 0.005 s;"
                + " it rejected " + Numbers.grouped(run.rejected()) + " of your policy's " + Numbers.grouped(run.attempts())
                + " attempts").contains("each with a Retry-After of 2 s").contains("Abandoned work is cancelled");
        assertThat(StormFigures.figures(result)).extracting(Figure::name).contains("rejected");
        assertThat(StrategyComparison.columns(result)).endsWith("Rejected");
        assertThat(SeriesTable.columns(result)).endsWith("Rejected");
        assertThat(story(result())).doesNotContain("sheds load").doesNotContain("cancelled");
        assertStoryAgreesWithTheRows(result);
    }

    @Test
    void theBoundsTableHasARowPerKindBesideItsComparisonRow() {
        StormResult result = result("budget", "token-bucket");
        List<String[]> rows = BudgetBoundsTable.rows(result);
        assertThat(rows).hasSize(BudgetKind.values().length);
        String[] bucket = rows.get(BudgetKind.TOKEN_BUCKET.ordinal());
        // capacity 5: ceil(5) - 1 = 4 retries; min(3, 1 + 0.1) = 1.10 attempts per request.
        assertThat(bucket).containsExactly("Token bucket", "4", "1.10", ratio(result.row(Strategy.of(BudgetKind.TOKEN_BUCKET))),
                Numbers.trimmed(result.row(Strategy.of(BudgetKind.TOKEN_BUCKET)).recoverySeconds(), 3) + " s");
        // The ratio's reserve: 10 x 10 + 0.2 x 4 x 10 = 108 per window, min(3, 1 + 0.2 + 10 / 4) = 3.
        assertThat(rows.get(BudgetKind.RATIO.ordinal())[1]).isEqualTo("108 per ttl window");
        assertThat(BudgetBoundsTable.sentence(result)).startsWith("At a full outage your budget (Token bucket) lets"
                + " each client make 4 retries, then at most 1.10 attempts per request.")
                .contains("Retry ratio (Finagle, Linkerd) allows all 3 SDK attempts per request in a long outage");
        assertThat(StormRenderer.render(result)).contains("What each budget allows at a full outage");
    }

    private static String ratio(ComparisonRow row) {
        return Numbers.fixed(row.amplification(), 2);
    }

    @Test
    void theMarkdownSummaryTellsTheSameVerdict() {
        for (String[] scenario : new String[][] {OVERLOAD, {}, with(OVERLOAD, "rps", "400")}) {
            StormResult result = result(scenario);
            RawValues defaults = FormReading.defaults(TOOL.form());
            Map<String, String> overrides = new HashMap<>();
            for (int i = 0; i < scenario.length; i += 2) {
                overrides.put(scenario[i], scenario[i + 1]);
            }
            String markdown = TOOL.evaluate(id -> overrides.containsKey(id) ? overrides.get(id) : defaults.get(id))
                    .export().markdown();
            for (Paragraph paragraph : StormStory.paragraphs(result)) {
                assertThat(markdown).contains(paragraph.text());
            }
            assertThat(markdown).contains(recoveryFigure(result).note());
        }
    }

    /**
     * Reads every claim the story and the headline make about a row and checks it against the row: a
     * row said to recover recovers after the seconds given, one said not to does not; the budgets named
     * as removing the failure (or recovering) are exactly those whose rows recover; "metastable" only
     * with the no-retries row recovering and the entered one not.
     */
    private static void assertStoryAgreesWithTheRows(StormResult result) {
        String story = story(result);
        StormVerdict verdict = StormVerdict.of(result);
        ComparisonRow entered = result.row(Strategy.ENTERED);
        assertThat(recoveryFigure(result).value()).isEqualTo(entered.recoverySeconds() == null ? "Did not recover"
                : Numbers.trimmed(entered.recoverySeconds(), 3) + " s");
        for (ComparisonRow row : StrategyComparison.rows(result)) {
            if (row.strategy() == Strategy.ENTERED) {
                continue;
            }
            String recovers = row.name() + " recovers after ";
            String doesNot = row.name() + " does not recover";
            if (row.recoverySeconds() == null) {
                assertThat(story).as(row.name()).contains(doesNot).doesNotContain(recovers);
            } else {
                assertThat(story).as(row.name()).contains(recovers + Numbers.trimmed(row.recoverySeconds(), 3) + " s")
                        .doesNotContain(doesNot);
            }
        }
        List<String> recovering = new ArrayList<>();
        List<String> failing = new ArrayList<>();
        for (ComparisonRow row : result.comparison()) {
            if (row.strategy().budget() != null) {
                (row.recoverySeconds() != null ? recovering : failing).add(row.name());
            }
        }
        if (story.contains("Of the budgets, ")) {
            String clause = story.substring(story.indexOf("Of the budgets, "));
            String named = clause.substring(0, clause.indexOf(" ("));
            String rest = clause.substring(clause.indexOf("); ") + 3, clause.indexOf(" do"));
            for (String name : recovering) {
                assertThat(named).contains(name);
                assertThat(rest).doesNotContain(name);
            }
            for (String name : failing) {
                assertThat(named).doesNotContain(name);
                assertThat(rest).contains(name);
            }
        }
        if (story.contains("Every budget")) {
            assertThat(failing).isEmpty();
        }
        if (story.contains("None of the budgets")) {
            assertThat(recovering).isEmpty();
        }
        if (story.contains("has gone, a metastable failure")) {
            assertThat(entered.recoverySeconds()).isNull();
            assertThat(result.row(Strategy.NO_RETRIES).recoverySeconds()).isNotNull();
            assertThat(verdict.overloadedBeforeTrigger()).isFalse();
        }
        if (story.contains("keep it overloaded")) {
            assertThat(result.row(Strategy.NO_RETRIES).recoverySeconds()).isNotNull();
        }
        if (story.contains("Without retries it does not recover")) {
            assertThat(result.row(Strategy.NO_RETRIES).recoverySeconds()).isNull();
        }
    }
}
