package dev.retryworkbench.core.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.policy.RetryPolicy;
import org.junit.jupiter.api.Test;

/** Polly's C#, and the OpenAI and Anthropic clients (written, never read). */
class WriterOnlyFormatsTest {
    @Test
    void writesPollysConstantJitterAndItsTimeouts() {
        ConfigBlock block = new ConfigBlock(new RetryPolicy(4, dev.retryworkbench.core.policy.BackoffShape.EXPONENTIAL,
                2_000, 2_000, 1, Jitter.PROPORTIONAL, 0.75, 1.25), 500, Double.NaN, null);
        ConfigWriting writing = ConfigFormats.byId("polly").write(block);
        assertThat(writing.exact()).isTrue();
        assertThat(writing.text()).contains("MaxRetryAttempts = 3", "BackoffType = DelayBackoffType.Constant",
                "Delay = TimeSpan.FromSeconds(2)", "UseJitter = true", ".AddTimeout(TimeSpan.FromMilliseconds(500)) // each attempt");
    }

    @Test
    void writesTheClientsMaxRetriesAndSaysTheirWaitsAreFixed() {
        ConfigBlock block = new ConfigBlock(RetryPolicy.exponential(5, 1_000, 20_000, 2, Jitter.FULL), 30_000, Double.NaN,
                null);
        ConfigWriting openai = ConfigFormats.byId("openai").write(block);
        assertThat(openai.text()).contains("from openai import OpenAI", "max_retries=4", "timeout=30");
        assertThat(openai.notes()).hasSize(1);
        assertThat(openai.written().policy()).isEqualTo(new RetryPolicy(5,
                dev.retryworkbench.core.policy.BackoffShape.EXPONENTIAL, 500, 8_000, 2, Jitter.PROPORTIONAL, 0.75, 1));
        assertThat(ConfigFormats.byId("anthropic").write(block).text()).contains("client = Anthropic(");
    }

    @Test
    void refusesToReadThem() {
        assertThatThrownBy(() -> ConfigFormats.read("client = OpenAI(max_retries=2)", "openai"))
                .isInstanceOf(ConfigError.class).hasMessageContaining("a format this tool reads");
        assertThat(ConfigFormats.readable()).extracting(ConfigFormat::id).doesNotContain("openai", "anthropic").contains("polly");
        // polly reads appsettings.json but writes C#: what it writes does not read back.
        assertThat(ConfigFormats.byId("polly").readsWhatItWrites()).isFalse();
        assertThat(ConfigFormats.byId("grpc").readsWhatItWrites()).isTrue();
    }
}
