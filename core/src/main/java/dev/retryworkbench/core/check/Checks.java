package dev.retryworkbench.core.check;

import dev.retryworkbench.core.amplification.AmplificationFields;
import dev.retryworkbench.core.amplification.AmplificationInputs;
import dev.retryworkbench.core.amplification.AmplificationResult;
import dev.retryworkbench.core.amplification.Findings;
import dev.retryworkbench.core.amplification.LayerPolicy;
import dev.retryworkbench.core.amplification.Simulator;
import dev.retryworkbench.core.config.ConfigBlock;
import dev.retryworkbench.core.config.LayerSource;
import dev.retryworkbench.core.config.Position;
import dev.retryworkbench.core.policy.Backoff;
import dev.retryworkbench.core.policy.DeadlineRule;
import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.text.Numbers;
import java.util.ArrayList;
import java.util.List;

/**
 * The checks' rules over a stack already read: the same code for the command line and the page. The figures
 * are the workbench's ({@link Simulator}); the rules compare them with the stack's limits and word them, each
 * message carrying its numbers and naming its layers.
 */
public final class Checks {
    /**
     * Waits that add up to more than a day stand for "no attempt limit" too: the retries outlive any caller
     * (Sidekiq's 25 retries over about 20 days).
     */
    static final double UNBOUNDED_WAITS_MS = 86_400_000;
    /** The rows of the trace the checks keep: none is shown. */
    private static final int ROWS_KEPT = 1;
    /** The file and place the page's findings stand at: its layers come from no file. */
    private static final String PAGE = "";
    private static final Position TOP = new Position(1, 1);

    private Checks() {
    }

    /** Returns the workbench's inputs for a stack: its layers, attempt timeout and deadline, the form's defaults besides. */
    public static AmplificationInputs inputs(Stack stack) {
        AmplificationInputs defaults = AmplificationInputs.workedExample();
        List<LayerPolicy> layers = new ArrayList<>();
        for (StackLayer layer : stack.layers()) {
            layers.add(layer.policy());
        }
        return new AmplificationInputs(layers, stack.attemptTimeoutMs(), null, stack.deadlineMs(), DeadlineRule.CLIP,
                defaults.jitter(), defaults.seed(), defaults.runs());
    }

    /** Checks a stack, running its storm first when it has one; throws for a storm worksheet that cannot run. */
    public static Checked withStorm(Stack stack) throws CheckError {
        return run(stack, stack.storm() == null ? null : StormStack.run(stack));
    }

    /** Checks a stack file's stack without its storm. */
    public static Checked run(Stack stack) {
        return run(stack, null);
    }

    /** Checks a stack, with the storm's verdict when it has {@code storm}. */
    public static Checked run(Stack stack, StormOutcome storm) {
        long product = 1;
        for (StackLayer layer : stack.layers()) {
            product *= layer.policy().attempts();
        }
        // Past the most the workbench traces there are no inputs to build; the rules that need none still run.
        AmplificationResult result = product > AmplificationFields.MAX_PRODUCT ? null
                : Simulator.run(inputs(stack), ROWS_KEPT);
        return run(stack, result, AmplificationInputs.workedExample().jitter(), product, storm);
    }

    /**
     * The workbench page's checks: the findings on a result's stack under {@code limits}. A layer filled from a
     * config file has its {@code sources} entry (null, or a shorter list, for the others) and its findings name
     * that file's keys while the layer holds what the file set; the others name the layer only, as the page's
     * form is no file. The page runs no storm.
     */
    public static List<Finding> page(AmplificationResult result, Limits limits, List<LayerSource> sources) {
        AmplificationInputs inputs = result.inputs();
        List<StackLayer> layers = new ArrayList<>();
        int innermost = inputs.layers().size() - 1;
        for (int i = 0; i <= innermost; i++) {
            LayerPolicy policy = inputs.layers().get(i);
            LayerSource source = i < sources.size() ? sources.get(i) : null;
            layers.add(source != null && source.matches(policy.attempts(), policy.jitter(), policy.perTryTimeoutMs(),
                    i == innermost) ? StackLayer.of(policy, source, PAGE, TOP, null)
                    : new StackLayer(policy, null, PAGE, TOP, null, TOP, TOP, TOP, null));
        }
        Stack stack = new Stack(PAGE, layers, inputs.deadlineMs(), inputs.attemptTimeoutMs(), limits, null,
                new ArrayList<>(0));
        return run(stack, result, inputs.jitter(), result.maxDownstreamAttempts(), null).findings();
    }

    /** The page's findings on a stack with no layer from a file. */
    public static List<Finding> page(AmplificationResult result, Limits limits) {
        return page(result, limits, List.of());
    }

    /** The page's findings for the workbench tool, with no layer from a file: its form's limits on its result. */
    public static final Findings FINDINGS = (result, reading) -> page(result, Limits.of(reading));

    /** Checks a stack whose result is {@code result} (null past the most the workbench traces), with the page's jitter. */
    private static Checked run(Stack stack, AmplificationResult result, Jitter pageJitter, long product,
            StormOutcome storm) {
        List<Finding> findings = new ArrayList<>();
        attemptsAtDependency(stack, result == null ? product : result.maxDownstreamAttempts(), findings);
        unbounded(stack, findings);
        retryOwners(stack, findings);
        if (result != null) {
            worstCase(stack, result, findings);
            cutByPerTryTimeout(stack, result.inputs(), findings);
        }
        noJitter(stack, pageJitter, findings);
        hiddenDefaults(stack, findings);
        if (storm != null) {
            stormCollapse(stack, storm, findings);
        }
        return new Checked(stack, result, storm, findings);
    }

    private static void attemptsAtDependency(Stack stack, long attempts, List<Finding> findings) {
        int limit = stack.limits().maxAttempts();
        if (attempts <= limit) {
            return;
        }
        List<Integer> owners = owners(stack);
        StringBuilder factors = new StringBuilder();
        for (int owner : owners) {
            factors.append(factors.length() == 0 ? "" : " x ").append(stack.layers().get(owner).policy().attempts());
        }
        String message = Numbers.grouped(attempts) + " attempts can reach the dependency per call (" + factors.toString()
                + " from " + names(stack, owners) + "); the limit is " + Numbers.grouped(limit);
        for (int owner : owners) {
            findings.add(atAttempts(Rule.ATTEMPTS_AT_DEPENDENCY, message, stack, owner));
        }
    }

    private static void unbounded(Stack stack, List<Finding> findings) {
        for (int i = 0; i < stack.layers().size(); i++) {
            LayerPolicy policy = stack.layers().get(i).policy();
            double waits = Backoff.inMilliseconds(policy.retryPolicy(Jitter.NONE)).totalLargest();
            boolean noLimit = policy.attempts() >= ConfigBlock.MAX_ATTEMPTS;
            if (!(noLimit || waits > UNBOUNDED_WAITS_MS) || endedBy(stack, i) != null) {
                continue;
            }
            String why = noLimit ? "has no attempt limit (the workbench's largest, "
                    + ConfigBlock.MAX_ATTEMPTS + " attempts, stands for it)"
                    : "waits " + Numbers.durationFromMillis(waits) + " between its " + policy.attempts()
                    + " attempts";
            findings.add(atAttempts(Rule.UNBOUNDED_RETRIES, policy.name() + " " + why + ", and no deadline,"
                    + " timeout or outer per-try timeout ends it", stack, i));
        }
    }

    /** Returns what ends layer {@code index}'s retries: the deadline, its own timeout or an outer layer's limit. */
    private static String endedBy(Stack stack, int index) {
        if (stack.deadlineMs() != null) {
            return "deadline";
        }
        for (int i = index; i >= 0; i--) {
            LayerPolicy policy = stack.layers().get(i).policy();
            if (policy.timeoutMs() != null || i < index && policy.perTryTimeoutMs() != null) {
                return policy.name();
            }
        }
        return null;
    }

    private static void retryOwners(Stack stack, List<Finding> findings) {
        List<Integer> owners = owners(stack);
        int limit = stack.limits().retryOwners();
        if (owners.size() <= limit) {
            return;
        }
        String message = owners.size() + " layers retry (" + names(stack, owners) + "); the limit is " + limit
                + ": retry in one layer and let the others make 1 attempt";
        for (int owner : owners) {
            findings.add(atAttempts(Rule.RETRY_OWNERS, message, stack, owner));
        }
    }

    private static void worstCase(Stack stack, AmplificationResult result, List<Finding> findings) {
        Long limit = stack.limits().worstCaseMs(stack.deadlineMs());
        long worst = result.totalWithoutDeadlineMs();
        if (limit == null || worst <= limit) {
            return;
        }
        List<Integer> owners = owners(stack);
        int at = owners.isEmpty() ? 0 : owners.get(0);
        String of = stack.limits().worstCaseMs() != null ? "limits.worstCaseMs" : "the deadline";
        findings.add(atAttempts(Rule.WORST_CASE_BEYOND_DEADLINE, "the worst case without the deadline is "
                + Numbers.grouped(worst) + " ms, beyond " + Numbers.grouped(limit) + " ms (" + of + "): the retries of "
                + names(stack, owners.isEmpty() ? List.of(0) : owners) + " go on after the caller has gone", stack,
                at));
    }

    private static void cutByPerTryTimeout(Stack stack, AmplificationInputs all, List<Finding> findings) {
        for (int i = 0; i < stack.layers().size() - 1; i++) {
            LayerPolicy outer = stack.layers().get(i).policy();
            Long perTry = outer.perTryTimeoutMs();
            if (perTry == null) {
                continue;
            }
            AmplificationInputs inner = new AmplificationInputs(all.layers().subList(i + 1, all.layers().size()),
                    all.attemptTimeoutMs(), null, null, DeadlineRule.CLIP, all.jitter(), all.seed(), all.runs());
            long worst = Simulator.worstCaseWithoutDeadlineMs(inner);
            int attempts = Simulator.maxDownstreamAttempts(inner);
            if (worst <= perTry || attempts == 1) {
                continue;
            }
            int started = Simulator.maxAttemptsWithinDeadline(inner.withDeadline(perTry));
            List<Integer> owners = new ArrayList<>();
            for (int j = i + 1; j < stack.layers().size(); j++) {
                if (stack.layers().get(j).policy().retries()) {
                    owners.add(j);
                }
            }
            StackLayer layer = stack.layers().get(i);
            findings.add(new Finding(Rule.CUT_BY_PER_TRY_TIMEOUT, Rule.CUT_BY_PER_TRY_TIMEOUT.level(),
                    outer.name() + "'s " + Numbers.grouped(perTry) + " ms per-try timeout cuts " + names(stack, owners)
                    + " inside it (worst case " + Numbers.grouped(worst) + " ms): only " + started + " of their "
                    + attempts + " attempts can start before the cut, the retries after it are wasted",
                    layer.file(), layer.perTryTimeout(), i));
        }
    }

    private static void noJitter(Stack stack, Jitter page, List<Finding> findings) {
        for (int i = 0; i < stack.layers().size(); i++) {
            StackLayer layer = stack.layers().get(i);
            LayerPolicy policy = layer.policy();
            Jitter jitter = policy.jitter() == null ? page : policy.jitter();
            if (policy.retries() && jitter == Jitter.NONE && policy.maxBackoffMs() > 0) {
                findings.add(new Finding(Rule.NO_JITTER, Rule.NO_JITTER.level(), policy.name() + " retries "
                        + (policy.attempts() - 1) + " times after waits of " + Numbers.grouped(policy.initialBackoffMs())
                        + " to " + Numbers.grouped(policy.maxBackoffMs()) + " ms with no jitter: calls that failed"
                        + " together retry together", layer.file(), layer.jitter(), i));
            }
        }
    }

    private static void hiddenDefaults(Stack stack, List<Finding> findings) {
        for (int i = 0; i < stack.layers().size(); i++) {
            StackLayer layer = stack.layers().get(i);
            if (layer.hiddenDefault() != null && layer.policy().retries()) {
                findings.add(new Finding(Rule.HIDDEN_DEFAULT, Rule.HIDDEN_DEFAULT.level(), layer.policy().name()
                        + " makes " + layer.policy().attempts() + " attempts by a default its file does not write ("
                        + layer.hiddenDefault() + ")", stack.file(), layer.entry(), i));
            }
        }
    }

    private static void stormCollapse(Stack stack, StormOutcome storm, List<Finding> findings) {
        if (storm.recovered()) {
            return;
        }
        List<String> recovering = storm.recovering();
        StringBuilder names = new StringBuilder();
        for (int i = 0; i < recovering.size(); i++) {
            names.append(i == 0 ? "" : i == recovering.size() - 1 ? " and " : ", ").append('\u201c')
                    .append(recovering.get(i)).append('\u201d');
        }
        Position at = stack.storm().position();
        findings.add(new Finding(Rule.STORM_COLLAPSE, stack.storm().mustRecover() ? Rule.STORM_COLLAPSE.level()
                : Level.NOTE, "the stack does not recover from the trigger of " + stack.storm().inputs()
                + "; " + (recovering.isEmpty() ? "no strategy of the comparison does"
                        : "of the comparison, " + names.toString() + (recovering.size() == 1 ? " recovers" : " recover")), stack.file(), at, -1));
    }

    /** Returns the layers whose attempt limit is above 1, outermost first. */
    private static List<Integer> owners(Stack stack) {
        List<Integer> owners = new ArrayList<>();
        for (int i = 0; i < stack.layers().size(); i++) {
            if (stack.layers().get(i).policy().retries()) {
                owners.add(i);
            }
        }
        return owners;
    }

    /** Returns the layers' names as a sentence lists them: "job, billing.py and payments SDK". */
    private static String names(Stack stack, List<Integer> layers) {
        StringBuilder names = new StringBuilder();
        for (int i = 0; i < layers.size(); i++) {
            names.append(i == 0 ? "" : i == layers.size() - 1 ? " and " : ", ")
                    .append(stack.layers().get(layers.get(i)).policy().name());
        }
        return names.toString();
    }

    /** Returns a finding of {@code rule} at layer {@code index}'s attempt key (its entry when no key sets it). */
    private static Finding atAttempts(Rule rule, String message, Stack stack, int index) {
        StackLayer layer = stack.layers().get(index);
        return new Finding(rule, rule.level(), message, layer.file(), layer.attempts(), index);
    }
}
