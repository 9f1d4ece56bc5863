package dev.retryworkbench.core.tool;

import dev.retryworkbench.core.text.Html;
import java.util.List;
import java.util.Objects;

/**
 * One paragraph of a result as plain text, so the page and the Markdown summary say the same
 * sentences and set the same warnings apart.
 *
 * @param text the paragraph
 * @param kind how it stands out: plain text, a callout, or a warning
 */
public record Paragraph(String text, Kind kind) {
    /** How a paragraph stands out on the page and in Markdown. */
    public enum Kind {
        /** An ordinary paragraph. */
        PLAIN,
        /** A boxed note on the page, an ordinary paragraph in Markdown. */
        NOTE,
        /** A warning box on the page, a quoted block in Markdown. */
        WARNING
    }

    /** Creates a paragraph; both parts are required. */
    public Paragraph {
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(kind, "kind");
    }

    /** Creates an ordinary paragraph. */
    public static Paragraph plain(String text) {
        return new Paragraph(text, Kind.PLAIN);
    }

    /** Creates a warning. */
    public static Paragraph warning(String text) {
        return new Paragraph(text, Kind.WARNING);
    }

    /** Writes paragraphs as the page shows them: {@code p}, {@code p.callout} or {@code p.callout.warning}. */
    public static void render(Html html, List<Paragraph> paragraphs) {
        for (Paragraph paragraph : paragraphs) {
            String cssClass = paragraph.kind == Kind.WARNING ? "callout warning"
                    : paragraph.kind == Kind.NOTE ? "callout" : null;
            html.element("p", paragraph.text, "class", cssClass);
        }
    }
}
