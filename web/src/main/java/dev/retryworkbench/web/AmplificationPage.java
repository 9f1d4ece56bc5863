package dev.retryworkbench.web;

import dev.retryworkbench.core.amplification.AmplificationFields;
import dev.retryworkbench.core.amplification.AmplificationTool;
import dev.retryworkbench.core.check.Checks;
import dev.retryworkbench.core.check.Limits;
import org.teavm.jso.dom.html.HTMLDocument;

/** Entry point of amplification.js: binds the retry amplification workbench page. */
public final class AmplificationPage {
    private AmplificationPage() {
    }

    /** Starts the page; called once the script has loaded. */
    public static void main(String[] args) {
        HTMLDocument document = HTMLDocument.current();
        // The checks name the keys of the files that filled layers, as their reports on the page say.
        AmplificationTool tool = new AmplificationTool((result, reading) -> Checks.page(result, Limits.of(reading),
                LayerReports.sources(document)));
        // The hidden columns are written before the fields are bound.
        Startup.then(() -> StackHandover.writeCopies(document, AmplificationFields.stack()));
        ToolPage.bind(tool, null, new ExportFiles(document, tool.id()),
                page -> new StackHandover(page, document, tool.id()).bind());
    }
}
