package dev.retryworkbench.core.amplification;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.retryworkbench.core.policy.Jitter;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class BoundedTimelineTest {

    private static void feed(BoundedTimeline timeline, int rows) {
        for (int i = 0; i < rows; i++) {
            timeline.accept(TimelineRow.Action.ATTEMPT, 2, new int[] {1, 1, i + 1}, i * 10, i * 10 + 10, false, Cut.NONE);
        }
    }

    private static String paths(List<TimelineRow> rows) {
        StringBuilder text = new StringBuilder();
        for (TimelineRow row : rows) {
            text.append(row.path()).append(' ');
        }
        return text.toString().trim();
    }

    @Test
    void keepsTheFirstAndLastRowsOfALongTimeline() {
        BoundedTimeline timeline = new BoundedTimeline(3, 3);
        feed(timeline, 10);
        TimelineExcerpt excerpt = timeline.excerpt();
        assertThat(paths(excerpt.head())).isEqualTo("1.1.1 1.1.2 1.1.3");
        assertThat(paths(excerpt.tail())).isEqualTo("1.1.8 1.1.9 1.1.10");
        assertThat(excerpt.tail().get(2)).isEqualTo(new TimelineRow(TimelineRow.Action.ATTEMPT, 2, "1.1.10", 90, 100, false));
        assertThat(excerpt.totalRows()).isEqualTo(10);
        assertThat(excerpt.omittedRows()).isEqualTo(4);
        assertThat(excerpt.complete()).isFalse();
    }

    @Test
    void keepsEverythingWhenTheTimelineFitsWithoutOverlap() {
        BoundedTimeline timeline = new BoundedTimeline(3, 3);
        feed(timeline, 5);
        TimelineExcerpt excerpt = timeline.excerpt();
        assertThat(paths(excerpt.head())).isEqualTo("1.1.1 1.1.2 1.1.3");
        assertThat(paths(excerpt.tail())).isEqualTo("1.1.4 1.1.5");
        assertThat(excerpt.complete()).isTrue();
    }

    @Test
    void anEmptyOrShortTimelineHasNoTail() {
        BoundedTimeline empty = new BoundedTimeline(4, 3);
        assertThat(empty.excerpt().totalRows()).isZero();
        assertThat(empty.excerpt().head()).isEmpty();
        BoundedTimeline two = new BoundedTimeline(4, 3);
        feed(two, 2);
        assertThat(two.excerpt().head()).hasSize(2);
        assertThat(two.excerpt().tail()).isEmpty();
    }

    @Test
    void excerptMatchesTheEndsOfTheFullTimelineForRandomTracesAndSizes() {
        Random random = new Random(5);
        for (int i = 0; i < 200; i++) {
            AmplificationInputs inputs = TraceFixtures.inputs(
                    new int[] {1 + random.nextInt(5), random.nextInt(500), 500 + random.nextInt(500)},
                    new int[] {1 + random.nextInt(5), random.nextInt(500), 1_000},
                    new int[] {1 + random.nextInt(5), 0, random.nextInt(100)},
                    1 + random.nextInt(100), random.nextBoolean() ? null : Long.valueOf(1 + random.nextInt(5_000)),
                    Jitter.FULL, random.nextInt() & 0xFFFFFFFFL);
            List<TimelineRow> all = TraceFixtures.allRows(inputs);
            int keep = 1 + random.nextInt(20);
            BoundedTimeline timeline = new BoundedTimeline(keep, 3);
            Simulator.stream(inputs, timeline);
            TimelineExcerpt excerpt = timeline.excerpt();
            int headSize = Math.min(keep, all.size());
            int tailSize = Math.min(keep, all.size() - headSize);
            assertThat(excerpt.totalRows()).isEqualTo(all.size());
            assertThat(excerpt.head()).isEqualTo(all.subList(0, headSize));
            assertThat(excerpt.tail()).isEqualTo(all.subList(all.size() - tailSize, all.size()));
        }
    }

    @Test
    void rejectsKeepingNothing() {
        assertThatThrownBy(() -> new BoundedTimeline(0, 3))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("keep at least one row at each end: 0");
    }
}
