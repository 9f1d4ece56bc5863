package dev.retryworkbench.web;

import dev.retryworkbench.core.storm.StormTool;
import org.teavm.jso.dom.html.HTMLDocument;

/** Entry point of storm.js: binds the retry storm simulator page, whose simulations run in slices. */
public final class StormPage {
    private StormPage() {
    }

    /** Starts the page; called once the script has loaded. */
    public static void main(String[] args) {
        StormTool tool = new StormTool();
        ToolPage.bind(tool, new StormSlices(tool, HTMLDocument.current()));
    }
}
