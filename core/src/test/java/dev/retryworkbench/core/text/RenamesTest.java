package dev.retryworkbench.core.text;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class RenamesTest {
    @Test
    void replacesEveryOccurrenceLeftToRight() {
        assertThat(Renames.applyTo("<p id=\"a-1\" for=\"a-1\">a-1a-1</p>", "a-1", "b-22"))
                .isEqualTo("<p id=\"b-22\" for=\"b-22\">b-22b-22</p>");
        // Left to right, without overlap: "aaa" holds one "aa", then a lone "a".
        assertThat(Renames.applyTo("aaa", "aa", "b")).isEqualTo("ba");
    }

    @Test
    void appliesThePairsInTurnEachToTheTextTheOneBeforeLeft() {
        // The second pair sees the first's output: layer 1 becomes 2, then every 2 becomes 3.
        assertThat(Renames.applyTo("layer 1, layer 2", "layer 1", "layer 2", "layer 2", "layer 3"))
                .isEqualTo("layer 3, layer 3");
        assertThat(Renames.applyTo("unchanged", "x", "y")).isEqualTo("unchanged");
    }

    @Test
    void refusesAnOddNumberOfTextsAndAnEmptyOne() {
        assertThatThrownBy(() -> Renames.applyTo("text", "a", "b", "c"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("3 texts");
        assertThatThrownBy(() -> Renames.applyTo("text", "", "b"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("empty");
    }
}
