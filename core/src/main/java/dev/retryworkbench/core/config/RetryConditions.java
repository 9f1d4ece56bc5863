package dev.retryworkbench.core.config;

import dev.retryworkbench.core.text.Ascii;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * What a retry happens on, as a config text names it: read, not simulated, but carried by the block so
 * that "Copy as" writes the same conditions where the target has them. One vocabulary for every format,
 * Envoy's (its {@code retry_on} and {@code x-envoy-retry-grpc-on} names, docs
 * configuration/http/http_filters/router_filter.rst): HTTP classes ({@code 5xx}, {@code gateway-error},
 * {@code retriable-4xx}), transport failures ({@code reset}, {@code connect-failure}, ...), gRPC status
 * codes in lower case with hyphens ({@code unavailable}, {@code deadline-exceeded}), and HTTP status
 * codes ({@code 503}; a range {@code 500-504} is its codes).
 *
 * @param on the conditions, sorted, each once
 */
public record RetryConditions(List<String> on) {
    /** The gRPC status codes but OK, in gRPC's order (grpc/grpc doc/statuscodes.md), in this vocabulary. */
    static final String[] GRPC_CODES = {"cancelled", "unknown", "invalid-argument", "deadline-exceeded", "not-found",
        "already-exists", "permission-denied", "resource-exhausted", "failed-precondition", "aborted", "out-of-range",
        "unimplemented", "internal", "unavailable", "data-loss", "unauthenticated"};
    /** The gRPC codes Envoy, Istio and Linkerd retry on. */
    static final String[] MESH_GRPC = {"cancelled", "deadline-exceeded", "internal", "resource-exhausted", "unavailable"};
    /** Envoy's other retry_on conditions. */
    static final String[] ENVOY_HTTP = {"5xx", "gateway-error", "reset", "reset-before-request", "connect-failure",
        "envoy-ratelimited", "retriable-4xx", "refused-stream", "retriable-headers", "http3-post-connect-failure"};

    public RetryConditions {
        List<String> sorted = new ArrayList<>();
        for (String token : on) {
            Objects.requireNonNull(token, "condition");
            if (token.isEmpty()) {
                throw new IllegalArgumentException("an empty retry condition");
            }
            int at = 0;
            while (at < sorted.size() && sorted.get(at).compareTo(token) < 0) {
                at++;
            }
            if (at == sorted.size() || !sorted.get(at).equals(token)) {
                sorted.add(at, token);
            }
        }
        on = List.copyOf(sorted);
    }

    /**
     * Returns the conditions of a comma-separated list, each trimmed and in lower case; ranges become codes.
     * Envoy's {@code retriable-status-codes} only says that the listed codes retry: it is left out.
     */
    static RetryConditions parse(String list) {
        List<String> tokens = new ArrayList<>();
        for (String part : parts(list)) {
            String token = Ascii.lower(part.trim());
            if (token.equals(BY_CODE)) {
                continue;
            }
            int dash = token.indexOf('-');
            if (dash == 3 && isCode(token.substring(0, 3)) && isCode(token.substring(4))) {
                for (int code = Integer.parseInt(token.substring(0, 3)); code <= Integer.parseInt(token.substring(4));
                        code++) {
                    tokens.add(String.valueOf(code));
                }
            } else if (!token.isEmpty()) {
                tokens.add(token);
            }
        }
        return new RetryConditions(tokens);
    }

    /** Envoy's condition that turns on its {@code retriable_status_codes}. */
    static final String BY_CODE = "retriable-status-codes";

    /** Returns the comma-separated parts of a list. */
    static List<String> parts(String list) {
        List<String> parts = new ArrayList<>();
        int start = 0;
        for (int i = 0; i <= list.length(); i++) {
            if (i == list.length() || list.charAt(i) == ',') {
                parts.add(list.substring(start, i));
                start = i + 1;
            }
        }
        return parts;
    }

    /** Returns true for an HTTP status code, 100 to 599. */
    static boolean isCode(String token) {
        if (token.length() != 3) {
            return false;
        }
        for (int i = 0; i < 3; i++) {
            if (token.charAt(i) < '0' || token.charAt(i) > '9') {
                return false;
            }
        }
        return token.charAt(0) >= '1' && token.charAt(0) <= '5';
    }

    static boolean among(String token, String[] names) {
        for (String name : names) {
            if (name.equals(token)) {
                return true;
            }
        }
        return false;
    }

    /** Returns the conditions in {@code names}, or HTTP codes when {@code names} is null. */
    List<String> kept(String[] names) {
        List<String> kept = new ArrayList<>();
        for (String token : on) {
            if (names == null ? isCode(token) : among(token, names)) {
                kept.add(token);
            }
        }
        return kept;
    }

    /** Returns the conditions neither in {@code names} nor, when {@code codes}, HTTP codes. */
    List<String> without(boolean codes, String[]... names) {
        List<String> left = new ArrayList<>();
        for (String token : on) {
            boolean known = codes && isCode(token);
            for (String[] list : names) {
                known |= among(token, list);
            }
            if (!known) {
                left.add(token);
            }
        }
        return left;
    }

    /** Returns the conditions joined by commas. */
    String joined() {
        return String.join(",", on);
    }
}
