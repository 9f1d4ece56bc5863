package dev.retryworkbench.core.amplification;

import dev.retryworkbench.core.policy.BackoffShape;
import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.text.Html;
import dev.retryworkbench.core.text.Numbers;
import dev.retryworkbench.core.tool.Figure;
import dev.retryworkbench.core.tool.Paragraph;
import java.util.ArrayList;
import java.util.List;

/**
 * The workbench's results in words: the headline figures, who owns the retries, where the skip rule gave
 * up, the worst case with how each layer draws its waits, and how the attempt limits count and multiply.
 */
final class AmplificationProse {
    private AmplificationProse() {
    }

    /** Returns the headline figures, shared by the page and the Markdown export. */
    static List<Figure> figures(AmplificationResult result) {
        AmplificationInputs inputs = result.inputs();
        List<Figure> figures = new ArrayList<>();
        figures.add(Figure.of("maxDownstreamAttempts", "Maximum downstream attempts",
                Numbers.grouped(result.maxDownstreamAttempts()), "Without a deadline; every layer exhausts"));
        figures.add(Figure.of("attemptsStarted", "Attempts started in this trace",
                Numbers.grouped(result.attemptsStarted()), null));
        figures.add(Figure.of("maxAttemptsWithinDeadline", "Most attempts within the deadline",
                Numbers.grouped(result.maxAttemptsWithinDeadline()), inputs.hasDeadline()
                        ? "Every wait at its jitter kind's minimum: the bound to size a dependency for"
                        : "No deadline: every layer exhausts"));
        if (result.chain().hasLimits()) {
            figures.add(Figure.of("maxAttemptsWithinTimeouts", "Most attempts within the layers' timeouts",
                    Numbers.grouped(result.maxAttemptsWithinTimeouts()), "The per-try timeouts and timeouts let at most "
                            + Numbers.grouped(result.maxAttemptsWithinTimeouts()) + " of the "
                            + Numbers.grouped(result.maxDownstreamAttempts()) + " start, without the deadline"));
        }
        TimelineRow clipped = result.clippedRow();
        if (clipped != null) {
            figures.add(new Figure("clippedByDeadline", "Clipped by the absolute deadline",
                    "Yes: " + rowName(result.chain(), clipped), clipped.path(),
                    Numbers.grouped(clipped.startMs()) + " to " + Numbers.grouped(clipped.endMs()) + " ms"));
        } else {
            figures.add(Figure.of("clippedByDeadline", "Clipped by the absolute deadline", "No",
                    inputs.hasDeadline() ? null : "No deadline set"));
        }
        figures.add(Figure.of("elapsed", "Illustrated elapsed time", Numbers.durationFromMillis(result.elapsedMs()), null));
        if (inputs.hasDeadline()) {
            figures.add(Figure.of("deadlineReached", "Absolute deadline reached", result.deadlineReached() ? "Yes" : "No",
                    "Deadline " + Numbers.durationFromMillis(inputs.deadlineMs())));
        } else {
            figures.add(Figure.of("deadlineReached", "Absolute deadline reached", "No deadline set", null));
        }
        figures.add(Figure.of("backoff", "Time spent in backoff", Numbers.durationFromMillis(result.backoffMs()),
                "Included in the elapsed time"));
        return figures;
    }

    /** Returns the owners warning or note and the worst-case sentence, shared by the page and the Markdown export. */
    static List<Paragraph> paragraphs(AmplificationResult result) {
        List<Integer> owners = result.retryOwners();
        List<Paragraph> paragraphs = new ArrayList<>(2);
        paragraphs.add(new Paragraph(ownersSentence(result.chain(), owners),
                owners.size() >= 2 ? Paragraph.Kind.WARNING : Paragraph.Kind.NOTE));
        if (result.gaveUp() != null) {
            paragraphs.add(new Paragraph(gaveUpSentence(result.chain(), result.gaveUp()), Paragraph.Kind.NOTE));
        }
        if (result.firstCutRow() != null) {
            paragraphs.add(new Paragraph(cutSentence(result), Paragraph.Kind.NOTE));
        }
        paragraphs.add(Paragraph.plain(worstCaseSentence(result)));
        return paragraphs;
    }

    /** Returns where the skip rule stopped the trace: the layer that gave up first and the wait it skipped. */
    static String gaveUpSentence(LayerChain chain, GaveUp gaveUp) {
        return "Skip rule: the " + chain.inSentence(gaveUp.layer()) + " layer gave up at "
                + Numbers.grouped((long) gaveUp.atMs()) + " ms rather than start a wait of " + Numbers.durationFromMillis(gaveUp.skippedWaitMs())
                + " that would end at or after the deadline; control passed to the layer outside it.";
    }

    /**
     * Returns how the layers' own limits cut this trace: how many rows, the first of them and what cut it, and
     * that the layer outside went on as after a failed attempt.
     */
    static String cutSentence(AmplificationResult result) {
        TimelineRow first = result.firstCutRow();
        LayerChain chain = result.chain();
        return "The layers' own timeouts cut " + count(result.cutRows(), "row") + " of this trace short, "
                + (result.cutRows() == 1 ? "" : "first ") + rowName(chain, first) + " " + first.path() + " at "
                + Numbers.grouped(first.endMs()) + " ms, cut by " + first.cutBy().describe(chain)
                + (first.cutBy().endsCall() ? ", which ended the call."
                        : "; the layer that owns the cut attempt then went on as after a failed attempt.");
    }

    /** Returns who owns retries: the multiple-owners warning, the single owner, or that no layer retries. */
    static String ownersSentence(LayerChain chain, List<Integer> owners) {
        if (owners.size() >= 2) {
            return "Multiple retry owners: " + ownerNames(chain, owners)
                    + ". Account for every layer before choosing a single owner per dependency.";
        }
        if (owners.size() == 1) {
            return "One retry owner: " + chain.inSentence(owners.get(0))
                    + ". The other layers make a single attempt and pass each failure straight out.";
        }
        return "No layer retries: every attempt limit is 1, so the job makes one downstream attempt.";
    }

    /** Returns the worst case without the deadline, the jitter mode and the one-trace caveat. */
    static String worstCaseSentence(AmplificationResult result) {
        return "Without the deadline, maximum configured waits and failed-attempt time total "
                + Numbers.durationFromMillis(result.totalWithoutDeadlineMs()) + ". "
                + jitterSentence(result.chain(), result.inputs().jitter()) + seedSentence(result.inputs())
                + " One trace is not a statistical forecast.";
    }

    /** Returns the sentence that says how the selected jitter mode chooses each wait. */
    static String jitterSentence(Jitter jitter) {
        if (jitter == Jitter.FULL) {
            return "Full jitter selects a seeded delay from zero through each exponential backoff cap.";
        }
        if (jitter == Jitter.EQUAL) {
            return "Equal jitter selects a seeded delay from half of each exponential backoff cap through the full cap.";
        }
        return "No jitter: every backoff is its configured exponential value.";
    }

    /**
     * Returns how the waits of the layers that retry are chosen, each layer read with its own shape, jitter
     * and factors (a layer's own jitter overrides the page-wide one): one sentence when they all wait alike,
     * else the layers grouped by how they wait.
     */
    static String jitterSentence(LayerChain chain, Jitter pageJitter) {
        List<String> kinds = new ArrayList<>(chain.depth());
        List<String> layers = new ArrayList<>(chain.depth());
        LayerPolicy any = null;
        for (int layer = chain.innermost(); layer >= 0; layer--) {
            LayerPolicy policy = chain.policy(layer);
            if (!policy.retries()) {
                continue;
            }
            any = any == null ? policy : any;
            String kind = waits(policy, pageJitter);
            int at = kinds.indexOf(kind);
            if (at < 0) {
                kinds.add(kind);
                layers.add(chain.inSentence(layer));
            } else {
                layers.set(at, layers.get(at) + " and " + chain.inSentence(layer));
            }
        }
        if (kinds.isEmpty()) {
            return "No layer retries, so no backoff is waited.";
        }
        if (kinds.size() == 1) {
            Jitter jitter = any.retryPolicy(pageJitter).jitter();
            if (any.shape() == BackoffShape.EXPONENTIAL && (jitter == Jitter.NONE || jitter == Jitter.FULL
                    || jitter == Jitter.EQUAL)) {
                return jitterSentence(jitter);
            }
            return "Every layer that retries waits by " + kinds.get(0) + ".";
        }
        StringBuilder text = new StringBuilder("The layers wait differently: ");
        for (int i = 0; i < kinds.size(); i++) {
            text.append(i == 0 ? "" : "; ").append(layers.get(i)).append(" by ").append(kinds.get(i));
        }
        return text.append('.').toString();
    }

    /** Returns how one layer's waits are chosen, e.g. "full jitter (a seeded delay from zero through each backoff cap)". */
    private static String waits(LayerPolicy policy, Jitter pageJitter) {
        if (policy.shape() == BackoffShape.POLYNOMIAL) {
            return "Sidekiq's polynomial backoff ((k \u2212 1)\u2074 + 15 s plus its own seeded draw of up to 10k \u2212 1 s)";
        }
        Jitter jitter = policy.retryPolicy(pageJitter).jitter();
        if (jitter == Jitter.FULL) {
            return "full jitter (a seeded delay from zero through each backoff cap)";
        }
        if (jitter == Jitter.EQUAL) {
            return "equal jitter (a seeded delay from half of each backoff cap through the full cap)";
        }
        if (jitter == Jitter.DECORRELATED) {
            return "decorrelated jitter (a seeded delay from the initial backoff through 3 times the previous wait,"
                    + " capped at the maximum)";
        }
        if (jitter == Jitter.PROPORTIONAL) {
            return "proportional jitter (each backoff times a seeded factor from "
                    + Numbers.significantTrimmed(policy.jitterLow(), 6) + " to "
                    + Numbers.significantTrimmed(policy.jitterHigh(), 6) + ")";
        }
        return "no jitter (every backoff its configured value)";
    }

    /** Names the seed whenever a layer that retries draws its waits, so the trace can be reproduced. */
    private static String seedSentence(AmplificationInputs inputs) {
        return inputs.randomised() ? " Seed " + Numbers.grouped(inputs.seed()) + "." : "";
    }

    /** Returns the owners' names as a sentence lists them: "SDK, application and job runner". */
    static String ownerNames(LayerChain chain, List<Integer> owners) {
        StringBuilder names = new StringBuilder();
        for (int i = 0; i < owners.size(); i++) {
            if (i > 0) {
                names.append(i == owners.size() - 1 ? " and " : ", ");
            }
            names.append(chain.inSentence(owners.get(i)));
        }
        return names.toString();
    }

    /** Writes the attempt convention's sentence, its products as code. */
    static void attemptConvention(Html html, AmplificationResult result) {
        html.open("p", "class", "callout");
        String[] parts = attemptConventionParts(result);
        for (int i = 0; i < parts.length; i++) {
            if (i % 2 == 0) {
                html.text(parts[i]);
            } else {
                html.element("code", parts[i]);
            }
        }
        html.close("p");
    }

    /** Returns the attempt convention's sentence in Markdown, its products as code spans, for the summary. */
    static String attemptConventionMarkdown(AmplificationResult result) {
        String[] parts = attemptConventionParts(result);
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < parts.length; i++) {
            text.append(i % 2 == 0 ? parts[i] : "`" + parts[i] + "`");
        }
        return text.toString();
    }

    /**
     * Returns how the limits count and multiply, as alternating text and code: both counts of each layer,
     * innermost first, the product of the limits and the product had they been retry counts, outermost first.
     */
    private static String[] attemptConventionParts(AmplificationResult result) {
        LayerChain chain = result.chain();
        StringBuilder counts = new StringBuilder();
        for (int layer = chain.innermost(); layer >= 0; layer--) {
            counts.append(layer == chain.innermost() ? "" : "; ").append(counts(chain, layer));
        }
        StringBuilder limits = new StringBuilder();
        StringBuilder retryCounts = new StringBuilder();
        for (int layer = 0; layer < chain.depth(); layer++) {
            int attempts = chain.policy(layer).attempts();
            String times = layer == 0 ? "" : " \u00d7 ";
            limits.append(times).append(Numbers.grouped(attempts)).append(" (").append(chain.inSentence(layer))
                    .append(')');
            retryCounts.append(times).append(Numbers.grouped(attempts + 1));
        }
        return new String[] {
            "Attempt limits count every try, including the first: a limit of 3 attempts is 2 retries. Here "
                    + counts.toString() + ". Nested limits multiply: ",
            limits.toString() + " = " + Numbers.grouped(result.maxDownstreamAttempts()),
            " downstream attempts when every layer exhausts. Some libraries count retries instead: read as"
                    + " retry counts, these limits would allow ",
            retryCounts.toString() + " = " + Numbers.grouped(result.worstCaseIfRetries()),
            " attempts."};
    }

    /** Phrases a layer's limit in both counts: "SDK 3 attempts = 2 retries". */
    private static String counts(LayerChain chain, int layer) {
        int attempts = chain.policy(layer).attempts();
        int retries = attempts - 1;
        return chain.label(layer) + " " + count(attempts, "attempt") + " = "
                + (retries == 1 ? "1 retry" : Numbers.grouped(retries) + " retries");
    }

    /** Counts with the noun, plural but for one: "no backoffs", "1 attempt", "12 attempts". */
    static String count(int n, String noun) {
        if (n == 0) {
            return "no " + noun + "s";
        }
        return Numbers.grouped(n) + " " + noun + (n == 1 ? "" : "s");
    }

    /** Names a row in a sentence: "attempt", "sdk backoff". */
    static String rowName(LayerChain chain, TimelineRow row) {
        return row.action() == TimelineRow.Action.ATTEMPT ? "attempt" : chain.id(row.layer()) + " backoff";
    }
}
