package dev.retryworkbench.web;

/**
 * Entry point of config-paste-more.js, which config-paste.js loads the first time a text of the second
 * half of the readers is applied ({@link ConfigPastePage}): the two halves are two scripts so that each
 * keeps within the on-demand budget.
 */
public final class ConfigPasteMorePage {
    private ConfigPasteMorePage() {
    }

    public static void main(String[] args) {
        ConfigPastePage.more();
    }
}
