package dev.retryworkbench.core.text;

/**
 * The pieces every results chart and table is drawn with, so each renderer writes them alike: round
 * axis steps, coordinates (horizontal positions in percent of the chart's width, vertical ones in CSS
 * pixels, so a chart without a viewBox reflows to any width while its text keeps the page's size),
 * labels, legend entries, the stretched box that holds polylines, and the scrolling wrap around a table.
 */
public final class Chart {
    private Chart() {
    }

    /** Returns the round step (1, 2 or 5 times a power of ten) at or above {@code rough}. */
    public static double niceStep(double rough) {
        double power = 1;
        while (power * 10 <= rough) {
            power *= 10;
        }
        while (power > rough) {
            power /= 10;
        }
        double ratio = rough / power;
        double factor = ratio <= 1 ? 1 : ratio <= 2 ? 2 : ratio <= 5 ? 5 : 10;
        return factor * power;
    }

    /** Returns the position of {@code value} on a vertical axis from 0 at {@code bottom} to {@code axisTop} at {@code top}. */
    public static double y(double value, double axisTop, double top, double bottom) {
        return bottom - value / axisTop * (bottom - top);
    }

    /** Formats a pixel coordinate with at most one decimal; every one is below 1,000, so no separator appears. */
    public static String coordinate(double value) {
        return Numbers.trimmed(value, 1);
    }

    /** Formats a horizontal position or width as a percentage of the chart's width, to a hundredth. */
    public static String percent(double value) {
        return Numbers.trimmed(value, 2) + "%";
    }

    /** Opens the picture, as wide as its column and {@code height} pixels high, named by its title for screen readers. */
    public static void openPicture(Html html, String titleId, String title, double height) {
        html.open("svg", "role", "img", "aria-labelledby", titleId, "width", "100%", "height", coordinate(height));
        html.element("title", title, "id", titleId);
    }

    /**
     * Opens the box that holds a chart's polylines, whose points cannot be percentages: 100 units wide,
     * stretched to the chart's width, its lines drawn with strokes that do not stretch ({@link #polyline}).
     */
    public static void openStretchedBox(Html html, double height) {
        openStretchedBox(html, height, "0", "100");
    }

    /**
     * Opens the box as {@link #openStretchedBox(Html, double)} does, its x running from {@code left} over
     * {@code width} units across the chart's width instead of from 0 to 100.
     */
    public static void openStretchedBox(Html html, double height, String left, String width) {
        html.open("svg", "width", "100%", "height", coordinate(height), "viewBox",
                left + " 0 " + width + " " + coordinate(height), "preserveAspectRatio", "none");
    }

    /** Writes a line through {@code points} ("x,y x,y ...") in the stretched box. */
    public static void polyline(Html html, String cssClass, String points) {
        html.open("polyline", "class", cssClass, "fill", "none", "vector-effect", "non-scaling-stroke",
                "points", points).close("polyline");
    }

    /** Writes a text label at {@code x} (already a percentage or a number) and pixel {@code y}; a null anchor is the start. */
    public static void label(Html html, String cssClass, String x, double y, String anchor, String content) {
        html.element("text", content, "class", cssClass, "x", x, "y", coordinate(y), "text-anchor", anchor);
    }

    /**
     * Writes the horizontal grid from 0 to {@code axisTop}, a line every {@code step} with its value just
     * above it from the left edge, so a long value needs no fixed margin.
     */
    public static void valueGrid(Html html, double step, int lines, double axisTop, double left, double right,
            double top, double bottom) {
        for (int k = 0; k <= lines; k++) {
            double value = k * step;
            String y = coordinate(y(value, axisTop, top, bottom));
            html.open("line", "class", k == 0 ? "axis" : "grid", "x1", percent(left), "x2", percent(right), "y1", y,
                    "y2", y).close("line");
            label(html, "axis-label", "0", y(value, axisTop, top, bottom) - 3, null, Numbers.significantTrimmed(value, 3));
        }
    }

    /**
     * Writes tick label {@code i} of {@code ticks} on a time axis: the first starts at its tick and the
     * last ends at its tick, so both stay inside the picture; on a phone every other one is hidden
     * (styles.css), so the labels left never overlap.
     */
    public static void tickLabel(Html html, int i, int ticks, double x, double y, String content) {
        label(html, i % 2 == 1 && ticks > 3 ? "axis-label minor" : "axis-label", percent(x), y,
                i == 0 ? "start" : x > 90 ? "end" : "middle", content);
    }

    /** Opens a legend entry: an item whose swatch, {@code width} by 14 pixels, the caller draws next. */
    public static void openLegendEntry(Html html, String width) {
        html.open("li").open("svg", "width", width, "height", "14", "aria-hidden", "true");
    }

    /** Closes the swatch of a legend entry and names what it stands for. */
    public static void closeLegendEntry(Html html, String label) {
        html.close("svg").element("span", label).close("li");
    }

    /** Writes a legend entry whose swatch is a stretch of line, dashed when {@code dashes} is not null. */
    public static void legendLine(Html html, String cssClass, String dashes, String label) {
        openLegendEntry(html, "18");
        html.open("line", "class", cssClass, "x1", "1", "x2", "17", "y1", "7", "y2", "7", "stroke-dasharray", dashes)
                .close("line");
        closeLegendEntry(html, label);
    }

    /**
     * Opens the wrap around a table wider than the column: a region named by the table's caption that
     * scrolls sideways and takes the keyboard focus, so it can be scrolled without a pointer.
     */
    public static void openTableWrap(Html html, String captionId) {
        html.open("div", "class", "table-wrap", "role", "region", "tabindex", "0", "aria-labelledby", captionId);
    }
}
