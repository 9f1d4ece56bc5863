package dev.retryworkbench.core.config;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.policy.RetryPolicy;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Linkerd ServiceProfiles and Kubernetes Jobs, on the examples of their own docs. */
class MeshAndJobFormatsTest {
    @Test
    void readsTheKubernetesDocsJobWithTheControllersBackoff() {
        ConfigReading reading = Examples.read("kubernetes-job-pi.yaml", ConfigFormats.AUTO);
        assertThat(reading.format().id()).isEqualTo("kubernetes-job");
        assertThat(reading.block()).isEqualTo(ConfigBlock.of(RetryPolicy.exponential(5, 10_000, 600_000, 2, Jitter.NONE)));
        assertThat(reading.report().get(0).text()).isEqualTo("4 retries: 5 attempts (4 retries)");
    }

    @Test
    void writesAJobsDeadlineInWholeSeconds() throws ConfigError {
        ConfigWriting writing = ConfigFormats.byId("kubernetes-job").write(new ConfigBlock(
                RetryPolicy.exponential(3, 10_000, 600_000, 2, Jitter.NONE), Double.NaN, 90_500, null));
        assertThat(writing.notes()).containsExactly("activeDeadlineSeconds takes whole seconds: 91 s instead of 90.5 s");
        assertThat(writing.text()).contains("backoffLimit: 2", "activeDeadlineSeconds: 91");
        assertThat(ConfigFormats.read(writing.text(), ConfigFormats.AUTO).block()).isEqualTo(writing.written());
    }

    @Test
    void readsLinkerdsRetryableRouteAsRetriesBoundOnlyByTheBudget() {
        ConfigReading reading = Examples.read("linkerd-retries.yaml", ConfigFormats.AUTO);
        assertThat(reading.format().id()).isEqualTo("linkerd");
        assertThat(reading.block().policy()).isEqualTo(RetryPolicy.exponential(100, 0, 0, 1, Jitter.NONE));
        assertThat(reading.entries(ReportEntry.Status.ASSUMED)).extracting(ReportEntry::key).containsExactly("spec.retryBudget");
    }

    @Test
    void readsLinkerdsRetryBudgetAsTheRatioBudget() {
        ConfigReading reading = Examples.read("linkerd-retry-budget.yaml", ConfigFormats.AUTO);
        assertThat(reading.format().id()).isEqualTo("linkerd");
        assertThat(reading.block().budget()).isEqualTo(ConfigBudget.of("ratio",
                new ConfigBudget.Parameter("percentCanRetry", 0.2), new ConfigBudget.Parameter("minRetriesPerSecond", 10),
                new ConfigBudget.Parameter("ttlSeconds", 10)));
    }

    @Test
    void writesARatioLinkerdCannotTakeAsTheClosestAndSaysSo() throws ConfigError {
        ConfigBlock block = ConfigBlock.of(RetryPolicy.exponential(100, 0, 0, 1, Jitter.NONE)).withBudget(
                new ConfigBudget("ratio", List.of(new ConfigBudget.Parameter("percentCanRetry", 1.5),
                        new ConfigBudget.Parameter("minRetriesPerSecond", 7),
                        new ConfigBudget.Parameter("ttlSeconds", 2.5))));
        ConfigWriting writing = ConfigFormats.byId("linkerd").write(block);
        assertThat(writing.notes()).containsExactly(
                "Linkerd's retryRatio is at most 1 (a retry per request): 1 instead of 1.5",
                "the ttl is written in whole seconds from 1 to 60: 3s instead of 2.5 s");
        assertThat(writing.text()).contains("retryRatio: 1\n", "minRetriesPerSecond: 7\n", "ttl: 3s\n");
        assertThat(ConfigFormats.read(writing.text(), "linkerd").block()).isEqualTo(writing.written());
    }
    @Test
    void readsALinkerdTtlBelowTheModelsSecondAsClampedAndTheRestAsWritten() throws ConfigError {
        ConfigReading reading = ConfigFormats.read("kind: ServiceProfile\nspec:\n  routes:\n  - name: GET /\n"
                + "    isRetryable: true\n  retryBudget:\n    retryRatio: 0.3\n    minRetriesPerSecond: 4\n"
                + "    ttl: 10ms\n", ConfigFormats.AUTO);
        assertThat(reading.block().budget()).isEqualTo(ConfigBudget.of("ratio",
                new ConfigBudget.Parameter("percentCanRetry", 0.3), new ConfigBudget.Parameter("minRetriesPerSecond", 4),
                new ConfigBudget.Parameter("ttlSeconds", 1)));
        assertThat(reading.entries(ReportEntry.Status.APPROXIMATED)).extracting(ReportEntry::key)
                .contains("spec.retryBudget.ttl");
        assertThat(reading.entries(ReportEntry.Status.APPROXIMATED).get(1).text()).contains("10 ms", "clamped to 1 s");
    }
}
