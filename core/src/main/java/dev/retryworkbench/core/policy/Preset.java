package dev.retryworkbench.core.policy;

import dev.retryworkbench.core.Named;

/**
 * A library's default retry policy as data: the values that fill a policy block when people pick the
 * library, and what the page says beside them. Every value is read from the library's own source or
 * documentation; docs/presets.md holds the table with the sources and the notes on each mapping, and
 * PresetTest checks this enum against that table.
 */
public enum Preset implements Named {
    AWS_STANDARD_BOTOCORE("aws-standard-botocore", "AWS SDK standard (botocore)", Counting.ATTEMPTS,
            RetryPolicy.exponential(3, 1_000, 20_000, 2, Jitter.FULL), Double.NaN, DeadlineRule.CLIP, true, Role.SDK),
    AWS_STANDARD_JAVA("aws-standard-java", "AWS SDK standard (Java v2)", Counting.ATTEMPTS,
            RetryPolicy.exponential(3, 100, 20_000, 2, Jitter.FULL), Double.NaN, DeadlineRule.CLIP, true, Role.SDK),
    AWS_2026_BOTOCORE("aws-2026-botocore", "AWS SDK 2026 retries", Counting.ATTEMPTS,
            RetryPolicy.exponential(3, 50, 20_000, 2, Jitter.FULL), Double.NaN, DeadlineRule.CLIP, true, Role.SDK),
    AWS_LEGACY_BOTOCORE("aws-legacy-botocore", "AWS SDK legacy (botocore)", Counting.ATTEMPTS,
            RetryPolicy.exponential(5, 1_000, Range.NO_CAP_MS, 2, Jitter.FULL), Double.NaN, DeadlineRule.CLIP, true,
            Role.SDK),
    GOOGLE_API_CORE("google-api-core", "Google api-core (Python)", Counting.ATTEMPTS,
            RetryPolicy.exponential(Range.UNLIMITED_ATTEMPTS, 1_000, 60_000, 2, Jitter.FULL), 120_000,
            DeadlineRule.SKIP, true, Role.SDK),
    GAX_JAVA_TYPICAL("gax-java-typical", "Google gax-java, typical RPC", Counting.ATTEMPTS,
            RetryPolicy.exponential(Range.UNLIMITED_ATTEMPTS, 100, 60_000, 1.3, Jitter.FULL), 600_000, 90_000,
            DeadlineRule.SKIP, true, Role.SDK),
    GRPC_A6("grpc-a6", "gRPC (gRFC A6 since 2024)", Counting.ATTEMPTS,
            new RetryPolicy(4, BackoffShape.EXPONENTIAL, 100, 1_000, 2, Jitter.PROPORTIONAL, 0.8, 1.2), Double.NaN,
            DeadlineRule.CLIP, true, Role.SDK),
    GRPC_A6_BEFORE_2024("grpc-a6-before-2024", "gRPC (gRFC A6 before 2024)", Counting.ATTEMPTS,
            RetryPolicy.exponential(4, 100, 1_000, 2, Jitter.FULL), Double.NaN, DeadlineRule.CLIP, true, Role.SDK),
    POLLY_V8("polly-v8", "Polly v8 defaults", Counting.RETRIES,
            RetryPolicy.exponential(4, 2_000, 2_000, 1, Jitter.NONE), Double.NaN, DeadlineRule.CLIP, true,
            Role.APPLICATION),
    RESILIENCE4J("resilience4j", "resilience4j Retry defaults", Counting.ATTEMPTS,
            RetryPolicy.exponential(3, 500, 500, 1, Jitter.NONE), Double.NaN, DeadlineRule.CLIP, true,
            Role.APPLICATION),
    RESILIENCE4J_RANDOMIZED("resilience4j-randomized", "resilience4j randomized wait", Counting.ATTEMPTS,
            new RetryPolicy(3, BackoffShape.EXPONENTIAL, 500, 500, 1, Jitter.PROPORTIONAL, 0.5, 1.5), Double.NaN,
            DeadlineRule.CLIP, true, Role.APPLICATION),
    URLLIB3_DEFAULT("urllib3-default", "urllib3 Retry.DEFAULT", Counting.RETRIES,
            RetryPolicy.exponential(4, 0, 120_000, 2, Jitter.NONE), Double.NaN, DeadlineRule.CLIP, true, Role.SDK),
    OPENAI_PYTHON("openai-python", "OpenAI Python SDK", Counting.RETRIES,
            new RetryPolicy(3, BackoffShape.EXPONENTIAL, 500, 8_000, 2, Jitter.PROPORTIONAL, 0.75, 1), Double.NaN,
            DeadlineRule.CLIP, true, Role.SDK),
    ANTHROPIC_PYTHON("anthropic-python", "Anthropic Python SDK", Counting.RETRIES,
            new RetryPolicy(3, BackoffShape.EXPONENTIAL, 500, 8_000, 2, Jitter.PROPORTIONAL, 0.75, 1), Double.NaN,
            DeadlineRule.CLIP, true, Role.SDK),
    ENVOY_ROUTE("envoy-route", "Envoy route retry policy", Counting.RETRIES,
            RetryPolicy.exponential(2, 25, 250, 2, Jitter.FULL), 15_000, DeadlineRule.CLIP, false, Role.MESH),
    ISTIO_DEFAULT("istio-default", "Istio default route retries", Counting.RETRIES,
            RetryPolicy.exponential(3, 25, 250, 2, Jitter.FULL), Double.NaN, DeadlineRule.CLIP, false, Role.MESH),
    LINKERD_LIMIT("linkerd-limit", "Linkerd default retry limit", Counting.RETRIES,
            new RetryPolicy(2, BackoffShape.EXPONENTIAL, 25, 250, 2, Jitter.PROPORTIONAL, 1, 2), Double.NaN,
            DeadlineRule.CLIP, false, Role.MESH),
    GATEWAY_API_HTTPROUTE("gateway-api-httproute", "Gateway API HTTPRoute retry", Counting.RETRIES,
            RetryPolicy.exponential(3, 25, 250, 2, Jitter.FULL), Double.NaN, DeadlineRule.CLIP, false, Role.GATEWAY),
    ENVOY_GATEWAY("envoy-gateway", "Envoy Gateway retry", Counting.RETRIES,
            RetryPolicy.exponential(3, 25, 250, 2, Jitter.FULL), 15_000, DeadlineRule.CLIP, false, Role.GATEWAY),
    KNATIVE_ACTIVATOR("knative-activator", "Knative activator", Counting.RETRIES,
            new RetryPolicy(16, BackoffShape.EXPONENTIAL, 30, 30, 1, Jitter.PROPORTIONAL, 1, 2), Double.NaN,
            DeadlineRule.CLIP, false, Role.SERVICE),
    CLIENT_GO_DEFAULT_RETRY("client-go-default-retry", "client-go DefaultRetry", Counting.ATTEMPTS,
            new RetryPolicy(5, BackoffShape.EXPONENTIAL, 10, 10, 1, Jitter.PROPORTIONAL, 1, 1.1), Double.NaN,
            DeadlineRule.CLIP, false, Role.APPLICATION),
    SPRING_RETRY("spring-retry", "Spring Retry @Retryable", Counting.ATTEMPTS,
            RetryPolicy.exponential(3, 1_000, 1_000, 1, Jitter.NONE), Double.NaN, DeadlineRule.CLIP, true,
            Role.APPLICATION),
    SPRING_FRAMEWORK_RETRYABLE("spring-framework-retryable", "Spring Framework 7 @Retryable", Counting.RETRIES,
            RetryPolicy.exponential(4, 1_000, 1_000, 1, Jitter.NONE), Double.NaN, DeadlineRule.CLIP, true,
            Role.APPLICATION),
    TENACITY_DEFAULT("tenacity-default", "tenacity defaults (no limit)", Counting.ATTEMPTS,
            RetryPolicy.exponential(Range.UNLIMITED_ATTEMPTS, 0, 0, 1, Jitter.NONE), Double.NaN, DeadlineRule.CLIP,
            true, Role.APPLICATION),
    KUBERNETES_JOB("kubernetes-job", "Kubernetes Job, backoffLimit 6", Counting.RETRIES,
            RetryPolicy.exponential(7, 10_000, 600_000, 2, Jitter.NONE), Double.NaN, DeadlineRule.CLIP, false,
            Role.RUNNER),
    SIDEKIQ("sidekiq", "Sidekiq defaults", Counting.RETRIES,
            new RetryPolicy(26, BackoffShape.POLYNOMIAL, 15_000, Range.NO_CAP_MS, 1, Jitter.NONE, 1, 1), Double.NaN,
            DeadlineRule.CLIP, false, Role.RUNNER),
    CELERY_AUTORETRY("celery-autoretry", "Celery autoretry with backoff", Counting.RETRIES,
            RetryPolicy.exponential(4, 1_000, 600_000, 2, Jitter.FULL), Double.NaN, DeadlineRule.CLIP, true,
            Role.RUNNER),
    TEMPORAL_ACTIVITY("temporal-activity", "Temporal activity defaults", Counting.ATTEMPTS,
            RetryPolicy.exponential(Range.UNLIMITED_ATTEMPTS, 1_000, 100_000, 2, Jitter.NONE), Double.NaN,
            DeadlineRule.SKIP, true, Role.RUNNER);

    /** Our stand-ins where a library has no limit; nested so the constants above may refer to them. */
    private static final class Range {
        /** "Unlimited" and "until the deadline" become our largest attempt limit. */
        static final int UNLIMITED_ATTEMPTS = 100;
        /** An uncapped backoff becomes our largest backoff, 30 days. */
        static final double NO_CAP_MS = 2_592_000_000d;
    }

    private final String id;
    private final String label;
    private final Counting counting;
    private final RetryPolicy policy;
    private final double deadlineMs;
    private final double perTryTimeoutMs;
    private final DeadlineRule deadlineRule;
    private final boolean clientSide;
    private final Role role;

    /** A preset whose library sets no per-try timeout by default, as most do. */
    Preset(String id, String label, Counting counting, RetryPolicy policy, double deadlineMs,
            DeadlineRule deadlineRule, boolean clientSide, Role role) {
        this(id, label, counting, policy, deadlineMs, Double.NaN, deadlineRule, clientSide, role);
    }

    /** A preset with a default per-try timeout, in milliseconds after its deadline. */
    Preset(String id, String label, Counting counting, RetryPolicy policy, double deadlineMs, double perTryTimeoutMs,
            DeadlineRule deadlineRule, boolean clientSide, Role role) {
        this.id = id;
        this.label = label;
        this.counting = counting;
        this.policy = policy;
        this.deadlineMs = deadlineMs;
        this.perTryTimeoutMs = perTryTimeoutMs;
        this.deadlineRule = deadlineRule;
        this.clientSide = clientSide;
        this.role = role;
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public String label() {
        return label;
    }

    /** Returns the preset with this id, or null. */
    public static Preset fromId(String id) {
        return Named.byId(values(), id);
    }

    /** Returns the library's name as its project spells it. */
    public String library() {
        return words()[0];
    }

    /** Returns the version modelled, with the commit read in parentheses. */
    public String version() {
        return words()[1];
    }

    /** Returns the date of the commit read, as yyyy-mm-dd, or "date not known". */
    public String date() {
        return words()[2];
    }

    /** Returns the role of the layer the library's retries run in, which groups the pickers. */
    public Role role() {
        return role;
    }

    /** Returns what the model leaves out or stands in for, in a sentence or two; empty when nothing. */
    public String note() {
        return words()[6];
    }

    /** Returns what the library's own limit counts. */
    public Counting counting() {
        return counting;
    }

    /** Returns the library's own setting behind the attempt limit, as its source spells it. */
    public String setting() {
        return words()[3];
    }

    /** Returns, briefly, the failures the library retries. */
    public String retriesOn() {
        return words()[4];
    }

    /** Returns where the default is defined: repository, file and constant names. */
    public String source() {
        return words()[5];
    }

    /** Returns the policy in whole milliseconds. */
    public RetryPolicy policy() {
        return policy;
    }

    /** Returns true when the library sets an end-to-end deadline by default. */
    public boolean hasDeadline() {
        return !Double.isNaN(deadlineMs);
    }

    /** Returns the default end-to-end deadline in milliseconds; NaN when {@link #hasDeadline()} is false. */
    public double deadlineMs() {
        return deadlineMs;
    }

    /** Returns true when the library cuts each attempt by default, as Envoy's per_try_timeout does when set. */
    public boolean hasPerTryTimeout() {
        return !Double.isNaN(perTryTimeoutMs);
    }

    /**
     * Returns the default per-try timeout in milliseconds, the limit on one attempt (one run of the layers
     * inside); NaN when {@link #hasPerTryTimeout()} is false.
     */
    public double perTryTimeoutMs() {
        return perTryTimeoutMs;
    }

    /** Returns how the library treats a wait that would reach a deadline, when one is set. */
    public DeadlineRule deadlineRule() {
        return deadlineRule;
    }

    /**
     * Returns true when the library fits the 429 planner's model: a client calling an API and waiting
     * between its own attempts, as opposed to a proxy, a controller or a job runner.
     */
    public boolean clientSide() {
        return clientSide;
    }

    /**
     * Returns the sentence the page shows beside a policy block filled from this preset: library and
     * version, how it counts, what it retries on, and where its default is defined.
     */
    public String describe() {
        String[] words = words();
        String dated = words[2].startsWith("not") ? "" : " of " + words[2];
        return "Models " + words[0] + " " + words[1] + dated + ". " + counting.label() + " (" + words[3] + "): "
                + counting.both(policy.attempts()) + ". Retries on " + words[4] + ". Defined in " + words[5] + "."
                + (words[6].isEmpty() ? "" : " " + words[6]);
    }

    /**
     * Returns the preset's words, in this order: the library, the version modelled, the date of the commit read,
     * the library's own setting behind the attempt limit, what it retries on, where its default is defined and
     * its note. Only a picker's sentence (core.layers.PresetAbout), the docs and the tests read them, so they live
     * in a switch that only those reach: TeaVM leaves them out of every script but preset-words.js, which the pages
     * load when a preset is chosen, where constructor arguments would be kept by every script (about 1 KB gzipped).
     */
    private String[] words() {
        switch (this) {
            case AWS_STANDARD_BOTOCORE:
                return new String[] {
                    "botocore", "1.43.67 (0e6e240)", "2026-08-07", "DEFAULT_MAX_ATTEMPTS = 3",
                    "HTTP 500, 502, 503, 504; throttling error codes (Throttling, ThrottlingException, SlowDown,"
                        + " ...); RequestTimeout; connection errors",
                    "boto/botocore botocore/retries/standard.py",
                    ""};
            case AWS_STANDARD_JAVA:
                return new String[] {
                    "aws-sdk-java-v2", "2.x (25787b3)", "date not known", "Standard.MAX_ATTEMPTS = 3",
                    "HTTP 500, 502, 503, 504; IOException; throttling errors (then from a 1 s base)",
                    "aws/aws-sdk-java-v2"
                        + " core/retries/src/main/java/software/amazon/awssdk/retries/DefaultRetryStrategy.java",
                    ""};
            case AWS_2026_BOTOCORE:
                return new String[] {
                    "botocore", "1.43.67 (0e6e240)", "2026-08-07", "DEFAULT_MAX_ATTEMPTS = 3",
                    "HTTP 500, 502, 503, 504; throttling error codes (Throttling, ThrottlingException, SlowDown,"
                        + " ...); RequestTimeout; connection errors",
                    "boto/botocore botocore/configprovider.py; botocore/retries/standard.py",
                    "Only with AWS_NEW_RETRIES_2026=true. Throttling errors wait from 1 s, the standard-mode"
                        + " schedule; an x-amz-retry-after header may lengthen a wait by up to 5 s."};
            case AWS_LEGACY_BOTOCORE:
                return new String[] {
                    "botocore", "1.43.67 (0e6e240)", "2026-08-07", "max_attempts = 5",
                    "HTTP 429, 500, 502, 503, 504, 509; throttling error codes; connection errors",
                    "boto/botocore botocore/data/_retry.json; botocore/retryhandler.py",
                    ""};
            case GOOGLE_API_CORE:
                return new String[] {
                    "google-api-core", "2.29.1 (bfc6651)", "2026-02-10", "no attempt limit; timeout = 120 s",
                    "InternalServerError (500), TooManyRequests (429), ServiceUnavailable (503),"
                        + " ConnectionError, ChunkedEncodingError, TransportError",
                    "googleapis/python-api-core google/api_core/retry/retry_base.py",
                    ""};
            case GAX_JAVA_TYPICAL:
                return new String[] {
                    "gax-java", "2.75.1-SNAPSHOT (sdk-platform-java 56aa343)", "2026-03-05",
                    "maxAttempts = 0 (no limit); totalTimeout = 600 s",
                    "DEADLINE_EXCEEDED, UNAVAILABLE (idempotent methods)",
                    "googleapis/sdk-platform-java"
                        + " gax-java/gax-grpc/src/main/java/com/google/longrunning/stub/OperationsStubSettings.java;"
                        + " gax-java/gax/src/main/java/com/google/api/gax/retrying/ExponentialRetryAlgorithm.java",
                    ""};
            case GRPC_A6:
                return new String[] {
                    "gRPC", "gRFC A6 (1fd061a)", "2026-06-25", "maxAttempts = 4 (at most 5)",
                    "retryableStatusCodes: UNAVAILABLE",
                    "grpc/proposal A6-client-retries.md",
                    ""};
            case GRPC_A6_BEFORE_2024:
                return new String[] {
                    "gRPC", "gRFC A6 (df5e8a8)", "2023-02-03", "maxAttempts = 4 (at most 5)",
                    "retryableStatusCodes: UNAVAILABLE",
                    "grpc/proposal A6-client-retries.md",
                    "Superseded on 2024-08-29 (grpc/proposal dc9fd4f) by the gRFC A6 since 2024 preset."};
            case POLLY_V8:
                return new String[] {
                    "Polly", "8.7.0+91 (173d6d1)", "2026-08-21", "MaxRetryAttempts = 3",
                    "any exception except OperationCanceledException",
                    "App-vNext/Polly src/Polly.Core/Retry/RetryConstants.cs; RetryStrategyOptions.TResult.cs",
                    ""};
            case RESILIENCE4J:
                return new String[] {
                    "resilience4j", "2.4.0+16 (af9e7c9)", "2026-05-05", "maxAttempts = 3",
                    "every exception; results only with a resultPredicate",
                    "resilience4j/resilience4j"
                        + " resilience4j-retry/src/main/java/io/github/resilience4j/retry/RetryConfig.java",
                    ""};
            case RESILIENCE4J_RANDOMIZED:
                return new String[] {
                    "resilience4j", "2.4.0+16 (af9e7c9)", "2026-05-05",
                    "maxAttempts = 3; IntervalFunction.ofRandomized()",
                    "every exception; results only with a resultPredicate",
                    "resilience4j/resilience4j"
                        + " resilience4j-core/src/main/java/io/github/resilience4j/core/IntervalFunction.java",
                    ""};
            case URLLIB3_DEFAULT:
                return new String[] {
                    "urllib3", "2.7.0+30 (6a8536b)", "2026-07-21", "Retry(3): total = 3",
                    "connection errors; read errors on idempotent methods; redirects; 413, 429, 503 only with"
                        + " Retry-After",
                    "urllib3/urllib3 src/urllib3/util/retry.py",
                    ""};
            case OPENAI_PYTHON:
                return new String[] {
                    "openai", "3.3.1 (e43b422)", "2026-08-21", "DEFAULT_MAX_RETRIES = 2",
                    "HTTP 408, 409, 429, 5xx; timeouts; connection errors; x-should-retry overrides",
                    "openai/openai-python src/openai/_constants.py; src/openai/_base_client.py",
                    "A Retry-After from the server (retry-after-ms, or retry-after in seconds or as a date) of"
                        + " more than 0 and at most 120 s (MAX_RETRY_AFTER_DELAY) replaces the computed wait."};
            case ANTHROPIC_PYTHON:
                return new String[] {
                    "anthropic", "0.121.0 (009b035)", "2026-08-07", "DEFAULT_MAX_RETRIES = 2",
                    "HTTP 408, 409, 429, 5xx; timeouts; connection errors; x-should-retry overrides",
                    "anthropics/anthropic-sdk-python src/anthropic/_constants.py; src/anthropic/_base_client.py",
                    "A Retry-After from the server (retry-after-ms, or retry-after in seconds or as a date) of"
                        + " more than 0 and at most 60 s replaces the computed wait."};
            case ENVOY_ROUTE:
                return new String[] {
                    "Envoy", "1.36.x", "date not known", "num_retries = 1",
                    "the route's retry_on conditions (5xx, gateway-error, reset, connect-failure, ...); none by"
                        + " default",
                    "envoyproxy/envoy source/common/router/retry_state_impl.cc;"
                        + " source/common/common/backoff_strategy.cc; api/envoy/config/route/v3/route_components.proto",
                    ""};
            case ISTIO_DEFAULT:
                return new String[] {
                    "Istio", "1.32-dev (86c9f01)", "2026-08-22", "defaultNumRetries = 2",
                    "connect-failure, refused-stream, unavailable, cancelled; retriable-status-codes with no"
                        + " codes listed",
                    "istio/istio pilot/pkg/networking/core/route/retry/retry.go;"
                        + " pilot/pkg/networking/core/route/route.go",
                    ""};
            case LINKERD_LIMIT:
                return new String[] {
                    "Linkerd", "main (linkerd2 b24cd40, linkerd2-proxy 29637b6)", "2026-08-21",
                    "retry.linkerd.io/limit = 1",
                    "the HTTP statuses of retry.linkerd.io/http or the gRPC codes of retry.linkerd.io/grpc;"
                        + " nothing unless one is set",
                    "linkerd/linkerd2 policy-controller/k8s/index/src/outbound/index/http.rs;"
                        + " policy-controller/grpc/src/outbound/http.rs; linkerd/linkerd2-proxy"
                        + " linkerd/exp-backoff/src/lib.rs",
                    "Exact for Linkerd's one default retry (25 to 50 ms); later waits here may pass its 250 ms"
                        + " cap."};
            case GATEWAY_API_HTTPROUTE:
                return new String[] {
                    "Gateway API", "main (4564255, after v1.6.1)", "2026-08-21",
                    "attempts unset: Istio and Envoy Gateway retry 2",
                    "connection errors; the HTTP statuses in codes",
                    "kubernetes-sigs/gateway-api apis/v1/httproute_types.go",
                    ""};
            case ENVOY_GATEWAY:
                return new String[] {
                    "Envoy Gateway", "main (d32f282, after v1.9.0-rc.0)", "2026-08-21", "numRetries = 2",
                    "connect-failure, refused-stream, unavailable, cancelled; HTTP 503",
                    "envoyproxy/gateway internal/xds/translator/route.go",
                    ""};
            case KNATIVE_ACTIVATOR:
                return new String[] {
                    "Knative Serving", "1.23.0+5 (98e5ef9; knative/pkg 521cb33)", "2026-08-21",
                    "backOffTemplate Steps = 15",
                    "dial timeouts to a pod; never a sent request",
                    "knative/pkg network/transports.go",
                    "Retries connecting only; dials time out after 50 ms, growing x1.4."};
            case CLIENT_GO_DEFAULT_RETRY:
                return new String[] {
                    "client-go", "master (32ce75a); apimachinery (eed236c)", "2026-07-24", "Steps = 5",
                    "conflicts (HTTP 409) with RetryOnConflict; what OnError's predicate accepts",
                    "kubernetes/client-go util/retry/util.go; kubernetes/apimachinery pkg/util/wait/backoff.go;"
                        + " pkg/util/wait/wait.go",
                    ""};
            case SPRING_RETRY:
                return new String[] {
                    "Spring Retry", "2.0.13-SNAPSHOT (c8977dd)", "2025-05-16", "maxAttempts = 3",
                    "every exception (retryFor and noRetryFor empty)",
                    "spring-projects/spring-retry"
                        + " src/main/java/org/springframework/retry/annotation/Retryable.java; Backoff.java",
                    ""};
            case SPRING_FRAMEWORK_RETRYABLE:
                return new String[] {
                    "Spring Framework", "7.1.0-SNAPSHOT (91eb426)", "2026-08-22", "maxRetries = 3",
                    "every exception (includes, excludes and predicate at their defaults)",
                    "spring-projects/spring-framework"
                        + " spring-context/src/main/java/org/springframework/resilience/annotation/Retryable.java",
                    ""};
            case TENACITY_DEFAULT:
                return new String[] {
                    "tenacity", "9.1.4+56 (c650fb4)", "2026-07-15", "stop = stop_never (no limit)",
                    "every Exception (retry_if_exception_type())",
                    "jd/tenacity tenacity/__init__.py; tenacity/wait.py",
                    "Warning: tenacity's defaults never stop and never wait. 100 immediate attempts, the form's"
                        + " largest limit, stand in for its unlimited retries; a real decorator should set stop= and"
                        + " wait=."};
            case KUBERNETES_JOB:
                return new String[] {
                    "kubernetes", "master (6ae037f)", "date not known", "backoffLimit = 6",
                    "failed pods (non-zero exit, eviction, ...), unless a podFailurePolicy rule says otherwise",
                    "kubernetes/kubernetes pkg/apis/batch/v1/defaults.go; pkg/controller/job/job_controller.go;"
                        + " pkg/controller/job/backoff_utils.go",
                    ""};
            case SIDEKIQ:
                return new String[] {
                    "Sidekiq", "8.1.7 (1bb4aa0)", "2026-08-17", "retry: true = DEFAULT_MAX_RETRY_ATTEMPTS 25",
                    "any exception the job raises",
                    "sidekiq/sidekiq lib/sidekiq/job_retry.rb",
                    ""};
            case CELERY_AUTORETRY:
                return new String[] {
                    "Celery", "5.6.2+185 (5dc781f)", "2026-08-08", "max_retries = 3",
                    "the exceptions listed in autoretry_for",
                    "celery/celery celery/app/autoretry.py; celery/utils/time.py; celery/app/task.py",
                    ""};
            case TEMPORAL_ACTIVITY:
                return new String[] {
                    "Temporal", "main (6805cae, after v1.29.0)", "2026-08-21", "MaximumAttempts = 0 (unlimited)",
                    "any activity failure except non-retryable error types",
                    "temporalio/temporal common/retrypolicy/retry_policy.go; service/history/workflow/retry.go",
                    ""};
            default:
                throw new IllegalStateException(name());
        }
    }
}
