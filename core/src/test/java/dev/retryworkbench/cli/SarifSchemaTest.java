package dev.retryworkbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.networknt.schema.Error;
import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import dev.retryworkbench.core.check.Rule;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * {@code check --format sarif} validated against the published SARIF 2.1.0 schema, kept in
 * src/test/resources/check with its source (README.md there), formats asserted.
 */
class SarifSchemaTest {
    private static Schema schema;

    @BeforeAll
    static void loadSchema() throws IOException {
        try (InputStream in = SarifSchemaTest.class.getResourceAsStream("/check/sarif-schema-2.1.0.json")) {
            schema = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_4)
                    .getSchema(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        }
    }

    private static List<Error> validate(String sarif) {
        return schema.validate(sarif, InputFormat.JSON,
                (context, schemaContext) -> context.executionConfig(config -> config.formatAssertionsEnabled(true)));
    }

    private static String sarif(String stack) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int status = Main.run(new String[] {"check", stack, "--format", "sarif"},
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
        assertThat(status).isLessThan(2);
        return out.toString(StandardCharsets.UTF_8);
    }

    @Test
    void theExampleStacksFindingsAreValidSarif() {
        String sarif = sarif(CheckCommandTest.EXAMPLES + "stack.yaml");
        assertThat(validate(sarif)).isEmpty();
        assertThat(sarif).contains("\"version\": \"2.1.0\"").contains("\"ruleId\": \"attempts-at-dependency\"")
                .contains("\"uri\": \"deploy/job.yaml\"").contains("\"startLine\": 8").contains("\"startColumn\": 3")
                .contains("\"helpUri\": \"https://").contains("check.md#storm-collapse\"");
    }

    @Test
    void eachRulesHelpIsAnAbsoluteUriOfItsHeadingInCheckMdOnTheOneDeclaredAddress() throws IOException {
        String docs = Files.readString(Path.of("../docs/check.md"), StandardCharsets.UTF_8);
        for (Rule rule : Rule.values()) {
            URI help = URI.create(rule.helpUri());
            assertThat(help.isAbsolute()).as(rule.id()).isTrue();
            assertThat(rule.helpUri()).startsWith(Rule.REPOSITORY + "/").endsWith("docs/check.md#" + rule.id());
            assertThat(docs).contains("\n### " + rule.id() + "\n");
        }
        assertThat(docs).contains("`Rule.REPOSITORY`");
    }

    @Test
    void aRunWithoutFindingsIsValidSarifToo() {
        String sarif = sarif(CheckCommandTest.EXAMPLES + "clean-stack.yaml");
        assertThat(sarif).contains("\"results\": []");
        assertThat(validate(sarif)).isEmpty();
    }

    @Test
    void theSchemaRefusesWhatSarifDoesNotAllow() {
        String sarif = sarif(CheckCommandTest.EXAMPLES + "stack.yaml");
        assertThat(validate(sarif.replace("\"level\": \"note\"", "\"level\": \"notice\""))).isNotEmpty();
        assertThat(validate(sarif.replace("\"startLine\": 8", "\"startLine\": 0"))).isNotEmpty();
        assertThat(validate(sarif.replace("\"version\": \"2.1.0\"", "\"version\": \"2.0.0\""))).isNotEmpty();
        // Formats are asserted: informationUri must be a URI.
        assertThat(validate(sarif.replace("\"informationUri\": \"https://", "\"informationUri\": \"not a uri"))).isNotEmpty();
    }
}
