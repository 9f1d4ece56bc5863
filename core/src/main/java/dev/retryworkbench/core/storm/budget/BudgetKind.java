package dev.retryworkbench.core.storm.budget;

import dev.retryworkbench.core.Named;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Which retry budget guards a client's SDK-layer retries: the list of kinds, in the order the form,
 * the comparison and the bounds show them. Each kind is declared once, in its own class (its {@code
 * KIND}: id, label, parameters, defaults, per-client rules and closed-form bound); this list only names
 * them.
 */
public enum BudgetKind implements Named {
    /** Every retry the policy wants is made. */
    NONE(NoBudget.KIND),
    AWS_QUOTA(AwsQuota.KIND),
    GRPC_THROTTLING(GrpcThrottling.KIND),
    TOKEN_BUCKET(TokenBucket.KIND),
    BREAKER(Breaker.KIND),
    RATIO(RatioBudget.KIND),
    ENVOY(EnvoyBudget.KIND),
    MAX_RETRIES(MaxRetriesBudget.KIND),
    AWS_ADAPTIVE(AwsAdaptive.KIND);

    private final Declaration declaration;

    BudgetKind(Declaration declaration) {
        this.declaration = declaration;
    }

    @Override
    public String id() {
        return declaration.id;
    }

    @Override
    public String label() {
        return declaration.label;
    }

    /** Returns this kind's parameters, in the order of its record's components (not to be changed). */
    public List<BudgetParameter> parameters() {
        return declaration.parameters;
    }

    /** Returns this kind's parameter named {@code name}, or null. */
    public BudgetParameter parameter(String name) {
        int index = indexOf(parameters(), name);
        return index < 0 ? null : parameters().get(index);
    }

    /** Returns this kind's parameters at their defaults. */
    public BudgetParameters defaults() {
        return declaration.defaults;
    }

    /** Returns this kind's record of {@code values}, in the order of its parameters; throws on a value out of range. */
    public BudgetParameters parameters(double[] values) {
        return declaration.defaults.with(values);
    }

    /**
     * Returns every kind's parameters once, as the form and the worksheet order them: those of version 1
     * first, then those added later, each group in the order of the kinds that first use them.
     */
    public static List<BudgetParameter> allParameters() {
        return ALL_PARAMETERS;
    }

    private static final List<BudgetParameter> ALL_PARAMETERS = collectParameters();

    private static List<BudgetParameter> collectParameters() {
        List<BudgetParameter> all = new ArrayList<>();
        for (boolean later : new boolean[] {false, true}) {
            for (BudgetKind kind : values()) {
                for (BudgetParameter parameter : kind.parameters()) {
                    if (parameter.field().defaultWhenAbsent() == later && indexOf(all, parameter.name()) < 0) {
                        all.add(parameter);
                    }
                }
            }
        }
        return List.copyOf(all);
    }

    /** Returns the ids of the kinds that have a parameter named {@code name}, separated by spaces. */
    public static String kindsWith(String name) {
        StringBuilder ids = new StringBuilder();
        for (BudgetKind kind : values()) {
            if (indexOf(kind.parameters(), name) >= 0) {
                ids.append(ids.length() == 0 ? "" : " ").append(kind.id());
            }
        }
        return ids.toString();
    }

    /** Returns the index of the parameter named {@code name} in {@code parameters}, or -1. */
    static int indexOf(List<BudgetParameter> parameters, String name) {
        for (int i = 0; i < parameters.size(); i++) {
            if (parameters.get(i).name().equals(name)) {
                return i;
            }
        }
        return -1;
    }

    /** Returns the kind with this id, or null. */
    public static BudgetKind fromId(String id) {
        return Named.byId(values(), id);
    }

    /**
     * What a budget kind's class declares, once: its id and label, its parameters in the order of its
     * record's components, and the record at their defaults (whose methods give the record of other
     * values, the per-client budgets of a run and the closed-form bound). Adding a kind is one class
     * with one of these, and one line above.
     */
    static final class Declaration {
        private final String id;
        private final String label;
        private final BudgetParameters defaults;
        private final List<BudgetParameter> parameters;

        Declaration(String id, String label, BudgetParameters defaults, BudgetParameter... parameters) {
            this.id = id;
            this.label = label;
            this.defaults = defaults;
            this.parameters = Arrays.asList(parameters);
        }
    }
}
