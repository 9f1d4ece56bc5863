package dev.retryworkbench.core.amplification;

import dev.retryworkbench.core.tool.Continuation;
import dev.retryworkbench.core.tool.Evaluation;

/**
 * The runs of the distribution that one evaluation left for the page to do in steps. The trace's part of
 * the results is rendered once; each call of {@link #evaluation()} renders the distribution's part again.
 */
final class DistributionWork implements Continuation {
    private final String traceHtml;
    private final String traceAnnouncement;
    private final AmplificationExport export;
    private final AmplificationInputs inputs;
    /** The runs, or null when the inputs draw nothing at random; then there is nothing left to do. */
    private final SeedDistribution distribution;
    private final int runsPerStep;

    DistributionWork(String traceHtml, String traceAnnouncement, AmplificationExport export, AmplificationInputs inputs,
            SeedDistribution distribution, int runsPerStep) {
        this.traceHtml = traceHtml;
        this.inputs = inputs;
        this.traceAnnouncement = traceAnnouncement;
        this.export = export;
        this.distribution = distribution;
        this.runsPerStep = runsPerStep;
    }

    @Override
    public boolean step() {
        return distribution == null || distribution.step(runsPerStep);
    }

    @Override
    public int percent() {
        return distribution == null ? 100 : DistributionRenderer.percent(distribution);
    }

    @Override
    public Evaluation evaluation() {
        String html = traceHtml + DistributionRenderer.render(inputs, distribution);
        String announcement = traceAnnouncement + DistributionRenderer.announcement(distribution);
        return distribution == null || distribution.done() ? Evaluation.valid(html, announcement, export)
                : Evaluation.pending(html, announcement, export, this);
    }
}
