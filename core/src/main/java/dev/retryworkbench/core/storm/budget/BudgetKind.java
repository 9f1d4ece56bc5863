package dev.retryworkbench.core.storm.budget;

import dev.retryworkbench.core.Named;
import dev.retryworkbench.core.text.Ascii;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Which retry budget guards a client's SDK-layer retries: the list of kinds, in the order the form,
 * the comparison and the bounds show them. Each kind is declared once, in its own class (its id and
 * label, and its {@code KIND}: parameters, defaults, per-client rules and closed-form bound); these lists
 * only name them.
 */
public enum BudgetKind implements Named {
    NONE(NoBudget.ID, NoBudget.LABEL, true),
    AWS_QUOTA(AwsQuota.ID, AwsQuota.LABEL, false),
    GRPC_THROTTLING(GrpcThrottling.ID, GrpcThrottling.LABEL, false),
    TOKEN_BUCKET(TokenBucket.ID, TokenBucket.LABEL, true),
    BREAKER(Breaker.ID, Breaker.LABEL, true),
    RATIO(RatioBudget.ID, RatioBudget.LABEL, true),
    ENVOY(EnvoyBudget.ID, EnvoyBudget.LABEL, false),
    MAX_RETRIES(MaxRetriesBudget.ID, MaxRetriesBudget.LABEL, false),
    AWS_ADAPTIVE(AwsAdaptive.ID, AwsAdaptive.LABEL, false);

    private final String id;
    private final String label;
    /** Whether the label starts with a common word ("Token bucket"), not a name ("Envoy", "AWS", "gRPC"). */
    private final boolean common;

    BudgetKind(String id, String label, boolean common) {
        this.id = id;
        this.label = label;
        this.common = common;
    }

    /** Returns the label as it reads inside a sentence: "token bucket", but "Envoy retry budget". */
    public String noun() {
        return common ? Ascii.lower(label.substring(0, 1)) + label.substring(1) : label;
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public String label() {
        return label;
    }

    private Declaration declaration() {
        return Declarations.ALL[ordinal()];
    }

    /** Returns this kind's parameters, in the order of its record's components (not to be changed). */
    public List<BudgetParameter> parameters() {
        return declaration().parameters;
    }

    /** Returns this kind's parameter named {@code name}, or null. */
    public BudgetParameter parameter(String name) {
        int index = indexOf(parameters(), name);
        return index < 0 ? null : parameters().get(index);
    }

    /** Returns this kind's parameters at their defaults. */
    public BudgetParameters defaults() {
        return declaration().defaults;
    }

    /** Returns this kind's record of {@code values}, in the order of its parameters; throws on a value out of range. */
    public BudgetParameters parameters(double[] values) {
        return declaration().defaults.with(values);
    }

    /**
     * Returns every kind's parameters once, as the form and the worksheet order them: those of version 1
     * first, then those added later, each group in the order of the kinds that first use them.
     */
    public static List<BudgetParameter> allParameters() {
        return Declarations.PARAMETERS;
    }

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
     * Each kind's declaration, in the order of the constants above, and every kind's parameters: loaded
     * on first use, so a script that only names the kinds (the survival map's view) loads no kind's class.
     */
    private static final class Declarations {
        static final Declaration[] ALL = {NoBudget.KIND, AwsQuota.KIND, GrpcThrottling.KIND, TokenBucket.KIND,
            Breaker.KIND, RatioBudget.KIND, EnvoyBudget.KIND, MaxRetriesBudget.KIND, AwsAdaptive.KIND};
        static final List<BudgetParameter> PARAMETERS = collectParameters();
    }

    /**
     * What a budget kind's class declares, once, besides its id and label (constants): its parameters in
     * the order of its record's components, and the record at their defaults (whose methods give the
     * record of other values, the per-client budgets of a run and the closed-form bound). Adding a kind is
     * one class with one of these, and its constant and its declaration in the lists above.
     */
    static final class Declaration {
        private final BudgetParameters defaults;
        private final List<BudgetParameter> parameters;

        Declaration(BudgetParameters defaults, BudgetParameter... parameters) {
            this.defaults = defaults;
            this.parameters = Arrays.asList(parameters);
        }
    }
}
