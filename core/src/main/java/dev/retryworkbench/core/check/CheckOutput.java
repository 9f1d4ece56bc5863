package dev.retryworkbench.core.check;

import dev.retryworkbench.core.amplification.AmplificationResult;
import dev.retryworkbench.core.amplification.LayerChain;
import dev.retryworkbench.core.amplification.LayerPolicy;
import dev.retryworkbench.core.json.JsonWriter;
import dev.retryworkbench.core.text.Numbers;

/**
 * The checks' findings as the command line prints them (specification, Part 4, "Checks"): text in the
 * compilers' {@code FILE:LINE:COL} convention, JSON with the stack and the workbench's results, SARIF 2.1.0,
 * and GitHub Actions workflow commands. Paths in text and workflow commands start with {@code base}, the
 * stack file's folder as given on the command line, so that editors and GitHub find them; SARIF's are
 * relative to that folder, named by its {@code originalUriBaseIds}.
 */
public enum CheckOutput {
    TEXT("text"),
    JSON("json"),
    SARIF("sarif"),
    GITHUB("github");

    /** The tool's name in SARIF. */
    static final String TOOL = "retry-workbench";
    /** The tool's version in SARIF: the project's, as pom.xml has it. */
    static final String TOOL_VERSION = "0.1.0";
    static final String SARIF_SCHEMA = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json";
    /** The SARIF base id the findings' paths are relative to: the stack file's folder. */
    static final String BASE_ID = "STACKDIR";

    private final String id;

    CheckOutput(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }

    /** Returns the output format with this id, or null. */
    public static CheckOutput fromId(String id) {
        for (CheckOutput output : values()) {
            if (output.id.equals(id)) {
                return output;
            }
        }
        return null;
    }

    /** Writes the findings; {@code base} is the stack file's folder with its trailing slash, or empty. */
    public String write(Checked checked, String base) {
        switch (this) {
            case JSON:
                return json(checked);
            case SARIF:
                return sarif(checked);
            case GITHUB:
                return github(checked, base);
            default:
                return text(checked, base);
        }
    }

    private static String text(Checked checked, String base) {
        StringBuilder out = new StringBuilder();
        for (Finding finding : checked.findings()) {
            out.append(base).append(finding.place()).append(": ").append(finding.level().id()).append(' ')
                    .append(finding.rule().id()).append(": ").append(finding.message()).append('\n');
        }
        return out.append(summary(checked, base)).append('\n').toString();
    }

    /**
     * Returns the one-line summary: "stack.yaml: 5 layers, 27 attempts per call at most; 2 errors, 1 warning, 0 notes",
     * and with a storm whether it recovers.
     */
    public static String summary(Checked checked, String base) {
        Stack stack = checked.stack();
        AmplificationResult result = checked.result();
        return base + stack.file() + ": " + stack.layers().size() + (stack.layers().size() == 1 ? " layer" : " layers")
                + (result == null ? "" : ", " + Numbers.grouped(result.maxDownstreamAttempts())
                        + " attempts per call at most") + "; " + counted(checked.count(Level.ERROR), "error") + ", "
                + counted(checked.count(Level.WARNING), "warning") + ", " + counted(checked.count(Level.NOTE), "note")
                + (checked.storm() == null ? "" : checked.storm().recovered() ? "; the storm recovers "
                        + Numbers.trimmed(checked.storm().recoverySeconds(), 1) + " s after its trigger"
                        : "; the storm does not recover");
    }

    private static String counted(int n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }

    private static String github(Checked checked, String base) {
        StringBuilder out = new StringBuilder();
        for (Finding finding : checked.findings()) {
            out.append("::").append(finding.level().command()).append(" file=")
                    .append(property(base + finding.file())).append(",line=").append(finding.position().line())
                    .append(",col=").append(finding.position().column()).append(",title=")
                    .append(property(finding.rule().id())).append("::").append(data(finding.message())).append('\n');
        }
        return out.append(summary(checked, base)).append('\n').toString();
    }

    /** Escapes a workflow command's data as the Actions toolkit does: %, CR and LF. */
    private static String data(String text) {
        return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A");
    }

    /** Escapes a workflow command's property: the data's escapes and ':' and ','. */
    private static String property(String text) {
        return data(text).replace(":", "%3A").replace(",", "%2C");
    }

    private static String json(Checked checked) {
        Stack stack = checked.stack();
        JsonWriter json = new JsonWriter().beginObject(false).name("findings").beginArray(false);
        for (Finding finding : checked.findings()) {
            json.beginObject(true).name("rule").value(finding.rule().id()).name("level").value(finding.level().id())
                    .name("message").value(finding.message()).name("file").value(finding.file())
                    .name("line").value(finding.position().line()).name("column").value(finding.position().column())
                    .name("layer");
            if (finding.layer() < 0) {
                json.nullValue();
            } else {
                json.value(stack.layers().get(finding.layer()).policy().name());
            }
            json.endObject();
        }
        json.endArray().name("stack").beginObject(false).name("file").value(stack.file())
                .name("deadlineMs").value(stack.deadlineMs() == null ? null : Double.valueOf(stack.deadlineMs()))
                .name("attemptTimeoutMs").value(stack.attemptTimeoutMs())
                .name("limits").beginObject(true).name("maxAttempts").value(stack.limits().maxAttempts())
                .name("retryOwners").value(stack.limits().retryOwners())
                .name("worstCaseMs").value(stack.limits().worstCaseMs(stack.deadlineMs()) == null ? null
                        : Double.valueOf(stack.limits().worstCaseMs(stack.deadlineMs())))
                .endObject().name("layers").beginArray(false);
        for (StackLayer layer : stack.layers()) {
            LayerPolicy p = layer.policy();
            json.beginObject(true).name("name").value(p.name()).name("role").value(p.role().id())
                    .name("attempts").value(p.attempts()).name("shape").value(p.shape().id())
                    .name("initialBackoffMs").value(p.initialBackoffMs()).name("maxBackoffMs").value(p.maxBackoffMs())
                    .name("multiplier").value(p.multiplier()).name("jitter").value(p.jitter() == null ? null
                            : p.jitter().id())
                    .name("perTryTimeoutMs").value(p.perTryTimeoutMs() == null ? null
                            : Double.valueOf(p.perTryTimeoutMs()))
                    .name("timeoutMs").value(p.timeoutMs() == null ? null : Double.valueOf(p.timeoutMs()))
                    .name("config").value(layer.config())
                    .name("format").value(layer.inline() ? null : layer.reading().format().id())
                    .name("hiddenDefault").value(layer.hiddenDefault()).endObject();
        }
        json.endArray().name("notes").beginArray(false);
        for (String note : stack.notes()) {
            json.value(note);
        }
        json.endArray().endObject().name("results");
        AmplificationResult result = checked.result();
        if (result == null) {
            json.nullValue();
        } else {
            LayerChain chain = result.chain();
            json.beginObject(false).name("maxDownstreamAttempts").value(result.maxDownstreamAttempts())
                    .name("totalWithoutDeadlineMs").value(result.totalWithoutDeadlineMs())
                    .name("attemptsStarted").value(result.attemptsStarted())
                    .name("deadlineReached").value(result.deadlineReached())
                    .name("elapsedMs").value(result.elapsedMs())
                    .name("retryOwners").beginArray(true);
            for (int owner : result.retryOwners()) {
                json.value(chain.policy(owner).name());
            }
            json.endArray().name("maxAttemptsWithinDeadline").value(result.maxAttemptsWithinDeadline())
                    .name("maxAttemptsWithinTimeouts").value(result.maxAttemptsWithinTimeouts())
                    .name("worstCaseIfRetries").value(result.worstCaseIfRetries()).endObject();
        }
        StormOutcome storm = checked.storm();
        if (storm != null) {
            json.name("storm").beginObject(false).name("recoverySeconds").value(storm.recoverySeconds())
                    .name("recovering").beginArray(true);
            for (String name : storm.recovering()) {
                json.value(name);
            }
            json.endArray().endObject();
        }
        return json.endObject().toString();
    }

    private static String sarif(Checked checked) {
        JsonWriter json = new JsonWriter().beginObject(false).name("$schema").value(SARIF_SCHEMA)
                .name("version").value("2.1.0").name("runs").beginArray(false).beginObject(false)
                .name("tool").beginObject(false).name("driver").beginObject(false).name("name").value(TOOL)
                .name("version").value(TOOL_VERSION).name("informationUri").value(Rule.DOCS)
                .name("rules").beginArray(false);
        for (Rule rule : Rule.values()) {
            json.beginObject(false).name("id").value(rule.id()).name("shortDescription").beginObject(true)
                    .name("text").value(rule.description()).endObject().name("helpUri").value(rule.helpUri())
                    .name("defaultConfiguration").beginObject(true).name("level").value(rule.level().id())
                    .endObject().endObject();
        }
        json.endArray().endObject().endObject()
                .name("originalUriBaseIds").beginObject(false).name(BASE_ID).beginObject(true)
                .name("description").beginObject(true).name("text").value("The stack file's folder").endObject()
                .endObject().endObject()
                .name("results").beginArray(false);
        for (Finding finding : checked.findings()) {
            json.beginObject(false).name("ruleId").value(finding.rule().id())
                    .name("ruleIndex").value(finding.rule().ordinal()).name("level").value(finding.level().id())
                    .name("message").beginObject(true).name("text").value(finding.message()).endObject()
                    .name("locations").beginArray(false).beginObject(false).name("physicalLocation")
                    .beginObject(false).name("artifactLocation").beginObject(true).name("uri")
                    .value(uri(finding.file())).name("uriBaseId").value(BASE_ID).endObject()
                    .name("region").beginObject(true).name("startLine").value(finding.position().line())
                    .name("startColumn").value(finding.position().column()).endObject()
                    .endObject().endObject().endArray().endObject();
        }
        return json.endArray().endObject().endArray().endObject().toString();
    }

    /** Returns a relative path as a URI reference: each character outside the unreserved set and '/' escaped. */
    static String uri(String path) {
        StringBuilder uri = new StringBuilder();
        byte[] bytes = path.getBytes(java.nio.charset.StandardCharsets.UTF_8);
        for (byte b : bytes) {
            int c = b & 0xFF;
            if (c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '.'
                    || c == '_' || c == '~' || c == '/') {
                uri.append((char) c);
            } else {
                uri.append('%').append("0123456789ABCDEF".charAt(c >> 4)).append("0123456789ABCDEF".charAt(c & 15));
            }
        }
        return uri.toString();
    }
}
