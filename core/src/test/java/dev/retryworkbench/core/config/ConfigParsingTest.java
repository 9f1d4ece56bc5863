package dev.retryworkbench.core.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** The parsers on hostile and unusual text: a clear error each, never another exception. */
class ConfigParsingTest {
    private static ConfigError refused(String text, String format) {
        try {
            ConfigFormats.read(text, format);
        } catch (ConfigError e) {
            return e;
        }
        throw new AssertionError("read without an error: " + text.substring(0, Math.min(80, text.length())));
    }

    @Test
    void refusesAMegabytePaste() {
        String text = "retry_policy:\n" + "  # padding\n".repeat(90_000);
        ConfigError error = refused(text, ConfigFormats.AUTO);
        assertThat(error.expected()).contains("at most 200000 characters");
    }

    @Test
    void aDoubleCommaIsRefusedAtItsPlace() {
        // The bare-splat rule once skipped a separator without consuming it and spun forever on ",,".
        ConfigError error = refused("{\"retryPolicy\": {\"maxAttempts\": 4,, }}", ConfigFormats.AUTO);
        assertThat(error.line()).isEqualTo(1);
        assertThat(refused("retry(stop=stop_after_attempt(3),, wait=None)", "tenacity").line()).isEqualTo(1);
    }

    @Test
    void refusesTenThousandLevelsOfNestingInEverySyntax() {
        assertThat(refused("[".repeat(10_000), ConfigFormats.AUTO).expected()).contains("at most 64 levels");
        assertThat(refused("{\"a\":".repeat(10_000), "grpc").expected()).contains("at most 64 levels");
        assertThat(refused("a: [" + "[".repeat(10_000), "envoy").expected()).contains("at most 64 levels");
        StringBuilder block = new StringBuilder();
        for (int i = 0; i < 200; i++) {
            block.append(" ".repeat(i)).append("k").append(i).append(":\n");
        }
        ConfigError deep = refused(block.toString(), "envoy");
        assertThat(deep.expected()).contains("at most 64 levels");
        assertThat(deep.line()).isEqualTo(65);
        assertThat(refused("Retry(" + "f(".repeat(10_000), "envoy").expected()).isNotEmpty();
    }

    @Test
    void refusesBinaryJunkWhereItStarts() {
        ConfigError error = refused("retry_policy:\n  num_retries: 3\u0000\u0001\u00ff", ConfigFormats.AUTO);
        assertThat(error.line()).isEqualTo(2);
        assertThat(error.column()).isEqualTo(17);
        assertThat(error.expected()).contains("not binary data");
    }

    @Test
    void refusesAnAnchorBombWithoutExpandingIt() {
        String bomb = "a: &a [\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\"]\n"
                + "b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]\n"
                + "c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]\n"
                + "retry_policy: [*c,*c,*c,*c,*c,*c,*c,*c,*c]\n";
        ConfigError error = refused(bomb, "envoy");
        assertThat(error.line()).isEqualTo(1);
        assertThat(error.column()).isEqualTo(4);
        assertThat(error.expected()).contains("not an anchor");
    }

    @Test
    void refusesAliasesTagsMergeKeysAndSeveralDocuments() {
        assertThat(refused("retry_policy: *x\n", "envoy").expected()).contains("not an alias");
        assertThat(refused("retry_policy: !!map {}\n", "envoy").expected()).contains("not a tag");
        assertThat(refused("retry_policy:\n  <<: {a: 1}\n", "envoy").expected()).contains("merge key");
        ConfigError documents = refused("---\nretry_policy: {}\n---\nretry_policy: {}\n", "envoy");
        assertThat(documents.line()).isEqualTo(3);
        assertThat(documents.expected()).contains("a single YAML document");
        assertThat(refused("%YAML 1.2\n---\na: 1\n", "envoy").expected()).contains("no directives");
    }

    @Test
    void refusesAJsonNumberTooLarge() {
        ConfigError error = refused("{\"retryPolicy\": {\"maxAttempts\": 1" + "0".repeat(400)
                + ", \"initialBackoff\": \"1s\", \"maxBackoff\": \"1s\", \"backoffMultiplier\": 2,"
                + " \"retryableStatusCodes\": [14]}}", "grpc");
        assertThat(error.column()).isEqualTo(33);
        assertThat(error.expected()).contains("below 1e22");
    }

    @Test
    void refusesTabsInIndentationAndDuplicateKeys() {
        assertThat(refused("retry_policy:\n\tnum_retries: 3\n", "envoy").expected()).contains("not a tab");
        ConfigError duplicate = refused("retry_policy:\n  num_retries: 3\n  num_retries: 4\n", "envoy");
        assertThat(duplicate.line()).isEqualTo(3);
        assertThat(duplicate.expected()).contains("not 'num_retries' again");
    }

    @Test
    void readsCommentsQuotingFlowCollectionsAndBlockScalars() throws ConfigError {
        ConfigNode root = YamlText.parse("# a route\n"
                + "a: 'it''s # not a comment'   # a comment\n"
                + "b: \"tab\\there\"\n"
                + "c: [1, 'two', {d: 3,\n    e: [4]}]   # flow over two lines\n"
                + "f: |\n  line one\n  line two\n"
                + "g:\n- x: 1\n  y: 2\n- - nested\n");
        assertThat(root.get("a").text()).isEqualTo("it's # not a comment");
        assertThat(root.get("b").text()).isEqualTo("tab\there");
        ConfigNode c = root.get("c");
        assertThat(c.size()).isEqualTo(3);
        assertThat(c.valueAt(1).quoted()).isTrue();
        assertThat(c.valueAt(2).get("e").valueAt(0).text()).isEqualTo("4");
        assertThat(root.get("f").text()).isEqualTo("line one\nline two\n");
        ConfigNode g = root.get("g");
        assertThat(g.valueAt(0).get("y").text()).isEqualTo("2");
        assertThat(g.valueAt(1).valueAt(0).text()).isEqualTo("nested");
    }

    @Test
    void namesTheFormatsWhenNoneRecognisesTheText() {
        ConfigError error = refused("hello: world\n", ConfigFormats.AUTO);
        assertThat(error.expected()).startsWith("a config of a known format (grpc, envoy");
        assertThatThrownBy(() -> ConfigFormats.read("   \n", ConfigFormats.AUTO)).isInstanceOf(ConfigError.class)
                .hasMessageContaining("empty");
    }
}
