package dev.retryworkbench.web;

import dev.retryworkbench.core.amplification.AmplificationTool;
import dev.retryworkbench.core.check.Checks;
import org.teavm.jso.dom.html.HTMLDocument;

/** Entry point of amplification.js: binds the retry amplification workbench page. */
public final class AmplificationPage {
    private AmplificationPage() {
    }

    /** Starts the page; called once the script has loaded. */
    public static void main(String[] args) {
        AmplificationTool tool = new AmplificationTool(Checks.FINDINGS);
        ToolPage.bind(tool, null, new ExportFiles(HTMLDocument.current(), tool.id()), page -> {
            new LayerColumns(page, HTMLDocument.current(), tool.form()).bind();
            new StackFiles(page, HTMLDocument.current()).bind();
        });
    }
}
