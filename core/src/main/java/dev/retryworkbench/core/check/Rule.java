package dev.retryworkbench.core.check;

/**
 * The checks' rules (specification, Part 4, "Checks: the same verdict on the page and in CI"), declared
 * once: each with its id, default level, the layer's member that causes it, short description and help anchor in
 * docs/check.md.
 */
public enum Rule {
    ATTEMPTS_AT_DEPENDENCY("attempts-at-dependency", Level.ERROR, "attempts",
            "The product of the layers' attempt limits exceeds maxAttempts."),
    UNBOUNDED_RETRIES("unbounded-retries", Level.ERROR, "attempts",
            "A layer retries without an attempt limit and no deadline or timeout ends it."),
    RETRY_OWNERS("retry-owners", Level.WARNING, "attempts",
            "More layers retry than retryOwners allows."),
    WORST_CASE_BEYOND_DEADLINE("worst-case-beyond-deadline", Level.WARNING, "attempts",
            "The worst case without the deadline exceeds worstCaseMs: the work goes on after the caller has gone."),
    CUT_BY_PER_TRY_TIMEOUT("cut-by-per-try-timeout", Level.WARNING, "perTryTimeoutMs",
            "An outer layer's per-try timeout cuts the worst case of the layers inside it: their later retries"
                    + " are wasted."),
    NO_JITTER("no-jitter", Level.WARNING, "jitter",
            "A layer retries after a backoff above 0 without jitter."),
    HIDDEN_DEFAULT("hidden-default", Level.NOTE, "attempts",
            "A layer retries by a library default its file does not write."),
    STORM_COLLAPSE("storm-collapse", Level.ERROR, "",
            "With storm, the entered trigger does not recover.");

    /**
     * Where this repository is published: the one place to change it (docs/check.md, "Where the rules' help
     * points"). No public address is documented yet (README, pom, docs), so this is the address the project
     * would have on GitHub; SARIF needs an absolute URI here, and code scanning shows it as each rule's help.
     */
    public static final String REPOSITORY = "https://github.com/retry-workbench/retry-workbench";

    /** Where docs/check.md is published; each rule's help is its heading there. */
    public static final String DOCS = REPOSITORY + "/blob/main/docs/check.md";

    private final String id;
    private final Level level;
    private final String member;
    private final String description;

    Rule(String id, Level level, String member, String description) {
        this.id = id;
        this.level = level;
        this.member = member;
        this.description = description;
    }

    /** Returns the rule's id, as findings, SARIF and docs/check.md's headings name it. */
    public String id() {
        return id;
    }

    /** Returns the level a finding of this rule has. */
    public Level level() {
        return level;
    }

    /**
     * Returns the layer's member whose key causes a finding, as a worksheet's layer names it (attempts, jitter,
     * perTryTimeoutMs): the page links a finding to that field; "" for a finding on the stack as a whole.
     */
    public String member() {
        return member;
    }

    /** Returns the rule in one sentence. */
    public String description() {
        return description;
    }

    /** Returns the rule's help: its section of docs/check.md, whose heading is the rule's id. */
    public String helpUri() {
        return DOCS + "#" + id;
    }
}
