package dev.retryworkbench.core.text;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** ASCII letter case: only A to Z and a to z change. */
class AsciiTest {
    @Test
    void changesOnlyAsciiLetters() {
        assertThat(Ascii.lower("Max_Attempts-2 ÄÉ")).isEqualTo("max_attempts-2 ÄÉ");
        assertThat(Ascii.upper("500ms é")).isEqualTo("500MS é");
        assertThat(Ascii.lower('@')).isEqualTo('@');
        assertThat(Ascii.lower('[')).isEqualTo('[');
        assertThat(Ascii.upper('`')).isEqualTo('`');
        assertThat(Ascii.upper('{')).isEqualTo('{');
        assertThat(Ascii.isUpper('Q')).isTrue();
        assertThat(Ascii.isUpper('q')).isFalse();
    }

    @Test
    void comparesWithoutCase() {
        assertThat(Ascii.equalsIgnoreCase("Retry_Mode", "retry_mode")).isTrue();
        assertThat(Ascii.equalsIgnoreCase("retry_mode", "retry_modes")).isFalse();
        assertThat(Ascii.equalsIgnoreCase("a", "b")).isFalse();
    }
}
