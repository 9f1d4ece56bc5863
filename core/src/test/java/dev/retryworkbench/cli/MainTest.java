package dev.retryworkbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
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
}
