package dev.retryworkbench.core.storm;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.form.Field;
import dev.retryworkbench.core.form.FieldGroup;
import dev.retryworkbench.core.form.FormRenderer;
import dev.retryworkbench.core.text.Renames;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The storm form's budgets after the first: declared as copies of it, written by the page as copies of its markup. */
class BudgetEntryTest {
    private static final Pattern ID = Pattern.compile(" id=\"([^\"]+)\"");

    private static List<String> ids(String html) {
        List<String> ids = new ArrayList<>();
        Matcher matcher = ID.matcher(html);
        while (matcher.find()) {
            ids.add(matcher.group(1));
        }
        return ids;
    }

    private static FieldGroup group(String legend) {
        return StormFields.form().stream().filter(group -> group.legend().equals(legend)).findFirst().orElseThrow();
    }

    @Test
    void theFormHoldsEightBudgetsAndThePreRenderOnlyTheFirst() {
        assertThat(StormFields.budgetKinds()).extracting(Field::id).containsExactly("budget", "budget2", "budget3",
                "budget4", "budget5", "budget6", "budget7", "budget8");
        assertThat(StormFields.preRenderedForm()).contains(group("Retry budget"))
                .doesNotContain(group("Retry budget 2"), group("Retry budget 8"));
        assertThat(StormFields.form().size() - StormFields.preRenderedForm().size()).isEqualTo(7);
        assertThat(group("Retry budget 5").fields()).extracting(Field::worksheetPath).contains("budget5.kind",
                "budget5.percentCanRetry", "layers.budget5");
    }

    @Test
    void aCopyOfTheFirstBudgetsMarkupIsTheMarkupOfTheNumberedOne() {
        String first = FormRenderer.render(List.of(group("Retry budget")), StormFields.disclosures(), g -> "");
        String copy = Renames.applyTo(first, StormFields.budgetRenames(3));
        // Every id renumbered, one for one, and each of budget 3's fields there with its help.
        assertThat(ids(copy)).hasSameSizeAs(ids(first)).allMatch(id -> id.startsWith("budget3"));
        for (Field field : group("Retry budget 3").fields()) {
            assertThat(ids(copy)).contains(field.id(), field.id() + "-help");
            assertThat(copy).contains("<label for=\"" + field.id() + "\">" + field.label());
        }
        assertThat(copy).startsWith("<fieldset class=\"group budget-more\"><legend>Retry budget 3</legend>")
                .doesNotContain("guarded-layer").doesNotContain("\"budget-").doesNotContain(" budget-preset-about");
        // The rest is the first's: only ids, the legend and the labels that name the budget differ.
        assertThat(copy.replaceAll("budget3", "budget").replace(" budget-more", "").replace("Retry budget 3",
                "Retry budget").replace("Budget 3 on layer", "Budget on layer").replace("budget-layer",
                        "guarded-layer")).isEqualTo(first);
    }

    @Test
    void noBudgetRenameWritesADollarSign() {
        // The page applies the pairs with the browser's replaceAll, which reads "$&", "$1"... in what it writes.
        for (int number = 2; number <= StormFields.budgetKinds().size(); number++) {
            String[] pairs = StormFields.budgetRenames(number);
            assertThat(pairs).hasSize(14);
            for (int i = 1; i < pairs.length; i += 2) {
                assertThat(pairs[i]).as("budget %d, pair %d", number, i / 2).isNotEmpty().doesNotContain("$");
            }
        }
    }
}
