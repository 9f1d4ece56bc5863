package dev.retryworkbench.core.storm;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.form.FieldError;
import dev.retryworkbench.core.form.FieldGroup;
import dev.retryworkbench.core.form.FormReading;
import dev.retryworkbench.core.form.RawValues;
import dev.retryworkbench.core.storm.budget.BudgetKind;
import dev.retryworkbench.core.storm.budget.RetryBudget;
import dev.retryworkbench.core.storm.map.StrategyMap;
import dev.retryworkbench.core.storm.map.SurvivalMap;
import dev.retryworkbench.core.storm.map.SurvivalMapAxis;
import dev.retryworkbench.core.storm.map.SurvivalMapExport;
import dev.retryworkbench.core.storm.map.SurvivalMapNumbers;
import dev.retryworkbench.core.storm.map.SurvivalMapRenderer;
import dev.retryworkbench.core.storm.simulation.StormInputs;
import dev.retryworkbench.core.storm.simulation.StormSimulation;
import dev.retryworkbench.core.storm.simulation.StormTrigger;
import dev.retryworkbench.core.storm.simulation.Strategy;
import dev.retryworkbench.core.tool.Evaluation;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The survival map: frontier, knee, left-out durations, the seed verdict, and cells that agree with plain runs. */
class SurvivalMapTest {
    private static final StormTool TOOL = new StormTool();
    /** The worked example's map at the specification's axes, computed once. */
    private static SurvivalMap worked;

    @BeforeAll
    static void computeWorkedExample() {
        worked = map(StormInputs.workedExample(), SurvivalMapInputs.defaults());
    }

    @Test
    void theWorksheetKnowsTheMapsMembersByTheirDeclaredPaths() {
        // The tool names the paths as text, so that the page's script need not carry the map's fields.
        assertThat(new StormTool().worksheetOnlyInputs()).startsWith(SurvivalMapInputs.AXIS.worksheetPath(),
                SurvivalMapInputs.RATE_VALUES.worksheetPath(), SurvivalMapInputs.DURATIONS.worksheetPath());
    }

    @Test
    void frontierByHandOnATinyGrid() {
        boolean[][] recovered = {
            {true, true, false, true},
            {false, true, true, true},
            {true, true, true, true},
        };
        Double[] frontier = StrategyMap.frontier(recovered, new double[] {1.25, 1.5, 2, 3});
        // Row 0 stops at its first collapse (a later recovery does not count); row 1 collapses at once.
        assertThat(frontier).containsExactly(1.5, null, 3.0);
    }

    @Test
    void cellsWithTheTriggerAtTheNormalRateRecoverExactlyAsThePlainRun() {
        StormInputs scenario = StormInputs.workedExample();
        SurvivalMap map = map(scenario, new SurvivalMapInputs(SurvivalMapAxis.RATE, new double[] {1}, new double[] {9, 30}));
        for (Strategy strategy : Strategy.mapped()) {
            for (int row = 0; row < 2; row++) {
                double end = 20 + map.durationsSeconds()[row];
                StormInputs plain = with(strategy.inputs(scenario), new StormTrigger(20, end, null, 40.0));
                Double expected = StormSimulation.simulate(plain).recoverySeconds();
                assertThat(expected).isNotNull();
                assertThat(map.of(strategy).recoverySeconds()[row][0]).as(strategy.id()).isEqualTo(expected);
                assertThat(map.of(strategy).recovered()[row][0]).isTrue();
            }
        }
    }

    @Test
    void everyCellIsTheWholeRunsVerdictThoughItsRunStopsEarly() {
        StormInputs scenario = StormInputs.workedExample();
        double[] values = {1.5, 2, 3};
        double[] durations = {3, 9, 20};
        SurvivalMap map = map(scenario, new SurvivalMapInputs(SurvivalMapAxis.RATE, values, durations));
        int collapsed = 0;
        for (Strategy strategy : new Strategy[] {Strategy.NO_RETRIES, Strategy.ENTERED, Strategy.of(BudgetKind.TOKEN_BUCKET)}) {
            for (int row = 0; row < durations.length; row++) {
                for (int column = 0; column < values.length; column++) {
                    StormInputs cell = with(strategy.inputs(scenario),
                            new StormTrigger(20, 20 + durations[row], null, values[column] * 40));
                    Double whole = StormSimulation.simulate(cell).recoverySeconds();
                    assertThat(map.of(strategy).recoverySeconds()[row][column]).isEqualTo(whole);
                    collapsed += whole == null ? 1 : 0;
                }
            }
        }
        assertThat(collapsed).as("some cells collapse, so both verdicts are checked").isPositive();
    }

    /**
     * On the capacity and failure axes, in runs that end soon after the trigger: every cell, stopped as soon as
     * the seconds closed decide it, still has the whole run's verdict and recovery.
     */
    @Test
    void cellsOnEveryAxisKeepTheWholeRunsVerdictInShortRuns() {
        StormInputs shortRun = StormInputs.workedExample().toBuilder().withArrivalsStopSeconds(36).build();
        double[] durations = {2, 5, 11};
        int collapsed = 0;
        int recovered = 0;
        for (SurvivalMapAxis axis : new SurvivalMapAxis[] {SurvivalMapAxis.CAPACITY, SurvivalMapAxis.FAILURE}) {
            double[] values = axis.falls() ? new double[] {0.9, 0.5, 0.2} : new double[] {0.3, 0.6, 0.9};
            StormInputs scenario = with(shortRun, new StormTrigger(20, 30, 0.1, null, 0.6));
            SurvivalMap map = map(scenario, new SurvivalMapInputs(axis, values, durations));
            for (Strategy strategy : new Strategy[] {Strategy.NO_RETRIES, Strategy.ENTERED,
                Strategy.of(BudgetKind.TOKEN_BUCKET)}) {
                for (int row = 0; row < durations.length; row++) {
                    for (int column = 0; column < values.length; column++) {
                        StormInputs cell = with(strategy.inputs(scenario),
                                axis.trigger(scenario.trigger(), 20 + durations[row], values[column], 40));
                        Double whole = StormSimulation.simulate(cell).recoverySeconds();
                        assertThat(map.of(strategy).recoverySeconds()[row][column])
                                .as(axis.id() + " " + strategy.id() + " " + row + " " + column).isEqualTo(whole);
                        collapsed += whole == null ? 1 : 0;
                        recovered += whole == null ? 0 : 1;
                    }
                }
            }
        }
        assertThat(collapsed).as("cells that collapse").isPositive();
        assertThat(recovered).as("cells that recover").isPositive();
    }

    @Test
    void noRetriesNeverCollapsesWhereTheEnteredPolicyRecoversInTheWorkedExample() {
        StrategyMap none = worked.of(Strategy.NO_RETRIES);
        StrategyMap entered = worked.of(Strategy.ENTERED);
        int enteredRecovered = 0;
        for (int row = 0; row < worked.durationsSeconds().length; row++) {
            for (int column = 0; column < worked.values().length; column++) {
                if (entered.recovered()[row][column]) {
                    enteredRecovered++;
                    assertThat(none.recovered()[row][column]).as("row %d column %d", row, column).isTrue();
                }
            }
        }
        assertThat(enteredRecovered).isPositive();
        // The entered policy's frontier never lies above no retries', row by row.
        for (int row = 0; row < worked.durationsSeconds().length; row++) {
            Double mine = entered.frontier()[row];
            Double theirs = none.frontier()[row];
            assertThat(mine == null || (theirs != null && theirs >= mine)).isTrue();
        }
    }

    @Test
    void theWorkedExampleMapHasTheSpecifiedShape() {
        assertThat(worked.values()).hasSize(12);
        assertThat(worked.durationsSeconds()).hasSize(10);
        assertThat(worked.leftOutDurationsSeconds()).isEmpty();
        assertThat(worked.strategies()).hasSize(Strategy.mapped().length);
        assertThat(worked.enteredValue()).isEqualTo(2.0);
        assertThat(worked.enteredDurationSeconds()).isEqualTo(9.0);
        for (StrategyMap panel : worked.strategies()) {
            assertThat(panel.recovered()).hasNumberOfRows(10);
            assertThat(panel.recovered()[0]).hasSize(12);
        }
    }

    @Test
    void theKneeIsTheLastSteadyRateBelowLittlesLawThreshold() {
        // Little's law puts the latency past the 3 s timeout above 66.7 requests/s: 1.5 x 40 = 60 is carried,
        // 1.75 x 40 = 70 is not, whatever the policy (a steady 70 times out every attempt). Hedging after 2 s
        // has no knee: the latency reaches the delay at 1000 / (1 - 0.01 x 50) = 2,000 ms already at the smallest
        // rate, 1.25 x 40 = 50, and the hedges push it over.
        for (StrategyMap panel : worked.strategies()) {
            assertThat(panel.knee()).as(panel.strategy().id()).isEqualTo(panel.strategy() == Strategy.HEDGING ? null
                    : Double.valueOf(60.0));
        }
    }

    @Test
    void theKneeIsTheLargestHealthyRateEvenAboveOneThatFailed() {
        // With 10% of attempts failing and three attempts per request, the healthy-second rule's margins are
        // crossed by chance: a rate may fail where a higher one holds. The knee is the largest rate whose whole
        // run is healthy (not the last before the first failure), checked here run by run.
        double[] multiples = {1.0, 1.05, 1.1, 1.15, 1.2, 1.25, 1.3, 1.35, 1.4, 1.45, 1.5, 1.55, 1.6, 1.65};
        SurvivalMapInputs axes = new SurvivalMapInputs(SurvivalMapAxis.RATE, multiples, new double[] {1});
        int aboveAFailure = 0;
        for (long seed = 1; seed <= 4; seed++) {
            StormInputs scenario = withFailureAndStop(StormInputs.workedExample(), 0.1, 40).toBuilder().withSeed(seed)
                    .build();
            StormInputs entered = Strategy.ENTERED.inputs(scenario);
            Double expected = null;
            boolean failed = false;
            for (double multiple : multiples) {
                StormSimulation run = new StormSimulation(withRate(entered, multiple * 40));
                while (!run.advance(100_000)) {
                    // to the end
                }
                if (run.healthyFrom(SurvivalMap.KNEE_FROM_SECOND, Integer.MAX_VALUE)) {
                    aboveAFailure += failed ? 1 : 0;
                    expected = multiple * 40;
                } else {
                    failed = true;
                }
            }
            assertThat(map(scenario, axes).of(Strategy.ENTERED).knee()).as("seed %s", seed).isEqualTo(expected);
        }
        assertThat(aboveAFailure).as("healthy rates above a failed one").isPositive();
    }

    private static StormInputs withFailureAndStop(StormInputs inputs, double failure, int stopSeconds) {
        return inputs.toBuilder().withArrivalsStopSeconds(stopSeconds).withFailureProbability(failure).build();
    }

    private static StormInputs withRate(StormInputs inputs, double rate) {
        return inputs.toBuilder().withRequestsPerSecond(rate).withTrigger(new StormTrigger(
                inputs.trigger().startSeconds(), inputs.trigger().endSeconds(), null, null)).build();
    }

    @Test
    void theSeedVerdictCountsTwentySeedsAndItsFirstIsTheComparisonRun() {
        StrategyMap entered = worked.of(Strategy.ENTERED);
        // The specification: the worked example's policy collapses on every seed.
        assertThat(entered.recoveredSeeds()).isZero();
        assertThat(entered.recoverySecondsMedian()).isNull();
        assertThat(SurvivalMapRenderer.seedsLine(entered)).isEqualTo("did not recover on any of the 20 seeds");
        StrategyMap none = worked.of(Strategy.NO_RETRIES);
        assertThat(none.recoveredSeeds()).isEqualTo(20);
        assertThat(none.recoverySecondsMedian()).isNotNull();
        int recovered = 0;
        for (int i = 0; i < SurvivalMap.SEEDS; i++) {
            StormInputs seeded = Strategy.of(BudgetKind.BREAKER).inputs(StormInputs.workedExample()).toBuilder().withSeed(42 + i)
                    .build();
            recovered += StormSimulation.simulate(seeded).recovered() ? 1 : 0;
        }
        assertThat(worked.of(Strategy.of(BudgetKind.BREAKER)).recoveredSeeds()).isEqualTo(recovered);
    }

    @Test
    void theMedianTakesTheMiddleOfThoseThatRecovered() {
        assertThat(SurvivalMapWork.median(new Double[] {3.0, null, 1.0, 2.0})).isEqualTo(2.0);
        assertThat(SurvivalMapWork.median(new Double[] {4.0, 1.0, null, 2.0, 3.0})).isEqualTo(2.5);
        assertThat(SurvivalMapWork.median(new Double[] {null, null})).isNull();
    }

    @Test
    void durationsThatDoNotEndFiveSecondsBeforeTheStopAreLeftOutAndNamed() {
        StormInputs scenario = StormInputs.workedExample();
        StormInputs short40 = scenario.toBuilder().withRequestsPerSecond(40).withArrivalsStopSeconds(40)
                .withBaseLatencyMs(1_000).withLatencyPerInFlightMs(10).withFailureProbability(0)
                .withAttemptTimeoutMs(3_000).withDeadlineMs(null).withBudget(RetryBudget.NONE).withSeed(42).build();
        SurvivalMapInputs axes = new SurvivalMapInputs(SurvivalMapAxis.RATE, new double[] {1.5},
                new double[] {10, 15, 20});
        assertThat(axes.fittingDurations(short40)).containsExactly(10, 15);
        assertThat(axes.leftOutDurations(short40)).containsExactly(20);
        SurvivalMap map = map(short40, axes);
        assertThat(map.durationsSeconds()).containsExactly(10, 15);
        assertThat(map.leftOutDurationsSeconds()).containsExactly(20);
        assertThat(SurvivalMapRenderer.render(map)).contains("Left out: 20 s");
    }

    /**
     * The page's way: map.js hands the map to map-view.js as numbers, map-view.js writes the texts, the page
     * joins them to the run's export; every file is then byte for byte the command line's.
     */
    @Test
    void theMapAsNumbersAndTextsJoinedToTheRunsExportIsTheCommandLinesExport() {
        RawValues raw = defaultsWith("map-values", "1.5 2 3", "map-durations", "5, 20, 60");
        Evaluation whole = TOOL.startMap(raw).finished();
        SurvivalMapWork work = (SurvivalMapWork) TOOL.startMap(raw).continuation();
        while (!work.step()) {
            // Bounded steps, back to back.
        }
        SurvivalMap decoded = SurvivalMapNumbers.decode(SurvivalMapNumbers.encode(work.result()));
        assertThat(SurvivalMapRenderer.render(decoded)).isEqualTo(SurvivalMapRenderer.render(work.result()));
        assertThat(decoded.leftOutDurationsSeconds()).containsExactly(60);
        assertThat(decoded.of(Strategy.NO_RETRIES).knee()).isEqualTo(work.result().of(Strategy.NO_RETRIES).knee());
        SurvivalMapTexts texts = SurvivalMapTexts.of(decoded);
        var joined = texts.joinedTo(TOOL.evaluate(raw).export());
        assertThat(joined.worksheetJson()).isEqualTo(whole.export().worksheetJson());
        assertThat(joined.csv()).isEqualTo(whole.export().csv()).startsWith(SurvivalMapExport.CSV_HEADER);
        assertThat(joined.markdown()).isEqualTo(whole.export().markdown()).contains("## The edge of safety");
        // Without the map, the run's export is the storm's own.
        assertThat(TOOL.evaluate(raw).export().worksheetJson()).doesNotContain("survivalMap");
    }

    /**
     * The page's map script reads the form without the layers' preset selects (so it carries no preset): a stack
     * of four layers, one of them a preset's values, maps to the same numbers, and a bad field is the same error.
     */
    @Test
    void theMapScriptsReadingWithoutPresetsMapsTheSame() {
        RawValues raw = defaultsWith("map-values", "1.5 3", "map-durations", "5, 20", "layer-count", "4",
                "layer4-preset", "grpc-a6", "layer4-attempts", "4", "layer4-initial", "100", "layer4-max", "1000",
                "layer4-jitter", "proportional", "layer4-jitter-low", "0.8", "layer4-jitter-high", "1.2");
        SurvivalMapWork whole = (SurvivalMapWork) TOOL.startMap(raw).continuation();
        SurvivalMapWork alone = (SurvivalMapWork) TOOL.startMapAlone(raw).continuation();
        whole.finish();
        alone.finish();
        assertThat(SurvivalMapNumbers.encode(alone.result())).containsExactly(SurvivalMapNumbers.encode(whole.result()));
        for (RawValues bad : List.of(defaultsWith("layer2-max", "a second"), defaultsWith("map-values", "0"))) {
            assertThat(TOOL.startMapAlone(bad).errors()).isEqualTo(TOOL.startMap(bad).errors()).hasSize(1);
        }
        // Only the preset selects differ: the page's selects offer none but the presets that exist.
        RawValues unknownPreset = defaultsWith("layer1-preset", "no-such-library");
        assertThat(TOOL.startMap(unknownPreset).isValid()).isFalse();
        assertThat(TOOL.startMapAlone(unknownPreset).isValid()).isTrue();
    }

    /** The form the map script reads is the storm's form, field for field in the same order, less the preset selects. */
    @Test
    void thePolicyFormIsTheFormLessThePresetSelects() {
        List<String> expected = new java.util.ArrayList<>();
        for (var field : FieldGroup.fieldsOf(StormFields.form())) {
            // The budgets' cost presets are theirs: the layers' preset selects only fill the layers' fields.
            if (!field.id().endsWith("-preset") || field.id().matches("budget[2-8]?-preset")) {
                expected.add(field.id());
            }
        }
        List<String> read = FieldGroup.fieldsOf(StormFields.policyForm()).stream().map(field -> field.id()).toList();
        assertThat(read).isEqualTo(expected).contains("layer8-attempts", "budget-preset").doesNotContain("layer1-preset");
    }

    @Test
    void theSameInputsGiveTheSameWorksheet() {
        RawValues raw = defaultsWith("map-values", "1.5 2 3", "map-durations", "5, 20");
        String first = TOOL.startMap(raw).finished().export().worksheetJson();
        String second = TOOL.startMap(raw).finished().export().worksheetJson();
        assertThat(first).isEqualTo(second).contains("\"survivalMap\"")
                .contains("\"map\": {\"axis\": \"rate\", \"values\": [1.5, 2, 3], \"durationsSeconds\": [5, 20]}");
    }

    @Test
    void theFailureAxisSweepsTheTriggersFailureProbabilityAtTheEnteredRate() {
        SurvivalMap map = map(StormInputs.workedExample(),
                new SurvivalMapInputs(SurvivalMapAxis.FAILURE, new double[] {0.5}, new double[] {3}));
        StormInputs cell = with(StormInputs.workedExample(), new StormTrigger(20, 23, 0.5, 80.0));
        assertThat(map.of(Strategy.ENTERED).recoverySeconds()[0][0])
                .isEqualTo(StormSimulation.simulate(cell).recoverySeconds());
        assertThat(map.enteredValue()).isEqualTo(0.0);
    }

    @Test
    void theCapacityAxisSweepsTheSharePerCellHoldingTheEnteredFailureProbability() {
        // The worked example with a trigger that keeps a fifth of the capacity and fails 0.2 of attempts.
        StormInputs scenario = with(StormInputs.workedExample(), new StormTrigger(20, 30, 0.2, null, 0.2));
        SurvivalMap map = map(scenario,
                new SurvivalMapInputs(SurvivalMapAxis.CAPACITY, new double[] {0.9, 0.3}, new double[] {3}));
        for (int column = 0; column < 2; column++) {
            StormInputs cell = with(scenario, new StormTrigger(20, 23, 0.2, null, map.values()[column]));
            assertThat(map.of(Strategy.ENTERED).recoverySeconds()[0][column])
                    .isEqualTo(StormSimulation.simulate(cell).recoverySeconds());
        }
        assertThat(map.enteredValue()).isEqualTo(0.2);
        // The failure probability is held in every cell; the rate and the share are not (the share is swept).
        assertThat(map.held()).containsExactly(Double.NaN, 0.2, Double.NaN);
        assertThat(SurvivalMapRenderer.sentence(map, map.of(Strategy.ENTERED)))
                .endsWith(", with the failure probability 0.2 in every cell.");
    }

    @Test
    void theDefaultAxisFollowsTheEnteredTrigger() {
        StormInputs worked = StormInputs.workedExample();
        StormInputs capacity = with(worked, new StormTrigger(20, 30, null, null, 0.3));
        StormInputs failure = with(worked, new StormTrigger(20, 30, 0.7, null));
        StormInputs both = with(worked, new StormTrigger(20, 30, 0.7, null, 0.3));
        SurvivalMapInputs capacityMap = SurvivalMapInputs.read(null, null, null, capacity).inputs();
        assertThat(capacityMap.axis()).isEqualTo(SurvivalMapAxis.CAPACITY);
        assertThat(capacityMap.values()).containsExactly(0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2, 0.1);
        assertThat(SurvivalMapInputs.read("", null, null, failure).inputs().axis()).isEqualTo(SurvivalMapAxis.FAILURE);
        assertThat(SurvivalMapInputs.read(null, null, null, both).inputs().axis()).isEqualTo(SurvivalMapAxis.RATE);
        assertThat(SurvivalMapInputs.read(null, null, null, worked).inputs().axis()).isEqualTo(SurvivalMapAxis.RATE);
        // A chosen axis stays chosen; capacity shares fall from column to column.
        assertThat(SurvivalMapInputs.read("rate", null, null, capacity).inputs().axis()).isEqualTo(SurvivalMapAxis.RATE);
        assertThat(errors(SurvivalMapInputs.read("capacity", "0.5 0.9", null, worked))).singleElement()
                .satisfies(e -> assertThat(e.message()).contains("decreasing order", "0.9 does not follow 0.5 downwards"));
        assertThat(errors(SurvivalMapInputs.read("capacity", "0.5 0", null, worked))).singleElement()
                .satisfies(e -> assertThat(e.message()).contains("from 0.01 to 1"));
    }

    @Test
    void badAxesGetAMessageAtTheirField() {
        StormInputs scenario = StormInputs.workedExample();
        assertThat(errors(SurvivalMapInputs.read("rate", "1.5, 1.25", null, scenario)))
                .singleElement().satisfies(e -> {
                    assertThat(e.fieldId()).isEqualTo("map-values");
                    assertThat(e.message()).contains("increasing order").contains("1.25 does not follow 1.5");
                });
        assertThat(errors(SurvivalMapInputs.read("rate", null, "5 ten", scenario))).singleElement()
                .satisfies(e -> assertThat(e.fieldId()).isEqualTo("map-durations"));
        assertThat(errors(SurvivalMapInputs.read("failure", "0.5 1.5", null, scenario))).singleElement()
                .satisfies(e -> assertThat(e.message()).contains("from 0 to 1"));
        assertThat(errors(SurvivalMapInputs.read("size", null, null, scenario))).singleElement()
                .satisfies(e -> assertThat(e.fieldId()).isEqualTo("map-axis"));
        StormInputs busy = scenario.toBuilder().withSeed(1).build();
        busy = StormInputs.builder().withRequestsPerSecond(50_000).withTrigger(busy.trigger())
                .withLayers(StormInputs.layer(1), StormInputs.layer(1), StormInputs.layer(1))
                .withDeadlineRule(busy.deadlineRule()).build();
        assertThat(errors(SurvivalMapInputs.read("rate", "1.5 3", "1", busy))).singleElement()
                .satisfies(e -> assertThat(e.message()).contains("150,000"));
        assertThat(SurvivalMapInputs.read("", "", "", scenario).inputs().values()).hasSize(12);
    }

    @Test
    void aWorksheetsMapMemberIsReadByTheSameChecks() throws Exception {
        RawValues raw = FormReading.defaults(TOOL.form());
        Evaluation bad = TOOL.startMap(raw, dev.retryworkbench.core.config.JsonValues.parse(
                "{\"axis\": \"rate\", \"values\": [2, 1], \"durationsSeconds\": null}"));
        assertThat(bad.isValid()).isFalse();
        assertThat(bad.errors().get(0).message()).contains("does not follow");
        Evaluation text = TOOL.startMap(raw, dev.retryworkbench.core.config.JsonValues.parse(
                "{\"values\": \"2\"}"));
        assertThat(text.errors().get(0).message()).contains("inputs.map.values must be an array");
    }

    private static List<FieldError> errors(SurvivalMapInputs.Reading reading) {
        assertThat(reading.valid()).isFalse();
        return reading.errors();
    }

    private static RawValues defaultsWith(String... pairs) {
        RawValues defaults = FormReading.defaults(TOOL.form());
        return id -> {
            for (int i = 0; i < pairs.length; i += 2) {
                if (pairs[i].equals(id)) {
                    return pairs[i + 1];
                }
            }
            return defaults.get(id);
        };
    }

    static SurvivalMap map(StormInputs scenario, SurvivalMapInputs axes) {
        SurvivalMapWork work = new SurvivalMapWork(scenario, null, axes);
        work.finish();
        return work.result();
    }

    private static StormInputs with(StormInputs inputs, StormTrigger trigger) {
        return inputs.toBuilder().withTrigger(trigger).build();
    }
}
