package dev.retryworkbench.core.storm.render;

import dev.retryworkbench.core.text.Numbers;

/** How the storm simulator's results write their numbers, alike in every part of the page and the Markdown. */
final class StormNumbers {
    private StormNumbers() {
    }

    /** Formats attempts per request, "2.43"; a dash when no request arrived. */
    static String ratio(Double value) {
        return value == null ? Numbers.NOT_A_NUMBER : Numbers.fixed(value, 2);
    }

    /** Formats a share as a percentage to a tenth, "48.4%"; a dash when nothing was counted. */
    static String share(Double value) {
        return value == null ? Numbers.NOT_A_NUMBER : Numbers.percent(value, 1);
    }

    /** Formats a rate or a ratio to three significant digits, no trailing zeros: "40", "66.7". */
    static String rate(double value) {
        return Numbers.significantTrimmed(value, 3);
    }

    /** Formats seconds as a duration: "8 s", "2 min 5 s". */
    static String seconds(double value) {
        return Numbers.duration(value);
    }

    /** Formats milliseconds as a duration: "3 s", "250 ms". */
    static String millis(double value) {
        return Numbers.durationFromMillis(value);
    }
}
