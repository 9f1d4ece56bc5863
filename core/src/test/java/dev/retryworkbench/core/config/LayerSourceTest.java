package dev.retryworkbench.core.config;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.policy.Jitter;
import org.junit.jupiter.api.Test;

/** Where a layer's file has its keys, as check reads it and the page keeps it on the file's report. */
class LayerSourceTest {
    private static final String TENACITY = "from tenacity import retry, stop_after_attempt, wait_random_exponential\n"
            + "\n"
            + "@retry(\n"
            + "    stop=stop_after_attempt(4),\n"
            + "    wait=wait_random_exponential(multiplier=0.5, max=8),\n"
            + ")\n"
            + "def charge(order):\n"
            + "    pass\n";

    @Test
    void theKeysTheirValuesAndTheFileSurviveTheTextForm() throws ConfigError {
        ConfigReading reading = ConfigFormats.read(TENACITY, ConfigFormats.AUTO);
        LayerSource source = LayerSource.of("app/charge\nfile.py", reading);
        // stop_after_attempt's 4 is on line 4, column 29; wait= sets the jitter on line 5; no per-try timeout.
        assertThat(source.attemptsAt()).isEqualTo(new Position(4, 29));
        assertThat(source.jitterAt()).isEqualTo(reading.position(Member.JITTER)).isNotNull();
        assertThat(source.perTryTimeoutAt()).isNull();
        assertThat(source.hiddenDefault()).isNull();
        assertThat(source.file()).isEqualTo("app/charge\nfile.py");
        assertThat(LayerSource.of(null, reading).file()).isEqualTo(LayerSource.PASTED);
        Jitter jitter = reading.block().policy().jitter();
        assertThat(source.matches(4, jitter, null, false)).isTrue();
        assertThat(source.matches(3, jitter, null, false)).isFalse();
        assertThat(source.matches(4, jitter == Jitter.NONE ? Jitter.FULL : Jitter.NONE, null, false)).isFalse();
        assertThat(source.matches(4, jitter, 500L, false)).isFalse();
        assertThat(source.matches(4, jitter, 500L, true)).isTrue();
    }

    @Test
    void aLibraryDefaultHasNoKeyAndSaysSo() throws ConfigError {
        LayerSource source = LayerSource.of("route.yaml", ConfigFormats.read("virtual_hosts:\n- name: a\n  domains: ['*']\n"
                + "  routes:\n  - match: {prefix: /}\n    route:\n      cluster: c\n      retry_policy:\n"
                + "        retry_on: connect-failure\n", ConfigFormats.AUTO));
        assertThat(source.attemptsAt()).isNull();
        assertThat(source.hiddenDefault()).contains("num_retries absent").contains("2 attempts");
    }

    @Test
    void aTextItDidNotWriteIsNoSource() {
        assertThat(LayerSource.decode(null)).isNull();
        assertThat(LayerSource.decode("")).isNull();
        assertThat(LayerSource.decode("3\nnone\n\nx\n1\n0\n0\n0\n0\n\nf")).isNull();
        assertThat(LayerSource.decode("3\nnone\n\n0\n0\n0\n0\n0\n0\n\nf").file()).isEqualTo("f");
        assertThat(LayerSource.decode("3\nnone\n2592000000\n0\n0\n0\n0\n0\n0\n\nf").matches(3, Jitter.NONE,
                2_592_000_000L, false)).isTrue();
    }
}
