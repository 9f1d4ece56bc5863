package dev.retryworkbench.core.storm;

/**
 * The simulation's pending events: a binary min-heap over three parallel primitive arrays, so no
 * event is an object and a push or pop allocates nothing (the arrays double when full).
 *
 * <p>Order: by time; at equal times completions before starts; then in order of creation. The last
 * two are one double per event, its rank: the creation number, plus 2^40 for a start. Creation
 * numbers are exact up to 2^40 (10^12) events, far beyond any run that finishes.
 */
final class EventQueue {
    private static final double START_RANK = 1099511627776.0;

    private double[] times = new double[256];
    private double[] ranks = new double[256];
    private int[] values = new int[256];
    private int size;
    private double created;
    /** The time and value of the event {@link #pop} removed last. */
    private double poppedTime;
    private int poppedValue;

    /** Adds an event at {@code time}: a start, or else a completion, carrying {@code value}. */
    void push(double time, boolean start, int value) {
        if (size == times.length) {
            grow();
        }
        double rank = start ? START_RANK + created : created;
        created++;
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

    /** Returns true when no event is pending. */
    boolean isEmpty() {
        return size == 0;
    }

    /** Returns the earliest pending event's time; the queue must not be empty. */
    double peekTime() {
        return times[0];
    }

    /** Removes the earliest event; read it with {@link #poppedTime} and {@link #poppedValue}. */
    void pop() {
        poppedTime = times[0];
        poppedValue = values[0];
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

    double poppedTime() {
        return poppedTime;
    }

    int poppedValue() {
        return poppedValue;
    }

    private void grow() {
        int capacity = times.length * 2;
        double[] newTimes = new double[capacity];
        double[] newRanks = new double[capacity];
        int[] newValues = new int[capacity];
        System.arraycopy(times, 0, newTimes, 0, size);
        System.arraycopy(ranks, 0, newRanks, 0, size);
        System.arraycopy(values, 0, newValues, 0, size);
        times = newTimes;
        ranks = newRanks;
        values = newValues;
    }
}
