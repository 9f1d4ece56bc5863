package dev.retryworkbench.cli;

import dev.retryworkbench.core.amplification.AmplificationTool;
import dev.retryworkbench.core.check.CheckError;
import dev.retryworkbench.core.check.CheckOutput;
import dev.retryworkbench.core.check.Checked;
import dev.retryworkbench.core.check.Checks;
import dev.retryworkbench.core.check.Level;
import dev.retryworkbench.core.check.Stack;
import dev.retryworkbench.core.check.StackReader;
import dev.retryworkbench.core.config.ConfigError;
import dev.retryworkbench.core.config.ConfigFormat;
import dev.retryworkbench.core.config.ConfigFormats;
import dev.retryworkbench.core.config.ConfigInput;
import dev.retryworkbench.core.config.ConfigReading;
import dev.retryworkbench.core.config.JsonValues;
import dev.retryworkbench.core.config.LayerJson;
import dev.retryworkbench.core.form.FieldError;
import dev.retryworkbench.core.json.JsonObject;
import dev.retryworkbench.core.latency.LatencyTool;
import dev.retryworkbench.core.planner.HeadersReading;
import dev.retryworkbench.core.planner.PlannerTool;
import dev.retryworkbench.core.planner.RateLimitHeaders;
import dev.retryworkbench.core.storm.StormTool;
import dev.retryworkbench.core.storm.SurvivalMapWork;
import dev.retryworkbench.core.tool.Evaluation;
import dev.retryworkbench.core.tool.Export;
import dev.retryworkbench.core.tool.Tool;
import dev.retryworkbench.core.worksheet.WorksheetReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;

/** Runs the command line: {@code java -jar retry-workbench.jar COMMAND ...}. */
public final class Main {
    static final int OK = 0;
    /** check: a finding reaches --fail-on. */
    static final int FINDINGS = 1;
    static final int USAGE = 2;
    /** convert's source and target for a response's headers read into the planner's inputs. */
    private static final String HEADERS = "headers";
    private static final String PLANNER = "planner";

    static final String HELP = String.join("\n",
            "Retry Workbench: size retry policies before they take a dependency down.",
            "",
            "Usage:",
            "  java -jar retry-workbench.jar --help",
            "      Print this help.",
            "  java -jar retry-workbench.jar compute FILE [--format json|markdown|csv]",
            "      Read a worksheet (FILE, or - for standard input), recompute it with the",
            "      same code as the web pages, and print the complete worksheet JSON (the",
            "      default), the Markdown summary, or the table as CSV (the timeline, the",
            "      schedule, the storm's per-second series or the latency planner's rows),",
            "      exactly as the page exports them. Results in the file are optional and",
            "      ignored; recomputing this command's own JSON output gives identical bytes.",
            "      Example: java -jar core/target/retry-workbench.jar compute worksheet.json --format markdown",
            "  java -jar retry-workbench.jar compute FILE --map [--format json|markdown|csv]",
            "      For a storm worksheet, also compute the survival map over the axes of its",
            "      inputs.map (absent: the defaults): the worksheet gains survivalMap, the",
            "      Markdown its frontiers, and the CSV is the map's cells.",
            "  java -jar retry-workbench.jar serve [DIR] [--port N]",
            "      Serve the built static site (default DIR: web/target/site) on",
            "      http://localhost:N/ (default N: 8080; 0 picks a free port).",
            "      Only this machine can connect. Stop with Ctrl+C.",
            "  java -jar retry-workbench.jar convert FILE [--from FORMAT|auto] [--to FORMAT|layer]",
            // The ids come from the one list of formats, so a format added there is named here too.
            wrapped("      ", "Write a library's retry config (FILE, or - for standard input) in another"
                    + " library's format, with a comment on what that format cannot express, or as the JSON of"
                    + " the policy block read (--to layer, the default); --from auto, the default, recognises"
                    + " the format. FORMAT is one of " + ConfigFormats.ids(true) + "; --to also takes "
                    + writerOnlyIds() + "."),
            "      Example: java -jar core/target/retry-workbench.jar convert service-config.json --to envoy",
            "  java -jar retry-workbench.jar check STACK [--format text|json|sarif|github]",
            "                                            [--fail-on error|warning|never]",
            wrapped("      ", "Read a stack file (YAML or JSON: the layers outermost first, each a config file"
                    + " or inline, the caller's deadline, limits, optionally a storm) and print what the checks"
                    + " find, one finding a line as FILE:LINE:COL: LEVEL RULE: MESSAGE (text, the default), as"
                    + " JSON, as SARIF 2.1.0, or as GitHub workflow commands. See docs/check.md."),
            "      Example: java -jar core/target/retry-workbench.jar check docs/examples/stack.yaml",
            "  java -jar retry-workbench.jar convert FILE --from headers --to planner",
            wrapped("      ", "Read a response's rate-limit headers (FILE, or - for standard input; OpenAI's"
                    + " x-ratelimit-*, Anthropic's anthropic-ratelimit-*, retry-after) and print the 429 planner's"
                    + " inputs they give (provider, the limits, retryAfterSeconds) as one JSON object; the headers"
                    + " not used are named on standard error."),
            "",
            wrapped("", "Exit status: 0 on success; for check, 1 when a finding reaches --fail-on (default"
                    + " error); 2 on a usage error, a file that is not a worksheet, invalid inputs (one line on"
                    + " standard error names the field, the value and the allowed range), or a config or stack"
                    + " file that convert or check cannot read (one line gives its file, line, column and what"
                    + " was expected)."),
            "");

    private Main() {
    }

    /** Returns the ids of the formats convert writes but does not read, comma-separated. */
    private static String writerOnlyIds() {
        StringBuilder ids = new StringBuilder();
        for (ConfigFormat format : ConfigFormats.all()) {
            if (!format.readable()) {
                ids.append(ids.length() == 0 ? "" : ", ").append(format.id());
            }
        }
        return ids.toString();
    }

    /**
     * Returns {@code text} as lines of at most 80 columns, each starting with {@code indent}, broken only
     * between words: a line breaks where its next word would pass the 80th column.
     */
    private static String wrapped(String indent, String text) {
        StringBuilder lines = new StringBuilder(indent);
        int lineStart = 0;
        for (String word : text.split(" ")) {
            boolean first = lines.length() - lineStart == indent.length();
            if (!first && lines.length() - lineStart + 1 + word.length() > 80) {
                lines.append('\n');
                lineStart = lines.length();
                lines.append(indent);
                first = true;
            }
            lines.append(first ? "" : " ").append(word);
        }
        return lines.toString();
    }

    /** Runs the command named by the first argument and exits with its status. */
    public static void main(String[] args) {
        int status = run(args, System.out, System.err);
        if (status != OK) {
            System.exit(status);
        }
    }

    /** Runs a command, writing to the given streams, and returns its exit status; a server keeps running. */
    static int run(String[] args, PrintStream out, PrintStream err) {
        if (args.length == 0 || "--help".equals(args[0]) || "-h".equals(args[0]) || "help".equals(args[0])) {
            // Without a command it is a usage error: the help goes to standard error, like every message
            // of a failing run, so a script piping standard output gets nothing from it.
            (args.length == 0 ? err : out).print(HELP);
            return args.length == 0 ? USAGE : OK;
        }
        if ("serve".equals(args[0])) {
            return serve(args, out, err);
        }
        if ("compute".equals(args[0])) {
            return compute(args, System.in, out, err);
        }
        if ("convert".equals(args[0])) {
            return convert(args, System.in, out, err);
        }
        if ("check".equals(args[0])) {
            return check(args, out, err);
        }
        err.println("retry-workbench: unknown command '" + args[0] + "'; see --help");
        return USAGE;
    }

    /** Runs {@code compute}, reading "-" from {@code stdin}. */
    static int compute(String[] args, InputStream stdin, PrintStream out, PrintStream err) {
        String file = null;
        String format = "json";
        boolean map = false;
        for (int i = 1; i < args.length; i++) {
            if ("--map".equals(args[i])) {
                map = true;
            } else if ("--format".equals(args[i]) && i + 1 < args.length) {
                format = args[++i];
            } else if (args[i].startsWith("--format=")) {
                format = args[i].substring("--format=".length());
            } else if (file == null && (!args[i].startsWith("-") || "-".equals(args[i]))) {
                file = args[i];
            } else {
                err.println("retry-workbench: unexpected argument '" + args[i] + "' for compute; see --help");
                return USAGE;
            }
        }
        if (file == null) {
            err.println("retry-workbench: compute needs a worksheet FILE, or - for standard input; see --help");
            return USAGE;
        }
        if (!"json".equals(format) && !"markdown".equals(format) && !"csv".equals(format)) {
            err.println("retry-workbench: --format must be json, markdown or csv, not '" + format + "'");
            return USAGE;
        }
        String text = readInput(file, stdin, err);
        if (text == null) {
            return USAGE;
        }
        List<Tool> tools = List.of(new AmplificationTool(Checks.FINDINGS), new PlannerTool(), new StormTool(), new LatencyTool());
        WorksheetReader.Opened opened = WorksheetReader.read(text, tools.toArray(new Tool[0]));
        if (!opened.ok()) {
            err.println("retry-workbench: " + opened.error());
            return USAGE;
        }
        if (opened.warning() != null) {
            err.println("retry-workbench: warning: " + opened.warning());
        }
        Evaluation evaluation = opened.evaluation();
        if (map) {
            if (!(opened.tool() instanceof StormTool)) {
                err.println("retry-workbench: --map applies to storm worksheets only");
                return USAGE;
            }
            evaluation = survivalMap((StormTool) opened.tool(), opened, text, err);
            if (!evaluation.isValid()) {
                StringBuilder message = new StringBuilder();
                for (FieldError error : evaluation.errors()) {
                    message.append(message.length() == 0 ? "" : " ").append(error.message());
                }
                err.println("retry-workbench: inputs.map: " + message);
                return USAGE;
            }
        }
        Export export = evaluation.export();
        switch (format) {
            case "markdown":
                out.print(export.markdown());
                break;
            case "csv":
                out.print(export.csv());
                break;
            default:
                out.print(export.worksheetJson());
        }
        out.flush();
        return OK;
    }

    /**
     * Computes the survival map of a storm worksheet's inputs and its {@code inputs.map} on every core the JVM
     * has, with a progress line (runs done, time left) on a terminal's standard error once it has taken a second.
     */
    private static Evaluation survivalMap(StormTool tool, WorksheetReader.Opened opened, String text, PrintStream err) {
        Object member = null;
        try {
            Object inputs = ((JsonObject) JsonValues.parse(text)).get("inputs");
            member = ((JsonObject) inputs).get("map");
        } catch (ConfigError e) {
            throw new IllegalStateException("a worksheet that opened is JSON", e);
        }
        Evaluation started = tool.startMap(opened.fields(), member);
        if (!(started.continuation() instanceof SurvivalMapWork)) {
            return started;
        }
        SurvivalMapWork work = (SurvivalMapWork) started.continuation();
        boolean terminal = System.console() != null;
        long start = System.nanoTime();
        boolean[] shown = {false};
        ParallelMap.run(work, Runtime.getRuntime().availableProcessors(), 250, done -> {
            double elapsed = (System.nanoTime() - start) / 1e9;
            if (terminal && elapsed > 1) {
                err.print("\r\033[K" + SurvivalMapWork.progressLine(done, work.cellsTotal(), elapsed));
                shown[0] = true;
            }
        });
        if (shown[0]) {
            err.print("\r\033[K");
        }
        return work.evaluation();
    }

    /**
     * Runs {@code convert FILE [--from FORMAT|auto] [--to FORMAT|layer]}: reads a library's retry config
     * and prints it in another format, or, with {@code --to layer} (the default), as the JSON object of
     * the block read. A text it cannot read exits 2 with one line: its line, column and expectation.
     */
    static int convert(String[] args, InputStream stdin, PrintStream out, PrintStream err) {
        String file = null;
        String from = ConfigFormats.AUTO;
        String to = "layer";
        for (int i = 1; i < args.length; i++) {
            if (("--from".equals(args[i]) || "--to".equals(args[i])) && i + 1 < args.length) {
                if ("--from".equals(args[i])) {
                    from = args[++i];
                } else {
                    to = args[++i];
                }
            } else if (args[i].startsWith("--from=")) {
                from = args[i].substring("--from=".length());
            } else if (args[i].startsWith("--to=")) {
                to = args[i].substring("--to=".length());
            } else if (file == null && (!args[i].startsWith("-") || "-".equals(args[i]))) {
                file = args[i];
            } else {
                err.println("retry-workbench: unexpected argument '" + args[i] + "' for convert; see --help");
                return USAGE;
            }
        }
        if (file == null) {
            err.println("retry-workbench: convert needs a config FILE, or - for standard input; see --help");
            return USAGE;
        }
        if (HEADERS.equals(from) || PLANNER.equals(to)) {
            return convertHeaders(file, from, to, stdin, out, err);
        }
        ConfigFormat source = ConfigFormats.byId(from);
        if (!ConfigFormats.AUTO.equals(from) && (source == null || !source.readable())) {
            err.println("retry-workbench: --from must be auto or one of " + ConfigFormats.ids(true) + ", not '"
                    + from + "'");
            return USAGE;
        }
        ConfigFormat target = ConfigFormats.byId(to);
        if (!"layer".equals(to) && target == null) {
            err.println("retry-workbench: --to must be layer or one of " + ConfigFormats.ids(false) + ", not '"
                    + to + "'");
            return USAGE;
        }
        String text = readInput(file, stdin, err);
        if (text == null) {
            return USAGE;
        }
        ConfigReading reading;
        try {
            reading = ConfigFormats.read(text, from);
        } catch (ConfigError e) {
            err.println("retry-workbench: " + ("-".equals(file) ? "standard input" : file) + ": " + e.getMessage());
            return USAGE;
        }
        for (String other : reading.otherPolicies()) {
            err.println("retry-workbench: also in the text, not read: " + other);
        }
        out.print(target == null ? LayerJson.write(reading) : target.write(reading.block()).text());
        out.flush();
        return OK;
    }

    /**
     * Runs {@code check STACK [--format text|json|sarif|github] [--fail-on error|warning|never]}: reads the
     * stack file and the files it names, prints the findings, and exits 1 when one reaches {@code --fail-on},
     * 2 with one line (file, line, column, what was expected) when a file cannot be read.
     */
    static int check(String[] args, PrintStream out, PrintStream err) {
        String file = null;
        String format = "text";
        String failOn = "error";
        for (int i = 1; i < args.length; i++) {
            if (("--format".equals(args[i]) || "--fail-on".equals(args[i])) && i + 1 < args.length) {
                if ("--format".equals(args[i])) {
                    format = args[++i];
                } else {
                    failOn = args[++i];
                }
            } else if (args[i].startsWith("--format=")) {
                format = args[i].substring("--format=".length());
            } else if (args[i].startsWith("--fail-on=")) {
                failOn = args[i].substring("--fail-on=".length());
            } else if (file == null && !args[i].startsWith("-")) {
                file = args[i];
            } else {
                err.println("retry-workbench: unexpected argument '" + args[i] + "' for check; see --help");
                return USAGE;
            }
        }
        if (file == null) {
            err.println("retry-workbench: check needs a STACK file; see --help");
            return USAGE;
        }
        CheckOutput output = CheckOutput.fromId(format);
        if (output == null) {
            err.println("retry-workbench: --format must be text, json, sarif or github, not '" + format + "'");
            return USAGE;
        }
        Level threshold = "error".equals(failOn) ? Level.ERROR : "warning".equals(failOn) ? Level.WARNING : null;
        if (threshold == null && !"never".equals(failOn)) {
            err.println("retry-workbench: --fail-on must be error, warning or never, not '" + failOn + "'");
            return USAGE;
        }
        int slash = Math.max(file.lastIndexOf('/'), file.lastIndexOf(java.io.File.separatorChar));
        String base = file.substring(0, slash + 1);
        Path folder = Path.of(file).toAbsolutePath().getParent();
        Checked checked;
        try {
            String name = file.substring(slash + 1);
            String text = configText(folder, name);
            if (text == null) {
                throw new CheckError(name, 1, 1, "a stack file at " + file + "; there is none");
            }
            Stack stack = StackReader.read(name, text, path -> configText(folder, path));
            checked = Checks.withStorm(stack);
        } catch (CheckError e) {
            err.println(base + e.getMessage());
            return USAGE;
        }
        for (String note : checked.stack().notes()) {
            err.println("retry-workbench: note: " + note);
        }
        out.print(output.write(checked, base));
        out.flush();
        return checked.fails(threshold) ? FINDINGS : OK;
    }

    /**
     * Returns the text of the file at {@code path} relative to {@code folder}, or null when there is none;
     * throws for one that is too large to be a config or is not UTF-8 text.
     */
    private static String configText(Path folder, String path) throws CheckError {
        Path resolved = folder.resolve(path);
        if (!Files.isRegularFile(resolved)) {
            return null;
        }
        try {
            // A config's characters take at most 4 bytes each: a larger file cannot be read, so it is not.
            long size = Files.size(resolved);
            if (size > 4L * ConfigInput.MAX_CHARS) {
                throw new CheckError(path, 1, 1, "a config of at most " + ConfigInput.MAX_CHARS
                        + " characters; this file has " + size + " bytes");
            }
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(Files.readAllBytes(resolved))).toString();
        } catch (CharacterCodingException e) {
            throw new CheckError(path, 1, 1, "UTF-8 text");
        } catch (IOException e) {
            throw new CheckError(path, 1, 1, "a file this process can read (" + e.getMessage() + ")");
        }
    }

    /** Runs {@code convert FILE --from headers --to planner}: prints the planner inputs a response's headers give. */
    private static int convertHeaders(String file, String from, String to, InputStream stdin, PrintStream out,
            PrintStream err) {
        if (!HEADERS.equals(from) || !PLANNER.equals(to)) {
            err.println("retry-workbench: --from headers goes with --to planner, and --to planner with --from headers;"
                    + " see --help");
            return USAGE;
        }
        String text = readInput(file, stdin, err);
        if (text == null) {
            return USAGE;
        }
        HeadersReading reading = RateLimitHeaders.read(text);
        if (reading.error() != null) {
            err.println("retry-workbench: " + ("-".equals(file) ? "standard input" : file) + ": " + reading.error());
            return USAGE;
        }
        if (!reading.unused().isEmpty()) {
            err.println("retry-workbench: not used: " + String.join(", ", reading.unused()));
        }
        out.print(reading.json());
        out.flush();
        return OK;
    }

    /** Returns the text of {@code file} ("-": standard input), or null after saying on {@code err} why it cannot. */
    private static String readInput(String file, InputStream stdin, PrintStream err) {
        try {
            return "-".equals(file) ? new String(stdin.readAllBytes(), StandardCharsets.UTF_8)
                    : Files.readString(Path.of(file), StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            err.println("retry-workbench: no such file: " + file);
        } catch (IOException e) {
            err.println("retry-workbench: cannot read " + file + ": " + e.getMessage());
        }
        return null;
    }

    private static int serve(String[] args, PrintStream out, PrintStream err) {
        Path dir = Path.of("web", "target", "site");
        int port = 8080;
        for (int i = 1; i < args.length; i++) {
            if ("--port".equals(args[i]) && i + 1 < args.length) {
                try {
                    port = Integer.parseInt(args[++i]);
                } catch (NumberFormatException e) {
                    port = -1;
                }
                if (port < 0 || port > 65535) {
                    err.println("retry-workbench: --port must be a whole number from 0 to 65535");
                    return USAGE;
                }
            } else if (args[i].startsWith("-")) {
                err.println("retry-workbench: unknown option '" + args[i] + "' for serve; see --help");
                return USAGE;
            } else {
                dir = Path.of(args[i]);
            }
        }
        if (!Files.isRegularFile(dir.resolve("index.html"))) {
            err.println("retry-workbench: no index.html in " + dir + "; build the site first with: mvn -B package -DskipTests");
            return USAGE;
        }
        try {
            StaticServer server = StaticServer.start(dir, port);
            out.println("Serving " + dir.toAbsolutePath().normalize() + " at http://localhost:" + server.port() + "/ (Ctrl+C to stop)");
            out.println("Listening on " + server.urls() + " (this machine only)");
            return OK;
        } catch (IOException e) {
            err.println("retry-workbench: cannot listen on port " + port + ": " + e.getMessage()
                    + " (try --port 0 for a free port)");
            return USAGE;
        }
    }
}
