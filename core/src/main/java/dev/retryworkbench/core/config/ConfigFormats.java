package dev.retryworkbench.core.config;

import java.util.ArrayList;
import java.util.List;

/**
 * The one list of config formats, and reading a text in one of them or in whichever it is. The readers
 * come in three parts, read in the page by three on-demand scripts that each keep within their budget
 * (config-paste.js, config-paste-more.js and config-paste-rest.js): each recognises a text among every
 * format ({@link #part}), and reads the texts of its own part ({@link #readPart1}, {@link #readPart2},
 * {@link #readPart3}).
 */
public final class ConfigFormats {
    /** The id that asks {@link #read} to recognise the format. */
    public static final String AUTO = "auto";

    private static final ConfigFormat[] PART_1 = {
        new GrpcFormat(),
        new EnvoyFormat(),
        new IstioFormat(),
        new LinkerdAnnotationsFormat(),
    };

    private static final ConfigFormat[] PART_2 = {
        new Resilience4jFormat(),
        new TenacityFormat(),
        new Urllib3Format(),
        new TemporalFormat(),
        new KubernetesJobFormat(),
        // Here, not beside Envoy Gateway in part 3: config-paste-rest.js has no room for its retry codes.
        new GatewayApiFormat(),
    };

    private static final ConfigFormat[] PART_3 = {
        new LinkerdFormat(),
        new AwsConfigFormat(),
        new CeleryFormat(),
        new SidekiqFormat(),
        new SpringRetryFormat(),
        new EnvoyGatewayFormat(),
        new PollyFormat(),
    };

    private static final ConfigFormat[] WRITTEN_ONLY = {
        new PythonClientFormat("openai", "OpenAI Python client", "openai", "OpenAI", 120),
        new PythonClientFormat("anthropic", "Anthropic Python client", "anthropic", "Anthropic", 60),
    };

    /** Every format in the spec's order; on a tie, recognition takes the one listed first. */
    private static final ConfigFormat[] ALL = inOrder();

    private ConfigFormats() {
    }

    // Each part's formats are copied into ALL one by one: a variable holding several parts' arrays would merge
    // them for TeaVM's analysis, and a script reading one part would hold the others' readers too.
    private static ConfigFormat[] inOrder() {
        ConfigFormat[] all = new ConfigFormat[PART_1.length + PART_2.length + PART_3.length + WRITTEN_ONLY.length];
        int n = 0;
        for (int i = 0; i < PART_1.length; i++) {
            all[n++] = PART_1[i];
        }
        for (int i = 0; i < PART_2.length; i++) {
            all[n++] = PART_2[i];
        }
        for (int i = 0; i < PART_3.length; i++) {
            all[n++] = PART_3[i];
        }
        for (int i = 0; i < WRITTEN_ONLY.length; i++) {
            all[n++] = WRITTEN_ONLY[i];
        }
        return all;
    }

    /**
     * Returns the part of the readers that reads the text, 1 to 3: the part of its format, or 1 when no
     * format recognises it, which that part's reader explains.
     */
    public static int part(String text) {
        return part(recognise(text));
    }

    /** Returns the part of the readers that reads {@code format}'s texts, 1 to 3; 1 for null (none recognised). */
    public static int part(ConfigFormat format) {
        for (int i = 0; format != null && i < ALL.length; i++) {
            if (ALL[i] == format) {
                return i < PART_1.length ? 1 : i < PART_1.length + PART_2.length ? 2 : 3;
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
