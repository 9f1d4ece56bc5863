package dev.retryworkbench.web;

import dev.retryworkbench.core.latency.LatencyTool;

/** Entry point of latency.js: binds the latency planner page, whose policies' calls run in slices. */
public final class LatencyPage {
    private LatencyPage() {
    }

    /** Starts the page; called once the script has loaded. */
    public static void main(String[] args) {
        ToolPage.bind(new LatencyTool());
    }
}
