package dev.retryworkbench.core.worksheet;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.amplification.AmplificationFields;
import dev.retryworkbench.core.amplification.AmplificationTool;
import dev.retryworkbench.core.check.Checks;
import dev.retryworkbench.core.form.Field;
import dev.retryworkbench.core.form.FieldGroup;
import dev.retryworkbench.core.form.FormReading;
import dev.retryworkbench.core.form.RawValues;
import dev.retryworkbench.core.tool.Evaluation;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A deadline typed as "15 min" is echoed as 15 min, in the page's figure and in the summary, not only as 900,000 ms. */
class MarkdownDurationsTest {
    @Test
    void aDeadlineOfFifteenMinutesReadsAsFifteenMinutes() {
        AmplificationTool tool = new AmplificationTool(Checks.FINDINGS);
        RawValues defaults = FormReading.defaults(tool.form());
        Map<String, String> texts = new HashMap<>();
        for (Field field : FieldGroup.fieldsOf(tool.form())) {
            texts.put(field.id(), defaults.get(field.id()));
        }
        texts.put(AmplificationFields.DEADLINE.id(), "15 min");
        Evaluation evaluation = tool.evaluate(texts::get);
        assertThat(evaluation.resultsHtml()).contains("<dd class=\"note\">Deadline 15 min</dd>")
                .doesNotContain("900,000 ms");
        String markdown = evaluation.export().markdown();
        assertThat(markdown).contains("| End-to-end deadline | 900,000 ms (15 min) |")
                .contains("| Physical attempt timeout | 1,000 ms |");
    }
}
