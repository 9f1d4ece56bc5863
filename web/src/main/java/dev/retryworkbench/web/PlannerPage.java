package dev.retryworkbench.web;

import dev.retryworkbench.core.planner.PlannerTool;

/** Entry point of planner.js: binds the 429 backoff planner page. */
public final class PlannerPage {
    private PlannerPage() {
    }

    /** Starts the page; called once the script has loaded. */
    public static void main(String[] args) {
        ToolPage.bind(new PlannerTool());
    }
}
