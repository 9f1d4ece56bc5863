package dev.retryworkbench.core.amplification;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.retryworkbench.core.policy.Backoff;
import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.policy.Layer;
import java.util.List;
import java.util.ArrayList;
import dev.retryworkbench.core.policy.Role;
import dev.retryworkbench.core.policy.DeadlineRule;
import dev.retryworkbench.core.policy.BackoffShape;
import org.junit.jupiter.api.Test;

class ValidationTest {
    private static final LayerPolicy SDK = new LayerPolicy(Layer.SDK, 3, 100, 1_000);
    private static final LayerPolicy APP = new LayerPolicy(Layer.APPLICATION, 3, 500, 5_000);
    private static final LayerPolicy RUNNER = new LayerPolicy(Layer.RUNNER, 3, 1_000, 10_000);

    @Test
    void attemptLimitMessageNamesFieldValueAndRange() {
        assertThatThrownBy(() -> new LayerPolicy(Layer.SDK, 0, 100, 1_000))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("SDK attempt limit must be a whole number from 1 to 100 (you entered \u201c0\u201d).");
        assertThatThrownBy(() -> new LayerPolicy(Layer.RUNNER, 101, 100, 1_000))
                .hasMessage("Job runner attempt limit must be a whole number from 1 to 100 (you entered \u201c101\u201d).");
    }

    @Test
    void backoffMessagesNameTheLayersField() {
        assertThatThrownBy(() -> new LayerPolicy(Layer.RUNNER, 3, -1, 10))
                .hasMessage("Job runner initial backoff must be a whole number from 0 to 2,592,000,000 (you entered \u201c-1\u201d).");
        assertThatThrownBy(() -> new LayerPolicy(Layer.APPLICATION, 3, 0, 2_592_000_001L))
                .hasMessage("Application maximum backoff must be a whole number from 0 to 2,592,000,000 (you entered \u201c2,592,000,001\u201d).");
    }

    @Test
    void maximumBelowInitialNamesBothFields() {
        assertThatThrownBy(() -> new LayerPolicy(Layer.APPLICATION, 3, 500, 400))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("Application maximum backoff must be at least the Application initial backoff of 500 ms "
                        + "(you entered \u201c400\u201d).");
        assertThat(new LayerPolicy(Layer.SDK, 3, 700, 700).maxBackoffMs()).isEqualTo(700);
    }

    @Test
    void timeoutDeadlineAndSeedMessagesNameTheirFields() {
        assertThatThrownBy(() -> new AmplificationInputs(SDK, APP, RUNNER, 0, 10_000L, Jitter.NONE, 42))
                .hasMessage("Physical attempt timeout must be a whole number from 1 to 86,400,000 (you entered \u201c0\u201d).");
        assertThatThrownBy(() -> new AmplificationInputs(SDK, APP, RUNNER, 1_000, 2_592_000_001L, Jitter.NONE, 42))
                .hasMessage("End-to-end deadline must be a whole number from 1 to 2,592,000,000, or empty "
                        + "(you entered \u201c2,592,000,001\u201d).");
        assertThatThrownBy(() -> new AmplificationInputs(SDK, APP, RUNNER, 1_000, 0L, Jitter.NONE, 42))
                .hasMessage("End-to-end deadline must be a whole number from 1 to 2,592,000,000, or empty "
                        + "(you entered \u201c0\u201d).");
        assertThatThrownBy(() -> new AmplificationInputs(SDK, APP, RUNNER, 1_000, null, Jitter.NONE, 4_294_967_296L))
                .hasMessage("Teaching jitter seed must be a whole number from 0 to 4,294,967,295 (you entered \u201c4,294,967,296\u201d).");
        assertThatThrownBy(() -> new AmplificationInputs(SDK, APP, RUNNER, 1_000, null, Jitter.NONE, -1))
                .hasMessage("Teaching jitter seed must be a whole number from 0 to 4,294,967,295 (you entered \u201c-1\u201d).");
    }

    @Test
    void acceptsTheEdgesOfEveryRange() {
        AmplificationInputs inputs = new AmplificationInputs(
                new LayerPolicy(Layer.SDK, 1, 0, 0), new LayerPolicy(Layer.APPLICATION, 100, 86_400_000, 86_400_000),
                RUNNER, 86_400_000, 604_800_000L, Jitter.EQUAL, 4_294_967_295L);
        assertThat(inputs.seed()).isEqualTo(4_294_967_295L);
        assertThat(inputs.hasDeadline()).isTrue();
        assertThat(inputs.withDeadline(null).hasDeadline()).isFalse();
    }

    @Test
    void aStackHasOneToEightLayersEachNamedOnce() {
        assertThatThrownBy(() -> new AmplificationInputs(APP, SDK, APP, 1_000, null, Jitter.NONE, 42))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("Two layers are named \u201cApplication\u201d: each layer of a stack needs a name of its own.");
        AmplificationInputs example = AmplificationInputs.workedExample();
        assertThatThrownBy(() -> new AmplificationInputs(List.of(), 1_000, null, null, DeadlineRule.CLIP, Jitter.NONE,
                42, 1)).hasMessage("A stack has 1 to 8 layers, not 0.");
        List<LayerPolicy> nine = new ArrayList<>();
        for (int i = 0; i < 9; i++) {
            nine.add(SDK.as(Role.MESH, "Mesh " + i));
        }
        assertThatThrownBy(() -> new AmplificationInputs(nine, 1_000, null, null, DeadlineRule.CLIP, Jitter.NONE, 42,
                1)).hasMessage("A stack has 1 to 8 layers, not 9.");
        // The innermost layer's attempt is one physical attempt, which the attempt timeout ends.
        assertThatThrownBy(() -> new AmplificationInputs(List.of(APP, SDK.withTimeouts(100L, null)), 1_000, null, null,
                DeadlineRule.CLIP, Jitter.NONE, 42, 1)).hasMessageStartingWith("SDK per-try timeout must be empty")
                .hasMessageContaining("the SDK layer is the innermost");
        // Eight layers of one attempt each: one physical attempt, whatever their roles.
        AmplificationInputs eight = new AmplificationInputs(nine.subList(0, 8).stream()
                .map(policy -> new LayerPolicy(policy.role(), policy.name(), 1, BackoffShape.EXPONENTIAL, 0, 0, 2, null,
                        0.5, 1.5, null, null, null)).toList(), 1_000, null, null, DeadlineRule.CLIP, Jitter.NONE, 42, 1);
        assertThat(Simulator.run(eight, 10).attemptsStarted()).isEqualTo(1);
        assertThat(example.layers()).extracting(LayerPolicy::name).containsExactly("Job runner", "Application", "SDK");
    }

    @Test
    void rawBackoffRejectsAnIndexWithoutABackoff() {
        assertThatThrownBy(() -> Backoff.inMilliseconds(SDK.retryPolicy(Jitter.NONE)).raw(3))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("backoff 3 is outside 1..2");
    }

    @Test
    void workedExampleIsTheSpecDefaults() {
        AmplificationInputs example = AmplificationInputs.workedExample();
        assertThat(example.layers().get(2)).isEqualTo(SDK);
        assertThat(example.layers().get(1)).isEqualTo(APP);
        assertThat(example.layers().get(0)).isEqualTo(RUNNER);
        assertThat(example.attemptTimeoutMs()).isEqualTo(1_000);
        assertThat(example.deadlineMs()).isEqualTo(10_000L);
        assertThat(example.jitter()).isEqualTo(Jitter.NONE);
        assertThat(example.seed()).isEqualTo(42);
    }

    @Test
    void layerIdsRoundTrip() {
        assertThat(Layer.fromId("sdk")).isEqualTo(Layer.SDK);
        assertThat(Layer.fromId("application")).isEqualTo(Layer.APPLICATION);
        assertThat(Layer.fromId("runner")).isEqualTo(Layer.RUNNER);
        assertThat(Layer.fromId("app")).isNull();
        assertThat(Layer.fromId(null)).isNull();
        assertThat(Layer.RUNNER.label()).isEqualTo("Job runner");
    }
}
