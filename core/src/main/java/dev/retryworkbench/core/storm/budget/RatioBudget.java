package dev.retryworkbench.core.storm.budget;

import dev.retryworkbench.core.form.Help;

/**
 * The ratio budget of Finagle's {@code RetryBudget}, Linkerd's ServiceProfile {@code retryBudget} and
 * tower's {@code TpsBudget}: each SDK policy run's first try deposits 1; a retry needs a balance of at
 * least 1 / percentCanRetry and withdraws that much. A client's balance at time t is the reserve,
 * minRetriesPerSecond x ttlSeconds / percentCanRetry, plus its deposits less its withdrawals made in
 * (t - ttl, t]. With percentCanRetry 0 no deposit counts, a retry costs 1 and the reserve is
 * minRetriesPerSecond x ttlSeconds. (Finagle slices its window in ten and scales tokens by 1,000; the
 * continuous window is the specified model.)
 *
 * <p>The deposits and withdrawals of every client wait in one first-in first-out list in time order
 * (simulated time only moves on), and leave it, and their client's sum, once older than the ttl.
 */
public final class RatioBudget extends ClientBudgets {
    public static final String ID = "ratio";
    public static final String LABEL = "Retry ratio (Finagle, Linkerd)";
    public static final String PERCENT_CAN_RETRY = "percentCanRetry";
    public static final String MIN_RETRIES_PER_SECOND = "minRetriesPerSecond";
    public static final String TTL_SECONDS = "ttlSeconds";

    /** Finagle's RetryBudget requires 0 &lt;= percentCanRetry &lt;= 1000 (its token scale factor). */
    private static final BudgetParameter PERCENT_PARAMETER = BudgetParameter.of(PERCENT_CAN_RETRY,
            "budget-percent-can-retry", "Retries per first try (ratio)", "", 0, 1000, false, 0.2,
            help(PERCENT_CAN_RETRY)).addedLater();
    private static final BudgetParameter MINIMUM_PARAMETER = BudgetParameter.of(MIN_RETRIES_PER_SECOND,
            "budget-min-retries-per-second", "Minimum retries per second (ratio)", "retries/s", 0, 100_000, true, 10,
            help(MIN_RETRIES_PER_SECOND)).addedLater();
    /** Finagle's RetryBudget requires a ttl from 1 to 60 s. */
    private static final BudgetParameter TTL_PARAMETER = BudgetParameter.of(TTL_SECONDS, "budget-ttl",
            "Deposits count for (ratio)", "s", 1, 60, false, 10, help(TTL_SECONDS))
            .addedLater();

    /**
     * The ratio budget's parameters.
     *
     * @param percentCanRetry     the retries allowed per first try (0.2)
     * @param minRetriesPerSecond the retries per second allowed whatever the first tries (10)
     * @param ttlSeconds          how long a deposit counts (10 s)
     */
    public record Parameters(double percentCanRetry, double minRetriesPerSecond, double ttlSeconds)
            implements BudgetParameters {
        public Parameters {
            PERCENT_PARAMETER.bounds().require(percentCanRetry);
            MINIMUM_PARAMETER.bounds().require(minRetriesPerSecond);
            TTL_PARAMETER.bounds().require(ttlSeconds);
        }

        @Override
        public double[] values() {
            return new double[] {percentCanRetry, minRetriesPerSecond, ttlSeconds};
        }

        @Override
        public Parameters with(double[] v) {
            return new Parameters(v[0], v[1], v[2]);
        }

        @Override
        public ClientBudgets budgets(int clients) {
            return new RatioBudget(this, clients);
        }

        @Override
        public BudgetBound bound(BudgetKind kind, OutageScenario scenario) {
            double lambda = scenario.requestsPerClient();
            return new BudgetBound(kind, Math.floor(minRetriesPerSecond * ttlSeconds
                    + percentCanRetry * lambda * ttlSeconds),
                    Math.min(scenario.sdkAttempts(), 1 + percentCanRetry + minRetriesPerSecond / lambda), null,
                    null);
        }
    }

    static final BudgetKind.Declaration KIND = new BudgetKind.Declaration(
            new Parameters(PERCENT_PARAMETER.defaultValue(), MINIMUM_PARAMETER.defaultValue(), TTL_PARAMETER.defaultValue()),
            PERCENT_PARAMETER, MINIMUM_PARAMETER, TTL_PARAMETER);

    private final double ttlMs;
    private final double reserve;
    private final double deposit;
    private final double cost;
    /** Each client's deposits less withdrawals within the window. */
    private final double[] windowSum;

    // The entries within the window, oldest first, in a ring that doubles when full.
    private double[] entryMs = new double[256];
    private int[] entryClient = new int[256];
    private double[] entryAmount = new double[256];
    private int head;
    private int size;

    RatioBudget(Parameters budget, int clients) {
        double percent = budget.percentCanRetry();
        ttlMs = budget.ttlSeconds() * 1000;
        deposit = percent == 0 ? 0 : 1;
        cost = percent == 0 ? 1 : 1 / percent;
        reserve = budget.minRetriesPerSecond() * budget.ttlSeconds() * cost;
        windowSum = new double[clients];
    }

    @Override
    public void firstTry(int c, double nowMs) {
        if (deposit != 0) {
            expire(nowMs);
            add(c, nowMs, deposit);
        }
    }

    @Override
    public boolean allowRetry(int slot, int c, int failure, double nowMs) {
        expire(nowMs);
        if (reserve + windowSum[c] < cost) {
            return false;
        }
        add(c, nowMs, -cost);
        return true;
    }

    @Override
    public double balance(int c) {
        return reserve + windowSum[c];
    }

    /** Drops the entries made at or before {@code nowMs} - ttl. */
    private void expire(double nowMs) {
        double oldest = nowMs - ttlMs;
        int capacity = entryMs.length;
        while (size > 0 && entryMs[head] <= oldest) {
            windowSum[entryClient[head]] -= entryAmount[head];
            head = head + 1 == capacity ? 0 : head + 1;
            size--;
        }
    }

    private void add(int c, double nowMs, double amount) {
        if (size == entryMs.length) {
            grow();
        }
        int at = head + size;
        if (at >= entryMs.length) {
            at -= entryMs.length;
        }
        entryMs[at] = nowMs;
        entryClient[at] = c;
        entryAmount[at] = amount;
        size++;
        windowSum[c] += amount;
    }

    private void grow() {
        int capacity = entryMs.length;
        double[] ms = new double[capacity * 2];
        int[] clients = new int[capacity * 2];
        double[] amounts = new double[capacity * 2];
        for (int i = 0; i < size; i++) {
            int from = head + i < capacity ? head + i : head + i - capacity;
            ms[i] = entryMs[from];
            clients[i] = entryClient[from];
            amounts[i] = entryAmount[from];
        }
        entryMs = ms;
        entryClient = clients;
        entryAmount = amounts;
        head = 0;
    }

    /** Declares a parameter's help, written by {@link #helpText}: one class in the page's script for all of them. */
    private static Help help(String name) {
        return Help.keyed(RatioBudget::helpText, name);
    }

    /** Returns the help of the parameter {@code name}; only the pre-render calls it ({@link Help}). */
    private static String helpText(String name) {
        return switch (name) {
            case PERCENT_CAN_RETRY -> "Finagle's percentCanRetry, Linkerd's retryRatio: each first try deposits 1, a"
                    + " retry withdraws 1 / this. 0.2 lets a client retry one request in five.";
            case MIN_RETRIES_PER_SECOND -> "Retries each client may make whatever its first tries: a reserve of this"
                    + " times the ttl.";
            case TTL_SECONDS -> "How long a deposit or a withdrawal counts.";
            default -> throw new IllegalArgumentException("no help for " + name);
        };
    }
}
