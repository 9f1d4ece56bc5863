package dev.retryworkbench.core.config;

/**
 * Protocol buffers' JSON mapping names each field in lowerCamelCase ({@code numRetries}) and its parsers
 * accept that name and the proto field name ({@code num_retries}) alike (protobuf.dev, proto3 JSON
 * mapping): Envoy reads both, and its admin {@code config_dump}, xDS dumps and Envoy Gateway write the
 * camelCase ones. The readers look members up by the proto names, so a text is brought to them first.
 */
final class ProtoNames {
    private ProtoNames() {
    }

    /**
     * Returns the tree with every map key in lowerCamelCase renamed to its proto field name, or the same
     * node when no key needs it. Keys that are not identifiers ({@code @type}, {@code envoy.filters.x})
     * are kept as written.
     */
    static ConfigNode snakeCase(ConfigNode node) {
        return snakeCase(node, 0);
    }

    private static ConfigNode snakeCase(ConfigNode node, int depth) {
        if (depth > CodeText.MAX_DEPTH || !needed(node, depth)) {
            return node;
        }
        ConfigNode copy = node.isMap() ? ConfigNode.map(node.line(), node.column())
                : ConfigNode.list(node.line(), node.column());
        for (int i = 0; i < node.size(); i++) {
            ConfigNode value = snakeCase(node.valueAt(i), depth + 1);
            ConfigNode key = node.keyAt(i);
            if (key == null) {
                copy.add(value);
            } else {
                String name = protoName(key.text());
                copy.put(name.equals(key.text()) ? key : ConfigNode.scalar(name, key.quoted(), key.line(), key.column()),
                        value);
            }
        }
        return copy;
    }

    private static boolean needed(ConfigNode node, int depth) {
        if (depth > CodeText.MAX_DEPTH || !node.isMap() && !node.isList()) {
            return false;
        }
        for (int i = 0; i < node.size(); i++) {
            String key = node.keyTextAt(i);
            if (key != null && !protoName(key).equals(key) || needed(node.valueAt(i), depth + 1)) {
                return true;
            }
        }
        return false;
    }

    /** Returns {@code retry_back_off} for {@code retryBackOff}; any other key unchanged. */
    static String protoName(String key) {
        if (key.isEmpty() || key.charAt(0) < 'a' || key.charAt(0) > 'z') {
            return key;
        }
        StringBuilder sb = new StringBuilder(key.length() + 4);
        for (int i = 0; i < key.length(); i++) {
            char c = key.charAt(i);
            if (c >= 'A' && c <= 'Z') {
                sb.append('_').append((char) (c - 'A' + 'a'));
            } else if (c >= 'a' && c <= 'z' || c >= '0' && c <= '9') {
                sb.append(c);
            } else {
                return key;
            }
        }
        return sb.toString();
    }
}
