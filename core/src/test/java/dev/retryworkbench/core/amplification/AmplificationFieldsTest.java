package dev.retryworkbench.core.amplification;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.form.ChoiceField;
import dev.retryworkbench.core.form.Field;
import dev.retryworkbench.core.form.FieldGroup;
import dev.retryworkbench.core.form.NumberField;
import dev.retryworkbench.core.policy.Layer;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.api.Test;

class AmplificationFieldsTest {

    private static List<Field> allFields() {
        List<Field> fields = new ArrayList<>();
        for (FieldGroup group : AmplificationFields.form()) {
            fields.addAll(group.fields());
        }
        return fields;
    }

    /** Returns the fields of version 1, which every worksheet carries, in form order. */
    private static List<Field> version1Fields() {
        List<Field> fields = new ArrayList<>();
        for (Field field : allFields()) {
            if (!field.defaultWhenAbsent()) {
                fields.add(field);
            }
        }
        return fields;
    }

    @Test
    void fieldIdsAreExactlyThePublicOnesInOrder() {
        List<String> ids = new ArrayList<>();
        for (Field field : version1Fields()) {
            ids.add(field.id());
        }
        assertThat(ids).containsExactly("sdk-attempts", "sdk-initial", "sdk-max", "app-attempts", "app-initial",
                "app-max", "runner-attempts", "runner-initial", "runner-max", "timeout", "deadline", "jitter", "seed");
        List<String> added = new ArrayList<>();
        for (Field field : allFields()) {
            if (field.defaultWhenAbsent()) {
                added.add(field.id());
            }
        }
        assertThat(added).containsExactly("sdk-preset", "sdk-multiplier", "sdk-shape", "sdk-jitter", "sdk-jitter-low",
                "sdk-jitter-high", "sdk-per-try-timeout", "sdk-timeout", "app-preset", "app-multiplier", "app-shape",
                "app-jitter", "app-jitter-low", "app-jitter-high", "app-per-try-timeout", "app-timeout",
                "runner-preset", "runner-multiplier", "runner-shape", "runner-jitter", "runner-jitter-low",
                "runner-jitter-high", "runner-per-try-timeout", "runner-timeout", "failure-after", "deadline-rule", "runs");
    }

    @Test
    void legendsFollowTheSeedAndTheFirstGroupCarriesTheConvention() {
        List<FieldGroup> groups = AmplificationFields.form();
        assertThat(groups).extracting(FieldGroup::legend)
                .containsExactly("SDK: innermost", "Application", "Job runner: outermost", "Timeout, deadline and jitter");
        assertThat(groups.get(0).intro()).isEqualTo("Attempt limits include the initial try. Each outer attempt reruns "
                + "the full inner policy; calls are assumed to time out from the caller's perspective, without "
                + "establishing their downstream effects.");
    }

    @Test
    void labelsAreDistinctAndSelfExplanatory() {
        List<String> all = new ArrayList<>();
        for (Field field : allFields()) {
            all.add(field.label());
        }
        assertThat(new HashSet<>(all)).hasSize(all.size());
        List<String> labels = new ArrayList<>();
        for (Field field : version1Fields()) {
            labels.add(field.label());
        }
        assertThat(labels).containsExactly("SDK attempt limit", "SDK initial backoff", "SDK maximum backoff",
                "Application attempt limit", "Application initial backoff", "Application maximum backoff",
                "Job runner attempt limit", "Job runner initial backoff", "Job runner maximum backoff",
                "Physical attempt timeout", "End-to-end deadline", "Backoff jitter", "Teaching jitter seed");
        assertThat(AmplificationFields.SDK_INITIAL.unit()).isEqualTo("ms");
        assertThat(AmplificationFields.RUNNER_MAX.unit()).isEqualTo("ms");
        assertThat(AmplificationFields.TIMEOUT.unit()).isEqualTo("ms");
        assertThat(AmplificationFields.DEADLINE.unit()).isEqualTo("ms");
        assertThat(AmplificationFields.SDK_ATTEMPTS.unit()).isEmpty();
    }

    @Test
    void helpTextsCarryTheSeedSentencesAndTheConventions() {
        assertThat(AmplificationFields.APP_ATTEMPTS.help()).startsWith("1 means this layer does not retry.")
                .contains("A limit of 3 attempts is 2 retries; some libraries count retries, not attempts.");
        assertThat(AmplificationFields.SEED.help()).isEqualTo("The same seed produces the same illustration.");
        assertThat(AmplificationFields.DEADLINE.allowedText()).endsWith(" Empty means no deadline.");
        for (FieldGroup group : AmplificationFields.form()) {
            for (Field field : group.fields()) {
                assertThat(field.help()).as("help for %s", field.id()).isNotEmpty();
            }
        }
    }

    @Test
    void rangesAndDefaultsFollowTheSpec() {
        assertThat(AmplificationFields.RUNNER_ATTEMPTS.rangeText()).isEqualTo("a whole number from 1 to 100");
        // Part 2 widens backoffs and the deadline to 30 days so that job runners fit.
        assertThat(AmplificationFields.APP_INITIAL.rangeText()).isEqualTo("a whole number from 0 to 2,592,000,000");
        assertThat(AmplificationFields.TIMEOUT.rangeText()).isEqualTo("a whole number from 1 to 86,400,000");
        assertThat(AmplificationFields.DEADLINE.rangeText())
                .isEqualTo("a whole number from 1 to 2,592,000,000, or empty");
        assertThat(AmplificationFields.RUNS.rangeText()).isEqualTo("a whole number from 1 to 100,000");
        assertThat(AmplificationFields.SEED.rangeText()).isEqualTo("a whole number from 0 to 4,294,967,295");
        List<String> defaults = new ArrayList<>();
        for (Field field : version1Fields()) {
            defaults.add(field.defaultText());
        }
        assertThat(defaults).containsExactly("3", "100", "1000", "3", "500", "5000", "3", "1000", "10000",
                "1000", "10000", "none", "42");
        assertThat(AmplificationFields.DEADLINE.read("").valid()).isTrue();
        assertThat(AmplificationFields.DEADLINE.read("").present()).isFalse();
    }

    @Test
    void jitterOffersTheThreeModes() {
        ChoiceField jitter = AmplificationFields.JITTER;
        assertThat(jitter.options()).extracting(ChoiceField.Option::id).containsExactly("none", "full", "equal");
        assertThat(jitter.options()).extracting(ChoiceField.Option::label)
                .containsExactly("No jitter", "Full jitter", "Equal jitter");
    }

    @Test
    void perLayerLookupsReturnTheLayersFields() {
        NumberField[] expected = {AmplificationFields.APP_ATTEMPTS, AmplificationFields.APP_INITIAL, AmplificationFields.APP_MAX};
        assertThat(new NumberField[] {AmplificationFields.attempts(Layer.APPLICATION),
                AmplificationFields.initialBackoff(Layer.APPLICATION), AmplificationFields.maxBackoff(Layer.APPLICATION)})
                .containsExactly(expected);
        assertThat(AmplificationFields.attempts(Layer.RUNNER).id()).isEqualTo("runner-attempts");
        assertThat(AmplificationFields.maxBackoff(Layer.SDK).id()).isEqualTo("sdk-max");
    }
}
