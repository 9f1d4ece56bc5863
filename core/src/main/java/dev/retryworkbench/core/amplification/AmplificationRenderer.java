package dev.retryworkbench.core.amplification;

import dev.retryworkbench.core.text.Html;
import dev.retryworkbench.core.text.Numbers;
import dev.retryworkbench.core.tool.Figure;
import dev.retryworkbench.core.tool.Paragraph;
import java.util.List;

/**
 * Renders the amplification workbench's results, in the order the page shows them: the headline figures,
 * the owners warning, the worst case and jitter sentences and the attempt convention
 * ({@link AmplificationProse}), the timeline chart ({@link TimelineChart}) and the timeline table
 * ({@link TimelineTable}), then the checks' findings ({@link CheckList}). The same code pre-renders the worked example at build time and renders every
 * change in the browser.
 */
public final class AmplificationRenderer {
    private AmplificationRenderer() {
    }

    /** Renders the whole results region for {@code result}, with the checks' findings on its stack. */
    public static String render(AmplificationResult result, List<? extends Findings.Item> findings) {
        return render(result, findings, false);
    }

    /**
     * Renders the results region like {@link #render(AmplificationResult, List)}; with {@code laterRowsToCome}, the
     * timeline table's rows past its first {@link TimelineTable#ROWS_IN_ANSWER} are left to come (a page's answer to
     * an edit).
     */
    static String render(AmplificationResult result, List<? extends Findings.Item> findings, boolean laterRowsToCome) {
        Html html = new Html();
        html.element("h2", "Attempt bounds and illustrated timeline");
        Figure.render(html, AmplificationProse.figures(result));
        Paragraph.render(html, AmplificationProse.paragraphs(result));
        AmplificationProse.attemptConvention(html, result);
        TimelineChart.render(html, result);
        TimelineTable.render(html, result, laterRowsToCome);
        CheckList.render(html, result.inputs(), findings);
        return html.toString();
    }

    /** Returns one sentence of headline figures and the checks' count for screen readers, read after each change. */
    public static String announcement(AmplificationResult result, List<? extends Findings.Item> findings) {
        String deadline;
        if (!result.inputs().hasDeadline()) {
            deadline = "no deadline set";
        } else {
            deadline = result.deadlineReached() ? "deadline reached" : "deadline not reached";
        }
        return Numbers.grouped(result.maxDownstreamAttempts()) + " maximum downstream attempts; "
                + Numbers.grouped(result.attemptsStarted()) + " started; elapsed "
                + Numbers.durationFromMillis(result.elapsedMs()) + "; " + deadline + ". Checks: "
                + CheckList.summary(findings) + ".";
    }
}
