package dev.retryworkbench.core.worksheet;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.amplification.AmplificationTool;
import dev.retryworkbench.core.check.Checks;
import dev.retryworkbench.core.form.ChoiceField;
import dev.retryworkbench.core.form.Field;
import dev.retryworkbench.core.form.FieldGroup;
import dev.retryworkbench.core.form.NumberField;
import dev.retryworkbench.core.json.ShortestDouble;
import dev.retryworkbench.core.latency.LatencyTool;
import dev.retryworkbench.core.planner.PlannerTool;
import dev.retryworkbench.core.storm.StormTool;
import dev.retryworkbench.core.tool.Tool;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * docs/worksheet.md lists, in each tool's section, every input the tool declares with the default an
 * absent or null member means, so the doc cannot drift from the field declarations. A row may stand
 * for the three layers at once ({@code layers.*.multiplier}) when they share the default, or for every
 * entry of the workbench's list ({@code layers[].multiplier}), whose defaults may go by role.
 */
class WorksheetDocTest {
    private static final String HEADER = "| input | default |";

    /** Returns what an absent or null member means, as the doc's default cell begins: "`3`", "`null`". */
    static String defaultCell(Field field) {
        String text = field.absentText();
        if (text.isEmpty()) {
            return "`null`";
        }
        if (field instanceof dev.retryworkbench.core.form.TextField) {
            return "`\"" + text + "\"`";
        }
        if (field instanceof ChoiceField) {
            // A yes/no select is a JSON boolean in the file.
            return ((ChoiceField) field).yesNo() ? "`" + text + "`" : "`\"" + text + "\"`";
        }
        boolean share = ((NumberField) field).percent();
        return "`" + (share ? ShortestDouble.format(Double.parseDouble(text) / 100) : text) + "`";
    }

    /** Returns the rows of the defaults table in the doc's section for {@code tool}: member to default cell. */
    private static Map<String, String> documentedDefaults(String doc, Tool tool) {
        int section = doc.indexOf("\n## " + tool.title() + "\n");
        assertThat(section).as("section \"## %s\" in docs/worksheet.md", tool.title()).isPositive();
        int next = doc.indexOf("\n## ", section + 1);
        String text = doc.substring(section, next < 0 ? doc.length() : next);
        int table = text.indexOf("\n" + HEADER);
        assertThat(table).as("a table headed \"%s\" in the %s section", HEADER, tool.title()).isPositive();
        Map<String, String> rows = new LinkedHashMap<>();
        String[] lines = text.substring(table + 1).split("\n");
        for (int i = 2; i < lines.length && lines[i].startsWith("|"); i++) {
            String[] cells = lines[i].split("\\|");
            String member = cells[1].trim();
            assertThat(member).as("member cell of %s", lines[i]).startsWith("`").endsWith("`");
            rows.put(member.substring(1, member.length() - 1), cells[2].trim());
        }
        return rows;
    }

    private static boolean matches(String pattern, String path) {
        // The storm's form keeps its one budget where versions 1 to 3 wrote it, the layer it guards and the
        // compared layer beside the stack's length, and the innermost layer's hedging at the top; a worksheet
        // writes them as the entry's budget, comparedLayer and the innermost entry's hedging.
        if ((pattern.startsWith("layers[].budget.") || pattern.startsWith("layers[].hedging"))
                && path.equals(pattern.substring("layers[].".length()))
                || pattern.equals("layers[].budget") && path.equals("layers.budget")
                || pattern.equals("comparedLayer") && path.equals("layers.compared")) {
            return true;
        }
        // Its budgets after the first (budget2 ...) are written in their layers' entries as the first is.
        if (path.matches("(layers\\.)?budget[2-8](\\..*)?")) {
            return matches(pattern, path.replaceFirst("budget[2-8]", "budget"));
        }
        if (pattern.startsWith("layers[].")) {
            // The workbench's list of layers: every slot's member, "layers.0.attempts" to "layers.7.attempts".
            String member = pattern.substring("layers[].".length());
            return path.matches("layers\\.[0-9]+\\." + member);
        }
        if (pattern.equals("layers") && path.equals("layers.length")) {
            return true;
        }
        if (!pattern.startsWith("layers.*.")) {
            return pattern.equals(path);
        }
        String member = pattern.substring("layers.*.".length());
        return path.equals("layers.sdk." + member) || path.equals("layers.application." + member)
                || path.equals("layers.runner." + member);
    }

    @Test
    void theDocGivesEveryDeclaredInputItsDefault() throws IOException {
        String doc = Files.readString(Path.of("..", "docs", "worksheet.md"), StandardCharsets.UTF_8);
        // Each problem is the start of the row to write (or to fix) in the tool's table.
        List<String> problems = new ArrayList<>();
        for (Tool tool : new Tool[] {new AmplificationTool(Checks.FINDINGS), new PlannerTool(), new StormTool(),
                new LatencyTool()}) {
            Map<String, String> rows = documentedDefaults(doc, tool);
            List<String> used = new ArrayList<>();
            for (Field field : FieldGroup.fieldsOf(tool.form())) {
                String path = field.worksheetPath();
                String expected = defaultCell(field);
                String row = null;
                for (String pattern : rows.keySet()) {
                    if (matches(pattern, path)) {
                        row = pattern;
                    }
                }
                if (row == null) {
                    problems.add(tool.title() + ": | `" + path + "` | " + expected + " | (no row)");
                    continue;
                }
                used.add(row);
                // A list's member whose default depends on the entry's role says so instead of one value.
                boolean byRole = row.startsWith("layers[].") && rows.get(row).startsWith("by role");
                if (!byRole && !rows.get(row).startsWith(expected)) {
                    problems.add(tool.title() + ": | `" + row + "` | " + expected + " | (the doc says " + rows.get(row) + ")");
                }
            }
            for (String pattern : rows.keySet()) {
                if (!used.contains(pattern)) {
                    problems.add(tool.title() + ": | `" + pattern + "` | (no such input)");
                }
            }
        }
        assertThat(problems).as("rows of the defaults tables (\"%s\") in docs/worksheet.md", HEADER).isEmpty();
    }

    @Test
    void defaultsAreWhatAnAbsentMemberReadsAs() {
        // The doc's cells are derived like the reader's rule: optional numbers are not entered, "%" fields a share.
        assertThat(defaultCell(dev.retryworkbench.core.planner.PlannerFields.SUCCESS_RATE)).isEqualTo("`0.5`");
        assertThat(defaultCell(dev.retryworkbench.core.planner.PlannerFields.RPM)).isEqualTo("`null`");
        assertThat(defaultCell(dev.retryworkbench.core.planner.PlannerFields.JITTER)).isEqualTo("`\"full\"`");
        assertThat(defaultCell(dev.retryworkbench.core.planner.PlannerFields.PRESET)).isEqualTo("`null`");
        assertThat(defaultCell(dev.retryworkbench.core.storm.budget.BudgetKind.AWS_QUOTA
                .parameter(dev.retryworkbench.core.storm.budget.AwsQuota.RETRY_COST).field())).isEqualTo("`5`");
    }
}
