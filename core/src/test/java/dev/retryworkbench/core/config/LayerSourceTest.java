package dev.retryworkbench.core.config;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Where a layer's file has its keys, as check names them. */
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
    void theKeysOfTheAttemptLimitJitterAndPerTryTimeout() throws ConfigError {
        ConfigReading reading = ConfigFormats.read(TENACITY, ConfigFormats.AUTO);
        LayerSource source = LayerSource.of("app/charge\nfile.py", reading);
        // stop_after_attempt's 4 is on line 4, column 29; wait= sets the jitter on line 5; no per-try timeout.
        assertThat(source.attemptsAt()).isEqualTo(new Position(4, 29));
        assertThat(source.jitterAt()).isEqualTo(reading.position(Member.JITTER)).isNotNull();
        assertThat(source.perTryTimeoutAt()).isNull();
        assertThat(source.hiddenDefault()).isNull();
        assertThat(source.file()).isEqualTo("app/charge\nfile.py");
    }

    @Test
    void aLibraryDefaultHasNoKeyAndSaysSo() throws ConfigError {
        LayerSource source = LayerSource.of("route.yaml", ConfigFormats.read("virtual_hosts:\n- name: a\n  domains: ['*']\n"
                + "  routes:\n  - match: {prefix: /}\n    route:\n      cluster: c\n      retry_policy:\n"
                + "        retry_on: connect-failure\n", ConfigFormats.AUTO));
        assertThat(source.attemptsAt()).isNull();
        assertThat(source.hiddenDefault()).contains("num_retries absent").contains("2 attempts");
    }
}
