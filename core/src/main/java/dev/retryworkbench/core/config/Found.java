package dev.retryworkbench.core.config;

import java.util.ArrayList;
import java.util.List;

/**
 * A member found anywhere in a parsed text: its value, the map holding it, and its path as people
 * read it ({@code virtual_hosts[0].routes[1].route.retry_policy}). Formats whose policy sits deep in
 * a larger file (Envoy, Istio, Kubernetes) search for it rather than demand one layout.
 *
 * @param path   the dotted path, with list indexes
 * @param value  the member's value
 * @param holder the map that holds the member
 */
record Found(String path, ConfigNode value, ConfigNode holder) {
    /** The deepest level searched; parsers already refuse deeper texts. */
    private static final int MAX_DEPTH = 64;

    /** Returns every member named {@code key} under {@code root}, in document order, not inside one another. */
    static List<Found> all(ConfigNode root, String key) {
        List<Found> found = new ArrayList<>();
        search(root, key, "", found, 0);
        return found;
    }

    /** Returns the first member named {@code key} under {@code root}, or null. */
    static Found first(ConfigNode root, String key) {
        List<Found> found = all(root, key);
        return found.isEmpty() ? null : found.get(0);
    }

    private static void search(ConfigNode node, String key, String path, List<Found> found, int depth) {
        if (depth > MAX_DEPTH || node.isScalar()) {
            return;
        }
        for (int i = 0; i < node.size(); i++) {
            String name = node.keyTextAt(i);
            String child = name == null ? path + "[" + i + "]" : (path.isEmpty() ? "" : path + ".") + name;
            if (key.equals(name) && (node.isMap() || node.isCall())) {
                found.add(new Found(child, node.valueAt(i), node));
            } else {
                search(node.valueAt(i), key, child, found, depth + 1);
            }
        }
    }
}
