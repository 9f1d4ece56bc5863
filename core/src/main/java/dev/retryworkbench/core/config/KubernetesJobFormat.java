package dev.retryworkbench.core.config;

import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.policy.Role;

/**
 * A Kubernetes Job, or a CronJob's jobTemplate (YAML; kubernetes/kubernetes pkg/apis/batch/v1
 * defaults.go, pkg/controller/job/job_controller.go): {@code spec.backoffLimit} counts retries (6),
 * {@code spec.activeDeadlineSeconds} is the deadline (the Job's running pods are terminated: clip).
 * The controller waits 10 s, doubling, capped at MaxJobPodFailureBackOff, 10 min (the docs still say
 * 6 min); no jitter.
 */
final class KubernetesJobFormat extends ConfigFormat {
    private static final double BACKOFF_MS = 10_000;
    private static final double MAX_BACKOFF_MS = 600_000;

    KubernetesJobFormat() {
        super("kubernetes-job", "Kubernetes Job (YAML)", Role.RUNNER);
    }

    @Override
    int recognise(ConfigInput input) {
        if (!input.contains("Job") && !input.contains("backoffLimit")) {
            return 0;
        }
        ConfigNode root = input.documentOrNull();
        if (root == null || !root.isMap()) {
            return 0;
        }
        ConfigNode kind = root.get("kind");
        if (kind != null && (kind.text().equals("Job") || kind.text().equals("CronJob"))) {
            return 95;
        }
        return jobSpec(root) != null && jobSpec(root).has("backoffLimit") ? 70 : 0;
    }

    private static ConfigNode jobSpec(ConfigNode root) {
        ConfigNode spec = root.get("spec");
        if (spec == null || !spec.isMap()) {
            return root.has("backoffLimit") ? root : null;
        }
        ConfigNode template = spec.get("jobTemplate");
        if (template != null && template.isMap() && template.get("spec") != null && template.get("spec").isMap()) {
            return template.get("spec");
        }
        return spec;
    }

    @Override
    ConfigReading read(ConfigInput input) throws ConfigError {
        ConfigNode root = Values.map(input.document(), "the Job");
        ConfigNode spec = jobSpec(root);
        if (spec == null) {
            throw ConfigError.at(root, "a Job's spec (backoffLimit, activeDeadlineSeconds)");
        }
        String prefix = spec == root ? "" : spec == root.get("spec") ? "spec." : "spec.jobTemplate.spec.";
        ReadingDraft draft = new ReadingDraft(this);
        ConfigNode limit = spec.get("backoffLimit");
        if (limit == null) {
            draft.hiddenDefault(7, prefix + "backoffLimit", "absent: Kubernetes' default of 6 retries, so 7 attempts");
        } else {
            double n = Values.whole(limit, "backoffLimit", 0);
            draft.at(limit, Member.ATTEMPTS);
            draft.attempts(n + 1, prefix + "backoffLimit", Decimal.text(n) + " retries: "
                    + ReadingDraft.attemptWords((int) Math.min(n + 1, ConfigBlock.MAX_ATTEMPTS)));
        }
        draft.initial = BACKOFF_MS;
        draft.maximum = MAX_BACKOFF_MS;
        draft.multiplier = 2;
        draft.jitter = Jitter.NONE;
        draft.assumed("backoff", "the Job controller waits 10 s before recreating a failed pod, doubling, capped at"
                + " 10 min (MaxJobPodFailureBackOff; the docs say 6 min)");
        ConfigNode deadline = spec.get("activeDeadlineSeconds");
        if (deadline != null) {
            double seconds = Values.whole(deadline, "activeDeadlineSeconds", 1);
            // The Job's pods are terminated when it passes: a cut of the whole Job, the runner layer's timeout.
            draft.timeout(draft.ms(seconds * 1000, prefix + "activeDeadlineSeconds"), prefix + "activeDeadlineSeconds",
                    false);
            draft.at(deadline, Member.TIMEOUT);
        }
        draft.notModelledExcept(spec, prefix, "backoffLimit", "activeDeadlineSeconds", "template", "selector",
                "completions", "parallelism", "schedule", "jobTemplate", "concurrencyPolicy");
        ConfigNode template = spec.get("template");
        ConfigNode podSpec = template != null && template.isMap() ? template.get("spec") : null;
        ConfigNode restart = podSpec != null && podSpec.isMap() ? podSpec.get("restartPolicy") : null;
        if (restart != null && restart.text().equals("OnFailure")) {
            draft.notModelled(prefix + "template.spec.restartPolicy", "OnFailure: the kubelet restarts failed containers"
                    + " in place with its own crash-loop backoff; those restarts count toward backoffLimit");
        }
        return draft.finish();
    }

    @Override
    public ConfigWriting write(ConfigBlock block) {
        WritingDraft draft = new WritingDraft(block);
        if (draft.retries() && !(draft.shape == dev.retryworkbench.core.policy.BackoffShape.EXPONENTIAL
                && draft.initial == BACKOFF_MS && draft.maximum == MAX_BACKOFF_MS && draft.multiplier == 2
                && draft.jitter == Jitter.NONE)) {
            draft.note("a Job's backoff is fixed by the controller: 10 s, doubling, capped at 10 min, no jitter");
        }
        draft.shape = dev.retryworkbench.core.policy.BackoffShape.EXPONENTIAL;
        draft.initial = BACKOFF_MS;
        draft.maximum = MAX_BACKOFF_MS;
        draft.multiplier = 2;
        draft.jitter = Jitter.NONE;
        draft.jitterLow = 1;
        draft.jitterHigh = 1;
        draft.noPerTryTimeout("A Job");
        if (draft.hasTimeout() && draft.timeout % 1000 != 0) {
            double seconds = Math.ceil(draft.timeout / 1000);
            draft.note("activeDeadlineSeconds takes whole seconds: " + Decimal.text(seconds) + " s instead of "
                    + Durations.words(draft.timeout));
            draft.timeout = Math.min(ConfigBlock.MAX_MS, seconds * 1000);
        }
        draft.noBudget("A Job");
        StringBuilder out = new StringBuilder(draft.comments("# "));
        out.append("apiVersion: batch/v1\nkind: Job\nmetadata:\n  name: my-job\nspec:\n  backoffLimit: ")
                .append(draft.attempts - 1).append('\n');
        if (draft.hasTimeout()) {
            out.append("  activeDeadlineSeconds: ").append(Decimal.text(draft.timeout / 1000)).append('\n');
        }
        out.append("  template:\n    spec:\n      restartPolicy: Never\n      containers:\n      - name: main\n")
                .append("        image: busybox\n");
        return draft.finish(out.toString());
    }
}
