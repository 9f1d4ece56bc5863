package dev.retryworkbench.core.latency;

import dev.retryworkbench.core.Named;
import dev.retryworkbench.core.policy.Backoff;
import dev.retryworkbench.core.policy.Hedging;
import dev.retryworkbench.core.policy.RetryPolicy;

/**
 * The rows the latency planner compares, each a policy built from the inputs. The p95 rows put their per-try
 * timeout or hedging delay at the attempt latency's p95, Q(0.95). The hedging rows after a delay have no per-try
 * timeout, as gRPC's and Polly's hedging have none of their own.
 */
public enum LatencyRow implements Named {
    /** One attempt, no per-try timeout: the baseline every extra load is counted against. */
    NO_RETRIES("no-retries", "No retries") {
        @Override
        CallPolicy policy(LatencyInputs in) {
            return new CallPolicy(Hedging.OFF, 1, Double.POSITIVE_INFINITY, 0, backoff(in, 1));
        }
    },
    /** The policy as entered. */
    ENTERED("entered", "The entered policy") {
        @Override
        CallPolicy policy(LatencyInputs in) {
            if (in.hedging() == Hedging.DELAY) {
                return hedgeAfter(in, in.hedgeDelayMs(), in.hedgeMaxAttempts(), in.perTryMs());
            }
            return new CallPolicy(in.hedging(), in.policy().attempts(), in.perTryMs(), 0,
                    backoff(in, in.policy().attempts()));
        }
    },
    /** The entered attempts and backoff, each attempt cut at the p95 and retried. */
    RETRY_AT_P95("retry-at-p95", "Retry on per-try timeout at the p95") {
        @Override
        CallPolicy policy(LatencyInputs in) {
            return new CallPolicy(Hedging.OFF, in.policy().attempts(), p95(in), 0, backoff(in, in.policy().attempts()));
        }
    },
    /** A second attempt after the p95, the first success winning. */
    HEDGE_AT_P95("hedge-at-p95", "Hedge at the p95") {
        @Override
        CallPolicy policy(LatencyInputs in) {
            return hedgeAfter(in, p95(in), 2, Double.POSITIVE_INFINITY);
        }
    },
    /** Envoy's hedge on per-try timeout with the per-try timeout at the p95, the entered attempts and backoff. */
    ENVOY_HEDGE_AT_P95("envoy-hedge-at-p95", "Envoy hedge on per-try timeout at the p95") {
        @Override
        CallPolicy policy(LatencyInputs in) {
            return new CallPolicy(Hedging.ON_PER_TRY_TIMEOUT, in.policy().attempts(), p95(in), 0,
                    backoff(in, in.policy().attempts()));
        }
    };

    private final String id;
    private final String label;

    LatencyRow(String id, String label) {
        this.id = id;
        this.label = label;
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public String label() {
        return label;
    }

    /** Returns what this row does with each call under {@code inputs}. */
    abstract CallPolicy policy(LatencyInputs inputs);

    /** Returns the hedging policy after {@code delayMs}, with at most {@code attempts} attempts per call. */
    static CallPolicy hedgeAfter(LatencyInputs in, double delayMs, int attempts, double perTryMs) {
        return new CallPolicy(Hedging.DELAY, attempts, perTryMs, delayMs, backoff(in, 1));
    }

    /** Returns the attempt latency's p95: Q(0.95). */
    static double p95(LatencyInputs in) {
        return in.curve().at(0.95);
    }

    /** The entered backoff for {@code attempts} attempts. */
    private static Backoff backoff(LatencyInputs in, int attempts) {
        RetryPolicy p = in.policy();
        return Backoff.inMilliseconds(new RetryPolicy(attempts, p.shape(), p.initial(), p.maximum(), p.multiplier(),
                p.jitter(), p.jitterLow(), p.jitterHigh()));
    }
}
