package dev.retryworkbench.core.config;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.policy.RetryPolicy;
import org.junit.jupiter.api.Test;

class Urllib3FormatTest {
    @Test
    void readsTheUserGuidesRetriesAsRetries() {
        ConfigReading reading = Examples.read("urllib3-user-guide-redirect.py", ConfigFormats.AUTO);
        assertThat(reading.format().id()).isEqualTo("urllib3");
        assertThat(reading.block().policy()).isEqualTo(RetryPolicy.exponential(4, 0, 120_000, 2, Jitter.NONE));
        assertThat(reading.entries(ReportEntry.Status.NOT_MODELLED)).extracting(ReportEntry::key).containsExactly("redirect");
        assertThat(Examples.read("urllib3-user-guide-pool.py", "urllib3").block().policy().attempts()).isEqualTo(6);
    }

    @Test
    void reportsTheZeroFirstSleepThatUrllib3sOwnTestAsserts() {
        ConfigReading reading = Examples.read("urllib3-test-backoff.py", ConfigFormats.AUTO);
        assertThat(reading.block().policy()).isEqualTo(RetryPolicy.exponential(100, 200, 120_000, 2, Jitter.NONE));
        assertThat(reading.entries(ReportEntry.Status.APPROXIMATED)).extracting(ReportEntry::text)
                .anyMatch(text -> text.startsWith("urllib3 sleeps 0 before the first retry, then 400 ms, 800 ms"))
                .anyMatch(text -> text.contains("more than the form's largest limit"));
    }

    @Test
    void readsRequestsHttpAdapterWithAnInteger() throws ConfigError {
        ConfigReading reading = ConfigFormats.read("s.mount('https://', HTTPAdapter(max_retries=5))\n", ConfigFormats.AUTO);
        assertThat(reading.format().id()).isEqualTo("urllib3");
        assertThat(reading.block().policy().attempts()).isEqualTo(6);
        assertThat(reading.block().policy().initial()).isEqualTo(0);
    }

    @Test
    void writesTotalAsRetriesAndSaysTheFirstSleepIsZero() throws ConfigError {
        ConfigWriting writing = ConfigFormats.byId("urllib3").write(ConfigBlock.of(
                RetryPolicy.exponential(4, 500, 10_000, 2, Jitter.NONE)));
        assertThat(writing.text()).contains("total=3", "backoff_factor=0.5", "backoff_max=10",
                "# urllib3 2.x sleeps 0 before the first retry");
        assertThat(ConfigFormats.read(writing.text(), ConfigFormats.AUTO).block()).isEqualTo(writing.written());
    }
}
