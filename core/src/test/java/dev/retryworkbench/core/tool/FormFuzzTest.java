package dev.retryworkbench.core.tool;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.amplification.AmplificationTool;
import dev.retryworkbench.core.check.Checks;
import dev.retryworkbench.core.form.ChoiceField;
import dev.retryworkbench.core.form.Field;
import dev.retryworkbench.core.form.FieldError;
import dev.retryworkbench.core.form.FieldGroup;
import dev.retryworkbench.core.form.NumberField;
import dev.retryworkbench.core.planner.PlannerTool;
import dev.retryworkbench.core.worksheet.WorksheetReader;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Feeds both tools random form text inside and outside every range: each evaluation either
 * succeeds, with results, an announcement and exports that reopen to the same worksheet, or names
 * only fields of the form with messages that name the field. Nothing else may be thrown.
 */
class FormFuzzTest {
    private static final String[] HOSTILE = {"", " ", "abc", "-1", "0", "2.5", "NaN", "Infinity", "1e400",
        "9".repeat(400), "0x10", "--5", "5 5", "1/2", "<b>x</b>", "1,000", "1_000", "1e-400", "-0", ".5", "1."};

    @ParameterizedTest
    @ValueSource(strings = {"amplification", "planner"})
    void everyEvaluationSucceedsOrNamesItsFields(String toolId) {
        Tool tool = "amplification".equals(toolId) ? new AmplificationTool(Checks.FINDINGS) : new PlannerTool();
        Random random = new Random(toolId.hashCode());
        int valid = 0;
        int fields = 0;
        for (FieldGroup group : tool.form()) {
            fields += group.fields().size();
        }
        // Each field is invalid about as often as when a form had 13 fields, so valid combinations stay common.
        int scale = Math.max(100, fields * 100 / 13);
        for (int round = 0; round < 4000; round++) {
            Map<String, String> values = new HashMap<>();
            Map<String, String> labels = new HashMap<>();
            for (FieldGroup group : tool.form()) {
                for (Field field : group.fields()) {
                    labels.put(field.id(), field.label());
                    // The innermost layer's per-try timeout is refused whenever it is entered (ValidationTest):
                    // filled at random it would leave almost no valid combination.
                    // A stack's attempt limits multiply: kept small, most stacks stay within the million the
                    // workbench traces.
                    values.put(field.id(), field.id().endsWith("-per-try-timeout") ? ""
                            : field.id().startsWith("layer") && field.id().endsWith("-attempts")
                                    && random.nextInt(4) > 0 ? Integer.toString(1 + random.nextInt(4))
                            : randomText(field, random, round, scale));
                }
            }
            Evaluation evaluation = tool.evaluate(values::get);
            if (evaluation.isValid()) {
                valid++;
                assertThat(evaluation.resultsHtml()).isNotEmpty();
                assertThat(evaluation.announcement()).isNotEmpty();
                String worksheet = evaluation.export().worksheetJson();
                WorksheetReader.Opened reopened = WorksheetReader.read(worksheet, tool);
                assertThat(reopened.error()).as("reopening %s", values).isNull();
                assertThat(reopened.evaluation().export().worksheetJson()).isEqualTo(worksheet);
                assertThat(evaluation.export().markdown()).startsWith("# ");
            } else {
                for (FieldError error : evaluation.errors()) {
                    assertThat(labels).as("errors name fields of the form").containsKey(error.fieldId());
                    assertThat(error.message()).as("message for %s = %s", error.fieldId(), values.get(error.fieldId()))
                            .contains(labels.get(error.fieldId()));
                    assertThat(error.message()).doesNotContain("Exception").doesNotContain("null");
                }
            }
        }
        assertThat(valid).as("enough valid combinations to exercise the computation").isGreaterThan(100);
    }

    /** Returns mostly valid text (so combinations are often valid), sometimes just outside a bound, sometimes hostile. */
    private static String randomText(Field field, Random random, int round, int scale) {
        if (field instanceof ChoiceField) {
            List<ChoiceField.Option> options = ((ChoiceField) field).options();
            return random.nextInt(scale / 2) == 0 ? "wild" : options.get(random.nextInt(options.size())).id();
        }
        if (field instanceof dev.retryworkbench.core.form.TextField) {
            // Mostly empty (the default name), sometimes a name, rarely one too long.
            int pick = random.nextInt(20);
            return pick < 14 ? "" : pick < 19 ? "layer " + random.nextInt(100) : "x".repeat(41);
        }
        NumberField number = (NumberField) field;
        int pick = random.nextInt(scale);
        if (pick < 3) {
            return HOSTILE[random.nextInt(HOSTILE.length)];
        }
        if (pick < 6) {
            double outside = random.nextBoolean() ? number.min() - (number.wholeNumber() ? 1 : 0.001)
                    : number.max() + (number.wholeNumber() ? 1 : 0.001);
            return Double.isInfinite(outside) ? "1e30" : plain(outside, number.wholeNumber());
        }
        if (pick < 12 + scale / 3) {
            return number.defaultText();
        }
        double high = Double.isInfinite(number.max()) ? number.min() + 1e6 : number.max();
        // Small values dominate so the simulator's traces stay short; the range's top is still reached.
        double span = Math.min(high - number.min(), round % 10 == 0 ? high - number.min() : 200);
        double value = number.min() + random.nextDouble() * span;
        if (number.minExclusive() && value == number.min()) {
            value = number.min() + 0.5;
        }
        return plain(value, number.wholeNumber());
    }

    private static String plain(double value, boolean whole) {
        if (whole) {
            return Long.toString((long) Math.floor(value));
        }
        return new java.math.BigDecimal(value).setScale(3, java.math.RoundingMode.HALF_UP).toPlainString();
    }
}
