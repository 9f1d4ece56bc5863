package dev.retryworkbench.core.storm.budget;

/**
 * The AWS SDKs' adaptive retry mode (botocore {@code retries/adaptive.py}, {@code bucket.py}, {@code
 * throttling.py}): the standard quota of {@link AwsQuota}, plus per client a rate limiter that is off
 * until the client's first throttling error. Once on, every attempt (first tries included) takes one
 * token before it is sent, waiting until one is there: it delays, it never refuses.
 *
 * <p>Per client, times in seconds: the measured rate counts the responses the client receives, in
 * 0.5 s buckets, smoothed (rate = 0.8 x the bucket's rate + 0.2 x the previous). On a throttling error
 * at t: W_max = the measured rate if the limiter was off, else min(measured, fill rate); K = (W_max x
 * (1 - beta) / C)^(1/3); t_fail = t; new rate = W_max x beta. On any other response: new rate = C x (t -
 * t_fail - K)^3 + W_max. Then the fill rate = max(0.5, min(new rate, 2 x measured)) and the capacity
 * max(min(new rate, 2 x measured), 1); the tokens refill at the old rate first and never exceed the
 * capacity. C = 0.4, beta = 0.7, the initial fill rate 1; W_max and t_fail start at 0 (botocore's
 * CubicCalculator(starting_max_rate=0, start_time=the client's creation)). The bucket is full when the
 * limiter turns on (botocore refills it on every response from the client's creation, and nothing
 * takes from it while off). A deadline cut is not a response.
 *
 * <p>A client's waiting attempts are served in order: a token taken when there is none is a
 * reservation (the balance goes below 0) and the attempt is sent when the refill reaches it at the
 * fill rate of that moment; botocore's waiting threads wake when a new rate is set, which this leaves
 * out. The cube root uses + - * / only ({@link #cubeRoot}), so every engine computes the same run.
 */
public final class AwsAdaptive extends AwsQuota {
    public static final String ID = "aws-adaptive";
    public static final String LABEL = "AWS SDK adaptive mode";

    /**
     * Adaptive mode's parameters: the standard quota's.
     *
     * @param quota the quota's parameters
     */
    public record Parameters(AwsQuota.Parameters quota) implements BudgetParameters {
        @Override
        public double[] values() {
            return quota.values();
        }

        @Override
        public Parameters with(double[] values) {
            return new Parameters(quota.with(values));
        }

        @Override
        public ClientBudgets budgets(int clients) {
            return new AwsAdaptive(quota, clients);
        }

        @Override
        public BudgetBound bound(BudgetKind kind, OutageScenario scenario) {
            return quota.bound(kind, scenario);
        }
    }

    static final BudgetKind.Declaration KIND = new BudgetKind.Declaration(new Parameters(AwsQuota.STANDARD),
            AwsQuota.PARAMETERS);

    private static final double MIN_FILL_RATE = 0.5;
    private static final double SMOOTHING = 0.8;
    private static final double BUCKET_SECONDS = 0.5;
    private static final double SCALE_CONSTANT = 0.4;
    private static final double BETA = 0.7;
    private static final double MAX_RATE_ADJUST_SCALE = 2;

    private final boolean[] enabled;
    private final double[] tokens;
    private final double[] lastRefillSeconds;
    private final double[] fillRate;
    private final double[] maxCapacity;
    private final double[] measuredRate;
    private final double[] lastBucket;
    private final int[] count;
    private final double[] wMax;
    private final double[] k;
    private final double[] lastFailSeconds;

    AwsAdaptive(AwsQuota.Parameters budget, int clients) {
        super(budget, clients);
        enabled = new boolean[clients];
        tokens = new double[clients];
        lastRefillSeconds = new double[clients];
        fillRate = new double[clients];
        maxCapacity = new double[clients];
        measuredRate = new double[clients];
        lastBucket = new double[clients];
        count = new int[clients];
        wMax = new double[clients];
        k = new double[clients];
        lastFailSeconds = new double[clients];
        for (int c = 0; c < clients; c++) {
            fillRate[c] = 1;
            maxCapacity[c] = 1;
        }
    }

    @Override
    public boolean delaysAttempts() {
        return true;
    }

    @Override
    public double sendAt(int c, double nowMs) {
        if (!enabled[c]) {
            return nowMs;
        }
        refill(c, nowMs / 1000);
        tokens[c] -= 1;
        return tokens[c] >= 0 ? nowMs : nowMs - tokens[c] / fillRate[c] * 1000;
    }

    @Override
    public void failed(int slot, int c, int failure, boolean retry, double nowMs) {
        respond(c, nowMs / 1000, failure == THROTTLED);
    }

    @Override
    public void succeeded(int slot, int c, boolean retry, double nowMs) {
        super.succeeded(slot, c, retry, nowMs);
        respond(c, nowMs / 1000, false);
    }

    /** Returns client {@code c}'s limiter fill rate in tokens per second (1 until its first throttling error). */
    double fillRate(int c) {
        return fillRate[c];
    }

    /** Returns true once client {@code c}'s limiter is on. */
    boolean limiting(int c) {
        return enabled[c];
    }

    /** botocore's ClientRateLimiter.on_receiving_response for a response at {@code t} seconds. */
    private void respond(int c, double t, boolean throttled) {
        double measured = record(c, t);
        double newRate;
        boolean turnsOn = false;
        if (throttled) {
            double rate = enabled[c] ? Math.min(measured, fillRate[c]) : measured;
            wMax[c] = rate;
            k[c] = cubeRoot(rate * (1 - BETA) / SCALE_CONSTANT);
            lastFailSeconds[c] = t;
            newRate = rate * BETA;
            turnsOn = !enabled[c];
            enabled[c] = true;
        } else {
            double dt = t - lastFailSeconds[c] - k[c];
            newRate = SCALE_CONSTANT * dt * dt * dt + wMax[c];
        }
        double value = Math.min(newRate, MAX_RATE_ADJUST_SCALE * measured);
        refill(c, t);
        fillRate[c] = Math.max(value, MIN_FILL_RATE);
        maxCapacity[c] = value >= 1 ? value : 1;
        tokens[c] = turnsOn ? maxCapacity[c] : Math.min(tokens[c], maxCapacity[c]);
    }

    /** botocore's RateClocker.record: the smoothed rate of responses, updated once per 0.5 s bucket. */
    private double record(int c, double t) {
        double bucket = Math.floor(t / BUCKET_SECONDS) * BUCKET_SECONDS;
        count[c]++;
        if (bucket > lastBucket[c]) {
            double current = count[c] / (bucket - lastBucket[c]);
            measuredRate[c] = current * SMOOTHING + measuredRate[c] * (1 - SMOOTHING);
            count[c] = 0;
            lastBucket[c] = bucket;
        }
        return measuredRate[c];
    }

    private void refill(int c, double t) {
        if (enabled[c]) {
            tokens[c] = Math.min(maxCapacity[c], tokens[c] + (t - lastRefillSeconds[c]) * fillRate[c]);
        }
        lastRefillSeconds[c] = t;
    }

    /**
     * Returns the cube root of {@code a} &gt;= 0 with + - * / only: scaled by powers of 8 into [1, 8),
     * then eight Newton steps x = (2x + a / x^2) / 3 from 1.5, then scaled back by the same powers of 2
     * (exact). Math.cbrt and Math.pow may differ in their last bit between the JVM and a browser.
     */
    static double cubeRoot(double a) {
        if (!(a > 0)) {
            return 0;
        }
        double scale = 1;
        double m = a;
        while (m >= 8) {
            m /= 8;
            scale *= 2;
        }
        while (m < 1) {
            m *= 8;
            scale /= 2;
        }
        double x = 1.5;
        for (int i = 0; i < 8; i++) {
            x = (2 * x + m / (x * x)) / 3;
        }
        return x * scale;
    }
}
