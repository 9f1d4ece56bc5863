package dev.retryworkbench.core.storm.render;

import dev.retryworkbench.core.storm.simulation.StormInputs;
import dev.retryworkbench.core.storm.simulation.StormResult;
import dev.retryworkbench.core.storm.simulation.StormSeries;
import dev.retryworkbench.core.storm.simulation.StormVerdict;
import dev.retryworkbench.core.text.Numbers;
import java.util.ArrayList;
import java.util.List;

/**
 * The seconds the per-second table shows (the page's and the Markdown summary's): every second of a
 * short run; of a longer one the seconds that tell the story (the start, the seconds before the
 * trigger that the verdict reads, the trigger window and what follows it, the first unhealthy second,
 * the peak, the recovery, the arrivals stop and the end), with the quiet stretches between them left
 * out and named.
 */
public final class SecondsShown {
    /** A run this long or shorter is shown whole. */
    public static final int SHOW_ALL_UP_TO = 40;
    /** The seconds shown after the trigger's end. */
    public static final int AFTER_TRIGGER = 10;
    /** A trigger window longer than this shows only its first and last {@value #WINDOW_EDGE} seconds. */
    static final int LONG_WINDOW = 20;
    static final int WINDOW_EDGE = 5;
    /** A gap this short or shorter is shown instead: eliding it would save no room. */
    public static final int SMALLEST_GAP = 3;

    private final boolean[] shown;
    private final int count;
    /** What the shown seconds are, in words; empty for a run shown whole. */
    private final List<String> parts;

    private SecondsShown(boolean[] shown, List<String> parts) {
        this.shown = shown;
        this.parts = parts;
        int n = 0;
        for (boolean s : shown) {
            n += s ? 1 : 0;
        }
        count = n;
    }

    /** Returns the seconds to show of {@code result}'s run. */
    public static SecondsShown of(StormResult result) {
        StormSeries series = result.run().series();
        int length = series.length();
        boolean[] shown = new boolean[length];
        if (length <= SHOW_ALL_UP_TO) {
            mark(shown, 0, length);
            return new SecondsShown(shown, List.of());
        }
        StormInputs inputs = result.inputs();
        List<String> parts = new ArrayList<>();
        int start = (int) Math.floor(inputs.trigger().startSeconds());
        int end = (int) Math.ceil(inputs.trigger().endSeconds());
        mark(shown, 0, 3);
        parts.add("the start");
        if (start > 0) {
            mark(shown, start - StormVerdict.SECONDS_BEFORE, start);
            parts.add("the " + Math.min(start, StormVerdict.SECONDS_BEFORE) + " seconds before the trigger");
        }
        if (end - start <= LONG_WINDOW) {
            mark(shown, start, end);
            parts.add("the trigger window and the " + AFTER_TRIGGER + " seconds after it");
        } else {
            mark(shown, start, start + WINDOW_EDGE);
            mark(shown, end - WINDOW_EDGE, end);
            parts.add("the first and last " + WINDOW_EDGE + " seconds of the trigger window and the " + AFTER_TRIGGER
                    + " after it");
        }
        mark(shown, end, end + AFTER_TRIGGER);
        for (int s = 0; s < length; s++) {
            if (!series.healthy(s)) {
                mark(shown, s - 2, s + 3);
                if (s < start - StormVerdict.SECONDS_BEFORE || s >= end + AFTER_TRIGGER) {
                    // Named only when no other part holds it: an overload before the trigger, a late collapse.
                    parts.add("the first unhealthy second (" + Numbers.grouped(s) + ")");
                }
                break;
            }
        }
        int peak = 0;
        for (int s = 1; s < length; s++) {
            if (series.attemptsStarted(s) > series.attemptsStarted(peak)) {
                peak = s;
            }
        }
        mark(shown, peak - 1, peak + 2);
        parts.add("the peak (second " + Numbers.grouped(peak) + ")");
        Double recovery = result.run().recoverySeconds();
        if (recovery != null) {
            int first = (int) Math.round(inputs.trigger().endSeconds() + recovery);
            mark(shown, first - 1, first + StormSeries.HEALTHY_RUN + 1);
            parts.add("the recovery (healthy from second " + Numbers.grouped(first) + ")");
        }
        int stop = (int) Math.ceil(inputs.arrivalsStopSeconds());
        mark(shown, stop - 2, stop + 1);
        mark(shown, length - 1, length);
        parts.add("the arrivals stop and the last second");
        // Fill the gaps too short to be worth a gap row.
        int last = -1;
        for (int s = 0; s < length; s++) {
            if (shown[s]) {
                if (s - last - 1 <= SMALLEST_GAP) {
                    mark(shown, last + 1, s);
                }
                last = s;
            }
        }
        return new SecondsShown(shown, parts);
    }

    private static void mark(boolean[] shown, int from, int to) {
        for (int s = Math.max(0, from); s < Math.min(shown.length, to); s++) {
            shown[s] = true;
        }
    }

    /** Returns true when second {@code s} is shown. */
    public boolean shown(int s) {
        return shown[s];
    }

    /** Returns how many seconds are shown. */
    public int count() {
        return count;
    }

    /** Returns how many seconds the run has. */
    public int length() {
        return shown.length;
    }

    /** Returns true when some seconds are left out. */
    public boolean excerpt() {
        return count < shown.length;
    }

    /** Returns the gap that begins at second {@code s} as {from, to} (to exclusive), or null when none begins there. */
    public int[] gapAt(int s) {
        if (shown[s] || (s > 0 && !shown[s - 1])) {
            return null;
        }
        int to = s;
        while (to < shown.length && !shown[to]) {
            to++;
        }
        return new int[] {s, to};
    }

    /** Returns every gap, in order, each as {from, to}. */
    public List<int[]> gaps() {
        List<int[]> gaps = new ArrayList<>();
        for (int s = 0; s < shown.length; s++) {
            int[] gap = gapAt(s);
            if (gap != null) {
                gaps.add(gap);
                s = gap[1];
            }
        }
        return gaps;
    }

    /** Returns the text of a gap row: which seconds it leaves out. */
    public static String gapText(int[] gap) {
        int n = gap[1] - gap[0];
        return "\u2026 seconds " + Numbers.grouped(gap[0]) + " to " + Numbers.grouped(gap[1] - 1) + " not shown ("
                + Numbers.grouped(n) + (n == 1 ? " second" : " seconds") + ") \u2026";
    }

    /** Says what an excerpt shows, for the table's caption and the Markdown summary; empty when every second is shown. */
    public String description() {
        if (!excerpt()) {
            return "";
        }
        StringBuilder text = new StringBuilder("Showing ").append(Numbers.grouped(count)).append(" of ")
                .append(Numbers.grouped(shown.length)).append(" seconds: ");
        for (int i = 0; i < parts.size(); i++) {
            text.append(i == 0 ? "" : i == parts.size() - 1 ? " and " : ", ").append(parts.get(i));
        }
        return text.append("; a row names each stretch left out, and the CSV holds every second").toString();
    }
}
