package dev.retryworkbench.web;

import dev.retryworkbench.core.amplification.AmplificationTool;

/** Entry point of amplification.js: binds the retry amplification workbench page. */
public final class AmplificationPage {
    private AmplificationPage() {
    }

    /** Starts the page; called once the script has loaded. */
    public static void main(String[] args) {
        ToolPage.bind(new AmplificationTool());
    }
}
