package dev.retryworkbench.core.storm;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class EventQueueTest {
    @Test
    void equalTimesPutCompletionsBeforeStartsThenCreationOrder() {
        EventQueue queue = new EventQueue();
        queue.push(5, true, 1);
        queue.push(5, false, 2);
        queue.push(5, true, 3);
        queue.push(3, true, 4);
        queue.push(5, false, 5);
        assertThat(drain(queue)).containsExactly(4, 2, 5, 1, 3);
    }

    @Test
    void popsInOrderOfTimeThenRankAcrossGrowth() {
        EventQueue queue = new EventQueue();
        Random random = new Random(1);
        int n = 5_000;
        double[] times = new double[n];
        boolean[] starts = new boolean[n];
        for (int i = 0; i < n; i++) {
            // Few distinct times, so many ties.
            times[i] = random.nextInt(50);
            starts[i] = random.nextBoolean();
            queue.push(times[i], starts[i], i);
        }
        List<Integer> order = drain(queue);
        assertThat(order).hasSize(n);
        for (int k = 1; k < n; k++) {
            int a = order.get(k - 1);
            int b = order.get(k);
            boolean inOrder = times[a] < times[b]
                    || times[a] == times[b] && (!starts[a] && starts[b] || starts[a] == starts[b] && a < b);
            assertThat(inOrder).as(a + " before " + b).isTrue();
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
