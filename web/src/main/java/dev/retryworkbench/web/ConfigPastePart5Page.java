package dev.retryworkbench.web;

import dev.retryworkbench.core.config.ConfigFormats;

/**
 * Entry point of config-paste-part5.js, which config-paste.js loads the first time a text of part 5 of the
 * readers is applied or opened ({@link ConfigPastePage}): the parts are scripts of their own so that each
 * keeps within the on-demand budget.
 */
public final class ConfigPastePart5Page {
    private ConfigPastePart5Page() {
    }

    public static void main(String[] args) {
        ConfigPastePage.later(5, ConfigFormats::readPart5);
    }
}
