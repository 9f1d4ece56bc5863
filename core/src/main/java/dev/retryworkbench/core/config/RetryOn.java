package dev.retryworkbench.core.config;

import dev.retryworkbench.core.text.Ascii;
import java.util.ArrayList;
import java.util.List;

/**
 * Which failures a layer retries, as the config texts that say so name them: a set of conditions, each
 * one of
 * <ul>
 * <li>an HTTP status code, {@code "503"}, or a range of them, {@code "500-599"} (Linkerd's {@code 5xx});
 * <li>a gRPC status code in lower case with hyphens, {@code "unavailable"}, {@code "resource-exhausted"}
 * (gRPC's {@code UNAVAILABLE}; Envoy's {@code retry_on} names five of them so);
 * <li>one of Envoy's HTTP conditions, {@code "5xx"}, {@code "reset"}, {@code "connect-failure"}, ...
 * </ul>
 * The conditions are kept sorted, so two texts that list the same ones in another order hold the same
 * set. Names: gRPC's codes from grpc/grpc {@code doc/statuscodes.md}; Envoy's from envoyproxy/envoy
 * {@code envoy/http/header_map.h} at e05a2af ({@code EnvoyRetryOnValues}, {@code EnvoyRetryOnGrpcValues}).
 *
 * @param conditions the conditions, sorted, none twice, at least one
 */
public record RetryOn(List<String> conditions) {
    /** gRPC's status codes, by number. */
    private static final String[] GRPC = {"ok", "cancelled", "unknown", "invalid-argument", "deadline-exceeded",
        "not-found", "already-exists", "permission-denied", "resource-exhausted", "failed-precondition", "aborted",
        "out-of-range", "unimplemented", "internal", "unavailable", "data-loss", "unauthenticated"};
    /** The gRPC codes Envoy's {@code retry_on} (and {@code x-envoy-retry-grpc-on}) names. */
    private static final String[] ENVOY_GRPC = {"cancelled", "deadline-exceeded", "internal", "resource-exhausted",
        "unavailable"};
    /**
     * Envoy's HTTP conditions, less {@code retriable-status-codes}, for which the codes themselves stand (a
     * text's {@code retriable_status_codes} retry only with it).
     */
    private static final String[] ENVOY_HTTP = {"5xx", "gateway-error", "connect-failure", "envoy-ratelimited",
        "refused-stream", "retriable-4xx", "retriable-headers", "reset", "reset-before-request",
        "http3-post-connect-failure"};
    /**
     * Envoy's conditions that Envoy Gateway's {@code retryOn.triggers} cannot name: its {@code TriggerEnum}
     * (envoyproxy/gateway {@code api/v1alpha1/retry_types.go} at d32f282) lists the others.
     */
    private static final String[] NOT_ENVOY_GATEWAY = {"envoy-ratelimited", "retriable-headers",
        "http3-post-connect-failure"};
    /** Envoy's condition that turns its {@code retriable_status_codes} on. */
    static final String STATUS_CODES = "retriable-status-codes";

    /** Creates a set; throws {@link IllegalArgumentException} for a condition none of the formats names. */
    public RetryOn {
        List<String> sorted = new ArrayList<>();
        for (String condition : conditions) {
            if (!known(condition)) {
                throw new IllegalArgumentException("not a retry condition: " + condition);
            }
            int at = 0;
            while (at < sorted.size() && sorted.get(at).compareTo(condition) < 0) {
                at++;
            }
            if (at == sorted.size() || !sorted.get(at).equals(condition)) {
                sorted.add(at, condition);
            }
        }
        if (sorted.isEmpty()) {
            throw new IllegalArgumentException("no retry condition");
        }
        conditions = List.copyOf(sorted);
    }

    /** Returns the set of these conditions, or null when the list is empty. */
    static RetryOn ofOrNull(List<String> conditions) {
        return conditions.isEmpty() ? null : new RetryOn(conditions);
    }

    /** Reads {@link #text}'s text back; null for null, "" or a text that is not one. */
    public static RetryOn decode(String text) {
        List<String> conditions = text == null ? List.of() : items(text);
        for (String condition : conditions) {
            if (!known(condition)) {
                return null;
            }
        }
        return ofOrNull(conditions);
    }

    /** Returns the items of a list separated by commas, each without the spaces around it; none empty. */
    static List<String> items(String text) {
        List<String> items = new ArrayList<>();
        int from = 0;
        for (int i = 0; i <= text.length(); i++) {
            if (i == text.length() || text.charAt(i) == ',') {
                String item = text.substring(from, i).trim();
                if (!item.isEmpty()) {
                    items.add(item);
                }
                from = i + 1;
            }
        }
        return items;
    }

    /** Returns the conditions separated by commas, as Envoy's {@code retry_on} writes them. */
    public String text() {
        return String.join(",", conditions);
    }

    static boolean known(String condition) {
        return isCode(condition) || isRange(condition) || isGrpc(condition) || listed(ENVOY_HTTP, condition);
    }

    /** Returns true for an HTTP status code from 100 to 599. */
    static boolean isCode(String condition) {
        if (condition.length() != 3) {
            return false;
        }
        for (int i = 0; i < 3; i++) {
            char c = condition.charAt(i);
            if (c < '0' || c > '9' || i == 0 && (c < '1' || c > '5')) {
                return false;
            }
        }
        return true;
    }

    /** Returns true for a range of HTTP status codes, "500-599", its first below its last. */
    static boolean isRange(String condition) {
        return condition.length() == 7 && condition.charAt(3) == '-' && isCode(condition.substring(0, 3))
                && isCode(condition.substring(4)) && condition.substring(0, 3).compareTo(condition.substring(4)) < 0;
    }

    /** Returns true for a gRPC status code other than OK. */
    static boolean isGrpc(String condition) {
        return !condition.equals("ok") && listed(GRPC, condition);
    }

    /** Returns true for a condition Envoy's {@code retry_on} names (an HTTP condition or one of five gRPC codes). */
    static boolean isEnvoy(String condition) {
        return listed(ENVOY_HTTP, condition) || listed(ENVOY_GRPC, condition);
    }

    /** Returns true for a condition Envoy Gateway's {@code retryOn.triggers} names. */
    static boolean isEnvoyGateway(String condition) {
        return isEnvoy(condition) && !listed(NOT_ENVOY_GATEWAY, condition);
    }

    /**
     * Returns the gRPC code's condition for its name ("UNAVAILABLE", any case) or number ("14", as grpc-go's
     * codes.Code UnmarshalJSON takes it, codes/codes.go at 8cd6467), or null.
     */
    static String grpcCondition(String name) {
        for (int i = 1; i < GRPC.length; i++) {
            if (name.equals(Integer.toString(i))) {
                return GRPC[i];
            }
        }
        String condition = Ascii.lower(name).replace('_', '-');
        return isGrpc(condition) ? condition : null;
    }

    /** Returns the name gRPC's service config gives the condition's code ("UNAVAILABLE"). */
    static String grpcName(String condition) {
        return Ascii.upper(condition).replace('-', '_');
    }

    private static boolean listed(String[] names, String condition) {
        for (String name : names) {
            if (name.equals(condition)) {
                return true;
            }
        }
        return false;
    }
}
