package dev.retryworkbench.core.check;

import dev.retryworkbench.core.amplification.AmplificationFields;
import dev.retryworkbench.core.amplification.LayerChain;
import dev.retryworkbench.core.amplification.LayerPolicy;
import dev.retryworkbench.core.amplification.LayerStack;
import dev.retryworkbench.core.config.ConfigBlock;
import dev.retryworkbench.core.config.ConfigError;
import dev.retryworkbench.core.config.ConfigFormats;
import dev.retryworkbench.core.config.ConfigInput;
import dev.retryworkbench.core.config.ConfigNode;
import dev.retryworkbench.core.config.ConfigReading;
import dev.retryworkbench.core.config.LayerSource;
import dev.retryworkbench.core.config.Position;
import dev.retryworkbench.core.config.Values;
import dev.retryworkbench.core.form.Bounds;
import dev.retryworkbench.core.form.NumberField;
import dev.retryworkbench.core.policy.BackoffShape;
import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.policy.RetryPolicy;
import dev.retryworkbench.core.policy.Role;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads a stack file (YAML or JSON, with the config readers' own parsers) and the config files it names,
 * through {@link ConfigFiles}, so the same reading serves the command line and a page. Every text it
 * cannot read gives a {@link CheckError}: the file, line, column and what was expected.
 */
public final class StackReader {
    /** The stack file's keys. */
    private static final String[] STACK_KEYS = {"deadlineMs", "attemptTimeoutMs", "layers", "limits", "storm"};
    /** A layer entry's keys when it names a config file. */
    private static final String[] CONFIG_KEYS = {"config", "format", "select", "name", "role"};
    /** A layer entry's keys when it is written inline, as a worksheet's layer. */
    private static final String[] INLINE_KEYS = {"name", "role", "attempts", "shape", "initialBackoffMs",
        "maxBackoffMs", "multiplier", "jitter", "jitterLow", "jitterHigh", "perTryTimeoutMs", "timeoutMs"};
    private static final String[] LIMIT_KEYS = {"maxAttempts", "retryOwners", "worstCaseMs"};
    private static final String[] STORM_KEYS = {"inputs", "mustRecover"};
    /** The physical attempt timeout of a stack file that writes none. */
    public static final long DEFAULT_ATTEMPT_TIMEOUT_MS = 1000;
    /** An inline layer's multiplier when it writes none, as a worksheet's layer. */
    private static final double DEFAULT_MULTIPLIER = 2;

    /** The files a stack file names, by their path relative to its folder. */
    public interface ConfigFiles {
        /**
         * Returns the text of the file at {@code path} (relative to the stack file's folder), or null when
         * there is no such file; throws for a file that exists but cannot be read (too large, not text).
         */
        String read(String path) throws CheckError;
    }

    private final String file;
    private final ConfigFiles files;
    private final List<String> notes = new ArrayList<>();

    private StackReader(String file, ConfigFiles files) {
        this.file = file;
        this.files = files;
    }

    /** Reads the stack file {@code file} whose text is {@code text}, and the config files it names. */
    public static Stack read(String file, String text, ConfigFiles files) throws CheckError {
        return new StackReader(file, files).read(text);
    }

    private Stack read(String text) throws CheckError {
        ConfigNode root;
        try {
            root = ConfigInput.parseDocument(text);
        } catch (ConfigError e) {
            throw new CheckError(file, e.line(), e.column(), e.expected());
        }
        if (!root.isMap()) {
            throw error(root, "a stack file: a map with layers (outermost first) and optionally deadlineMs,"
                    + " attemptTimeoutMs, limits and storm");
        }
        known(root, STACK_KEYS, "the stack file");
        Long deadlineMs = root.has("deadlineMs") ? (long) number(root.get("deadlineMs"), "deadlineMs",
                AmplificationFields.DEADLINE) : null;
        long attemptTimeoutMs = root.has("attemptTimeoutMs") ? (long) number(root.get("attemptTimeoutMs"),
                "attemptTimeoutMs", AmplificationFields.TIMEOUT) : DEFAULT_ATTEMPT_TIMEOUT_MS;
        ConfigNode layers = root.get("layers");
        if (layers == null || !layers.isList() || layers.size() == 0) {
            throw error(layers == null ? root : layers, "layers: a list of 1 to " + LayerChain.MAX_DEPTH
                    + " layers, outermost first");
        }
        if (layers.size() > LayerChain.MAX_DEPTH) {
            throw error(layers.valueAt(LayerChain.MAX_DEPTH), "at most " + LayerChain.MAX_DEPTH + " layers (the"
                    + " deepest stack the workbench models); this stack has " + layers.size());
        }
        List<StackLayer> read = new ArrayList<>();
        for (int i = 0; i < layers.size(); i++) {
            read.add(layer(layers.valueAt(i), i, read));
        }
        StackLayer innermost = read.get(read.size() - 1);
        Long innerPerTry = innermost.policy().perTryTimeoutMs();
        if (innerPerTry != null) {
            // A per-try timeout on the innermost layer cuts each physical attempt: it is the attempt timeout.
            attemptTimeoutMs = Math.min(attemptTimeoutMs, innerPerTry);
            notes.add(innermost.policy().name() + " is the innermost layer: its per-try timeout of " + innerPerTry
                    + " ms is taken as the physical attempt timeout, now " + attemptTimeoutMs + " ms");
            read.set(read.size() - 1, new StackLayer(innermost.policy().withTimeouts(null,
                    innermost.policy().timeoutMs()), innermost.config(), innermost.file(), innermost.entry(), innermost.reading(),
                    innermost.attempts(), innermost.jitter(), innermost.perTryTimeout(), innermost.hiddenDefault()));
        }
        Limits limits = root.has("limits") ? limits(root.get("limits")) : Limits.DEFAULTS;
        StormCheck storm = root.has("storm") ? storm(root) : null;
        return new Stack(file, read, deadlineMs, attemptTimeoutMs, limits, storm, notes);
    }

    private StackLayer layer(ConfigNode entry, int index, List<StackLayer> before) throws CheckError {
        if (!entry.isMap()) {
            throw error(entry, "a layer: a map with config (a file) or the layer's members, as a worksheet's");
        }
        Position at = new Position(entry.line(), entry.column());
        ConfigNode roleNode = entry.get("role");
        Role role = roleNode == null ? null : Role.fromId(roleNode.text());
        if (roleNode != null && (role == null || !roleNode.isScalar())) {
            throw error(roleNode, "a role: " + roleIds());
        }
        ConfigNode nameNode = entry.get("name");
        if (nameNode != null && (!nameNode.isScalar() || nameNode.text().isEmpty()
                || nameNode.text().length() > LayerPolicy.MAX_NAME)) {
            throw error(nameNode, "a name of 1 to " + LayerPolicy.MAX_NAME + " characters");
        }
        String name = nameNode == null ? null : nameNode.text();
        if (name != null && taken(name, before)) {
            throw error(nameNode, "a name of its own; a layer before is named " + name);
        }
        if (entry.has("config")) {
            known(entry, CONFIG_KEYS, "a layer read from a config file");
            return configLayer(entry, at, role, name, before);
        }
        known(entry, INLINE_KEYS, "an inline layer (or config: a file)");
        return inlineLayer(entry, at, role == null ? LayerStack.defaultRole(index) : role, name, before);
    }

    private StackLayer configLayer(ConfigNode entry, Position at, Role role, String name, List<StackLayer> before)
            throws CheckError {
        ConfigNode configNode = entry.get("config");
        if (!configNode.isScalar() || configNode.text().isEmpty()) {
            throw error(configNode, "config: the path of a config file, relative to the stack file");
        }
        String path = configNode.text();
        ConfigNode formatNode = entry.get("format");
        String format = formatNode == null ? ConfigFormats.AUTO : formatNode.text();
        if (formatNode != null && !ConfigFormats.AUTO.equals(format) && (ConfigFormats.byId(format) == null
                || !ConfigFormats.byId(format).readable())) {
            throw error(formatNode, "format: auto or one of " + ConfigFormats.ids(true));
        }
        ConfigNode selectNode = entry.get("select");
        if (selectNode != null && (!selectNode.isScalar() || selectNode.text().isEmpty())) {
            throw error(selectNode, "select: the name of one policy in the file");
        }
        String text = files.read(path);
        if (text == null) {
            throw error(configNode, "config: a file at " + path + " (relative to the stack file); there is none");
        }
        ConfigReading reading;
        try {
            reading = ConfigFormats.read(text, format, selectNode == null ? null : selectNode.text());
        } catch (ConfigError e) {
            throw new CheckError(path, e.line(), e.column(), e.expected());
        }
        for (String other : reading.otherPolicies()) {
            notes.add(path + ": also holds " + other + ", not read (select names the policy to read)");
        }
        ConfigBlock block = reading.block();
        RetryPolicy p = block.policy();
        String layerName = name != null ? name : unique(defaultName(path), before);
        LayerPolicy policy;
        try {
            policy = new LayerPolicy(role == null ? reading.format().role() : role, layerName, p.attempts(),
                    p.shape(), (long) p.initial(), (long) p.maximum(), p.multiplier(), p.jitter(), p.jitterLow(),
                    p.jitterHigh(), null, block.hasPerTryTimeout() ? (Long) (long) block.perTryTimeoutMs() : null,
                    block.hasTimeout() ? (Long) (long) block.timeoutMs() : null);
        } catch (IllegalArgumentException e) {
            throw new CheckError(file, at.line(), at.column(), "a layer the workbench models: " + e.getMessage());
        }
        return StackLayer.of(policy, LayerSource.of(path, reading), file, at, reading);
    }

    private StackLayer inlineLayer(ConfigNode entry, Position at, Role role, String name, List<StackLayer> before)
            throws CheckError {
        int[] defaults = role.startingPolicy();
        int attempts = (int) whole(entry, "attempts", defaults[0]);
        ConfigNode shapeNode = entry.get("shape");
        BackoffShape shape = shapeNode == null ? BackoffShape.EXPONENTIAL : BackoffShape.fromId(shapeNode.text());
        if (shape == null) {
            throw error(shapeNode, "a shape: exponential or polynomial");
        }
        ConfigNode jitterNode = entry.get("jitter");
        Jitter jitter = jitterNode == null ? null : Jitter.fromId(jitterNode.text());
        if (jitterNode != null && jitter == null) {
            throw error(jitterNode, "a jitter: none, full, equal, decorrelated or proportional");
        }
        Long perTry = entry.has("perTryTimeoutMs") ? (Long) (long) whole(entry, "perTryTimeoutMs", 0) : null;
        Long timeout = entry.has("timeoutMs") ? (Long) (long) whole(entry, "timeoutMs", 0) : null;
        try {
            LayerPolicy policy = new LayerPolicy(role, name != null ? name : unique(role.label(), before), attempts,
                    shape, (long) whole(entry, "initialBackoffMs", defaults[1]),
                    (long) whole(entry, "maxBackoffMs", defaults[2]), number(entry, "multiplier", DEFAULT_MULTIPLIER),
                    jitter, number(entry, "jitterLow", LayerPolicy.DEFAULT_JITTER_LOW),
                    number(entry, "jitterHigh", LayerPolicy.DEFAULT_JITTER_HIGH), null, perTry, timeout);
            return new StackLayer(policy, null, file, at, null, keyOrEntry(entry, "attempts", at),
                    keyOrEntry(entry, "jitter", at), keyOrEntry(entry, "perTryTimeoutMs", at), null);
        } catch (IllegalArgumentException e) {
            throw new CheckError(file, at.line(), at.column(), "a layer the workbench models: " + e.getMessage());
        }
    }

    private Limits limits(ConfigNode node) throws CheckError {
        if (!node.isMap()) {
            throw error(node, "limits: a map of maxAttempts, retryOwners and worstCaseMs");
        }
        known(node, LIMIT_KEYS, "limits");
        Limits defaults = Limits.DEFAULTS;
        int maxAttempts = (int) limit(node, "maxAttempts", Limits.MAX_ATTEMPTS, defaults.maxAttempts());
        int retryOwners = (int) limit(node, "retryOwners", Limits.RETRY_OWNERS, defaults.retryOwners());
        Long worstCaseMs = node.has("worstCaseMs") ? (Long) (long) limit(node, "worstCaseMs", Limits.WORST_CASE_MS,
                0) : null;
        return new Limits(maxAttempts, retryOwners, worstCaseMs);
    }

    private double limit(ConfigNode map, String key, Bounds bounds, double absent) throws CheckError {
        ConfigNode node = map.get(key);
        if (node == null) {
            return absent;
        }
        double value = number(node, "limits." + key);
        try {
            return bounds.require(value);
        } catch (IllegalArgumentException e) {
            throw error(node, e.getMessage().replace(" must be ", " to be "));
        }
    }

    private StormCheck storm(ConfigNode root) throws CheckError {
        ConfigNode node = root.get("storm");
        Position at = keyPosition(root, "storm");
        if (!node.isMap() || !node.has("inputs") || !node.get("inputs").isScalar()) {
            throw error(node, "storm: a map with inputs (a storm worksheet's path) and optionally mustRecover");
        }
        known(node, STORM_KEYS, "storm");
        String inputs = node.get("inputs").text();
        boolean mustRecover = true;
        if (node.has("mustRecover")) {
            try {
                mustRecover = Values.bool(node.get("mustRecover"), "storm.mustRecover");
            } catch (ConfigError e) {
                throw new CheckError(file, e.line(), e.column(), e.expected());
            }
        }
        String text = files.read(inputs);
        if (text == null) {
            throw error(node.get("inputs"), "storm.inputs: a storm worksheet at " + inputs
                    + " (relative to the stack file); there is none");
        }
        return new StormCheck(inputs, text, mustRecover, at);
    }

    /** Returns an optional member's number, or {@code absent} when the map does not have it. */
    private double number(ConfigNode map, String key, double absent) throws CheckError {
        ConfigNode node = map.get(key);
        return node == null ? absent : number(node, key);
    }

    /** Returns an optional member's whole number, or {@code absent}; refuses a fraction. */
    private double whole(ConfigNode map, String key, double absent) throws CheckError {
        double value = number(map, key, absent);
        if (value != Math.floor(value)) {
            throw error(map.get(key), "a whole number for " + key + ", not " + map.get(key).text());
        }
        return value;
    }

    private double number(ConfigNode node, String key) throws CheckError {
        try {
            return Values.number(node, key);
        } catch (ConfigError e) {
            throw new CheckError(file, e.line(), e.column(), e.expected());
        }
    }

    private double number(ConfigNode node, String key, NumberField field) throws CheckError {
        double value = number(node, key);
        String message = field.check(value);
        if (message != null) {
            throw error(node, key + " in range: " + message);
        }
        return value;
    }

    /** Refuses a member that {@code keys} does not list, naming the ones there are. */
    private void known(ConfigNode map, String[] keys, String what) throws CheckError {
        for (int i = 0; i < map.size(); i++) {
            String key = map.keyTextAt(i);
            boolean listed = false;
            for (String k : keys) {
                listed |= k.equals(key);
            }
            if (!listed) {
                ConfigNode keyNode = map.keyAt(i);
                throw new CheckError(file, keyNode.line(), keyNode.column(), "a key of " + what + " ("
                        + String.join(", ", keys) + "), not " + key);
            }
        }
    }

    private static Position keyPosition(ConfigNode map, String key) {
        for (int i = 0; i < map.size(); i++) {
            if (key.equals(map.keyTextAt(i))) {
                return new Position(map.keyAt(i).line(), map.keyAt(i).column());
            }
        }
        return new Position(map.line(), map.column());
    }

    private static Position keyOrEntry(ConfigNode entry, String key, Position at) {
        return entry.has(key) ? keyPosition(entry, key) : at;
    }

    /** Returns the file's name without its folders, at most a layer name's length. */
    private static String defaultName(String path) {
        String name = path.substring(path.lastIndexOf('/') + 1);
        return name.length() > LayerPolicy.MAX_NAME ? name.substring(0, LayerPolicy.MAX_NAME) : name;
    }

    /** Returns {@code name}, numbered (" 2", " 3", ...) when a layer before has it. */
    private static String unique(String name, List<StackLayer> before) {
        String candidate = name;
        for (int n = 2; taken(candidate, before); n++) {
            String suffix = " " + n;
            candidate = (name.length() + suffix.length() > LayerPolicy.MAX_NAME
                    ? name.substring(0, LayerPolicy.MAX_NAME - suffix.length()) : name) + suffix;
        }
        return candidate;
    }

    private static boolean taken(String name, List<StackLayer> before) {
        for (StackLayer layer : before) {
            if (layer.policy().name().equals(name)) {
                return true;
            }
        }
        return false;
    }

    private static String roleIds() {
        StringBuilder ids = new StringBuilder();
        for (Role role : Role.values()) {
            ids.append(ids.length() == 0 ? "" : ", ").append(role.id());
        }
        return ids.toString();
    }

    private CheckError error(ConfigNode node, String expected) {
        return new CheckError(file, node.line(), node.column(), expected);
    }
}
