package dev.retryworkbench.core.storm.budget;

import dev.retryworkbench.core.form.Help;

/**
 * gRPC retry throttling (gRFC A6): each client's tokens start at maxTokens; each failed attempt
 * (timeouts and throttling errors included) takes 1, not below 0; each success adds tokenRatio, not
 * above maxTokens; a retry is allowed while tokens &gt; maxTokens / 2, after the failure's cost.
 */
public final class GrpcThrottling extends ClientBudgets {
    public static final String ID = "grpc-throttling";
    public static final String LABEL = "gRPC retry throttling";
    public static final String MAX_TOKENS = "maxTokens";
    public static final String TOKEN_RATIO = "tokenRatio";

    /** gRFC A6 allows 0 &lt; maxTokens &lt;= 1000; 0 would forbid every retry, so the smallest is 0.001. */
    private static final BudgetParameter MAX_TOKENS_PARAMETER = BudgetParameter.of(MAX_TOKENS, "budget-max-tokens",
            "Max tokens (gRPC throttling)", "tokens", 0.001, 1000, false, 10,
            help(MAX_TOKENS));
    private static final BudgetParameter TOKEN_RATIO_PARAMETER = BudgetParameter.of(TOKEN_RATIO, "budget-token-ratio",
            "Token ratio (gRPC throttling)", "tokens", 0, 1000, false, 0.1, help(TOKEN_RATIO));

    /**
     * gRPC's retry throttling parameters.
     *
     * @param maxTokens  the starting and largest token count (10)
     * @param tokenRatio the tokens a success adds (0.1)
     */
    public record Parameters(double maxTokens, double tokenRatio) implements BudgetParameters {
        public Parameters {
            MAX_TOKENS_PARAMETER.bounds().require(maxTokens);
            TOKEN_RATIO_PARAMETER.bounds().require(tokenRatio);
        }

        @Override
        public double[] values() {
            return new double[] {maxTokens, tokenRatio};
        }

        @Override
        public Parameters with(double[] v) {
            return new Parameters(v[0], v[1]);
        }

        @Override
        public ClientBudgets budgets(int clients) {
            return new GrpcThrottling(this, clients);
        }

        @Override
        public BudgetBound bound(BudgetKind kind, OutageScenario scenario) {
            return new BudgetBound(kind, Math.ceil(maxTokens / 2) - 1, 1.0, tokenRatio / (1 + tokenRatio),
                    null);
        }
    }

    static final BudgetKind.Declaration KIND = new BudgetKind.Declaration(
            new Parameters(MAX_TOKENS_PARAMETER.defaultValue(), TOKEN_RATIO_PARAMETER.defaultValue()),
            MAX_TOKENS_PARAMETER, TOKEN_RATIO_PARAMETER);

    private final double maxTokens;
    private final double tokenRatio;
    private final double[] tokens;

    GrpcThrottling(Parameters budget, int clients) {
        maxTokens = budget.maxTokens();
        tokenRatio = budget.tokenRatio();
        tokens = new double[clients];
        for (int c = 0; c < clients; c++) {
            tokens[c] = maxTokens;
        }
    }

    @Override
    public void failed(int slot, int c, int failure, boolean retry, double nowMs) {
        tokens[c] = Math.max(0, tokens[c] - 1);
    }

    @Override
    public void succeeded(int slot, int c, boolean retry, double nowMs) {
        tokens[c] = Math.min(maxTokens, tokens[c] + tokenRatio);
    }

    @Override
    public boolean allowRetry(int slot, int c, int failure, double nowMs) {
        return tokens[c] > maxTokens / 2;
    }

    @Override
    public double balance(int c) {
        return tokens[c];
    }

    /** Declares a parameter's help, written by {@link #helpText}: one class in the page's script for all of them. */
    private static Help help(String name) {
        return Help.keyed(GrpcThrottling::helpText, name);
    }

    /** Returns the help of the parameter {@code name}; only the pre-render calls it ({@link Help}). */
    private static String helpText(String name) {
        return switch (name) {
            case MAX_TOKENS -> "Tokens start here; each failed attempt takes 1; retries stop at half of it or below.";
            case TOKEN_RATIO -> "What each success adds back.";
            default -> throw new IllegalArgumentException("no help for " + name);
        };
    }
}
