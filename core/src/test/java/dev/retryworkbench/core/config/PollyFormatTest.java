package dev.retryworkbench.core.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.retryworkbench.core.policy.BackoffShape;
import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.policy.RetryPolicy;
import dev.retryworkbench.core.policy.Role;
import org.junit.jupiter.api.Test;

/** Microsoft.Extensions.Http.Resilience's appsettings.json sections, read as the library binds them. */
class PollyFormatTest {
    @Test
    void readsAStandardHandlerSection() {
        ConfigReading reading = Examples.read("polly-standard-handler.json", ConfigFormats.AUTO);
        assertThat(reading.format().id()).isEqualTo("polly");
        assertThat(reading.format().role()).isSameAs(Role.APPLICATION);
        // 3 retries from 2 s, BackoffType left to HttpRetryStrategyOptions' Exponential, jittered: Polly's
        // decorrelated jitter; the attempt timeout per try, the total one over the whole policy.
        assertThat(reading.block()).isEqualTo(new ConfigBlock(new RetryPolicy(4, BackoffShape.EXPONENTIAL, 2_000,
                ConfigBlock.MAX_MS, 2, Jitter.DECORRELATED, 1, 1), 15_000, 60_000, null));
        assertThat(reading.entries(ReportEntry.Status.HIDDEN_DEFAULT)).isEmpty();
        assertThat(reading.entries(ReportEntry.Status.NOT_MODELLED)).extracting(ReportEntry::key).containsExactly(
                "HttpStandardResilienceOptions:Retry:ShouldRetryAfterHeader", "HttpStandardResilienceOptions:CircuitBreaker");
        assertThat(reading.entries(ReportEntry.Status.ASSUMED)).extracting(ReportEntry::key)
                .contains("HttpStandardResilienceOptions:Retry:BackoffType");
        assertThat(reading.position(Member.ATTEMPTS)).isEqualTo(new Position(4, 5));
        assertThat(reading.position(Member.INITIAL_BACKOFF)).isEqualTo(new Position(5, 5));
        assertThat(reading.position(Member.JITTER)).isEqualTo(new Position(6, 5));
        assertThat(reading.position(Member.PER_TRY_TIMEOUT)).isEqualTo(new Position(8, 23));
        assertThat(reading.position(Member.TIMEOUT)).isEqualTo(new Position(9, 28));
        assertThat(reading.position(Member.MAX_BACKOFF)).isNull();
    }

    @Test
    void readsTheStandardHedgingHandlersSectionsAsHedgingAfterADelay() throws ConfigError {
        // HttpStandardHedgingResilienceOptions: 3 hedged attempts beyond the original, one every 500 ms, each
        // endpoint's attempt timing out after 4 s, the whole request after 20 s.
        ConfigReading reading = ConfigFormats.read("{\"Resilience\": {\"Catalog\": {\n"
                + "  \"TotalRequestTimeout\": { \"Timeout\": \"00:00:20\" },\n"
                + "  \"Hedging\": { \"MaxHedgedAttempts\": 3, \"Delay\": \"00:00:00.500\" },\n"
                + "  \"Endpoint\": { \"Timeout\": { \"Timeout\": \"00:00:04\" }, \"CircuitBreaker\": {} }\n}}}",
                ConfigFormats.AUTO);
        assertThat(reading.format().id()).isEqualTo("polly");
        assertThat(reading.block()).isEqualTo(new ConfigBlock(RetryPolicy.exponential(4, 0, 0, 1, Jitter.NONE), 4_000,
                20_000, null, ConfigHedging.afterDelay(500, 4)));
        assertThat(reading.entries(ReportEntry.Status.NOT_MODELLED)).extracting(ReportEntry::key)
                .containsExactly("Resilience:Catalog:Endpoint:CircuitBreaker");
        assertThat(reading.position(Member.ATTEMPTS)).isEqualTo(new Position(3, 16));
        assertThat(reading.position(Member.HEDGING)).isEqualTo(new Position(3, 40));
        assertThat(reading.position(Member.PER_TRY_TIMEOUT)).isEqualTo(new Position(4, 30));
    }

    @Test
    void aHedgingSectionAloneTakesPollysAndTheHandlersDefaults() throws ConfigError {
        // MaxHedgedAttempts absent: Polly's 1 (2 attempts); Delay absent: 2 s; the endpoint's timeout 10 s and the
        // total 30 s, the standard hedging handler's.
        ConfigReading reading = ConfigFormats.read("{\"Hedging\": {\"Delay\": \"00:00:00\"}}", ConfigFormats.AUTO);
        assertThat(reading.block()).isEqualTo(new ConfigBlock(RetryPolicy.exponential(2, 0, 0, 1, Jitter.NONE), 10_000,
                30_000, null, ConfigHedging.afterDelay(0, 2)));
        assertThat(reading.entries(ReportEntry.Status.HIDDEN_DEFAULT)).extracting(ReportEntry::key)
                .containsExactly("Hedging:MaxHedgedAttempts");
        ConfigReading defaults = ConfigFormats.read("{\"Hedging\": {\"MaxHedgedAttempts\": 10}}", ConfigFormats.AUTO);
        assertThat(defaults.block().hedging()).isEqualTo(ConfigHedging.afterDelay(2_000, 11));
    }

    @Test
    void aHedgedAttemptCountOutOfPollysRangeOrANegativeDelayIsRefused() {
        assertThatThrownBy(() -> ConfigFormats.read("{\"Hedging\": {\"MaxHedgedAttempts\": 11}}", ConfigFormats.AUTO))
                .isInstanceOf(ConfigError.class).hasMessageContaining("a MaxHedgedAttempts from 1 to 10");
        assertThatThrownBy(() -> ConfigFormats.read("{\"Hedging\": {\"MaxHedgedAttempts\": 0}}", ConfigFormats.AUTO))
                .isInstanceOf(ConfigError.class);
        assertThatThrownBy(() -> ConfigFormats.read("{\"Hedging\": {\"Delay\": \"-00:00:00.001\"}}",
                ConfigFormats.AUTO)).isInstanceOf(ConfigError.class).hasMessageContaining("InfiniteTimeSpan");
    }

    @Test
    void readsANamedClientsSectionWithANumericLinearBackoffAndTicks() {
        ConfigReading reading = Examples.read("polly-named-client.json", ConfigFormats.AUTO);
        assertThat(reading.format().id()).isEqualTo("polly");
        // BackoffType 1 is Linear (100, 200, 300 ms): no linear shape, so a constant 100 ms, approximated; jitter
        // on linear waits is Polly's +-25%.
        assertThat(reading.block()).isEqualTo(new ConfigBlock(new RetryPolicy(4, BackoffShape.EXPONENTIAL, 100, 100, 1,
                Jitter.PROPORTIONAL, 0.75, 1.25), 3_000, 10_000, null));
        assertThat(reading.entries(ReportEntry.Status.APPROXIMATED)).extracting(ReportEntry::key)
                .containsExactly("Resilience:HttpClients:CatalogService:Retry:BackoffType");
        assertThat(reading.position(Member.MULTIPLIER)).isEqualTo(new Position(7, 11));
    }

    @Test
    void anAbsentRetryCountIsTheLibrarysHiddenThreeRetriesAndAbsentTimeoutsTheHandlers() throws ConfigError {
        ConfigReading reading = ConfigFormats.read("{\"Resilience\": {\"Slow\": {\n"
                + "  \"AttemptTimeout\": { \"Timeout\": \"00:03:00\" },\n  \"Retry\": { \"BackoffType\": \"constant\" }\n}}}",
                ConfigFormats.AUTO);
        assertThat(reading.block()).isEqualTo(new ConfigBlock(new RetryPolicy(4, BackoffShape.EXPONENTIAL, 2_000, 2_000, 1,
                Jitter.PROPORTIONAL, 0.75, 1.25), 180_000, 30_000, null));
        assertThat(reading.entries(ReportEntry.Status.HIDDEN_DEFAULT)).extracting(ReportEntry::key)
                .containsExactly("Resilience:Slow:Retry:MaxRetryAttempts");
        assertThat(reading.position(Member.TIMEOUT)).isNull();
        assertThat(reading.position(Member.PER_TRY_TIMEOUT)).isEqualTo(new Position(2, 23));
    }

    @Test
    void readsARetrySectionAloneWithItsCapAndNoTimeouts() throws ConfigError {
        ConfigReading reading = ConfigFormats.read("{\"RetryOptions\": {\"maxRetryAttempts\": \"5\", \"Delay\": \"00:00:00.25\","
                + " \"MaxDelay\": \"00:00:05\", \"UseJitter\": \"False\"}}", ConfigFormats.AUTO);
        assertThat(reading.format().id()).isEqualTo("polly");
        assertThat(reading.block()).isEqualTo(new ConfigBlock(RetryPolicy.exponential(6, 250, 5_000, 2, Jitter.NONE),
                Double.NaN, Double.NaN, null));
    }

    @Test
    void aCapBelowTheJitteredConstantWaitIsApproximated() throws ConfigError {
        ConfigReading reading = ConfigFormats.read("{\"Retry\": {\"MaxRetryAttempts\": 2, \"BackoffType\": \"Constant\","
                + " \"Delay\": \"00:00:01\", \"MaxDelay\": \"00:00:01.1\"}}", "polly");
        assertThat(reading.block().policy()).isEqualTo(new RetryPolicy(3, BackoffShape.EXPONENTIAL, 1_000, 1_000, 1,
                Jitter.PROPORTIONAL, 0.75, 1.25));
        assertThat(reading.entries(ReportEntry.Status.APPROXIMATED)).extracting(ReportEntry::key)
                .containsExactly("Retry:MaxDelay");
    }

    @Test
    void parsesTimeSpansExactly() {
        assertThat(PollyFormat.parseTimeSpan("00:00:02")).isEqualTo(2_000);
        assertThat(PollyFormat.parseTimeSpan("1.02:03:04.5")).isEqualTo(((24 + 2) * 60 + 3) * 60_000 + 4_500);
        assertThat(PollyFormat.parseTimeSpan("00:00:00.0001")).isEqualTo(0.1);
        assertThat(PollyFormat.parseTimeSpan("0:5")).isEqualTo(300_000);
        assertThat(PollyFormat.parseTimeSpan("1")).isEqualTo(86_400_000);
        for (String bad : new String[] {"", "2s", "00:60:00", "24:00:00", "00:00:02:00", "00:00:", "00:00.5",
            "-00:00:01", "00:00:01.12345678", "00:00:01."}) {
            assertThat(PollyFormat.parseTimeSpan(bad)).as(bad).isNaN();
        }
    }

    @Test
    void refusesAMalformedTimeSpanWhereItStands() {
        assertThatThrownBy(() -> ConfigFormats.read("{\"Http\": {\"Retry\": {\n  \"MaxRetryAttempts\": 2,\n"
                + "  \"Delay\": \"2s\"\n}}}", ConfigFormats.AUTO))
                .isInstanceOf(ConfigError.class)
                .hasMessage("line 3, column 12: expected a TimeSpan for Delay such as \"00:00:02\""
                        + " ([d.]hh:mm:ss[.fffffff]), not 2s");
        assertThatThrownBy(() -> ConfigFormats.read("{\"Retry\": {\"MaxRetryAttempts\": 2, \"Delay\": \"2\"}}",
                ConfigFormats.AUTO)).isInstanceOf(ConfigError.class).hasMessageContaining("(a bare number is days)");
    }

    @Test
    void doesNotTakeOtherFormatsJson() {
        assertThat(ConfigFormats.recognise("{\"retry\": {\"attempts\": 3, \"backoff\": \"1s\"}}")).isNull();
        assertThat(ConfigFormats.recognise("{\"Retry\": {\"Enabled\": true}}")).isNull();
    }
}
