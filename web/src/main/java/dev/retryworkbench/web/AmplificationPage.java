package dev.retryworkbench.web;

import dev.retryworkbench.core.amplification.AmplificationFields;
import dev.retryworkbench.core.amplification.AmplificationTool;
import dev.retryworkbench.core.check.Checks;
import dev.retryworkbench.core.form.NumberField;
import java.util.ArrayList;
import java.util.List;
import org.teavm.jso.dom.html.HTMLDocument;

/** Entry point of amplification.js: binds the retry amplification workbench page. */
public final class AmplificationPage {
    private AmplificationPage() {
    }

    /** Starts the page; called once the script has loaded. */
    public static void main(String[] args) {
        AmplificationTool tool = new AmplificationTool(Checks.FINDINGS);
        LayerColumns.writeCopies(HTMLDocument.current(), AmplificationFields.stack());
        ToolPage page = ToolPage.bind(tool, null);
        // The workbench names no layer by number elsewhere in its form.
        List<NumberField> layerNumbers = new ArrayList<>();
        new LayerColumns(page, HTMLDocument.current(), tool.form(), AmplificationFields.stack(), layerNumbers).bind();
        new StackFiles(page, HTMLDocument.current(), AmplificationFields.stack(), layerNumbers).bind();
    }
}
