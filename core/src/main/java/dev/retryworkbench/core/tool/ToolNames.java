package dev.retryworkbench.core.tool;

/**
 * The site's tools by id and title. A page compiles in only its own tool, yet must name the
 * others when it is handed another tool's worksheet.
 */
public final class ToolNames {
    /** The amplification workbench's id. */
    public static final String AMPLIFICATION = "amplification";
    /** The planner's id. */
    public static final String PLANNER = "planner";
    /** The retry storm simulator's id. */
    public static final String STORM = "storm";
    /** The latency planner's id. */
    public static final String LATENCY = "latency";
    /** The ids quoted and joined for a message. */
    public static final String QUOTED_IDS = "\"" + AMPLIFICATION + "\", \"" + PLANNER + "\", \"" + STORM
            + "\" or \"" + LATENCY + "\"";

    private ToolNames() {
    }

    /** Returns the title of a tool of this site, or null for an unknown id. */
    public static String title(String id) {
        if (AMPLIFICATION.equals(id)) {
            return "Retry amplification workbench";
        }
        if (PLANNER.equals(id)) {
            return "429 backoff planner";
        }
        if (STORM.equals(id)) {
            return "Retry storm simulator";
        }
        if (LATENCY.equals(id)) {
            return "Latency planner";
        }
        return null;
    }
}
