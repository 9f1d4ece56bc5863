package dev.retryworkbench.core.storm.simulation;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class EventQueueTest {
    private static final int ABANDONED = -1;

    @Test
    void equalTimesPutCompletionsBeforeStartsThenCreationOrder() {
        EventQueue queue = new EventQueue(ABANDONED);
        queue.push(5, true, 1);
        queue.push(5, false, 2);
        queue.pushInOrder(5, true, 3);
        queue.push(3, true, 4);
        queue.pushInOrder(5, false, 5);
        queue.pushAbandoned(5);
        queue.push(5, false, 6);
        assertThat(drain(queue)).containsExactly(4, ABANDONED, 2, 5, 6, 1, 3);
    }

    @Test
    void anEventOutOfOrderForItsLaneStillPopsInOrder() {
        EventQueue queue = new EventQueue(ABANDONED);
        queue.pushInOrder(10, false, 1);
        queue.pushInOrder(4, false, 2);
        queue.pushInOrder(10, true, 3);
        queue.pushInOrder(7, true, 4);
        assertThat(drain(queue)).containsExactly(2, 4, 1, 3);
    }

    /**
     * Drives the queue as the simulation does (events at or after the last popped time, pushes and pops
     * interleaved, so the lanes wrap around and grow while wrapped) and compares every pop with a sorted
     * list: by time, then abandoned work, completions, starts, then creation.
     */
    @Test
    void popsTheEarliestPendingEventAcrossGrowthAndWrapping() {
        Random random = new Random(1);
        EventQueue queue = new EventQueue(ABANDONED);
        List<double[]> pending = new ArrayList<>();
        Comparator<double[]> order = Comparator.<double[]>comparingDouble(e -> e[0])
                .thenComparingDouble(e -> e[1]).thenComparingDouble(e -> e[2]);
        double now = 0;
        double timeoutLast = 0;
        int created = 0;
        int pops = 0;
        for (int step = 0; step < 40_000; step++) {
            if (random.nextInt(100) < 52 || pending.isEmpty()) {
                int kind = random.nextInt(5);
                // Few distinct times, so many ties.
                double time = now + random.nextInt(kind == 0 ? 3 : 40);
                int value = created++;
                if (kind == 0) {
                    queue.pushInOrder(now, true, value);
                    pending.add(new double[] {now, 2, value});
                } else if (kind == 1) {
                    timeoutLast = Math.max(timeoutLast, now + 20);
                    queue.pushInOrder(timeoutLast, false, value);
                    pending.add(new double[] {timeoutLast, 1, value});
                } else if (kind == 2) {
                    queue.pushAbandoned(time);
                    pending.add(new double[] {time, 0, ABANDONED});
                } else {
                    boolean start = kind == 3;
                    queue.push(time, start, value);
                    pending.add(new double[] {time, start ? 2 : 1, value});
                }
            } else {
                pending.sort(order);
                double[] expected = pending.remove(0);
                assertThat(queue.peekTime()).isEqualTo(expected[0]);
                queue.pop();
                assertThat(queue.poppedTime()).isEqualTo(expected[0]);
                assertThat(queue.poppedValue()).as("pop " + pops).isEqualTo((int) expected[2]);
                now = expected[0];
                pops++;
            }
        }
        assertThat(pops).isGreaterThan(15_000);
        assertThat(pending.size()).isGreaterThan(1_000);
        pending.sort(order);
        List<Integer> rest = drain(queue);
        assertThat(rest).hasSize(pending.size());
        for (int i = 0; i < rest.size(); i++) {
            assertThat(rest.get(i)).isEqualTo((int) pending.get(i)[2]);
        }
    }

    private static List<Integer> drain(EventQueue queue) {
        List<Integer> values = new ArrayList<>();
        while (!queue.isEmpty()) {
            queue.pop();
            values.add(queue.poppedValue());
        }
        return values;
    }
}
