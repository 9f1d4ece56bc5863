package dev.retryworkbench.core.storm.render;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.storm.simulation.Shedding;
import dev.retryworkbench.core.storm.simulation.StormInputs;
import dev.retryworkbench.core.storm.simulation.StormRun;
import dev.retryworkbench.core.storm.simulation.StormSimulation;
import dev.retryworkbench.core.storm.simulation.StormSimulator;
import dev.retryworkbench.core.storm.simulation.StormTrigger;
import dev.retryworkbench.core.text.Numbers;
import org.junit.jupiter.api.Test;

/**
 * The story's word when attempts in flight grow with no concurrency limit past what any server holds, and on a
 * trigger that takes capacity away.
 */
class UnlimitedConcurrencyStoryTest {
    /**
     * 20,000 requests per second for 10 s at 1 s plus 10 ms per attempt in flight: after the first second
     * about 20,000 are in flight, each new attempt takes over 200 s, far past the 3 s timeout, and none
     * leaves before its service time ends, so the in-flight count passes 100,000 within the arrivals.
     */
    private static StormInputs flood(Shedding shedding) {
        return StormInputs.builder().withClients(10).withRequestsPerSecond(20_000).withArrivalsStopSeconds(10)
                .withBaseLatencyMs(1_000).withLatencyPerInFlightMs(10).withTrigger(new StormTrigger(2, 3, null, null))
                .withAttemptTimeoutMs(3_000).withShedding(shedding).build();
    }

    @Test
    void saysSoAndSuggestsTheLimitWhenInFlightPassesWhatAServerHolds() {
        StormInputs inputs = flood(null);
        StormRun run = StormSimulation.simulate(inputs);
        int peak = 0;
        for (int s = 0; s < run.series().length(); s++) {
            peak = Math.max(peak, run.series().inFlight(s));
        }
        assertThat(peak).isGreaterThan(StormStory.SERVER_HOLDS);
        String sentence = StormStory.unlimitedSentence(inputs, run.series());
        assertThat(sentence).isNotNull().contains(Numbers.grouped(peak) + " attempts were in flight")
                .contains("behind the 3 s timeout").contains("dependency concurrency limit");
    }

    @Test
    void staysSilentWithALimitOrAFewAttemptsInFlight() {
        StormInputs limited = flood(new Shedding(1_000, 5, null));
        assertThat(StormStory.unlimitedSentence(limited, StormSimulation.simulate(limited).series())).isNull();
        StormInputs worked = StormInputs.builder().build();
        assertThat(StormStory.unlimitedSentence(worked, StormSimulation.simulate(worked).series())).isNull();
    }

    @Test
    void theTriggerSentenceNamesTheCapacityKeptAndTheLimitInside() {
        StormInputs inputs = StormInputs.builder().withTrigger(new StormTrigger(20, 29, null, null, 0.3))
                .withShedding(new Shedding(50, 5, null)).build();
        String story = String.join(" ", StormStory.paragraphs(StormSimulator.run(inputs)).stream()
                .map(paragraph -> paragraph.text()).toList());
        // 50 x 0.3 = 15 attempts at most inside the window.
        assertThat(story).contains("keeps 30").contains("of its capacity from 20 s to 29 s")
                .contains("divided by 0.3 and it holds at most 15.");
        StormInputs whole = StormInputs.builder().withTrigger(new StormTrigger(20, 29, null, null)).build();
        String wholeStory = String.join(" ", StormStory.paragraphs(StormSimulator.run(whole)).stream()
                .map(paragraph -> paragraph.text()).toList());
        assertThat(wholeStory).doesNotContain("of its capacity");
    }
}
