package dev.retryworkbench.core.policy;

import dev.retryworkbench.core.Named;

/**
 * A library's default retry policy as data: the values that fill a policy block when people pick the
 * library, and what the page says beside them. Every value is read from the library's own source or
 * documentation; docs/presets.md holds the table with the sources and the notes on each mapping, and
 * PresetTest checks this enum against that table.
 */
public enum Preset implements Named {
    AWS_STANDARD_BOTOCORE("aws-standard-botocore", "AWS SDK standard mode (botocore)", "botocore",
            "1.43.67 (0e6e240)", Counting.ATTEMPTS, "DEFAULT_MAX_ATTEMPTS = 3",
            "HTTP 500, 502, 503, 504; throttling error codes (Throttling, ThrottlingException, SlowDown, ...); "
                    + "RequestTimeout; connection errors",
            "boto/botocore botocore/retries/standard.py: DEFAULT_MAX_ATTEMPTS, ExponentialBackoff._BASE, "
                    + "_MAX_BACKOFF, delay_amount",
            RetryPolicy.exponential(3, 1_000, 20_000, 2, Jitter.FULL), Double.NaN, DeadlineRule.CLIP, true),
    AWS_STANDARD_JAVA("aws-standard-java", "AWS SDK standard mode (SDK for Java v2)", "aws-sdk-java-v2",
            "2.x (25787b3)", Counting.ATTEMPTS, "Standard.MAX_ATTEMPTS = 3",
            "HTTP 500, 502, 503, 504; IOException; throttling errors (then from a 1 s base)",
            "aws/aws-sdk-java-v2 core/retries/src/main/java/software/amazon/awssdk/retries/DefaultRetryStrategy.java: "
                    + "Standard.BASE_DELAY, MAX_BACKOFF; ExponentialDelayWithJitter.computeDelay",
            RetryPolicy.exponential(3, 100, 20_000, 2, Jitter.FULL), Double.NaN, DeadlineRule.CLIP, true),
    AWS_LEGACY_BOTOCORE("aws-legacy-botocore", "AWS SDK legacy mode (botocore)", "botocore", "1.43.67 (0e6e240)",
            Counting.ATTEMPTS, "max_attempts = 5",
            "HTTP 429, 500, 502, 503, 504, 509; throttling error codes; connection errors",
            "boto/botocore botocore/data/_retry.json: retry.__default__; botocore/retryhandler.py: delay_exponential",
            RetryPolicy.exponential(5, 1_000, Range.NO_CAP_MS, 2, Jitter.FULL), Double.NaN, DeadlineRule.CLIP, true),
    GOOGLE_API_CORE("google-api-core", "Google API client (api-core Python)", "google-api-core", "2.29.1 (bfc6651)",
            Counting.ATTEMPTS, "no attempt limit; timeout = 120 s",
            "InternalServerError (500), TooManyRequests (429), ServiceUnavailable (503), ConnectionError, "
                    + "ChunkedEncodingError, TransportError",
            "googleapis/python-api-core google/api_core/retry/retry_base.py: _DEFAULT_INITIAL_DELAY, "
                    + "_DEFAULT_MAXIMUM_DELAY, _DEFAULT_DELAY_MULTIPLIER, _DEFAULT_DEADLINE, exponential_sleep_generator, "
                    + "if_transient_error",
            RetryPolicy.exponential(Range.UNLIMITED_ATTEMPTS, 1_000, 60_000, 2, Jitter.FULL), 120_000,
            DeadlineRule.SKIP, true),
    GAX_JAVA_TYPICAL("gax-java-typical", "Google gax-java, typical generated RPC", "gax-java",
            "2.75.1-SNAPSHOT (sdk-platform-java 56aa343)", Counting.ATTEMPTS,
            "maxAttempts = 0 (no limit); totalTimeout = 600 s",
            "DEADLINE_EXCEEDED, UNAVAILABLE (idempotent methods)",
            "googleapis/sdk-platform-java gax-java/gax-grpc/src/main/java/com/google/longrunning/stub/"
                    + "OperationsStubSettings.java: RETRY_PARAM_DEFINITIONS default; "
                    + "gax-java/gax/src/main/java/com/google/api/gax/retrying/ExponentialRetryAlgorithm.java",
            RetryPolicy.exponential(Range.UNLIMITED_ATTEMPTS, 100, 60_000, 1.3, Jitter.FULL), 600_000,
            DeadlineRule.SKIP, true),
    GRPC_A6("grpc-a6", "gRPC retry policy (gRFC A6 example)", "gRPC", "gRFC A6 (1fd061a)", Counting.ATTEMPTS,
            "maxAttempts = 4 (at most 5)", "retryableStatusCodes: UNAVAILABLE",
            "grpc/proposal A6-client-retries.md: retryPolicy example; Exponential Backoff",
            new RetryPolicy(4, BackoffShape.EXPONENTIAL, 100, 1_000, 2, Jitter.PROPORTIONAL, 0.8, 1.2), Double.NaN,
            DeadlineRule.CLIP, true),
    POLLY_V8("polly-v8", "Polly v8 retry strategy defaults", "Polly", "8.7.0+91 (173d6d1)", Counting.RETRIES,
            "MaxRetryAttempts = 3", "any exception except OperationCanceledException",
            "App-vNext/Polly src/Polly.Core/Retry/RetryConstants.cs: DefaultRetryCount, DefaultBaseDelay, "
                    + "DefaultBackoffType; RetryStrategyOptions.TResult.cs: UseJitter",
            RetryPolicy.exponential(4, 2_000, 2_000, 1, Jitter.NONE), Double.NaN, DeadlineRule.CLIP, true),
    RESILIENCE4J("resilience4j", "resilience4j Retry defaults", "resilience4j", "2.4.0+16 (af9e7c9)",
            Counting.ATTEMPTS, "maxAttempts = 3", "every exception; results only with a resultPredicate",
            "resilience4j/resilience4j resilience4j-retry/src/main/java/io/github/resilience4j/retry/RetryConfig.java: "
                    + "DEFAULT_MAX_ATTEMPTS, DEFAULT_WAIT_DURATION",
            RetryPolicy.exponential(3, 500, 500, 1, Jitter.NONE), Double.NaN, DeadlineRule.CLIP, true),
    RESILIENCE4J_RANDOMIZED("resilience4j-randomized", "resilience4j Retry, randomized wait", "resilience4j",
            "2.4.0+16 (af9e7c9)", Counting.ATTEMPTS, "maxAttempts = 3; IntervalFunction.ofRandomized()",
            "every exception; results only with a resultPredicate",
            "resilience4j/resilience4j resilience4j-core/src/main/java/io/github/resilience4j/core/IntervalFunction.java: "
                    + "DEFAULT_INITIAL_INTERVAL, DEFAULT_RANDOMIZATION_FACTOR, randomize",
            new RetryPolicy(3, BackoffShape.EXPONENTIAL, 500, 500, 1, Jitter.PROPORTIONAL, 0.5, 1.5), Double.NaN,
            DeadlineRule.CLIP, true),
    URLLIB3_DEFAULT("urllib3-default", "urllib3 Retry.DEFAULT", "urllib3", "2.7.0+30 (6a8536b)", Counting.RETRIES,
            "Retry(3): total = 3",
            "connection errors; read errors on idempotent methods; redirects; 413, 429, 503 only with Retry-After",
            "urllib3/urllib3 src/urllib3/util/retry.py: Retry.DEFAULT, backoff_factor, DEFAULT_BACKOFF_MAX, "
                    + "get_backoff_time",
            RetryPolicy.exponential(4, 0, 120_000, 2, Jitter.NONE), Double.NaN, DeadlineRule.CLIP, true),
    OPENAI_PYTHON("openai-python", "OpenAI Python SDK", "openai", "3.3.1 (e43b422)", Counting.RETRIES,
            "DEFAULT_MAX_RETRIES = 2",
            "HTTP 408, 409, 429, 5xx; timeouts; connection errors; x-should-retry overrides",
            "openai/openai-python src/openai/_constants.py: DEFAULT_MAX_RETRIES, INITIAL_RETRY_DELAY, "
                    + "MAX_RETRY_DELAY; src/openai/_base_client.py: _calculate_retry_timeout, _should_retry",
            new RetryPolicy(3, BackoffShape.EXPONENTIAL, 500, 8_000, 2, Jitter.PROPORTIONAL, 0.75, 1), Double.NaN,
            DeadlineRule.CLIP, true),
    ANTHROPIC_PYTHON("anthropic-python", "Anthropic Python SDK", "anthropic", "0.121.0 (009b035)", Counting.RETRIES,
            "DEFAULT_MAX_RETRIES = 2",
            "HTTP 408, 409, 429, 5xx; timeouts; connection errors; x-should-retry overrides",
            "anthropics/anthropic-sdk-python src/anthropic/_constants.py: DEFAULT_MAX_RETRIES, INITIAL_RETRY_DELAY, "
                    + "MAX_RETRY_DELAY; src/anthropic/_base_client.py: _calculate_retry_timeout, _should_retry",
            new RetryPolicy(3, BackoffShape.EXPONENTIAL, 500, 8_000, 2, Jitter.PROPORTIONAL, 0.75, 1), Double.NaN,
            DeadlineRule.CLIP, true),
    ENVOY_ROUTE("envoy-route", "Envoy route retry policy", "Envoy", "1.36.x", Counting.RETRIES, "num_retries = 1",
            "the route's retry_on conditions (5xx, gateway-error, reset, connect-failure, ...); none by default",
            "envoyproxy/envoy source/common/router/retry_state_impl.cc: upstream.base_retry_backoff_ms, "
                    + "base_interval * 10; source/common/common/backoff_strategy.cc: "
                    + "JitteredExponentialBackOffStrategy; api/envoy/config/route/v3/route_components.proto: "
                    + "num_retries, timeout",
            RetryPolicy.exponential(2, 25, 250, 2, Jitter.FULL), 15_000, DeadlineRule.CLIP, false),
    CLIENT_GO_DEFAULT_RETRY("client-go-default-retry", "Kubernetes client-go DefaultRetry", "client-go",
            "master (32ce75a); apimachinery (eed236c)", Counting.ATTEMPTS, "Steps = 5",
            "conflicts (HTTP 409) with RetryOnConflict; what OnError's predicate accepts",
            "kubernetes/client-go util/retry/util.go: DefaultRetry; kubernetes/apimachinery "
                    + "pkg/util/wait/backoff.go: ExponentialBackoff, delay; pkg/util/wait/wait.go: Jitter",
            new RetryPolicy(5, BackoffShape.EXPONENTIAL, 10, 10, 1, Jitter.PROPORTIONAL, 1, 1.1), Double.NaN,
            DeadlineRule.CLIP, false),
    KUBERNETES_JOB("kubernetes-job", "Kubernetes Job (backoffLimit 6)", "kubernetes", "master (6ae037f)",
            Counting.RETRIES, "backoffLimit = 6",
            "failed pods (non-zero exit, eviction, ...), unless a podFailurePolicy rule says otherwise",
            "kubernetes/kubernetes pkg/apis/batch/v1/defaults.go: SetDefaults_Job; "
                    + "pkg/controller/job/job_controller.go: DefaultJobPodFailureBackOff, MaxJobPodFailureBackOff; "
                    + "pkg/controller/job/backoff_utils.go: getRemainingTimeForFailuresCount",
            RetryPolicy.exponential(7, 10_000, 600_000, 2, Jitter.NONE), Double.NaN, DeadlineRule.CLIP, false),
    SIDEKIQ("sidekiq", "Sidekiq defaults", "Sidekiq", "8.1.7 (1bb4aa0)", Counting.RETRIES,
            "retry: true = DEFAULT_MAX_RETRY_ATTEMPTS 25", "any exception the job raises",
            "sidekiq/sidekiq lib/sidekiq/job_retry.rb: DEFAULT_MAX_RETRY_ATTEMPTS, delay_for, "
                    + "rand(10 * (count + 1))",
            new RetryPolicy(26, BackoffShape.POLYNOMIAL, 15_000, Range.NO_CAP_MS, 1, Jitter.NONE, 1, 1), Double.NaN,
            DeadlineRule.CLIP, false),
    CELERY_AUTORETRY("celery-autoretry", "Celery autoretry_for with retry_backoff", "Celery", "5.6.2+185 (5dc781f)",
            Counting.RETRIES, "max_retries = 3", "the exceptions listed in autoretry_for",
            "celery/celery celery/app/autoretry.py: retry_backoff, retry_backoff_max, retry_jitter; "
                    + "celery/utils/time.py: get_exponential_backoff_interval; celery/app/task.py: Task.max_retries",
            RetryPolicy.exponential(4, 1_000, 600_000, 2, Jitter.FULL), Double.NaN, DeadlineRule.CLIP, true),
    TEMPORAL_ACTIVITY("temporal-activity", "Temporal activity default retry policy", "Temporal",
            "main (6805cae, after v1.29.0)", Counting.ATTEMPTS, "MaximumAttempts = 0 (unlimited)",
            "any activity failure except non-retryable error types",
            "temporalio/temporal common/retrypolicy/retry_policy.go: DefaultDefaultRetrySettings, EnsureDefaults; "
                    + "service/history/workflow/retry.go: nextBackoffInterval",
            RetryPolicy.exponential(Range.UNLIMITED_ATTEMPTS, 1_000, 100_000, 2, Jitter.NONE), Double.NaN,
            DeadlineRule.SKIP, true);

    /** Our stand-ins where a library has no limit; nested so the constants above may refer to them. */
    private static final class Range {
        /** "Unlimited" and "until the deadline" become our largest attempt limit. */
        static final int UNLIMITED_ATTEMPTS = 100;
        /** An uncapped backoff becomes our largest backoff, 30 days. */
        static final double NO_CAP_MS = 2_592_000_000d;
    }

    private final String id;
    private final String label;
    private final String library;
    private final String version;
    private final Counting counting;
    private final String setting;
    private final String retriesOn;
    private final String source;
    private final RetryPolicy policy;
    private final double deadlineMs;
    private final DeadlineRule deadlineRule;
    private final boolean clientSide;

    Preset(String id, String label, String library, String version, Counting counting, String setting,
            String retriesOn, String source, RetryPolicy policy, double deadlineMs, DeadlineRule deadlineRule,
            boolean clientSide) {
        this.id = id;
        this.label = label;
        this.library = library;
        this.version = version;
        this.counting = counting;
        this.setting = setting;
        this.retriesOn = retriesOn;
        this.source = source;
        this.policy = policy;
        this.deadlineMs = deadlineMs;
        this.deadlineRule = deadlineRule;
        this.clientSide = clientSide;
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
        return library;
    }

    /** Returns the version modelled, with the commit read in parentheses. */
    public String version() {
        return version;
    }

    /** Returns what the library's own limit counts. */
    public Counting counting() {
        return counting;
    }

    /** Returns the library's own setting behind the attempt limit, as its source spells it. */
    public String setting() {
        return setting;
    }

    /** Returns, briefly, the failures the library retries. */
    public String retriesOn() {
        return retriesOn;
    }

    /** Returns where the default is defined: repository, file and constant names. */
    public String source() {
        return source;
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
        return "Models " + library + " " + version + ". " + counting.label() + " (" + setting + "): "
                + counting.both(policy.attempts()) + ". Retries on " + retriesOn + ". Defined in " + source + ".";
    }
}
