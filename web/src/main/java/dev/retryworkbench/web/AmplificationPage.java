package dev.retryworkbench.web;

import dev.retryworkbench.core.amplification.AmplificationFields;
import dev.retryworkbench.core.amplification.AmplificationTool;
import dev.retryworkbench.core.check.Checks;
import dev.retryworkbench.core.check.Limits;
import dev.retryworkbench.core.policy.Preset;
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
        // The form's declarations in steps (in one, a long task on a phone): the library presets, the stack
        // (with its hidden columns, written before the fields are bound), then the form and its pickers.
        Startup.then(Preset::values);
        Startup.then(() -> StackHandover.writeCopies(document, AmplificationFields.stack()));
        ToolPage.bind(tool, null, new ExportFiles(document, tool.id()),
                page -> new StackHandover(page, document, tool.id()).bind());
    }
}
