package dev.retryworkbench.core.amplification;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.form.ChoiceField;
import dev.retryworkbench.core.form.Field;
import dev.retryworkbench.core.form.FieldGroup;
import dev.retryworkbench.core.form.NumberField;
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
    void versionOnesMembersAreTheFirstThreeSlotsAndTheirDefaultsAreTheWorkedExamples() {
        List<String> ids = new ArrayList<>();
        for (Field field : version1Fields()) {
            ids.add(field.id());
        }
        // Version 1's layers were the object runner, application, sdk: now the first three slots, outermost first.
        assertThat(ids).containsExactly("layer1-attempts", "layer1-initial", "layer1-max", "layer2-attempts",
                "layer2-initial", "layer2-max", "layer3-attempts", "layer3-initial", "layer3-max", "timeout",
                "deadline", "jitter", "seed");
        List<String> paths = new ArrayList<>();
        for (Field field : version1Fields()) {
            paths.add(field.worksheetPath());
        }
        assertThat(paths).startsWith("layers.0.attempts", "layers.0.initialBackoffMs", "layers.0.maxBackoffMs");
        List<String> added = new ArrayList<>();
        for (Field field : AmplificationFields.form().get(0).fields()) {
            added.add(field.id());
        }
        assertThat(added).containsExactly("layer1-role", "layer1-name", "layer1-preset", "layer1-attempts", "layer1-initial",
                "layer1-max", "layer1-multiplier", "layer1-shape", "layer1-jitter", "layer1-jitter-low",
                "layer1-jitter-high", "layer1-per-try-timeout", "layer1-timeout");
    }

    @Test
    void theFormIsTheStacksSizeEightSlotsOutermostFirstThenTiming() {
        List<FieldGroup> groups = AmplificationFields.form();
        assertThat(groups).extracting(FieldGroup::legend).containsExactly("Layer 1", "Layer 2", "Layer 3",
                "Layer 4", "Layer 5", "Layer 6", "Layer 7", "Layer 8", "Stack", "Timeout, deadline and jitter",
                "Limits for the checks");
        assertThat(groups.get(0).intro()).isEqualTo("Outermost first. Attempt limits include the initial try. Each outer attempt reruns "
                + "the full inner policy; calls are assumed to time out from the caller's perspective, without "
                + "establishing their downstream effects.");
        assertThat(AmplificationFields.LAYER_COUNT.defaultText()).isEqualTo("3");
        assertThat(AmplificationFields.LAYER_COUNT.rangeText()).isEqualTo("a whole number from 1 to 8");
        List<String> roles = new ArrayList<>();
        for (int slot = 0; slot < LayerChain.MAX_DEPTH; slot++) {
            roles.add(AmplificationFields.role(slot).defaultText());
        }
        assertThat(roles).containsExactly("runner", "application", "sdk", "mesh", "mesh", "mesh", "mesh", "mesh");
        // A layer added to the worked example does not retry until it is edited.
        assertThat(AmplificationFields.slot(3).attempts().defaultText()).isEqualTo("1");
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
        assertThat(labels).containsExactly("Layer 1 attempt limit", "Layer 1 initial backoff",
                "Layer 1 maximum backoff", "Layer 2 attempt limit", "Layer 2 initial backoff", "Layer 2 maximum backoff",
                "Layer 3 attempt limit", "Layer 3 initial backoff", "Layer 3 maximum backoff",
                "Physical attempt timeout", "End-to-end deadline", "Backoff jitter", "Teaching jitter seed");
        assertThat(AmplificationFields.slot(2).initialBackoff().unit()).isEqualTo("ms");
        assertThat(AmplificationFields.slot(0).maxBackoff().unit()).isEqualTo("ms");
        assertThat(AmplificationFields.TIMEOUT.unit()).isEqualTo("ms");
        assertThat(AmplificationFields.DEADLINE.unit()).isEqualTo("ms");
        assertThat(AmplificationFields.slot(2).attempts().unit()).isEmpty();
    }

    @Test
    void helpTextsCarryTheSeedSentencesAndTheConventions() {
        assertThat(AmplificationFields.slot(1).attempts().help()).startsWith("1 means this layer does not retry.")
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
        assertThat(AmplificationFields.slot(0).attempts().rangeText()).isEqualTo("a whole number from 1 to 100");
        // Part 2 widens backoffs and the deadline to 30 days so that job runners fit.
        assertThat(AmplificationFields.slot(1).initialBackoff().rangeText()).isEqualTo("a whole number from 0 to 2,592,000,000");
        assertThat(AmplificationFields.TIMEOUT.rangeText()).isEqualTo("a whole number from 1 to 86,400,000");
        assertThat(AmplificationFields.DEADLINE.rangeText())
                .isEqualTo("a whole number from 1 to 2,592,000,000, or empty");
        assertThat(AmplificationFields.RUNS.rangeText()).isEqualTo("a whole number from 1 to 100,000");
        assertThat(AmplificationFields.SEED.rangeText()).isEqualTo("a whole number from 0 to 4,294,967,295");
        List<String> defaults = new ArrayList<>();
        for (Field field : version1Fields()) {
            defaults.add(field.defaultText());
        }
        assertThat(defaults).containsExactly("3", "1000", "10000", "3", "500", "5000", "3", "100", "1000",
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
}
