package dev.retryworkbench.core.config;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.policy.BackoffShape;
import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.policy.RetryPolicy;
import org.junit.jupiter.api.Test;

class TenacityFormatTest {
    private static RetryPolicy policy(String example) {
        ConfigReading reading = Examples.read(example, ConfigFormats.AUTO);
        assertThat(reading.format().id()).as(example).isEqualTo("tenacity");
        return reading.block().policy();
    }

    @Test
    void readsTheDocsStops() {
        assertThat(policy("tenacity-stop-after-attempt.py")).isEqualTo(RetryPolicy.exponential(7, 0, 0, 1, Jitter.NONE));
        ConfigBlock delay = Examples.read("tenacity-stop-after-delay.py", "tenacity").block();
        assertThat(delay.policy().attempts()).isEqualTo(100);
        assertThat(delay.timeoutMs()).isEqualTo(10_000);
        ConfigReading before = Examples.read("tenacity-stop-before-delay.py", "tenacity");
        assertThat(before.entries(ReportEntry.Status.APPROXIMATED)).extracting(ReportEntry::key)
                .contains("stop_before_delay");
        ConfigBlock combined = Examples.read("tenacity-stop-combined.py", "tenacity").block();
        assertThat(combined.policy().attempts()).isEqualTo(5);
        assertThat(combined.timeoutMs()).isEqualTo(10_000);
    }

    @Test
    void readsTheDocsWaits() {
        assertThat(Examples.read("tenacity-statistics.py", "tenacity").block().policy())
                .isEqualTo(RetryPolicy.exponential(3, 3_000, 3_000, 1, Jitter.NONE));
        assertThat(policy("tenacity-wait-random-exponential.py")).isEqualTo(
                RetryPolicy.exponential(100, 1_000, 60_000, 2, Jitter.FULL));
        assertThat(policy("tenacity-wait-chain.py")).isEqualTo(RetryPolicy.exponential(100, 3_000, 3_000, 1, Jitter.NONE));
    }

    @Test
    void reportsTheMinClampWithTheTrueWaits() {
        ConfigReading reading = Examples.read("tenacity-wait-exponential-min.py", ConfigFormats.AUTO);
        assertThat(reading.block().policy()).isEqualTo(RetryPolicy.exponential(100, 4_000, 10_000, 2, Jitter.NONE));
        assertThat(reading.entries(ReportEntry.Status.APPROXIMATED)).extracting(ReportEntry::text)
                .anyMatch(text -> text.contains("true waits 4 s, 4 s, 4 s, 8 s"))
                .anyMatch(text -> text.contains("stop_never"));
    }

    @Test
    void saysWhatItLeavesOutOfACombinedWait() {
        ConfigReading reading = Examples.read("tenacity-wait-fixed-plus-random.py", ConfigFormats.AUTO);
        assertThat(reading.block().policy().initial()).isEqualTo(3_000);
        assertThat(reading.entries(ReportEntry.Status.APPROXIMATED)).extracting(ReportEntry::key).contains("wait");
    }

    @Test
    void readsRetryingWithTimedeltasAndNotModelledArguments() throws ConfigError {
        ConfigReading reading = ConfigFormats.read("for attempt in Retrying(stop=stop_after_attempt(4),"
                + " wait=wait_random(min=timedelta(milliseconds=500), max=2), reraise=True):\n    pass\n", ConfigFormats.AUTO);
        assertThat(reading.block().policy()).isEqualTo(new RetryPolicy(4, BackoffShape.EXPONENTIAL, 2_000, 2_000, 1,
                Jitter.PROPORTIONAL, 0.25, 1));
        assertThat(reading.entries(ReportEntry.Status.NOT_MODELLED)).extracting(ReportEntry::key).containsExactly("reraise");
    }

    @Test
    void writesADecoratorThatReadsBack() throws ConfigError {
        ConfigBlock block = new ConfigBlock(RetryPolicy.exponential(5, 100, 5_000, 3, Jitter.FULL), Double.NaN, 20_000,
                null);
        ConfigWriting writing = ConfigFormats.byId("tenacity").write(block);
        assertThat(writing.notes()).hasSize(1);
        assertThat(writing.text()).contains("stop=stop_after_attempt(5) | stop_after_delay(20)",
                "wait=wait_random_exponential(multiplier=0.1, max=5, exp_base=3)");
        assertThat(ConfigFormats.read(writing.text(), ConfigFormats.AUTO).block()).isEqualTo(block);
    }
}
