package dev.retryworkbench.core.storm.map;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.storm.SurvivalMapInputs;
import dev.retryworkbench.core.storm.SurvivalMapWork;
import dev.retryworkbench.core.storm.budget.BudgetKind;
import dev.retryworkbench.core.storm.simulation.StormInputs;
import dev.retryworkbench.core.storm.simulation.Strategy;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The survival map's markup and sentences, on a hand-built map of two durations by three rate multiples. */
class SurvivalMapRendererTest {
    private static final double[] VALUES = {1.25, 2, 3};
    private static final double[] DURATIONS = {3, 30};

    /** No retries survives everything at 3 s and 2x at 30 s; every other strategy only 1.25x at 3 s. */
    private static SurvivalMap handMade() {
        List<StrategyMap> panels = new ArrayList<>();
        for (Strategy strategy : Strategy.values()) {
            boolean[][] recovered = strategy == Strategy.NO_RETRIES
                    ? new boolean[][] {{true, true, true}, {true, true, false}}
                    : new boolean[][] {{true, false, true}, {false, false, false}};
            Double[][] seconds = new Double[2][3];
            for (int row = 0; row < 2; row++) {
                for (int column = 0; column < 3; column++) {
                    seconds[row][column] = recovered[row][column] ? Double.valueOf(2) : null;
                }
            }
            boolean none = strategy == Strategy.NO_RETRIES;
            panels.add(new StrategyMap(strategy, recovered, seconds, StrategyMap.frontier(recovered, VALUES),
                    none ? 60.0 : null, none ? 20 : 1, none ? 3.0 : 7.0));
        }
        return new SurvivalMap(SurvivalMapAxis.RATE, VALUES, DURATIONS, new double[] {45}, 40, 2, 9, new double[] {Double.NaN, Double.NaN, Double.NaN}, panels);
    }

    @Test
    void sentencesComeFromTheFrontiers() {
        SurvivalMap map = handMade();
        assertThat(SurvivalMapRenderer.sentence(map, map.of(Strategy.NO_RETRIES)))
                .isEqualTo("No retries: survives a 2x spike for 30 s, a 3x spike for 3 s.");
        assertThat(SurvivalMapRenderer.sentence(map, map.of(Strategy.of(BudgetKind.TOKEN_BUCKET))))
                .isEqualTo("Token bucket: survives a 1.25x spike for 3 s; not a 1.25x spike for 30 s.");
        assertThat(SurvivalMapRenderer.seedsLine(map.of(Strategy.NO_RETRIES)))
                .isEqualTo("recovered on 20 of 20 seeds (median 3 s)");
        assertThat(SurvivalMapRenderer.seedsLine(map.of(Strategy.ENTERED))).isEqualTo("did not recover on 19 of 20 seeds");
    }

    @Test
    void onePanelPerStrategyWithEveryCellMarkedAndTheFrontierDrawn() {
        String html = SurvivalMapRenderer.render(handMade());
        int panels = Strategy.values().length;
        assertThat(count(html, "<figure class=\"survival-panel\">")).isEqualTo(panels);
        // One picture per panel, a unit per cell: 3 columns by 2 rows.
        assertThat(count(html, "viewBox=\"0 0 3 2\"")).isEqualTo(panels);
        // Collapsed cells: one path per panel, a rectangle per run in a row, filled with the shared hatch.
        assertThat(html).contains("<pattern id=\"" + SurvivalMapRenderer.HATCH_ID + "\"");
        assertThat(count(html, "<path d=\"M2 1h1v1h-1z\" class=\"down\">")).isEqualTo(1);
        assertThat(count(html, "<path d=\"M1 0h1v1h-1zM0 1h3v1h-3z\" class=\"down\">")).isEqualTo(panels - 1);
        // The frontier: after 3 cells in the first row and 2 in the second; after 1, then none, in the others.
        assertThat(count(html, "<path d=\"M3 0V1H2V2\" class=\"edge\">")).isEqualTo(1);
        assertThat(count(html, "<path d=\"M1 0V1H0V2\" class=\"edge\">")).isEqualTo(panels - 1);
        // The entered trigger, 2x for 9 s, is nearest the 2x column of the 3 s row: outlined once per panel.
        assertThat(count(html, "<rect x=\"1\" y=\"0\" width=\"1\" height=\"1\" class=\"mine\">")).isEqualTo(panels);
        // Each picture is named by its panel's sentence.
        assertThat(html).contains("aria-labelledby=\"map-says-token-bucket\"")
                .contains("<p class=\"survival-says\" id=\"map-says-token-bucket\">Token bucket: survives")
                .contains("Left out: 45 s")
                .contains("your policy did not recover on 19 of 20 seeds");
    }

    /** Issue 34: the status line is whole sentences, each starting with a capital, ending in a full stop. */
    @Test
    void theAnnouncementIsWholeSentences() {
        SurvivalMap map = handMade();
        String text = SurvivalMapRenderer.announcement(map);
        assertThat(text).isEqualTo("Survival map: Your policy: survives a 1.25x spike for 3 s; not a 1.25x spike for"
                + " 30 s. Your trigger: did not recover on 19 of 20 seeds.");
        assertThat(text.split("\\. ")).allSatisfy(sentence -> assertThat(sentence).matches("[A-Z].*"));
    }

    /** Issue 34: no seed recovered reads "any of the 20", not "20 of 20". */
    @Test
    void noSeedRecoveredSaysAnyOfTheTwenty() {
        StrategyMap none = new StrategyMap(Strategy.ENTERED, new boolean[][] {{false}}, new Double[][] {{null}},
                new Double[] {null}, null, 0, null);
        assertThat(SurvivalMapRenderer.seedsLine(none)).isEqualTo("did not recover on any of the 20 seeds");
    }

    /** Issue 34: when every strategy has the same knee, the map says the dependency's capacity sets it. */
    @Test
    void aKneeSharedByEveryStrategyIsTheDependencysCapacity() {
        SurvivalMap mixed = handMade();
        assertThat(SurvivalMapRenderer.sharedKnee(mixed)).isNull();
        assertThat(SurvivalMapRenderer.render(mixed)).doesNotContain("survival-knee");
        List<StrategyMap> same = new ArrayList<>();
        for (StrategyMap panel : mixed.strategies()) {
            same.add(new StrategyMap(panel.strategy(), panel.recovered(), panel.recoverySeconds(), panel.frontier(), 60.0,
                    panel.recoveredSeeds(), panel.recoverySecondsMedian()));
        }
        SurvivalMap shared = new SurvivalMap(mixed.axis(), mixed.values(), mixed.durationsSeconds(),
                mixed.leftOutDurationsSeconds(), mixed.normalRate(), mixed.enteredValue(),
                mixed.enteredDurationSeconds(), mixed.held(), same);
        String sentence = "Every strategy's knee is 60 requests/s: the dependency's capacity sets it, not the retries.";
        assertThat(SurvivalMapRenderer.sharedKnee(shared)).isEqualTo(sentence);
        assertThat(SurvivalMapRenderer.announcement(shared)).endsWith(" " + sentence);
        assertThat(SurvivalMapRenderer.render(shared)).contains("<p class=\"survival-knee\">" + sentence.replace("'", "&#39;") + "</p>");
    }

    /**
     * A capacity map (its shares falling from column to column) on a trigger that also sets a failure
     * probability: the frontier is the smallest share survived, and each sentence names the member held.
     */
    @Test
    void aCapacityMapNamesItsSharesAndTheFailureProbabilityHeldInEveryCell() {
        double[] shares = {0.9, 0.5, 0.1};
        List<StrategyMap> panels = new ArrayList<>();
        for (Strategy strategy : Strategy.values()) {
            // Survives 0.9 and 0.5 for 3 s, only 0.9 for 30 s.
            boolean[][] recovered = {{true, true, false}, {true, false, false}};
            Double[][] seconds = {{2.0, 4.0, null}, {6.0, null, null}};
            panels.add(new StrategyMap(strategy, recovered, seconds, StrategyMap.frontier(recovered, shares), 60.0, 20,
                    3.0));
        }
        SurvivalMap map = new SurvivalMap(SurvivalMapAxis.CAPACITY, shares, DURATIONS, new double[0], 40, 0.3, 10,
                new double[] {Double.NaN, 0.7, Double.NaN}, panels);
        assertThat(map.of(Strategy.NO_RETRIES).frontier()).containsExactly(0.5, 0.9);
        assertThat(SurvivalMapRenderer.sentence(map, map.of(Strategy.NO_RETRIES))).isEqualTo("No retries: survives a"
                + " capacity share of 0.9 for 30 s, a capacity share of 0.5 for 3 s, with the failure probability 0.7"
                + " in every cell.");
        String html = SurvivalMapRenderer.render(map);
        assertThat(html).contains("<div class=\"survival-xname\" aria-hidden=\"true\">capacity share</div>",
                "the smallest capacity share that it and every larger one survived, with the failure probability 0.7"
                        + " in every cell.");
        // The numbers map.js hands to map-view.js keep the axis and the member held.
        SurvivalMap back = SurvivalMapNumbers.decode(SurvivalMapNumbers.encode(map));
        assertThat(back.axis()).isEqualTo(SurvivalMapAxis.CAPACITY);
        assertThat(back.held()).containsExactly(Double.NaN, 0.7, Double.NaN);
        assertThat(SurvivalMapRenderer.sentence(back, back.of(Strategy.NO_RETRIES)))
                .isEqualTo(SurvivalMapRenderer.sentence(map, map.of(Strategy.NO_RETRIES)));
    }

    /** Issue 34: every panel has a tick per duration down the side and per severity across, with units. */
    @Test
    void everyPanelHasAxesWithUnits() {
        String html = SurvivalMapRenderer.render(handMade());
        int panels = Strategy.values().length;
        assertThat(count(html, "<div class=\"survival-y\" aria-hidden=\"true\"><span>3 s</span><span>30 s</span></div>"))
                .isEqualTo(panels);
        assertThat(count(html, "<div class=\"survival-x\" aria-hidden=\"true\"><span>1.25x</span><span>2x</span>"
                + "<span>3x</span></div>")).isEqualTo(panels);
        assertThat(count(html, "<div class=\"survival-xname\" aria-hidden=\"true\">\u00d7 normal rate</div>"))
                .isEqualTo(panels);
        // The axes sit in the plot with the grid, inside the panel.
        assertThat(count(html, "<div class=\"survival-plot\"><svg class=\"survival-grid\"")).isEqualTo(panels);
    }

    /** Twelve severities: a tick each, labelled at every fourth and the last, so labels fit a narrow panel. */
    @Test
    void manySeveritiesAreLabelledSparselyButTickedEach() {
        SurvivalMapWork work = new SurvivalMapWork(StormInputs.workedExample(), null,
                new SurvivalMapInputs(SurvivalMapAxis.RATE, SurvivalMapAxis.RATE.defaults(), new double[] {8, 10}));
        work.finish();
        String html = SurvivalMapRenderer.render(work.result());
        assertThat(html).contains("<div class=\"survival-x\" aria-hidden=\"true\"><span>1.25x</span><span></span>"
                + "<span></span><span></span><span>2.25x</span><span></span><span></span><span></span><span>3.25x</span>"
                + "<span></span><span></span><span>4x</span></div>")
                .contains("<span>8 s</span><span>10 s</span>");
    }

    @Test
    void paths() {
        assertThat(SurvivalMapRenderer.collapsedPath(new boolean[][] {{true, false, false, true, false}}))
                .isEqualTo("M1 0h2v1h-2zM4 0h1v1h-1z");
        assertThat(SurvivalMapRenderer.collapsedPath(new boolean[][] {{true}, {true}})).isEqualTo("M0 0");
        assertThat(SurvivalMapRenderer.frontierPath(new boolean[][] {{true, true}, {true, true}, {false, true}}))
                .isEqualTo("M2 0V1V2H0V3");
    }

    @Test
    void theTableAlternativeHoldsEachFrontierKneeAndVerdict() {
        SurvivalMap map = handMade();
        assertThat(SurvivalMapRenderer.columns(map)).containsExactly("Strategy", "Knee (requests/s)",
                "Your trigger, 20 seeds", "3 s", "30 s");
        assertThat(SurvivalMapRenderer.cells(map, map.of(Strategy.NO_RETRIES)))
                .containsExactly("No retries", "60", "recovered on 20 of 20 seeds (median 3 s)", "3x", "2x");
        assertThat(SurvivalMapRenderer.cells(map, map.of(Strategy.of(BudgetKind.BREAKER))))
                .containsExactly("Circuit breaker", "below 50", "did not recover on 19 of 20 seeds", "1.25x", "none");
        String html = SurvivalMapRenderer.render(map);
        assertThat(count(html, "<th scope=\"row\">")).isEqualTo(Strategy.values().length);
        // On the page the frontier is one wrapping cell, so the table fits the results column.
        assertThat(html).contains("<td>3 s: 3x, 30 s: 2x</td>").contains("<td>3 s: 1.25x, 30 s: none</td>");
    }

    private static int count(String text, String part) {
        Matcher matcher = Pattern.compile(Pattern.quote(part)).matcher(text);
        int count = 0;
        while (matcher.find()) {
            count++;
        }
        return count;
    }
}
