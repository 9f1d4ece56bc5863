package dev.retryworkbench.web;

import dev.retryworkbench.core.storm.StormTool;

/** Entry point of storm.js: binds the retry storm simulator page, whose simulations run in slices. */
public final class StormPage {
    private StormPage() {
    }

    /** Starts the page; called once the script has loaded. */
    public static void main(String[] args) {
        ToolPage.bind(new StormTool());
    }
}
