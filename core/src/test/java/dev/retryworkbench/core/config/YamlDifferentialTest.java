package dev.retryworkbench.core.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.snakeyaml.engine.v2.api.LoadSettings;
import org.snakeyaml.engine.v2.api.lowlevel.Compose;
import org.snakeyaml.engine.v2.common.ScalarStyle;
import org.snakeyaml.engine.v2.nodes.MappingNode;
import org.snakeyaml.engine.v2.nodes.Node;
import org.snakeyaml.engine.v2.nodes.NodeTuple;
import org.snakeyaml.engine.v2.nodes.ScalarNode;
import org.snakeyaml.engine.v2.nodes.SequenceNode;

/**
 * Compares {@link YamlText} with snakeyaml-engine 2.9 (YAML 1.2) on every YAML text the tests and docs
 * hold (the example configs in the test resources, the texts the config tests paste, collected in
 * {@code config/yaml/test-texts.txt}, and the {@code yaml} code blocks of {@code docs/*.md}) and on one
 * case per construct of the subset. Either both read the same tree or {@code YamlText} refuses the text
 * with a message naming the construct it does not read.
 *
 * <p>The trees are compared as snakeyaml's composer gives them, before any typing: map keys in order,
 * each scalar's text, and whether it is plain. {@code YamlText} leaves typing to the readers (a
 * {@link ConfigNode} keeps a scalar's text and whether it was quoted, the readers decide what a plain
 * {@code 3} or {@code true} is), and the core schema types a scalar from exactly these two facts (a
 * quoted or block scalar is a string, a plain one is resolved from its text), so equal text and
 * plainness mean equal values under the core schema too. Scalars are also compared by position.
 */
class YamlDifferentialTest {
    /** One case per construct the subset accepts. */
    static final String[] CONSTRUCTS = {
        "a: 1\nb: two\n",
        "a:\n  b:\n    c: 1\n  d: 2\n",
        "- 1\n- two\n- - 3\n  - 4\n",
        "a:\n- 1\n- 2\nb: 3\n",
        "a:\n  - x: 1\n    y: 2\n  - z\n",
        "- a: 1\n  b: 2\n- c: 3\n",
        "a: [1, two, 'three', \"four\"]\n",
        "a: {b: 1, c: [2, 3], d: {e: f}}\n",
        "a: [1,\n  2,\n  3]\n",
        "a: {b: 1,\n    c: 2}\n",
        "a: []\nb: {}\n",
        "[1, [2, 3]]\n",
        "{a: 1}\n",
        "a: [b: 1, c]\n",
        "a: {b, c: 1}\n",
        "a: plain text with spaces\n",
        "a: text # a comment\n",
        "a: text#not-a-comment\n",
        "a: http://example.com:8080/path\n",
        "a: 'single ''quoted'' # not a comment'\n",
        "a: \"double \\\"quoted\\\" \\\\ \\t \\n \\x41 \\u00e9 \\/\"\n",
        "a: \"first\n  second\"\n",
        "a: 'first\n  second'\n",
        "\"quoted key\": 1\n'single key': 2\n",
        "a:\n",
        "a:\nb: 1\n",
        "a: -1\nb: -x\nc: 1.5e3\nd: true\ne: null\nf: ~\n",
        "# only a comment line\na: 1   # trailing\n\n# between\nb: 2\n",
        "---\na: 1\n",
        "a: 1\n...\n",
        "a: 1\r\nb: 2\r\n",
        "a: |\n  line one\n  line two\n",
        "a: |-\n  strip\n\n",
        "a: |+\n  keep\n\n\nb: 1\n",
        "a: |\n  clip\n\n\nb: 1\n",
        "a: >\n  folded\n  line\n",
        "a: >-\n  folded\n  strip\n\n",
        "a: >+\n  folded\n  keep\n\n",
        "a: >\n  a\n\n  b\n",
        "a: >\n  a\n\n\n  b\n",
        "a: |\n  a\n\n  b\n",
        "a: >\n  normal\n    more indented\n  normal\n",
        "a: >\n  a\n\n    more\n\n  b\n",
        "a: >\n    more first\n  back\n",
        "a: |2\n    indented twice\n  once\n",
        "a: >1\n  two spaces kept\n",
        "a: |1-\n  x\n",
        "a: |-1\n  x\n",
        "a: |\n\n  leading blank\n",
        "a: |\n  text\n  # not a comment\nb: 1\n",
        "a: | # a comment\n  text\n",
        "a: |\n  trailing spaces   \n",
        "a: |\nb: 1\n",
        "- |\n  in a list\n- >\n  folded\n  item\n",
        "a:\n  b: |\n    deep\n      deeper\n  c: 1\n",
        "a: |\n  no final newline",
        "a: >\n  x\n   \n  y\n",
        "a: ''\nb: \"\"\n",
        "a: 1\n\n\n",
        "",
        "# nothing but a comment\n",
        "key with spaces: value\n",
        "a: b: c\n",
        "a: [x, y]   # a comment\n",
        "a:    spaced\n",
        "? x\n",
    };

    /** Constructs the subset refuses where snakeyaml reads them, and the words of the refusal. */
    static Stream<Arguments> refusals() {
        return Stream.of(
                Arguments.of("a: &x 1\nb: *x\n", "anchor", 1, 4),
                Arguments.of("a: [x]\nb: *x\n".replace("[x]", "&x [1]"), "anchor", 1, 4),
                Arguments.of("a: !!str 1\n", "tag", 1, 4),
                Arguments.of("a: {b: 1}\n<<: {c: 2}\n", "merge key", 2, 1),
                Arguments.of("%YAML 1.2\n---\na: 1\n", "directives", 1, 1),
                Arguments.of("---\na: 1\n---\nb: 2\n", "single YAML document", 3, 1),
                Arguments.of("? complex\n: key\n", "complex keys", 1, 1),
                Arguments.of("a: one\n  two\n", "plain scalar continued", 2, 3),
                Arguments.of("- one\n  two\n", "plain scalar continued", 2, 3),
                Arguments.of("--- {a: 1}\n", "line break after '---'", 1, 5));
    }

    static List<String[]> corpus() throws IOException {
        List<String[]> texts = new ArrayList<>();
        try (Stream<Path> files = Files.list(Path.of("src/test/resources/config"))) {
            for (Path file : (Iterable<Path>) files.sorted()::iterator) {
                String name = file.getFileName().toString();
                if (name.endsWith(".yaml") || name.endsWith(".yml")) {
                    texts.add(new String[] {name, Examples.load(name)});
                }
            }
        }
        List<String> lines = Files.readAllLines(Path.of("src/test/resources/config/yaml/test-texts.txt"),
                StandardCharsets.UTF_8);
        for (int i = 0; i < lines.size(); i++) {
            texts.add(new String[] {"test-texts.txt line " + (i + 1), unescape(lines.get(i))});
        }
        try (Stream<Path> docs = Files.list(Path.of("../docs"))) {
            for (Path doc : (Iterable<Path>) docs.filter(p -> p.toString().endsWith(".md")).sorted()::iterator) {
                String text = Files.readString(doc, StandardCharsets.UTF_8);
                int at = 0;
                while ((at = text.indexOf("```yaml\n", at)) >= 0) {
                    int end = text.indexOf("\n```", at);
                    texts.add(new String[] {doc.getFileName() + " offset " + at, text.substring(at + 8, end + 1)});
                    at = end;
                }
            }
        }
        for (String construct : CONSTRUCTS) {
            texts.add(new String[] {"construct", construct});
        }
        return texts;
    }

    @Test
    void theCorpusHoldsTheTestsAndDocsTexts() throws IOException {
        List<String[]> corpus = corpus();
        assertThat(corpus).extracting(c -> c[0]).contains("istio-ratings-retries.yaml", "test-texts.txt line 52")
                .anyMatch(name -> name.startsWith("hosting.md"));
    }

    @Test
    void readsWhatSnakeyamlReadsOrRefusesNamingTheConstruct() throws IOException {
        List<String> differences = new ArrayList<>();
        for (String[] entry : corpus()) {
            String text = entry[1];
            Node reference;
            try {
                reference = compose(text).orElse(null);
            } catch (RuntimeException e) {
                if (catchThrowableOfType(() -> YamlText.parse(text), ConfigError.class) == null) {
                    differences.add(entry[0] + ": read what snakeyaml refuses (" + e.getMessage() + ")\n" + text);
                }
                continue;
            }
            ConfigNode ours;
            try {
                ours = YamlText.parse(text);
            } catch (ConfigError e) {
                if (!namesARefusedConstruct(e.expected())) {
                    differences.add(entry[0] + ": refused valid YAML with " + e.getMessage() + "\n" + text);
                }
                continue;
            }
            List<String> found = new ArrayList<>();
            compare(ours, reference, "", found);
            if (!found.isEmpty()) {
                differences.add(entry[0] + ": " + found + "\n" + text);
            }
        }
        assertThat(differences).isEmpty();
    }

    @ParameterizedTest
    @MethodSource("refusals")
    void refusesConstructsOutsideTheSubsetWhereTheyStand(String text, String words, int line, int column) {
        List<Node> documents = new ArrayList<>();
        new Compose(LoadSettings.builder().build()).composeAllFromString(text).forEach(documents::add);
        assertThat(documents).isNotEmpty();
        ConfigError error = catchThrowableOfType(() -> YamlText.parse(text), ConfigError.class);
        assertThat(error).as(text).isNotNull();
        assertThat(error.expected()).contains(words);
        assertThat(new int[] {error.line(), error.column()}).containsExactly(line, column);
    }

    private static boolean namesARefusedConstruct(String expected) {
        for (String words : new String[] {"anchor", "alias", "tag", "merge key", "directives", "single YAML document",
                "complex keys", "not a tab", "plain scalar continued", "levels of nesting", "again"}) {
            if (expected.contains(words)) {
                return true;
            }
        }
        return false;
    }

    private static Optional<Node> compose(String text) {
        return new Compose(LoadSettings.builder().build()).composeString(text);
    }

    private static void compare(ConfigNode ours, Node theirs, String path, List<String> differences) {
        if (theirs == null) {
            if (!ours.isScalar() || !ours.text().isEmpty() || ours.quoted()) {
                differences.add(path + ": an empty document, read as " + ours.kind());
            }
            return;
        }
        if (theirs instanceof ScalarNode scalar) {
            boolean quoted = scalar.getScalarStyle() != ScalarStyle.PLAIN;
            if (!ours.isScalar() || !ours.text().equals(scalar.getValue()) || ours.quoted() != quoted) {
                differences.add(path + ": " + (quoted ? "quoted " : "plain ") + quote(scalar.getValue()) + ", read as "
                        + ours.kind() + (ours.quoted() ? " quoted " : " plain ") + quote(ours.text()));
            } else if (!scalar.getValue().isEmpty() || quoted) {
                int line = scalar.getStartMark().get().getLine() + 1;
                int column = scalar.getStartMark().get().getColumn() + 1;
                if (ours.line() != line || ours.column() != column) {
                    differences.add(path + ": at " + line + ":" + column + ", read at " + ours.line() + ":"
                            + ours.column());
                }
            }
        } else if (theirs instanceof SequenceNode sequence) {
            List<Node> items = sequence.getValue();
            if (!ours.isList() || ours.size() != items.size()) {
                differences.add(path + ": a list of " + items.size() + ", read as " + ours.kind() + " of " + ours.size());
                return;
            }
            for (int i = 0; i < items.size(); i++) {
                compare(ours.valueAt(i), items.get(i), path + "[" + i + "]", differences);
            }
        } else {
            List<NodeTuple> members = ((MappingNode) theirs).getValue();
            if (!ours.isMap() || ours.size() != members.size()) {
                differences.add(path + ": a map of " + members.size() + ", read as " + ours.kind() + " of " + ours.size());
                return;
            }
            for (int i = 0; i < members.size(); i++) {
                compare(ours.keyAt(i), members.get(i).getKeyNode(), path + ".key" + i, differences);
                compare(ours.valueAt(i), members.get(i).getValueNode(), path + "." + ours.keyTextAt(i), differences);
            }
        }
    }

    private static String quote(String text) {
        return "\"" + text.replace("\\", "\\\\").replace("\n", "\\n").replace("\t", "\\t") + "\"";
    }

    private static String unescape(String line) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '\\') {
                char e = line.charAt(++i);
                sb.append(e == 'n' ? '\n' : e == 'r' ? '\r' : e);
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }
}
