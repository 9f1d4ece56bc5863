package dev.retryworkbench.core.configform;

import dev.retryworkbench.core.config.ConfigReading;
import dev.retryworkbench.core.config.LayerSource;
import dev.retryworkbench.core.config.ReportEntry;
import dev.retryworkbench.core.text.Html;

/** The report shown beside a paste area once its text was applied. */
public final class ConfigReport {
    private ConfigReport() {
    }

    /** The attribute of a report's first paragraph that holds where its file's keys are ({@link LayerSource#encode}). */
    public static final String SOURCE = "data-source";

    /**
     * The report shown beside the paste area once a text was applied: the format recognised, what the
     * block now holds, then each key of the text with what was made of it, what the page left as it was
     * and the other policies the text holds. {@code file} is the opened file's name, or null for a pasted text.
     */
    public static String html(ConfigTarget target, ConfigReading reading, ConfigTarget.Filling filling, String file) {
        Html html = new Html();
        String preset = filling.presetId().isEmpty() ? "Custom"
                : target.presetLabel(filling.presetId());
        // The page's checks name the file's keys (core.check.Checks#page): the report carries where they are.
        html.element("p", "Read as " + reading.format().label() + " and applied to " + target.name()
                + "; preset: " + preset + ".", SOURCE, LayerSource.encode(file, reading));
        html.open("ul");
        for (ReportEntry entry : reading.report()) {
            html.open("li").element("code", entry.key()).text(" (" + entry.status().label() + "): " + entry.text())
                    .close("li");
        }
        for (String note : filling.notes()) {
            html.element("li", note);
        }
        html.close("ul");
        if (!reading.otherPolicies().isEmpty()) {
            html.element("p", "The text holds other policies too, not read: " + String.join(", ",
                    reading.otherPolicies()) + ". Paste one alone to read it.");
        }
        return html.toString();
    }

}
