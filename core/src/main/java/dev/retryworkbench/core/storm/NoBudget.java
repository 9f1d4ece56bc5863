package dev.retryworkbench.core.storm;

/** No budget: every retry the policy wants is made. */
final class NoBudget extends ClientBudgets {
    @Override
    boolean allowRetry(int slot, int c, int failure, double nowMs) {
        return true;
    }
}
