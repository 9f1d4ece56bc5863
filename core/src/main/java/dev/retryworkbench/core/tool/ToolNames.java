package dev.retryworkbench.core.tool;

/**
 * The site's tools by id and title. A page compiles in only its own tool, yet must name the
 * other one when it is handed the other tool's worksheet.
 */
public final class ToolNames {
    /** The amplification workbench's id. */
    public static final String AMPLIFICATION = "amplification";
    /** The planner's id. */
    public static final String PLANNER = "planner";
    /** The ids quoted and joined for a message. */
    public static final String QUOTED_IDS = "\"" + AMPLIFICATION + "\" or \"" + PLANNER + "\"";

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
        return null;
    }
}
