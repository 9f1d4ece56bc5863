package dev.retryworkbench.core.planner;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.config.ConfigBlock;
import dev.retryworkbench.core.config.ConfigFormats;
import dev.retryworkbench.core.config.ConfigWriting;
import dev.retryworkbench.core.configform.ConfigTarget;
import dev.retryworkbench.core.configform.ConfigTargets;
import dev.retryworkbench.core.form.FormReading;
import dev.retryworkbench.core.form.RawValues;
import dev.retryworkbench.core.tool.ToolNames;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * "Copy as" the planner's schedule as the OpenAI and Anthropic Python clients' settings (issue 33): their
 * max_retries counts retries, and their waits are fixed (INITIAL_RETRY_DELAY 0.5 s, doubling up to
 * MAX_RETRY_DELAY 8 s, each x 0.75 to 1; docs/presets.md cites _constants.py and _base_client.py), so a
 * comment says so whenever the plan's waits are other.
 */
class PlannerCopyAsClientTest {
    private static final ConfigTarget SCHEDULE = ConfigTargets.of(ToolNames.PLANNER).get(0);

    private static ConfigBlock schedule(Map<String, String> changes) {
        RawValues defaults = FormReading.defaults(PlannerFields.form());
        List<String> problems = new ArrayList<>();
        ConfigBlock block = SCHEDULE.read(id -> changes.getOrDefault(id, defaults.get(id)), problems);
        assertThat(problems).isEmpty();
        return block;
    }

    @Test
    void theWorkedExamplesScheduleIsFourRetriesWithACommentOnTheWaits() {
        for (String client : new String[] {"openai", "anthropic"}) {
            // 5 attempts, 1 s doubling to 32 s under full jitter: 4 retries, waits the client cannot take.
            ConfigWriting writing = ConfigFormats.byId(client).write(schedule(Map.of()));
            assertThat(writing.text()).as(client).contains("max_retries=4").startsWith("# ")
                    .contains("fixes its waits: 0.5 s x2 up to 8 s, each x 0.75 to 1");
            assertThat(writing.exact()).as(client).isFalse();
        }
    }

    @Test
    void theClientsOwnScheduleCopiesWithoutAComment() {
        ConfigWriting writing = ConfigFormats.byId("openai").write(schedule(Map.of("attempts", "3", "base-delay", "0.5",
                "max-delay", "8", "multiplier", "2", "jitter", "proportional", "jitter-low", "0.75", "jitter-high",
                "1")));
        assertThat(writing.text()).contains("client = OpenAI(\n    max_retries=2,\n").doesNotContain("fixes its waits");
    }

    @Test
    void aRetryAfterFloorTheClientsCannotSetIsSaidInTheComment() {
        // The client's own schedule with a 30 s Retry-After: both clients wait a server's Retry-After of 30 s
        // exactly (openai-python up to 120 s, anthropic-sdk-python up to 60 s), not as a floor under their waits.
        Map<String, String> clientsOwn = Map.of("attempts", "3", "base-delay", "0.5", "max-delay", "8", "multiplier",
                "2", "jitter", "proportional", "jitter-low", "0.75", "jitter-high", "1", "retry-after", "30");
        ConfigWriting openAi = ConfigFormats.byId("openai").write(schedule(clientsOwn));
        assertThat(openAi.text()).startsWith("# the OpenAI client cannot set the plan's Retry-After floor of 30 s"
                + " under every wait: it waits a server's Retry-After of up to 120 s exactly, instead of its own wait"
                + " even where the plan's is longer, and ignores a longer one\n");
        assertThat(openAi.exact()).isFalse();
        // 90 s: within OpenAI's 120 s, past Anthropic's 60 s.
        Map<String, String> longer = new java.util.HashMap<>(clientsOwn);
        longer.put("retry-after", "90");
        assertThat(ConfigFormats.byId("openai").write(schedule(longer)).text()).contains("of up to 120 s exactly");
        assertThat(ConfigFormats.byId("anthropic").write(schedule(longer)).text()).contains("the Anthropic client"
                + " cannot set the plan's Retry-After floor of 90 s under every wait: it ignores a server's"
                + " Retry-After over 60 s and retries after its own wait, sooner than the provider asks");
        // A format that says nothing of it leaves the floor out and says so; a Retry-After of 0 is no floor.
        assertThat(ConfigFormats.byId("tenacity").write(schedule(clientsOwn)).text()).contains("the Retry-After of 30 s"
                + " is a floor under every wait of the plan that the provider sets; this config cannot set one: it is"
                + " left out");
        longer.put("retry-after", "0");
        assertThat(ConfigFormats.byId("openai").write(schedule(longer)).text()).doesNotContain("Retry-After");
    }
}
