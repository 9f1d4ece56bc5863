package dev.retryworkbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.config.ConfigFormats;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MainTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        return Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @Test
    void helpPrintsUsageAndSucceeds() {
        assertThat(run("--help")).isEqualTo(0);
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("Usage:").contains("serve [DIR] [--port N]");
    }

    @Test
    void helpNamesConvertWithEveryFormatId() {
        assertThat(run("--help")).isEqualTo(0);
        String help = out.toString(StandardCharsets.UTF_8);
        assertThat(help).contains(
                "  java -jar retry-workbench.jar convert FILE [--from FORMAT|auto] [--to FORMAT|layer]\n");
        // Read as a sentence, the lines broken at 80 columns joined again.
        String words = help.replaceAll("\n +", " ");
        assertThat(words).contains("FORMAT is one of grpc, envoy, istio, linkerd-annotations, resilience4j, tenacity, urllib3, temporal,"
                + " kubernetes-job, gateway-api, linkerd, aws-config, celery, sidekiq, spring-retry, envoy-gateway,"
                + " polly; --to also takes openai, anthropic.");
        assertThat(words).contains("FORMAT is one of " + ConfigFormats.ids(true) + ";");
    }

    @Test
    void noCommandIsAUsageErrorWithTheHelpOnStandardError() {
        assertThat(run()).isEqualTo(2);
        assertThat(out.toString(StandardCharsets.UTF_8)).isEmpty();
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("Usage:").contains("serve [DIR] [--port N]");
    }

    @Test
    void theHelpBreaksALineOnlyWhereTheNextWordWouldPassEightyColumns() {
        String[] lines = Main.HELP.split("\n");
        for (int i = 0; i + 1 < lines.length; i++) {
            String next = lines[i + 1];
            String indent = next.substring(0, next.length() - next.stripLeading().length());
            boolean continues = !lines[i].isBlank() && !next.isBlank() && lines[i].startsWith(indent)
                    && !lines[i].startsWith(indent + " ") && !next.stripLeading().startsWith("java ")
                    && !next.stripLeading().startsWith("Example:") && !lines[i].endsWith(":") && !lines[i].endsWith(".");
            if (continues) {
                String firstWord = next.stripLeading().split(" ")[0];
                assertThat(lines[i].length() + 1 + firstWord.length()).as("line %d: %s", i + 1, lines[i])
                        .isGreaterThan(80);
            }
        }
    }

    @Test
    void unknownCommandIsAUsageError() {
        assertThat(run("frobnicate")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("unknown command 'frobnicate'");
    }

    @Test
    void serveRefusesAFolderWithoutASite(@TempDir Path dir) {
        assertThat(run("serve", dir.toString(), "--port", "0")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("no index.html");
    }

    @Test
    void staticServerServesFilesAndNothingOutsideTheFolder(@TempDir Path dir) throws IOException, InterruptedException {
        Files.writeString(dir.resolve("index.html"), "<p>hi</p>");
        StaticServer server = StaticServer.start(dir, 0);
        try {
            HttpClient client = HttpClient.newHttpClient();
            HttpResponse<String> index = client.send(HttpRequest.newBuilder(
                    URI.create("http://localhost:" + server.port() + "/")).build(), HttpResponse.BodyHandlers.ofString());
            assertThat(index.statusCode()).isEqualTo(200);
            assertThat(index.body()).isEqualTo("<p>hi</p>");
            assertThat(index.headers().firstValue("Content-Type")).hasValue("text/html; charset=utf-8");
            HttpResponse<String> escape = client.send(HttpRequest.newBuilder(
                    URI.create("http://localhost:" + server.port() + "/../../etc/passwd")).build(), HttpResponse.BodyHandlers.ofString());
            assertThat(escape.statusCode()).isEqualTo(404);
        } finally {
            server.stop();
        }
    }

    @Test
    void staticServerAnswersOnBothLoopbackAddressesAndNoOther(@TempDir Path dir) throws IOException, InterruptedException {
        Files.writeString(dir.resolve("index.html"), "<p>hi</p>");
        Files.writeString(dir.resolve("404.html"), "<p>no such page</p>");
        StaticServer server = StaticServer.start(dir, 0);
        try {
            assertThat(server.addresses()).allSatisfy(address -> {
                assertThat(address.getAddress().isLoopbackAddress()).as(address.toString()).isTrue();
                assertThat(address.getPort()).isEqualTo(server.port());
            });
            assertThat(server.urls()).startsWith("http://127.0.0.1:" + server.port() + "/");
            HttpClient client = HttpClient.newHttpClient();
            HttpResponse<String> ipv4 = client.send(HttpRequest.newBuilder(
                    URI.create("http://127.0.0.1:" + server.port() + "/")).build(), HttpResponse.BodyHandlers.ofString());
            assertThat(ipv4.body()).isEqualTo("<p>hi</p>");
            HttpResponse<String> missing = client.send(HttpRequest.newBuilder(
                    URI.create("http://127.0.0.1:" + server.port() + "/no/such/page.html")).build(), HttpResponse.BodyHandlers.ofString());
            assertThat(missing.statusCode()).isEqualTo(404);
            assertThat(missing.body()).isEqualTo("<p>no such page</p>");

            Assumptions.assumeTrue(ipv6LoopbackWorks(), "this machine has no IPv6 loopback");
            assertThat(server.urls()).isEqualTo("http://127.0.0.1:" + server.port() + "/ and http://[::1]:" + server.port() + "/");
            HttpResponse<String> ipv6 = client.send(HttpRequest.newBuilder(
                    URI.create("http://[::1]:" + server.port() + "/")).build(), HttpResponse.BodyHandlers.ofString());
            assertThat(ipv6.statusCode()).isEqualTo(200);
            assertThat(ipv6.body()).isEqualTo("<p>hi</p>");
        } finally {
            server.stop();
        }
    }

    private static boolean ipv6LoopbackWorks() {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getByName("::1"))) {
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    private static final String PLANNER_INPUTS = "{\"format\": \"retry-workbench/worksheet\", \"version\": 1,"
            + " \"tool\": \"planner\", \"inputs\": {\"baseDelaySeconds\": 1, \"multiplier\": 2, \"maxDelaySeconds\": 32,"
            + " \"attempts\": 5, \"jitter\": \"full\", \"rpmLimit\": 1000, \"tpmLimit\": 400000,"
            + " \"tokensPerAttempt\": 4000, \"attemptLatencySeconds\": 4, \"plannedConcurrency\": 8,"
            + " \"successRate\": 0.5, \"arrivalPerMinute\": 20, \"backlog\": 5000}}";

    private int compute(String stdin, String... args) {
        return Main.compute(args, new java.io.ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @Test
    void computePrintsTheCompleteWorksheetAndIsAFixedPoint(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("plan.json");
        Files.writeString(file, PLANNER_INPUTS);
        assertThat(compute("", "compute", file.toString())).isEqualTo(0);
        String first = out.toString(StandardCharsets.UTF_8);
        assertThat(first).contains("\"drainMinutes\": 166.66666666666666,").contains("\"retryTax\": 0.4838709677419355,");
        out.reset();
        assertThat(compute(first, "compute", "-")).isEqualTo(0);
        assertThat(out.toString(StandardCharsets.UTF_8)).isEqualTo(first);
        assertThat(err.toString(StandardCharsets.UTF_8)).isEmpty();
    }

    @Test
    void computeRecomputesALatencyWorksheetAndRefusesABadValueOnOneLine() {
        String latency = "{\"format\": \"retry-workbench/worksheet\", \"version\": 1, \"tool\": \"latency\","
                + " \"inputs\": {\"calls\": 1000, \"hedging\": {\"delayMs\": 100, \"maxAttempts\": 3}}}";
        assertThat(compute(latency, "compute", "-")).isEqualTo(0);
        String first = out.toString(StandardCharsets.UTF_8);
        assertThat(first).contains("\"tool\": \"latency\"").contains("\"hedging\": {\"delayMs\": 100, \"maxAttempts\": 3},")
                .contains("{\"name\": \"envoy-hedge-at-p95\", ");
        out.reset();
        assertThat(compute(first, "compute", "-")).isEqualTo(0);
        assertThat(out.toString(StandardCharsets.UTF_8)).isEqualTo(first);
        out.reset();
        assertThat(compute(latency.replace("\"calls\": 1000", "\"calls\": 10000000"), "compute", "-")).isEqualTo(2);
        assertThat(out.toString(StandardCharsets.UTF_8)).isEmpty();
        assertThat(err.toString(StandardCharsets.UTF_8)).isEqualTo("retry-workbench: inputs.calls: Calls simulated must"
                + " be a whole number from 1,000 to 1,000,000 (you entered \u201c10000000\u201d).\n");
    }

    /** The worked example's storm worksheet as Part 2 exported it, with a small survival map's axes. */
    private static String stormWithMap(String map) throws IOException {
        try (java.io.InputStream in = MainTest.class.getResourceAsStream(
                "/dev/retryworkbench/core/storm/pinned/worked-example.json")) {
            String pinned = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            return pinned.replaceFirst("\"inputs\": \\{", "\"inputs\": {\"map\": " + map + ", ");
        }
    }

    @Test
    void computeWithMapAddsTheSurvivalMapAndIsAFixedPoint() throws IOException {
        String worksheet = stormWithMap("{\"values\": [1.5, 3], \"durationsSeconds\": [5, 9, 60]}");
        assertThat(compute(worksheet, "compute", "-", "--map")).isEqualTo(0);
        String first = out.toString(StandardCharsets.UTF_8);
        assertThat(first).contains("\"map\": {\"axis\": \"rate\", \"values\": [1.5, 3], \"durationsSeconds\": [5, 9, 60]}")
                .contains("\"survivalMap\": {").contains("\"leftOutDurationsSeconds\": [60]")
                .contains("\"strategy\": \"no-retries\",");
        out.reset();
        assertThat(compute(first, "compute", "-", "--map")).isEqualTo(0);
        assertThat(out.toString(StandardCharsets.UTF_8)).isEqualTo(first);
        out.reset();
        assertThat(compute(first, "compute", "-")).isEqualTo(0);
        assertThat(out.toString(StandardCharsets.UTF_8)).doesNotContain("survivalMap").doesNotContain("\"map\"");
        out.reset();
        assertThat(compute(worksheet, "compute", "-", "--map", "--format", "csv")).isEqualTo(0);
        String csv = out.toString(StandardCharsets.UTF_8);
        assertThat(csv).startsWith("strategy,durationSeconds,value,recovered,recoverySeconds\r\n")
                .contains("\r\nentered,9,3,false,\r\n");
        // Twelve strategies (the two hedging ones last) times two durations times two severities, and the header.
        assertThat(csv.split("\r\n")).hasSize(49);
        assertThat(csv).contains("\r\nhedging,9,3,").contains("\r\nenvoy-hedging,5,1.5,");
        out.reset();
        assertThat(compute(worksheet, "compute", "-", "--map", "--format", "markdown")).isEqualTo(0);
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("## The edge of safety")
                .contains("| Strategy | Knee (requests/s) |");
        assertThat(err.toString(StandardCharsets.UTF_8)).isEmpty();
    }

    @Test
    void computeWithMapRefusesBadAxesAndOtherTools() throws IOException {
        assertThat(compute(stormWithMap("{\"values\": [3, 2]}"), "compute", "-", "--map")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).startsWith("retry-workbench: inputs.map: Severities must be")
                .contains("2 does not follow 3");
        err.reset();
        assertThat(compute(PLANNER_INPUTS, "compute", "-", "--map")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("--map applies to storm worksheets only");
        assertThat(out.toString(StandardCharsets.UTF_8)).isEmpty();
    }

    @Test
    void computePrintsMarkdownAndCsvLikeThePage() {
        assertThat(compute(PLANNER_INPUTS, "compute", "-", "--format", "markdown")).isEqualTo(0);
        assertThat(out.toString(StandardCharsets.UTF_8)).startsWith("# 429 backoff planner\n").contains("| Backlog drain | 166.7 min |  |");
        out.reset();
        assertThat(compute(PLANNER_INPUTS, "compute", "-", "--format=csv")).isEqualTo(0);
        assertThat(out.toString(StandardCharsets.UTF_8)).startsWith("attempt,rawSeconds,").endsWith("4,8,0,4,8,7.5\r\n");
    }

    @Test
    void minimalWorksheetsComputeWithTheDefaultsAndUnknownMembersAreOneWarningLine() {
        String storm = "{\"format\": \"retry-workbench/worksheet\", \"version\": 1, \"tool\": \"storm\","
                + " \"inputs\": {\"clients\": 5, \"budget\": {\"kind\": \"none\"}}}";
        assertThat(compute(storm, "compute", "-")).isEqualTo(0);
        String computed = out.toString(StandardCharsets.UTF_8);
        assertThat(computed).contains("\"clients\": 5,").contains("\"retryCost\": 5,").contains("\"jitter\": \"none\",")
                .contains("\"requests\": ");
        assertThat(err.toString(StandardCharsets.UTF_8)).isEmpty();
        out.reset();
        assertThat(compute(computed, "compute", "-")).isEqualTo(0);
        assertThat(out.toString(StandardCharsets.UTF_8)).isEqualTo(computed);

        out.reset();
        String typo = "{\"format\": \"retry-workbench/worksheet\", \"version\": 1, \"tool\": \"planner\","
                + " \"inputs\": {\"rpmLimit\": 1000, \"atempts\": 3, \"layers\": {}}}";
        assertThat(compute(typo, "compute", "-", "--format", "markdown")).isEqualTo(0);
        assertThat(out.toString(StandardCharsets.UTF_8)).startsWith("# 429 backoff planner\n");
        assertThat(err.toString(StandardCharsets.UTF_8)).isEqualTo("retry-workbench: warning: Ignored 2 members the 429"
                + " backoff planner does not know: inputs.atempts (did you mean attempts?), inputs.layers.\n");
    }

    @Test
    void invalidInputIsOneLineNamingFieldValueAndRange() {
        assertThat(compute(PLANNER_INPUTS.replace("\"attempts\": 5", "\"attempts\": 500"), "compute", "-")).isEqualTo(2);
        assertThat(out.toString(StandardCharsets.UTF_8)).isEmpty();
        assertThat(err.toString(StandardCharsets.UTF_8)).isEqualTo("retry-workbench: inputs.attempts: Attempt cap must be a whole"
                + " number from 1 to 100 (you entered \u201c500\u201d).\n");
    }

    @Test
    void anythingElseIsRefusedWithExitStatusTwo(@TempDir Path dir) {
        assertThat(compute("a,b\n1,2\n", "compute", "-")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).startsWith("retry-workbench: This file is not a Retry Workbench worksheet")
                .hasLineCount(1);
        err.reset();
        assertThat(compute("", "compute", dir.resolve("missing.json").toString())).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).startsWith("retry-workbench: no such file: ");
        err.reset();
        assertThat(compute(PLANNER_INPUTS, "compute", "-", "--format", "pdf")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("--format must be json, markdown or csv");
        err.reset();
        assertThat(compute("", "compute")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("compute needs a worksheet FILE");
    }

    private int convert(String stdin, String... args) {
        return Main.convert(args, new java.io.ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @Test
    void convertPrintsTheLayerReadFromStandardInput() {
        String grpc = "{\"methodConfig\": [{\"name\": [{}], \"timeout\": \"10s\", \"retryPolicy\": {\"maxAttempts\": 4,"
                + " \"initialBackoff\": \"0.1s\", \"maxBackoff\": \"1s\", \"backoffMultiplier\": 2,"
                + " \"retryableStatusCodes\": [\"UNAVAILABLE\"]}}], \"retryThrottling\": {\"maxTokens\": 10, \"tokenRatio\": 0.1}}";
        assertThat(convert(grpc, "convert", "-", "--to", "layer")).isEqualTo(0);
        assertThat(out.toString(StandardCharsets.UTF_8)).isEqualTo(String.join("\n",
                "{",
                "  \"role\": \"sdk\",",
                "  \"attempts\": 4,",
                "  \"initialBackoffMs\": 100,",
                "  \"maxBackoffMs\": 1000,",
                "  \"multiplier\": 2,",
                "  \"shape\": \"exponential\",",
                "  \"jitter\": \"proportional\",",
                "  \"jitterLow\": 0.8,",
                "  \"jitterHigh\": 1.2,",
                "  \"timeoutMs\": 10000,",
                "  \"budget\": {",
                "    \"kind\": \"grpc-throttling\",",
                "    \"maxTokens\": 10,",
                "    \"tokenRatio\": 0.1",
                "  },",
                "  \"retryOn\": [\"unavailable\"],",
                "  \"format\": \"grpc\",",
                "  \"notModelled\": [",
                "    \"methodConfig[0].name\"",
                "  ],",
                "  \"approximated\": [],",
                "  \"hiddenDefaults\": []",
                "}",
                ""));
    }

    @Test
    void convertCarriesAHedgingPolicyToTheLayerAndToAnotherFormat() {
        // grpc-java's hedging example (examples/.../hedging_service_config.json): 3 attempts, one every second.
        String grpc = "{\"methodConfig\": [{\"name\": [{\"service\": \"helloworld.Greeter\"}], \"hedgingPolicy\":"
                + " {\"maxAttempts\": 3, \"hedgingDelay\": \"1s\"}}]}";
        assertThat(convert(grpc, "convert", "-", "--to", "layer")).isEqualTo(0);
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("\"role\": \"sdk\",", "\"attempts\": 3,",
                "\"hedging\": {\"delayMs\": 1000, \"maxAttempts\": 3},",
                "\"methodConfig[0].hedgingPolicy.nonFatalStatusCodes\"");
        out.reset();
        assertThat(convert(grpc, "convert", "-", "--to", "polly")).isEqualTo(0);
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("MaxHedgedAttempts = 2,",
                "Delay = TimeSpan.FromSeconds(1),");
    }

    @Test
    void convertWritesAnotherFormatFromAFile(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("route.yaml");
        Files.writeString(file, "retry_policy:\n  num_retries: 3\n  retry_back_off: {base_interval: 0.1s, max_interval: 1s}\n");
        assertThat(run("convert", file.toString(), "--from", "envoy", "--to", "grpc")).isEqualTo(0);
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("\"maxAttempts\": 4", "\"initialBackoff\": \"0.1s\"",
                "\"_comment\"", "random(0.8, 1.2)");
    }

    @Test
    void convertRefusesTextItCannotReadWithOneLine() {
        assertThat(convert("retry_policy:\n  num_retries: [3\n", "convert", "-")).isEqualTo(2);
        assertThat(out.toString(StandardCharsets.UTF_8)).isEmpty();
        String line = err.toString(StandardCharsets.UTF_8);
        assertThat(line).startsWith("retry-workbench: standard input: line 3, column 1: expected ']' to close the '[' at line 2, column 16");
        assertThat(line.trim()).doesNotContain("\n");
    }

    @Test
    void convertRefusesAnUnknownFormat() {
        assertThat(convert("{}", "convert", "-", "--to", "yaml")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("--to must be layer or one of grpc, envoy");
    }

    @Test
    void convertPrintsThePlannerInputsAResponsesHeadersGive() {
        String headers = "HTTP/2 429\ndate: Sun, 06 Dec 2026 04:00:00 GMT\nx-ratelimit-limit-requests: 500\n"
                + "x-ratelimit-limit-tokens: 30000\nx-ratelimit-remaining-tokens: 0\nx-ratelimit-reset-tokens: 1m30.5s\n"
                + "retry-after: 7\n";
        assertThat(convert(headers, "convert", "-", "--from", "headers", "--to", "planner")).isEqualTo(0);
        assertThat(out.toString(StandardCharsets.UTF_8)).isEqualTo("{\n  \"provider\": \"openai\",\n"
                + "  \"rpmLimit\": 500,\n  \"tpmLimit\": 30000,\n  \"retryAfterSeconds\": 7\n}\n");
        assertThat(err.toString(StandardCharsets.UTF_8)).isEqualTo("retry-workbench: not used: date\n");
    }

    @Test
    void convertRefusesHeadersItCannotReadWithOneLine() {
        assertThat(convert("x-ratelimit-limit-tokens: 30000\nx-ratelimit-reset-tokens: 90 seconds\n", "convert", "-",
                "--from", "headers", "--to", "planner")).isEqualTo(2);
        assertThat(out.toString(StandardCharsets.UTF_8)).isEmpty();
        assertThat(err.toString(StandardCharsets.UTF_8)).isEqualTo("retry-workbench: standard input:"
                + " x-ratelimit-reset-tokens of \u201c90 seconds\u201d is not a duration such as 6m0s, 1s or 120ms."
                + " Nothing was changed.\n");
        out.reset();
        err.reset();
        assertThat(convert("server: cloudflare\n", "convert", "-", "--from", "headers", "--to", "planner"))
                .isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).startsWith("retry-workbench: standard input: The text has no"
                + " rate-limit headers");
        err.reset();
        assertThat(convert("retry-after: 1\n", "convert", "-", "--from", "headers")).isEqualTo(2);
        assertThat(err.toString(StandardCharsets.UTF_8)).contains("--from headers goes with --to planner");
    }
}
