package dev.retryworkbench.core.storm;

/**
 * gRPC retry throttling (gRFC A6): each client's tokens start at maxTokens; each failed attempt
 * (timeouts and throttling errors included) takes 1, not below 0; each success adds tokenRatio, not
 * above maxTokens; a retry is allowed while tokens &gt; maxTokens / 2, after the failure's cost.
 */
final class GrpcThrottling extends ClientBudgets {
    private final double maxTokens;
    private final double tokenRatio;
    private final double[] tokens;

    GrpcThrottling(RetryBudget budget, int clients) {
        maxTokens = budget.maxTokens();
        tokenRatio = budget.tokenRatio();
        tokens = new double[clients];
        for (int c = 0; c < clients; c++) {
            tokens[c] = maxTokens;
        }
    }

    @Override
    void failed(int slot, int c, int failure, boolean retry, double nowMs) {
        tokens[c] = Math.max(0, tokens[c] - 1);
    }

    @Override
    void succeeded(int slot, int c, boolean retry, double nowMs) {
        tokens[c] = Math.min(maxTokens, tokens[c] + tokenRatio);
    }

    @Override
    boolean allowRetry(int slot, int c, int failure, double nowMs) {
        return tokens[c] > maxTokens / 2;
    }

    @Override
    double balance(int c) {
        return tokens[c];
    }
}
