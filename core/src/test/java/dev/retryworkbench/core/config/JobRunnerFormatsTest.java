package dev.retryworkbench.core.config;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.policy.BackoffShape;
import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.policy.RetryPolicy;
import org.junit.jupiter.api.Test;

/** Sidekiq and Celery, on the examples of their own source and docs. */
class JobRunnerFormatsTest {
    @Test
    void readsSidekiqsRetryCountAsRetriesWithThePolynomialShape() {
        ConfigReading reading = Examples.read("sidekiq-job-retry.rb", ConfigFormats.AUTO);
        assertThat(reading.format().id()).isEqualTo("sidekiq");
        assertThat(reading.block().policy()).isEqualTo(new RetryPolicy(11, BackoffShape.POLYNOMIAL, 15_000,
                ConfigBlock.MAX_MS, 1, Jitter.NONE, 1, 1));
        assertThat(reading.entries(ReportEntry.Status.NOT_MODELLED)).extracting(ReportEntry::key)
                .containsExactly("retry_queue");
    }

    @Test
    void readsCeleryRetryBackoffWithItsDefaults() {
        ConfigReading reading = Examples.read("celery-retry-backoff.py", ConfigFormats.AUTO);
        assertThat(reading.format().id()).isEqualTo("celery");
        assertThat(reading.block().policy()).isEqualTo(RetryPolicy.exponential(4, 1_000, 600_000, 2, Jitter.FULL));
        assertThat(reading.entries(ReportEntry.Status.HIDDEN_DEFAULT)).extracting(ReportEntry::key)
                .containsExactly("max_retries");
        assertThat(reading.entries(ReportEntry.Status.ASSUMED)).extracting(ReportEntry::key)
                .containsExactly("retry_backoff_max", "retry_jitter");
    }

    @Test
    void readsCeleryClassBasedTaskOptions() {
        ConfigReading reading = Examples.read("celery-class-based.py", ConfigFormats.AUTO);
        assertThat(reading.format().id()).isEqualTo("celery");
        assertThat(reading.block().policy()).isEqualTo(RetryPolicy.exponential(6, 1_000, 700_000, 2, Jitter.NONE));
    }

    @Test
    void writesCeleryAndSidekiqOptionsThatReadBack() throws ConfigError {
        ConfigBlock celery = ConfigBlock.of(RetryPolicy.exponential(6, 2_000, 60_000, 2, Jitter.FULL));
        ConfigWriting writing = ConfigFormats.byId("celery").write(celery);
        assertThat(writing.exact()).isTrue();
        assertThat(writing.text()).contains("max_retries=5", "retry_backoff=2", "retry_backoff_max=60", "retry_jitter=True");
        assertThat(ConfigFormats.read(writing.text(), ConfigFormats.AUTO).block()).isEqualTo(celery);
        ConfigWriting sidekiq = ConfigFormats.byId("sidekiq").write(celery);
        assertThat(sidekiq.text()).contains("sidekiq_options retry: 5");
        assertThat(sidekiq.notes()).hasSize(1);
    }
    @Test
    void readsSidekiqOptionsWrittenWithHashRockets() {
        ConfigReading reading = Examples.read("sidekiq-hash-rocket.rb", ConfigFormats.AUTO);
        assertThat(reading.format().id()).isEqualTo("sidekiq");
        assertThat(reading.block().policy().attempts()).isEqualTo(1);
        ConfigReading count = read("class A\n  include Sidekiq::Job\n  sidekiq_options :retry => 5, 'queue' => 'low'\nend\n");
        assertThat(count.block().policy().attempts()).isEqualTo(6);
        assertThat(count.entries(ReportEntry.Status.NOT_MODELLED)).extracting(ReportEntry::key).containsExactly("queue");
    }

    @Test
    void readsSidekiqOptionsBesideRubyStringInterpolation() {
        ConfigReading reading = Examples.read("sidekiq-unique-jobs-my-job.rb", ConfigFormats.AUTO);
        assertThat(reading.format().id()).isEqualTo("sidekiq");
        assertThat(reading.block().policy().attempts()).isEqualTo(2);
        assertThat(reading.entries(ReportEntry.Status.NOT_MODELLED)).extracting(ReportEntry::key)
                .containsExactly("queue", "backtrace", "unique");
        ConfigReading nested = read("class A\n  include Sidekiq::Job\n  def perform(msg)\n"
                + "    puts \"#{msg[\"class\"]} #{ \"}\" }\"\n  end\n  sidekiq_options retry: 3\nend\n");
        assertThat(nested.block().policy().attempts()).isEqualTo(4);
    }

    private static ConfigReading read(String text) {
        try {
            return ConfigFormats.read(text, ConfigFormats.AUTO);
        } catch (ConfigError e) {
            throw new AssertionError(e.getMessage(), e);
        }
    }
}
