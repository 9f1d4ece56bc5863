package dev.retryworkbench.core.amplification;

import dev.retryworkbench.core.tool.Continuation;
import dev.retryworkbench.core.tool.Evaluation;
import java.util.List;

/**
 * The work one evaluation left for the page to do in steps: the timeline table's later rows, when its answer left
 * them to come ({@link TimelineTable#ROWS_IN_ANSWER}), or the distribution's runs. The trace's part of the results
 * is rendered once more for the later rows; each call of {@link #evaluation()} renders the distribution's part again.
 */
final class AmplificationWork implements Continuation {
    private final AmplificationResult result;
    private final List<? extends Findings.Item> findings;
    private String traceHtml;
    /** True while the trace's markup leaves the table's later rows to come. */
    private boolean laterRowsToCome;
    private final String traceAnnouncement;
    private final AmplificationExport export;
    /** The runs, or null when the inputs draw nothing at random; then only the later rows may be left. */
    private final SeedDistribution distribution;
    private final int runsPerStep;

    AmplificationWork(AmplificationResult result, List<? extends Findings.Item> findings, boolean laterRowsToCome,
            AmplificationExport export, SeedDistribution distribution, int runsPerStep) {
        this.result = result;
        this.findings = findings;
        // A table of no more rows than the answer shows has none to come. While the distribution runs, its slices
        // show the results only each tenth of the way, so the answer shows every row itself.
        this.laterRowsToCome = laterRowsToCome && TimelineTable.hasLaterRows(result.timeline())
                && (distribution == null || distribution.done());
        traceHtml = AmplificationRenderer.render(result, findings, this.laterRowsToCome);
        traceAnnouncement = AmplificationRenderer.announcement(result, findings);
        this.export = export;
        this.distribution = distribution;
        this.runsPerStep = runsPerStep;
    }

    @Override
    public boolean step() {
        if (laterRowsToCome) {
            traceHtml = AmplificationRenderer.render(result, findings, false);
            laterRowsToCome = false;
        } else if (distribution != null) {
            distribution.step(runsPerStep);
        }
        return done();
    }

    @Override
    public int percent() {
        return distribution == null ? 100 : DistributionRenderer.percent(distribution);
    }

    @Override
    public Evaluation evaluation() {
        String html = traceHtml + DistributionRenderer.render(result.inputs(), distribution);
        String announcement = traceAnnouncement + DistributionRenderer.announcement(distribution);
        return done() ? Evaluation.valid(html, announcement, export) : Evaluation.pending(html, announcement, export, this);
    }

    private boolean done() {
        return !laterRowsToCome && (distribution == null || distribution.done());
    }
}
