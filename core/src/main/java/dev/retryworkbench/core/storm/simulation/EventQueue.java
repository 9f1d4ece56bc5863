package dev.retryworkbench.core.storm.simulation;

/**
 * The simulation's pending events over primitive arrays, so no event is an object and a push or pop
 * allocates nothing (the arrays double when full).
 *
 * <p>Order: by time; at equal times completions before starts; then in order of creation. The last
 * two are one double per event, its rank: the creation number, plus 2^40 for a start. Creation
 * numbers are exact up to 2^40 (10^12) events, far beyond any run that finishes.
 *
 * <p>Most events need no heap, which is what makes a storm cheap to simulate. Four places hold them,
 * and {@link #pop} takes the earliest of their heads:
 * <ul>
 * <li>a binary min-heap of (time, rank, value) for events in no particular order (cuts at a
 * request's deadline, starts after waits, the next arrival, and what the lanes refuse);
 * <li>a first-in first-out lane of completions mostly created in time order (timeouts: the moment
 * plus a fixed timeout; outcomes: the moment plus a service time that changes slowly with the load),
 * an O(1) append; one earlier than the lane's last goes to the heap instead, so the lane stays in
 * order whatever the caller passes;
 * <li>the same for starts (retries without a wait start at the moment they are created);
 * <li>a heap of bare times for the dependency finishing work nobody waits for, which carries no
 * value: such events differ only in time. At a time equal to another completion's they come first,
 * which changes nothing (finishing abandoned work only lowers the count in flight, which only a
 * start reads, and starts come after every completion of their time).
 * </ul>
 */
final class EventQueue {
    private static final double START_RANK = 1099511627776.0;

    /** The value {@link #pop} reports for work nobody waits for ({@link #pushAbandoned}). */
    private final int abandonedValue;

    private double[] times = new double[256];
    private double[] ranks = new double[256];
    private int[] values = new int[256];
    private int size;

    private final Lane completions = new Lane();
    private final Lane starts = new Lane();

    private double[] abandoned = new double[256];
    private int abandonedSize;

    private double created;
    /** The time and value of the event {@link #pop} removed last. */
    private double poppedTime;
    private int poppedValue;

    /** Creates an empty queue whose events of abandoned work pop with {@code abandonedValue}. */
    EventQueue(int abandonedValue) {
        this.abandonedValue = abandonedValue;
    }

    /** Adds an event at {@code time}: a start, or else a completion, carrying {@code value}. */
    void push(double time, boolean start, int value) {
        pushHeap(time, nextRank(start), value);
    }

    /**
     * Adds an event like {@link #push}, for one that usually comes no earlier than every event of its
     * class added this way before (a timeout: the moment plus a fixed duration; a retry without a
     * wait: the moment): an O(1) append instead of a heap push when it does.
     */
    void pushInOrder(double time, boolean start, int value) {
        double rank = nextRank(start);
        Lane lane = start ? starts : completions;
        if (lane.accepts(time)) {
            lane.append(time, rank, value);
        } else {
            pushHeap(time, rank, value);
        }
    }

    /** Adds the dependency's end of work nobody waits for any more, at {@code time}. */
    void pushAbandoned(double time) {
        if (abandonedSize == abandoned.length) {
            abandoned = grow(abandoned, abandonedSize);
        }
        int i = abandonedSize++;
        while (i > 0) {
            int parent = (i - 1) >> 1;
            double parentTime = abandoned[parent];
            if (parentTime <= time) {
                break;
            }
            abandoned[i] = parentTime;
            i = parent;
        }
        abandoned[i] = time;
    }

    /** Returns true when no event is pending. */
    boolean isEmpty() {
        return size == 0 && completions.count == 0 && starts.count == 0 && abandonedSize == 0;
    }

    /** Returns the earliest pending event's time; the queue must not be empty. */
    double peekTime() {
        double time = Double.POSITIVE_INFINITY;
        if (size > 0) {
            time = times[0];
        }
        if (completions.count > 0) {
            time = Math.min(time, completions.headTime());
        }
        if (starts.count > 0) {
            time = Math.min(time, starts.headTime());
        }
        if (abandonedSize > 0) {
            time = Math.min(time, abandoned[0]);
        }
        return time;
    }

    /** Removes the earliest event; read it with {@link #poppedTime} and {@link #poppedValue}. */
    void pop() {
        // The earliest of the heap's top and the lanes' heads, by (time, rank).
        Lane lane = null;
        double time = Double.POSITIVE_INFINITY;
        double rank = 0;
        if (size > 0) {
            time = times[0];
            rank = ranks[0];
        }
        if (completions.count > 0 && completions.before(time, rank)) {
            lane = completions;
            time = completions.headTime();
            rank = completions.headRank();
        }
        if (starts.count > 0 && starts.before(time, rank)) {
            lane = starts;
            time = starts.headTime();
        }
        if (abandonedSize > 0 && abandoned[0] <= time) {
            poppedTime = abandoned[0];
            poppedValue = abandonedValue;
            popAbandoned();
        } else if (lane != null) {
            poppedTime = time;
            poppedValue = lane.removeHead();
        } else {
            poppedTime = time;
            poppedValue = values[0];
            popHeap();
        }
    }

    double poppedTime() {
        return poppedTime;
    }

    int poppedValue() {
        return poppedValue;
    }

    private double nextRank(boolean start) {
        double rank = start ? START_RANK + created : created;
        created++;
        return rank;
    }

    private void pushHeap(double time, double rank, int value) {
        if (size == times.length) {
            times = grow(times, size);
            ranks = grow(ranks, size);
            values = grow(values, size);
        }
        int i = size++;
        while (i > 0) {
            int parent = (i - 1) >> 1;
            double parentTime = times[parent];
            if (parentTime < time || (parentTime == time && ranks[parent] < rank)) {
                break;
            }
            times[i] = parentTime;
            ranks[i] = ranks[parent];
            values[i] = values[parent];
            i = parent;
        }
        times[i] = time;
        ranks[i] = rank;
        values[i] = value;
    }

    private void popHeap() {
        int last = --size;
        if (last == 0) {
            return;
        }
        double time = times[last];
        double rank = ranks[last];
        int value = values[last];
        int i = 0;
        int half = last >> 1;
        while (i < half) {
            int child = 2 * i + 1;
            int right = child + 1;
            if (right < last && (times[right] < times[child]
                    || (times[right] == times[child] && ranks[right] < ranks[child]))) {
                child = right;
            }
            double childTime = times[child];
            if (time < childTime || (time == childTime && rank < ranks[child])) {
                break;
            }
            times[i] = childTime;
            ranks[i] = ranks[child];
            values[i] = values[child];
            i = child;
        }
        times[i] = time;
        ranks[i] = rank;
        values[i] = value;
    }

    private void popAbandoned() {
        int last = --abandonedSize;
        if (last == 0) {
            return;
        }
        double time = abandoned[last];
        int i = 0;
        int half = last >> 1;
        while (i < half) {
            int child = 2 * i + 1;
            int right = child + 1;
            if (right < last && abandoned[right] < abandoned[child]) {
                child = right;
            }
            double childTime = abandoned[child];
            if (time <= childTime) {
                break;
            }
            abandoned[i] = childTime;
            i = child;
        }
        abandoned[i] = time;
    }

    private static double[] grow(double[] values, int length) {
        double[] grown = new double[values.length * 2];
        System.arraycopy(values, 0, grown, 0, length);
        return grown;
    }

    private static int[] grow(int[] values, int length) {
        int[] grown = new int[values.length * 2];
        System.arraycopy(values, 0, grown, 0, length);
        return grown;
    }

    /** Events in the order they were appended, which is their order: a ring buffer. */
    private static final class Lane {
        private double[] times = new double[256];
        private double[] ranks = new double[256];
        private int[] values = new int[256];
        private int head;
        private int count;
        private double lastTime = Double.NEGATIVE_INFINITY;

        /** Returns true when an event at {@code time} keeps the lane in order (its rank is the newest). */
        boolean accepts(double time) {
            return count == 0 || time >= lastTime;
        }

        void append(double time, double rank, int value) {
            if (count == times.length) {
                unwrapInto(times.length * 2);
            }
            int i = head + count;
            if (i >= times.length) {
                i -= times.length;
            }
            times[i] = time;
            ranks[i] = rank;
            values[i] = value;
            count++;
            lastTime = time;
        }

        double headTime() {
            return times[head];
        }

        double headRank() {
            return ranks[head];
        }

        /** Returns true when the head comes before an event at ({@code time}, {@code rank}). */
        boolean before(double time, double rank) {
            double headTime = times[head];
            return headTime < time || (headTime == time && ranks[head] < rank);
        }

        int removeHead() {
            int value = values[head];
            head++;
            if (head == times.length) {
                head = 0;
            }
            count--;
            return value;
        }

        /** Moves the events to arrays of {@code capacity}, the head at index 0. */
        private void unwrapInto(int capacity) {
            double[] newTimes = new double[capacity];
            double[] newRanks = new double[capacity];
            int[] newValues = new int[capacity];
            int first = Math.min(count, times.length - head);
            System.arraycopy(times, head, newTimes, 0, first);
            System.arraycopy(ranks, head, newRanks, 0, first);
            System.arraycopy(values, head, newValues, 0, first);
            System.arraycopy(times, 0, newTimes, first, count - first);
            System.arraycopy(ranks, 0, newRanks, first, count - first);
            System.arraycopy(values, 0, newValues, first, count - first);
            times = newTimes;
            ranks = newRanks;
            values = newValues;
            head = 0;
        }
    }
}
