package dev.retryworkbench.core.config;

import java.util.ArrayList;
import java.util.List;

/**
 * The one list of config formats, and reading a text in one of them or in whichever it is. The readers
 * come in {@link #PARTS} parts, read in the page by as many on-demand scripts that each keep within their
 * budget (web.ReaderScripts names them): each recognises a text among every format ({@link #part}),
 * and reads the texts of its own part ({@link #readPart1} to {@link #readPart5}). Which part reads a format
 * only weighs its bytes; the formats' order ({@link #all}) is the spec's, whatever their parts.
 */
public final class ConfigFormats {
    /** The id that asks {@link #read} to recognise the format. */
    public static final String AUTO = "auto";

    // One field per format, of its own class: the parts below and ALL name the same objects, and TeaVM's analysis
    // sees only a part's own classes in its array, so a script reading one part holds that part's readers alone
    // (a variable holding several parts' arrays, or an array filled from one that does, would merge them).
    private static final GrpcFormat GRPC = new GrpcFormat();
    private static final EnvoyFormat ENVOY = new EnvoyFormat();
    private static final IstioFormat ISTIO = new IstioFormat();
    private static final LinkerdAnnotationsFormat LINKERD_ANNOTATIONS = new LinkerdAnnotationsFormat();
    private static final Resilience4jFormat RESILIENCE4J = new Resilience4jFormat();
    private static final TenacityFormat TENACITY = new TenacityFormat();
    private static final Urllib3Format URLLIB3 = new Urllib3Format();
    private static final TemporalFormat TEMPORAL = new TemporalFormat();
    private static final KubernetesJobFormat KUBERNETES_JOB = new KubernetesJobFormat();
    private static final GatewayApiFormat GATEWAY_API = new GatewayApiFormat();
    private static final LinkerdFormat LINKERD = new LinkerdFormat();
    private static final AwsConfigFormat AWS_CONFIG = new AwsConfigFormat();
    private static final CeleryFormat CELERY = new CeleryFormat();
    private static final SidekiqFormat SIDEKIQ = new SidekiqFormat();
    private static final SpringRetryFormat SPRING_RETRY = new SpringRetryFormat();
    private static final EnvoyGatewayFormat ENVOY_GATEWAY = new EnvoyGatewayFormat();
    private static final PollyFormat POLLY = new PollyFormat();
    private static final PythonClientFormat OPENAI = new PythonClientFormat("openai", "OpenAI Python client", "openai",
            "OpenAI", 120);
    private static final PythonClientFormat ANTHROPIC = new PythonClientFormat("anthropic", "Anthropic Python client",
            "anthropic", "Anthropic", 60);

    /** Every format in the spec's order; on a tie, recognition takes the one listed first. */
    private static final ConfigFormat[] ALL = {
        GRPC, ENVOY, ISTIO, LINKERD_ANNOTATIONS, RESILIENCE4J, TENACITY, URLLIB3, TEMPORAL, KUBERNETES_JOB,
        GATEWAY_API, LINKERD, AWS_CONFIG, CELERY, SIDEKIQ, SPRING_RETRY, ENVOY_GATEWAY, POLLY, OPENAI, ANTHROPIC,
    };

    // Each part's readers, read by its own script (readWith sees one part's array per script); every readable
    // format in one part. Formats that share code share a part where the bytes allow (the Kubernetes resources'
    // YAML; Python's calls); Envoy Gateway has one of its own, since part 3 had about 50 B of its 48 KiB left
    // (docs/performance.md).
    private static final ConfigFormat[] PART_1 = {GRPC, ENVOY};
    private static final ConfigFormat[] PART_2 = {RESILIENCE4J, TENACITY, URLLIB3, CELERY, SIDEKIQ};
    private static final ConfigFormat[] PART_3 = {ISTIO, LINKERD_ANNOTATIONS, LINKERD, GATEWAY_API, KUBERNETES_JOB};
    private static final ConfigFormat[] PART_4 = {TEMPORAL, AWS_CONFIG, SPRING_RETRY, POLLY};
    private static final ConfigFormat[] PART_5 = {ENVOY_GATEWAY};

    /** How many parts the readers come in, each read by its own script. */
    public static final int PARTS = 5;

    private ConfigFormats() {
    }

    /**
     * Returns the part of the readers that reads the text, 1 to {@link #PARTS}: the part of its format, or 1 when
     * no format recognises it, which that part's reader explains.
     */
    public static int part(String text) {
        return part(recognise(text));
    }

    /** Returns the part of the readers that reads {@code format}'s texts, 1 to {@link #PARTS}; 1 for null (none recognised). */
    public static int part(ConfigFormat format) {
        // A loop per part, no array passed around: see the fields above.
        for (ConfigFormat each : PART_2) {
            if (each == format) {
                return 2;
            }
        }
        for (ConfigFormat each : PART_3) {
            if (each == format) {
                return 3;
            }
        }
        for (ConfigFormat each : PART_4) {
            if (each == format) {
                return 4;
            }
        }
        for (ConfigFormat each : PART_5) {
            if (each == format) {
                return 5;
            }
        }
        return 1;
    }

    /** Reads a text that {@link #part} gives to part 1, recognising its format. */
    public static ConfigReading readPart1(String text) throws ConfigError {
        return readWith(text, PART_1);
    }

    /** Reads a text that {@link #part} gives to part 2, recognising its format. */
    public static ConfigReading readPart2(String text) throws ConfigError {
        return readWith(text, PART_2);
    }

    /** Reads a text that {@link #part} gives to part 3, recognising its format. */
    public static ConfigReading readPart3(String text) throws ConfigError {
        return readWith(text, PART_3);
    }

    /** Reads a text that {@link #part} gives to part 4, recognising its format. */
    public static ConfigReading readPart4(String text) throws ConfigError {
        return readWith(text, PART_4);
    }

    /** Reads a text that {@link #part} gives to part 5, recognising its format. */
    public static ConfigReading readPart5(String text) throws ConfigError {
        return readWith(text, PART_5);
    }

    private static ConfigReading readWith(String text, ConfigFormat[] part) throws ConfigError {
        ConfigInput input = new ConfigInput(text);
        input.check();
        ConfigFormat recognised = best(input);
        if (recognised == null) {
            throw unrecognised(input);
        }
        for (ConfigFormat format : part) {
            if (format.id().equals(recognised.id())) {
                return read(format, input);
            }
        }
        throw new ConfigError(1, 1, "a text of this part's formats, not " + recognised.label());
    }

    /** Returns every format, readers first, in the spec's order. */
    public static List<ConfigFormat> all() {
        List<ConfigFormat> formats = new ArrayList<>();
        for (ConfigFormat format : ALL) {
            formats.add(format);
        }
        return formats;
    }

    /** Returns the formats that read texts. */
    public static List<ConfigFormat> readable() {
        List<ConfigFormat> formats = new ArrayList<>();
        for (ConfigFormat format : ALL) {
            if (format.readable()) {
                formats.add(format);
            }
        }
        return formats;
    }

    /** Returns the format with this id, or null. */
    public static ConfigFormat byId(String id) {
        for (ConfigFormat format : ALL) {
            if (format.id().equals(id)) {
                return format;
            }
        }
        return null;
    }

    /** Returns the format the text is most surely written in, or null when none recognises it. */
    public static ConfigFormat recognise(String text) {
        ConfigInput input = new ConfigInput(text);
        try {
            input.check();
        } catch (ConfigError e) {
            return null;
        }
        return best(input);
    }

    private static ConfigFormat best(ConfigInput input) {
        ConfigFormat best = null;
        int bestScore = 0;
        for (ConfigFormat format : ALL) {
            if (format.readable()) {
                int score = format.recognise(input);
                if (score > bestScore) {
                    best = format;
                    bestScore = score;
                }
            }
        }
        return best;
    }

    /**
     * Reads a text in the format with id {@code formatId}, or in the one it is recognised as when the
     * id is {@link #AUTO} or null. Throws {@link ConfigError} for a text it cannot read, and nothing
     * else: a reader's unexpected failure becomes an error at the text's start.
     */
    public static ConfigReading read(String text, String formatId) throws ConfigError {
        return read(text, formatId, null);
    }

    /**
     * Reads as {@link #read(String, String)} does, taking the policy named {@code select} in a text holding
     * several (null: the first). Throws a {@link ConfigError} naming the policies there are when none has the
     * name, and one for a format that reads a single policy.
     */
    public static ConfigReading read(String text, String formatId, String select) throws ConfigError {
        ConfigInput input = new ConfigInput(text, select, select == null ? null : (count, names, at, what) -> {
            List<String> named = new ArrayList<>();
            for (int i = 0; i < count; i++) {
                String name = names == null ? Values.name(at.valueAt(i)) : names.apply(i);
                if (select.equals(name)) {
                    return i;
                }
                if (name != null && !named.contains(name)) {
                    named.add(name);
                }
            }
            throw noSuchPolicy(at, select, what, named);
        });
        input.check();
        ConfigFormat format;
        if (formatId == null || AUTO.equals(formatId)) {
            format = best(input);
            if (format == null) {
                throw unrecognised(input);
            }
        } else {
            format = byId(formatId);
            if (format == null || !format.readable()) {
                throw new ConfigError(1, 1, "a format this tool reads (" + ids(true) + "), not '" + formatId + "'");
            }
        }
        ConfigReading reading = read(format, input);
        if (input.selectIgnored()) {
            throw new ConfigError(1, 1, "no select: a " + format.label() + " text holds one policy here (select"
                    + " picks among gRPC methodConfig entries, Envoy, Istio and Linkerd routes, Gateway API rules,"
                    + " resilience4j instances, Polly sections, tenacity functions, Spring @Retryable methods and"
                    + " Sidekiq job classes)");
        }
        return reading;
    }

    /**
     * Returns the error for a {@code select} that names none of a text's policies: where the policies are, and
     * their names.
     */
    static ConfigError noSuchPolicy(ConfigNode at, String select, String what, List<String> names) {
        StringBuilder list = new StringBuilder();
        for (String name : names) {
            list.append(list.length() == 0 ? "" : ", ").append(name);
        }
        return new ConfigError(at == null ? 1 : at.line(), at == null ? 1 : at.column(), what + " named '" + select
                + "' for select; the text has " + (names.isEmpty() ? "none with a name" : list.toString()));
    }

    /** Reads with one format, turning a reader's unexpected failure into an error at the text's start. */
    private static ConfigReading read(ConfigFormat format, ConfigInput input) throws ConfigError {
        try {
            return format.read(input);
        } catch (ConfigError e) {
            throw e;
        } catch (RuntimeException | StackOverflowError e) {
            throw new ConfigError(1, 1, "a " + format.label() + " text this reader can follow; it stopped on this one");
        }
    }

    /** Returns the ids of the formats, comma-separated; only the readable ones when {@code readers}. */
    public static String ids(boolean readers) {
        StringBuilder sb = new StringBuilder();
        for (ConfigFormat format : ALL) {
            if (!readers || format.readable()) {
                sb.append(sb.length() == 0 ? "" : ", ").append(format.id());
            }
        }
        return sb.toString();
    }

    /** For a text no format recognises: its JSON or YAML error if it tried to be one (no call in it), else the list. */
    private static ConfigError unrecognised(ConfigInput input) {
        if (input.looksLikeJson() || !input.contains("(")) {
            try {
                input.document();
            } catch (ConfigError e) {
                return e;
            }
        }
        return new ConfigError(1, 1, "a config of a known format (" + ids(true)
                + "); this text has none of their keys");
    }
}
