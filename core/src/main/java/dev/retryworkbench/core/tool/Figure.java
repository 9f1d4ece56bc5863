package dev.retryworkbench.core.tool;

import dev.retryworkbench.core.text.Html;
import java.util.List;
import java.util.Objects;

/**
 * One headline figure as plain text, so the page and the Markdown export show the same words.
 *
 * @param name  a stable camelCase name, written as the figure's {@code data-figure} attribute
 * @param label what the figure is
 * @param value the formatted figure
 * @param code  text shown after the value as code (an attempt path), or null
 * @param note  a short note under the value, or null
 */
public record Figure(String name, String label, String value, String code, String note) {
    /** Creates a figure; name, label and value are required. */
    public Figure {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(label, "label");
        Objects.requireNonNull(value, "value");
    }

    /** Creates a figure without code. */
    public static Figure of(String name, String label, String value, String note) {
        return new Figure(name, label, value, null, note);
    }

    /** Writes figures as the page's {@code dl.figures} grid. */
    public static void render(Html html, List<Figure> figures) {
        html.open("dl", "class", "figures");
        for (Figure figure : figures) {
            html.open("div", "class", "figure", "data-figure", figure.name());
            html.element("dt", figure.label());
            html.open("dd", "class", "value").text(figure.value());
            if (figure.code() != null) {
                html.text(" ").element("code", figure.code());
            }
            html.close("dd");
            if (figure.note() != null) {
                html.element("dd", figure.note(), "class", "note");
            }
            html.close("div");
        }
        html.close("dl");
    }

    /** Returns the value with its code part in Markdown backticks. */
    public String markdownValue() {
        return code == null ? value : value + " `" + code + "`";
    }
}
