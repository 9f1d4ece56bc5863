package dev.retryworkbench.core.config;

/** The start of each line of a text, so that a position's line and column cost a binary search. */
final class LineIndex {
    private final int[] starts;

    LineIndex(String text) {
        int count = 1;
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) == '\n') {
                count++;
            }
        }
        starts = new int[count];
        int n = 1;
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) == '\n') {
                starts[n++] = i + 1;
            }
        }
    }

    /** Returns the line, from 1, of a character offset. */
    int line(int offset) {
        int lo = 0;
        int hi = starts.length - 1;
        while (lo < hi) {
            int mid = (lo + hi + 1) >>> 1;
            if (starts[mid] <= offset) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        return lo + 1;
    }

    /** Returns the column, from 1, of a character offset. */
    int column(int offset) {
        return offset - starts[line(offset) - 1] + 1;
    }
}
