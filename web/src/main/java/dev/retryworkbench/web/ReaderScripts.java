package dev.retryworkbench.web;

import dev.retryworkbench.core.config.ConfigFormats;

/**
 * The names of the config reader scripts, one per part of the readers ({@link ConfigFormats#part}), part 1
 * first: config-paste.js, which the pages load with the first opening of a Paste/copy control, loads the
 * others the first time a text of theirs is applied or opened. The site's build writes each and holds it to
 * the on-demand budget (site.SiteBuilder).
 */
public final class ReaderScripts {
    /** Part 1's script, which every page loads with its controls: a constant, so no page holds the list below. */
    public static final String FIRST = "config-paste";
    /** Each part's script without ".js"; as many as {@link ConfigFormats#PARTS} (ReaderScriptsTest). */
    private static final String[] NAMES = {FIRST, "config-paste-more", "config-paste-rest", "config-paste-part4",
        "config-paste-part5"};

    private ReaderScripts() {
    }

    /** Returns the name, without ".js", of the script that reads part {@code part} (1 to {@link ConfigFormats#PARTS}). */
    public static String name(int part) {
        return NAMES[part - 1];
    }
}
