package dev.retryworkbench.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;

/** Runs the command line: {@code java -jar retry-workbench.jar COMMAND ...}. */
public final class Main {
    static final int OK = 0;
    static final int USAGE = 2;

    static final String HELP = String.join("\n",
            "Retry Workbench: size retry policies before they take a dependency down.",
            "",
            "Usage:",
            "  java -jar retry-workbench.jar --help",
            "      Print this help.",
            "  java -jar retry-workbench.jar serve [DIR] [--port N]",
            "      Serve the built static site (default DIR: web/target/site) on",
            "      http://localhost:N/ (default N: 8080; 0 picks a free port).",
            "      Only this machine can connect. Stop with Ctrl+C.",
            "",
            "Exit status: 0 on success, 2 on a usage error.",
            "");

    private Main() {
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
            out.print(HELP);
            return args.length == 0 ? USAGE : OK;
        }
        if ("serve".equals(args[0])) {
            return serve(args, out, err);
        }
        err.println("retry-workbench: unknown command '" + args[0] + "'; see --help");
        return USAGE;
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
            return OK;
        } catch (IOException e) {
            err.println("retry-workbench: cannot listen on port " + port + ": " + e.getMessage()
                    + " (try --port 0 for a free port)");
            return USAGE;
        }
    }
}
