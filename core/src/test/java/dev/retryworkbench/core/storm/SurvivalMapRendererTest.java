package dev.retryworkbench.core.storm;

import static org.assertj.core.api.Assertions.assertThat;

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
        return new SurvivalMap(SurvivalMapAxis.RATE, VALUES, DURATIONS, new double[] {45}, 40, 2, 9, panels);
    }

    @Test
    void sentencesComeFromTheFrontiers() {
        SurvivalMap map = handMade();
        assertThat(SurvivalMapRenderer.sentence(map, map.of(Strategy.NO_RETRIES)))
                .isEqualTo("No retries: survives a 2x spike for 30 s, a 3x spike for 3 s.");
        assertThat(SurvivalMapRenderer.sentence(map, map.of(Strategy.TOKEN_BUCKET)))
                .isEqualTo("Token bucket: survives a 1.25x spike for 3 s; not a 1.25x spike for 30 s.");
        assertThat(SurvivalMapRenderer.seedsLine(map.of(Strategy.NO_RETRIES)))
                .isEqualTo("recovered on 20 of 20 seeds (median 3 s)");
        assertThat(SurvivalMapRenderer.seedsLine(map.of(Strategy.ENTERED))).isEqualTo("did not recover on 19 of 20 seeds");
    }

    @Test
    void onePanelPerStrategyWithEveryCellMarkedAndTheFrontierDrawn() {
        String html = SurvivalMapRenderer.render(handMade());
        assertThat(count(html, "<figure class=\"survival-panel\">")).isEqualTo(Strategy.values().length);
        assertThat(count(html, "<div class=\"row\">")).isEqualTo(2 * Strategy.values().length);
        // Collapsed cells carry a cross as well as their colour: 1 in no retries' panel, 4 in each other.
        assertThat(count(html, "class=\"down")).isEqualTo(1 + 4 * (Strategy.values().length - 1));
        assertThat(count(html, "\u2715</span>")).isEqualTo(1 + 4 * (Strategy.values().length - 1));
        // The frontier: two rows in no retries' panel, one row in the others (the second row has none).
        assertThat(count(html, "up edge")).isEqualTo(2 + (Strategy.values().length - 1));
        // The entered trigger, 2x for 9 s, is nearest the 2x column of the 3 s row: outlined once per panel.
        assertThat(count(html, " mine\"")).isEqualTo(Strategy.values().length);
        assertThat(html).contains("<span class=\"up mine\"></span>").contains("Left out: 45 s");
    }

    @Test
    void theTableAlternativeHoldsEachFrontierKneeAndVerdict() {
        SurvivalMap map = handMade();
        assertThat(SurvivalMapRenderer.columns(map)).containsExactly("Strategy", "Knee (requests/s)",
                "Your trigger, 20 seeds", "3 s", "30 s");
        assertThat(SurvivalMapRenderer.cells(map, map.of(Strategy.NO_RETRIES)))
                .containsExactly("No retries", "60", "recovered on 20 of 20 seeds (median 3 s)", "3x", "2x");
        assertThat(SurvivalMapRenderer.cells(map, map.of(Strategy.BREAKER)))
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
