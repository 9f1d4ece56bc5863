package dev.retryworkbench.core.storm.simulation;

/**
 * What a load-independent failure probability p gives one retrying layer of n attempts: each
 * request makes 1 + p + ... + p^(n-1) = (1 - p^n) / (1 - p) attempts on average and succeeds with
 * probability 1 - p^n. Summed term by term (no {@code Math.pow}; also right at p = 1, where the
 * quotient is 0 / 0 and the sum is n).
 *
 * @param attempts           n, the attempts of the retrying layer
 * @param failureProbability p
 * @param amplification      the expected attempts per request
 * @param successShare       the expected share of requests that succeed
 */
public record ClosedForm(int attempts, double failureProbability, double amplification, double successShare) {

    /** Returns the closed form for n attempts at failure probability p. */
    public static ClosedForm of(int attempts, double failureProbability) {
        double sum = 0;
        double power = 1;
        for (int k = 0; k < attempts; k++) {
            sum += power;
            power *= failureProbability;
        }
        return new ClosedForm(attempts, failureProbability, sum, 1 - power);
    }
}
