package dev.retryworkbench.web;

import dev.retryworkbench.core.tool.Export;
import dev.retryworkbench.web.dom.Clipboard;
import dev.retryworkbench.web.dom.ObjectUrl;
import org.teavm.jso.JSObject;
import org.teavm.jso.browser.Window;
import org.teavm.jso.core.JSArray;
import org.teavm.jso.core.JSDate;
import org.teavm.jso.core.JSString;
import org.teavm.jso.dom.html.HTMLAnchorElement;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;
import org.teavm.jso.file.Blob;
import org.teavm.jso.file.BlobPropertyBag;

/**
 * Writes the export a toolbar button asks for and hands it over: a download made in the page from a Blob, or
 * the Markdown to the clipboard; says how it went in the toolbar's status line. The tool pages run it in their
 * own script; the storm page in storm-export.js, loaded on the first export ({@link StormExportHandoff}).
 */
final class ExportFiles implements WorksheetActions.ExportWriter {
    /** The CSV goes into its Blob in parts of this many characters, so a large table is never one string. */
    private static final int CSV_PART_CHARS = 4 << 20;

    private final HTMLDocument document;
    private final String toolId;

    ExportFiles(HTMLDocument document, String toolId) {
        this.document = document;
        this.toolId = toolId;
    }

    @Override
    public void write(String buttonId, Export export) {
        if ("export-json".equals(buttonId)) {
            download(fileName("json"), "application/json", JSArray.of(JSString.valueOf(export.worksheetJson())));
        } else if ("export-csv".equals(buttonId)) {
            // Each part joins the Blob as soon as it is written, so the page holds one part's text at a time.
            Blob[] csv = {new Blob(JSArray.create())};
            export.csv(CSV_PART_CHARS, part -> csv[0] = new Blob(JSArray.of(csv[0], JSString.valueOf(part))));
            download(fileName("csv"), "text/csv", JSArray.of(csv[0]));
        } else if ("export-markdown".equals(buttonId)) {
            download(fileName("md"), "text/markdown", JSArray.of(JSString.valueOf(export.markdown())));
        } else {
            copyMarkdown(export);
        }
    }

    /**
     * Names a download by tool and local time to the second, e.g. {@code retry-workbench-planner-2026-11-30-151204.json},
     * so successive downloads sort by time instead of piling up as "(1)", "(2)".
     */
    private String fileName(String extension) {
        JSDate now = JSDate.create();
        return "retry-workbench-" + toolId + "-" + now.getFullYear() + "-" + twoDigits(now.getMonth() + 1) + "-"
                + twoDigits(now.getDate()) + "-" + twoDigits(now.getHours()) + twoDigits(now.getMinutes())
                + twoDigits(now.getSeconds()) + "." + extension;
    }

    private static String twoDigits(int value) {
        return value < 10 ? "0" + value : Integer.toString(value);
    }

    private void download(String fileName, String type, JSArray<? extends JSObject> parts) {
        Blob blob = new Blob(parts, BlobPropertyBag.create().type(type + ";charset=utf-8"));
        String url = ObjectUrl.createObjectURL(blob);
        HTMLAnchorElement link = (HTMLAnchorElement) document.createElement("a");
        link.setHref(url);
        link.setDownload(fileName);
        document.getBody().appendChild(link);
        link.click();
        document.getBody().removeChild(link);
        // The download has started from the URL; release it once the click has been handled.
        Window.setTimeout(() -> ObjectUrl.revokeObjectURL(url), 0);
        say(document, "Downloaded " + fileName + ".", false);
    }

    private void copyMarkdown(Export export) {
        Clipboard.Writer clipboard = Clipboard.get();
        if (clipboard == null) {
            say(document, "This browser offers no clipboard here; use Download summary (Markdown) instead.", true);
            return;
        }
        clipboard.writeText(export.markdown()).then(done -> {
            say(document, "Copied the Markdown summary to the clipboard.", false);
            return null;
        }, refused -> {
            say(document, "The browser refused the clipboard; use Download summary (Markdown) instead.", true);
            return null;
        });
    }

    /** Says {@code message} in the worksheet toolbar's status line, as an error or not. */
    static void say(HTMLDocument document, String message, boolean error) {
        HTMLElement status = document.getElementById("worksheet-status");
        status.setTextContent(message);
        status.setClassName(error ? "worksheet-status error" : "worksheet-status");
    }
}
