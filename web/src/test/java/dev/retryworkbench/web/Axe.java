package dev.retryworkbench.web;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Runs axe-core in the page under test. The engine comes from a test-scoped jar and is injected
 * through WebDriver, which the page's Content-Security-Policy does not govern; the site never loads it.
 */
final class Axe {
    /** The WCAG 2.0 and 2.1 success criteria at levels A and AA. */
    static final List<String> WCAG_TAGS = List.of("wcag2a", "wcag2aa", "wcag21a", "wcag21aa");

    private static final String RUN = String.join("\n",
            "const done = arguments[arguments.length - 1];",
            "axe.run(document, {runOnly: {type: 'tag', values: arguments[0]}, resultTypes: ['violations']})",
            "  .then(r => done(r.violations.map(v => ({id: v.id, impact: v.impact || '', help: v.help,",
            "      nodes: v.nodes.map(n => n.target.join(' ') + (n.failureSummary ? ' :: '",
            "          + n.failureSummary.replace(/\\s+/g, ' ') : ''))}))))",
            "  .catch(e => done([{id: 'axe-error', impact: 'error', help: String(e), nodes: []}]));");

    private static String source;

    private Axe() {
    }

    /**
     * Returns one line per WCAG 2.1 A/AA violation on the current page: rule id, impact, help and
     * every failing element with axe's summary of why it fails. Empty when the page passes.
     */
    static List<String> violations(Browser browser) {
        browser.driver().manage().timeouts().scriptTimeout(Duration.ofSeconds(60));
        if (!Boolean.TRUE.equals(browser.script("return typeof window.axe === 'object'"))) {
            browser.script(source());
        }
        Object raw = browser.driver().executeAsyncScript(RUN, WCAG_TAGS);
        List<String> lines = new ArrayList<>();
        for (Object item : (List<?>) raw) {
            Map<?, ?> violation = (Map<?, ?>) item;
            StringBuilder line = new StringBuilder()
                    .append(violation.get("id")).append(" [").append(violation.get("impact")).append("] ")
                    .append(violation.get("help"));
            for (Object node : (List<?>) violation.get("nodes")) {
                line.append("\n    at ").append(node);
            }
            lines.add(line.toString());
        }
        return lines;
    }

    private static synchronized String source() {
        if (source == null) {
            try (InputStream in = Axe.class.getClassLoader().getResourceAsStream("axe.min.js")) {
                if (in == null) {
                    throw new IllegalStateException("axe.min.js is not on the test class path");
                }
                source = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return source;
    }
}
