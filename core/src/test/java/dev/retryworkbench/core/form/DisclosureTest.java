package dev.retryworkbench.core.form;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.retryworkbench.core.storm.StormFields;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A disclosure shows a field only for its own options; the pre-render hides the others at the defaults. */
class DisclosureTest {
    private static final ChoiceField KIND = new ChoiceField("kind", "Kind", List.of(new ChoiceField.Option("a", "A"),
            new ChoiceField.Option("b", "B")), "a", "kind", "", false);
    private static final NumberField ONLY_B = new NumberField("only-b", "Only B", "", 0, false, 10, false, false, "1",
            "onlyB", "");
    private static final NumberField BOTH = new NumberField("both", "Both", "", 0, false, 10, false, false, "1",
            "both", "");

    @Test
    void aFieldIsShownOnlyForItsOptions() {
        Disclosure disclosure = new Disclosure(KIND, List.<Field>of(ONLY_B, BOTH),
                List.of("b", "a b"));
        assertThat(disclosure.shown(ONLY_B, "a")).isFalse();
        assertThat(disclosure.shown(ONLY_B, "b")).isTrue();
        assertThat(disclosure.shownFor("a")).containsExactly(BOTH);
        assertThat(disclosure.shown(KIND, "a")).isTrue();
        String html = FormRenderer.render(List.of(new FieldGroup("G", "", List.<Field>of(KIND, ONLY_B, BOTH))),
                List.of(disclosure), group -> "");
        assertThat(html).contains("<div class=\"field\" hidden><div class=\"field-head\"><label for=\"only-b\">")
                .contains("<div class=\"field\"><div class=\"field-head\"><label for=\"both\">")
                .contains("<div class=\"field\"><div class=\"field-head\"><label for=\"kind\">");
        // The hidden field's help is in place but empty and busy: the page's script writes it when it shows the field.
        assertThat(html).contains("<p class=\"help\" id=\"only-b-help\" aria-busy=\"true\"></p>")
                .contains("<p class=\"help\" id=\"both-help\">Allowed: a number from 0 to 10.</p>")
                .contains("aria-describedby=\"only-b-help\"");
        assertThatThrownBy(() -> new Disclosure(KIND, List.<Field>of(ONLY_B), List.of("c")))
                .hasMessageContaining("no option c");
    }

    @Test
    void everyBudgetParameterBelongsToAKindAndNoBudgetShowsNone() {
        Disclosure budget = StormFields.disclosures().stream().filter(d -> d.choice() == StormFields.BUDGET)
                .findFirst().orElseThrow();
        FieldGroup group = StormFields.form().stream().filter(g -> g.legend().equals("Retry budget")).findFirst()
                .orElseThrow();
        // Every field after the kind but the last, the layer it guards, which every kind has.
        assertThat(budget.fields()).containsExactlyInAnyOrderElementsOf(group.fields().subList(1,
                group.fields().size() - 1));
        assertThat(group.fields().get(group.fields().size() - 1)).isEqualTo(StormFields.BUDGET_LAYER);
        assertThat(budget.shownFor("none")).isEmpty();
        assertThat(budget.shownFor("breaker")).extracting(Field::id).containsExactly("budget-threshold");
        assertThat(budget.shownFor("aws-adaptive")).extracting(Field::id).contains("budget-preset",
                "budget-throttling-retry-cost");
        for (ChoiceField.Option kind : budget.choice().options()) {
            if (!kind.id().equals("none")) {
                assertThat(budget.shownFor(kind.id())).as(kind.id()).isNotEmpty();
            }
        }
    }
}
