package dev.retryworkbench.cli;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;

/** Serves a folder of static files on the loopback interface, for trying the site locally. */
public final class StaticServer {
    private final HttpServer server;

    private StaticServer(HttpServer server) {
        this.server = server;
    }

    /** Starts serving {@code root} on 127.0.0.1 at {@code port} (0 for any free port). */
    public static StaticServer start(Path root, int port) throws IOException {
        Path base = root.toAbsolutePath().normalize();
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 0);
        server.createContext("/", exchange -> handle(base, exchange));
        server.start();
        return new StaticServer(server);
    }

    /** Returns the port actually bound. */
    public int port() {
        return server.getAddress().getPort();
    }

    /** Stops the server at once. */
    public void stop() {
        server.stop(0);
    }

    private static void handle(Path base, HttpExchange exchange) throws IOException {
        try (exchange) {
            String method = exchange.getRequestMethod();
            if (!"GET".equals(method) && !"HEAD".equals(method)) {
                send(exchange, 405, "text/plain; charset=utf-8", "Method not allowed\n".getBytes());
                return;
            }
            String path = URI.create(exchange.getRequestURI().getRawPath()).getPath();
            if (path.endsWith("/")) {
                path += "index.html";
            }
            Path file = base.resolve(path.substring(1)).normalize();
            if (!file.startsWith(base) || !Files.isRegularFile(file)) {
                send(exchange, 404, "text/plain; charset=utf-8", "Not found\n".getBytes());
                return;
            }
            byte[] body = Files.readAllBytes(file);
            send(exchange, 200, contentType(file.getFileName().toString()), "HEAD".equals(method) ? null : body);
        }
    }

    private static void send(HttpExchange exchange, int status, String type, byte[] body) throws IOException {
        exchange.getResponseHeaders().set("Content-Type", type);
        exchange.getResponseHeaders().set("Cache-Control", "no-cache");
        exchange.getResponseHeaders().set("X-Content-Type-Options", "nosniff");
        exchange.sendResponseHeaders(status, body == null ? -1 : body.length);
        if (body != null) {
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        }
    }

    static String contentType(String name) {
        int dot = name.lastIndexOf('.');
        String extension = dot < 0 ? "" : name.substring(dot + 1);
        switch (extension) {
            case "html": return "text/html; charset=utf-8";
            case "css": return "text/css; charset=utf-8";
            case "js": return "text/javascript; charset=utf-8";
            case "svg": return "image/svg+xml";
            case "png": return "image/png";
            case "json": return "application/json";
            case "md": return "text/markdown; charset=utf-8";
            default: return "application/octet-stream";
        }
    }
}
