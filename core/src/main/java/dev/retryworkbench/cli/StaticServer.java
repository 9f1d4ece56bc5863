package dev.retryworkbench.cli;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Serves a folder of static files on the loopback interface only, for trying the site locally: on
 * 127.0.0.1 and, where the machine has IPv6, on [::1] at the same port, because "localhost" resolves
 * to either depending on the system.
 */
public final class StaticServer {
    private static final byte[] IPV4_LOOPBACK = {127, 0, 0, 1};
    private static final byte[] IPV6_LOOPBACK = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1};

    private final List<HttpServer> servers;

    private StaticServer(List<HttpServer> servers) {
        this.servers = servers;
    }

    /** Starts serving {@code root} on the loopback addresses at {@code port} (0 for any free port). */
    public static StaticServer start(Path root, int port) throws IOException {
        Path base = root.toAbsolutePath().normalize();
        List<HttpServer> servers = new ArrayList<>();
        HttpServer ipv4 = listen(base, InetAddress.getByAddress("localhost", IPV4_LOOPBACK), port);
        servers.add(ipv4);
        try {
            servers.add(listen(base, InetAddress.getByAddress("localhost", IPV6_LOOPBACK), ipv4.getAddress().getPort()));
        } catch (IOException e) {
            // No IPv6 loopback on this machine, or that port is taken there: IPv4 alone, as addresses() tells.
        }
        return new StaticServer(List.copyOf(servers));
    }

    private static HttpServer listen(Path base, InetAddress loopback, int port) throws IOException {
        HttpServer server = HttpServer.create(new InetSocketAddress(loopback, port), 0);
        server.createContext("/", exchange -> handle(base, exchange));
        server.start();
        return server;
    }

    /** Returns the port actually bound, the same on every address. */
    public int port() {
        return servers.get(0).getAddress().getPort();
    }

    /** Returns every address and port listened on: 127.0.0.1, then [::1] when it could be bound. */
    public List<InetSocketAddress> addresses() {
        List<InetSocketAddress> addresses = new ArrayList<>();
        for (HttpServer server : servers) {
            addresses.add(server.getAddress());
        }
        return addresses;
    }

    /** Returns the addresses listened on as URLs, joined for a message: {@code http://127.0.0.1:8080/ and http://[::1]:8080/}. */
    public String urls() {
        StringBuilder urls = new StringBuilder();
        for (InetSocketAddress address : addresses()) {
            // Java spells the IPv6 loopback 0:0:0:0:0:0:0:1; a browser's address bar takes [::1].
            String host = address.getAddress() instanceof Inet6Address ? "[::1]" : address.getAddress().getHostAddress();
            urls.append(urls.length() == 0 ? "" : " and ").append("http://").append(host)
                    .append(':').append(address.getPort()).append('/');
        }
        return urls.toString();
    }

    /** Stops the server at once. */
    public void stop() {
        for (HttpServer server : servers) {
            server.stop(0);
        }
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
                // The site's own 404 page when it has one, as a static host serves it.
                Path notFound = base.resolve("404.html");
                boolean page = Files.isRegularFile(notFound);
                send(exchange, 404, page ? contentType("404.html") : "text/plain; charset=utf-8",
                        "HEAD".equals(method) ? null : page ? Files.readAllBytes(notFound) : "Not found\n".getBytes());
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
