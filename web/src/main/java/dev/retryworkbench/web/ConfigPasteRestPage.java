package dev.retryworkbench.web;

import dev.retryworkbench.core.config.ConfigFormats;

/**
 * Entry point of config-paste-rest.js, which config-paste.js loads the first time a text of part 3 of the
 * readers is applied or opened ({@link ConfigPastePage}): the parts are scripts of their own so that each
 * keeps within the on-demand budget.
 */
public final class ConfigPasteRestPage {
    private ConfigPasteRestPage() {
    }

    public static void main(String[] args) {
        ConfigPastePage.later(3, ConfigFormats::readPart3);
    }
}
