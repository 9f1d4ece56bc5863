package dev.retryworkbench.web;

import dev.retryworkbench.core.form.FieldGroup;
import dev.retryworkbench.core.storm.StormExportHandover;
import dev.retryworkbench.core.storm.StormFields;
import dev.retryworkbench.core.storm.SurvivalMapTexts;
import dev.retryworkbench.core.tool.Export;
import dev.retryworkbench.core.tool.ToolNames;
import dev.retryworkbench.web.dom.ExportSlot;
import dev.retryworkbench.web.dom.SurvivalMapSlot;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * Entry point of storm-export.js, which the storm page loads on its first export ({@link StormExportHandoff}),
 * so that storm.js carries no export code: writes the export asked for from the form's texts and the results'
 * numbers the page handed over, with the survival map's texts when a map for these inputs is done, and
 * downloads or copies it ({@link ExportFiles}), the same bytes the command line writes.
 */
public final class StormExportPage {
    private StormExportPage() {
    }

    /** Writes the export asked for while this script loaded, and each one asked for later. */
    public static void main(String[] args) {
        HTMLDocument document = HTMLDocument.current();
        HTMLElement toolbar = document.getElementById("worksheet-tools");
        toolbar.addEventListener("worksheetexport", event -> write(document, toolbar.cast()));
        write(document, toolbar.cast());
    }

    private static void write(HTMLDocument document, ExportSlot slot) {
        String button = slot.getButton();
        if (button == null) {
            return;
        }
        slot.setButton(null);
        Export export = StormExportHandover.export(
                WorksheetActions.textsOf(FieldGroup.fieldsOf(StormFields.form()), slot.getTexts()),
                slot.getNumbers().copyToJavaArray(), storyTexts(slot), slot.getStoryKinds().copyToJavaArray());
        HTMLElement section = document.getElementById("survival");
        SurvivalMapSlot map = section == null ? null : section.cast();
        if (map != null && !map.getCsv().isEmpty()) {
            export = new SurvivalMapTexts(map.getInputsJson(), map.getResultsJson(), map.getCsv(), map.getMarkdown())
                    .joinedTo(export);
        }
        new ExportFiles(document, ToolNames.STORM).write(button, export);
    }

    private static String[] storyTexts(ExportSlot slot) {
        String[] texts = new String[slot.getStory().getLength()];
        for (int i = 0; i < texts.length; i++) {
            texts[i] = slot.getStory().get(i).stringValue();
        }
        return texts;
    }
}
