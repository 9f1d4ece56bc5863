package dev.retryworkbench.core.check;

/** How serious a finding is: SARIF's levels, and the GitHub workflow command each is shown with. */
public enum Level {
    ERROR("error", "error"),
    WARNING("warning", "warning"),
    NOTE("note", "notice");

    private final String id;
    private final String command;

    Level(String id, String command) {
        this.id = id;
        this.command = command;
    }

    /** Returns the level as the text, JSON and SARIF outputs write it: error, warning, note. */
    public String id() {
        return id;
    }

    /** Returns the GitHub Actions workflow command: error, warning, notice. */
    public String command() {
        return command;
    }

    /** Returns true when a finding of this level is at least as serious as {@code threshold}. */
    public boolean reaches(Level threshold) {
        return ordinal() <= threshold.ordinal();
    }
}
