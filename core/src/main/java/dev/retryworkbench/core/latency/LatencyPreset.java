package dev.retryworkbench.core.latency;

import dev.retryworkbench.core.Named;
import dev.retryworkbench.core.form.RawValues;
import dev.retryworkbench.core.policy.BackoffShape;
import dev.retryworkbench.core.policy.Hedging;
import dev.retryworkbench.core.policy.Jitter;

/**
 * A library's hedging or per-try timeout defaults for the latency planner's policy (SPEC Part 4, "Tool 4":
 * presets), each read in the library's own source at the version docs/presets.md names. A preset sets what the
 * library defines and keeps what it leaves to the user (a deadline where it sets none, the backoff a hedging
 * policy does not use). Its texts fill {@link LatencyFields#PRESET_TARGETS}, in that order.
 */
public enum LatencyPreset implements Named {
    /** gRFC A6 {@code hedgingPolicy}: maxAttempts capped at 5 by the channel, no hedgingDelay: all at once. */
    GRPC_HEDGING("grpc-hedging", "gRPC hedgingPolicy", "Models gRPC hedging (gRFC A6 1fd061a, 2026-06-25;"
            + " grpc-java 1.85.0-SNAPSHOT 5fda0c7, 2026-08-20): maxAttempts treated as at most 5 (the channel's"
            + " maxHedgedAttempts), hedgingDelay left out, so all 5 attempts start at once; no per-try timeout; the"
            + " deadline is your call's. nonFatalStatusCodes are not modelled: every failure lets the others run.",
            keep(), "", keep(), keep(), keep(), keep(), keep(), keep(), Hedging.DELAY.id(), "0", "5"),
    /** Polly v8 hedging: MaxHedgedAttempts 1 beyond the first, Delay 2 s. */
    POLLY_HEDGING("polly-hedging", "Polly v8 hedging", "Models Polly 8.7.0+91 (173d6d1, 2026-08-21)"
            + " HedgingStrategyOptions: MaxHedgedAttempts 1 in addition to the original (2 attempts), Delay 2 s; no"
            + " attempt timeout or total timeout unless you add one.",
            keep(), "", keep(), keep(), keep(), keep(), keep(), keep(), Hedging.DELAY.id(), "2000", "2"),
    /** Microsoft.Extensions.Http.Resilience's standard hedging handler: Polly's hedging, 10 s per attempt, 30 s in all. */
    STANDARD_HEDGING("standard-hedging", "Standard hedging handler (.NET)", "Models"
            + " Microsoft.Extensions.Http.Resilience 10.8.0+55 (5862342, 2026-08-19) AddStandardHedgingHandler:"
            + " Polly's hedging defaults (2 attempts, Delay 2 s), Endpoint.Timeout 10 s per attempt, TotalRequestTimeout"
            + " 30 s. Its per-endpoint circuit breaker and rate limiter are not modelled.",
            keep(), "10000", keep(), keep(), keep(), keep(), keep(), "30000", Hedging.DELAY.id(), "2000", "2"),
    /** Envoy's route: num_retries 1, 25 to 250 ms full jitter, 15 s route timeout, per_try_timeout at the p99. */
    ENVOY_HEDGE("envoy-hedge", "Envoy hedge on per-try timeout", "Models an Envoy 1.36.x route with"
            + " hedge_policy.hedge_on_per_try_timeout: num_retries 1 (2 attempts), backoff 25 ms doubling to 250 ms,"
            + " full jitter, route timeout 15 s. Envoy has no default per_try_timeout: this preset sets it at your"
            + " p99 latency when chosen.",
            "2", LatencyPreset.ENTERED_P99, "25", "250", "2", BackoffShape.EXPONENTIAL.id(), Jitter.FULL.id(), "15000",
            Hedging.ON_PER_TRY_TIMEOUT.id(), keep(), keep()),
    /** Finagle's backup requests with maxExtraLoad 1%: one backup at the attempt latency's p99. */
    FINAGLE_BACKUP("finagle-backup", "Finagle backup requests", "Models Finagle 24.5.0+16 (4feb34c, 2024-10-23)"
            + " BackupRequestFilter with idempotent(maxExtraLoad = 1.percent): one backup request at the p(100 x"
            + " (1 - 0.01)) = p99 latency, here your p99 when chosen; no timeouts unless you add them. Its retry"
            + " budget of 1% is not modelled.",
            keep(), "", keep(), keep(), keep(), keep(), keep(), keep(), Hedging.DELAY.id(), LatencyPreset.ENTERED_P99,
            "2");

    /** A text that stands for the form's p99 latency as entered when the preset is chosen. */
    static final String ENTERED_P99 = "p99";

    private final String id;
    private final String label;
    private final String about;
    /** One text per target; null keeps the form's text, {@link #ENTERED_P99} copies the entered p99. */
    private final String[] texts;

    LatencyPreset(String id, String label, String about, String... texts) {
        this.id = id;
        this.label = label;
        this.about = about;
        this.texts = texts;
    }

    /** Marks a target the preset leaves as entered. */
    private static String keep() {
        return null;
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public String label() {
        return label;
    }

    /** Returns what the page says beside the picker while this preset is chosen: the library, version and values. */
    public String about() {
        return about;
    }

    /**
     * Returns the text each of {@link LatencyFields#PRESET_TARGETS} gets when this preset is chosen while the form
     * holds {@code form}: the library's value, or the form's own text where the library leaves the value to the user.
     */
    String[] texts(RawValues form) {
        String[] filled = new String[texts.length];
        for (int i = 0; i < texts.length; i++) {
            String text = texts[i];
            if (text == null) {
                filled[i] = form.get(LatencyFields.PRESET_TARGETS.get(i).id());
            } else if (ENTERED_P99.equals(text)) {
                filled[i] = form.get(LatencyFields.P99.id());
            } else {
                filled[i] = text;
            }
        }
        return filled;
    }

    /** Returns the preset with this id, or null. */
    public static LatencyPreset fromId(String id) {
        return Named.byId(values(), id);
    }
}
