package dev.retryworkbench.core.form;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class StaleNoticeTest {
    private static final NumberField ATTEMPTS =
            new NumberField("attempts", "Attempt limit", "", 1, false, 100, true, false, "3", "attempts", "");
    private static final NumberField RATE =
            new NumberField("rate", "Base <delay>", "s", 0, true, 86_400, false, false, "1", "rate", "");
    private static final NumberField PLAN =
            new NumberField("plan", "Planned concurrency", "", 1, false, Double.POSITIVE_INFINITY, true, true, "8", "plan", "");
    private static final List<FieldGroup> FORM = List.of(
            new FieldGroup("Schedule", "", List.of(ATTEMPTS, RATE)), new FieldGroup("Load", "", List.of(PLAN)));

    @Test
    void linksOneInvalidFieldByItsLabel() {
        assertThat(StaleNotice.html(FORM, List.of(new FieldError("plan", "Planned concurrency must be..."))))
                .isEqualTo(StaleNotice.SENTENCE + " Field to fix: <a href=\"#plan\">Planned concurrency</a>.");
    }

    @Test
    void listsEveryInvalidFieldInFormOrderEscapingLabels() {
        List<FieldError> errors = List.of(new FieldError("plan", "x"), new FieldError("attempts", "y"),
                new FieldError("rate", "z"), new FieldError("attempts", "a second message for the same field"));
        assertThat(StaleNotice.html(FORM, errors)).isEqualTo(StaleNotice.SENTENCE + " Fields to fix: "
                + "<a href=\"#attempts\">Attempt limit</a>, <a href=\"#rate\">Base &lt;delay&gt;</a> and "
                + "<a href=\"#plan\">Planned concurrency</a>.");
        assertThat(StaleNotice.html(FORM, errors.subList(0, 2))).isEqualTo(StaleNotice.SENTENCE + " Fields to fix: "
                + "<a href=\"#attempts\">Attempt limit</a> and <a href=\"#plan\">Planned concurrency</a>.");
    }

    @Test
    void withoutAFieldErrorOnlyTheSentenceRemains() {
        assertThat(StaleNotice.html(FORM, List.of(new FieldError("unknown", "x")))).isEqualTo(StaleNotice.SENTENCE);
    }
}
