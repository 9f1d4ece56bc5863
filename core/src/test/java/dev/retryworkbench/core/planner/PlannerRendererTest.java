package dev.retryworkbench.core.planner;

import static dev.retryworkbench.core.planner.PlannerTest.example;
import static dev.retryworkbench.core.planner.PlannerTest.load;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.tool.Figure;
import dev.retryworkbench.core.tool.Paragraph;
import dev.retryworkbench.core.tool.Paragraph.Kind;
import java.util.List;
import org.junit.jupiter.api.Test;

class PlannerRendererTest {

    private static String render(PlannerInputs inputs) {
        return PlannerRenderer.render(Planner.compute(inputs));
    }

    /** Returns the headline figure named {@code name}, as the page and the export get it. */
    static Figure figure(PlannerInputs inputs, String name) {
        return figure(Planner.compute(inputs), name);
    }

    static Figure figure(PlannerResult r, String name) {
        return PlannerRenderer.figures(r).stream().filter(f -> f.name().equals(name)).findFirst()
                .orElseThrow(() -> new AssertionError("no figure " + name));
    }

    /** Returns the text of the value of the figure named {@code name} in rendered HTML (PlannerPoliciesRenderingTest's). */
    static String figure(String html, String name) {
        int start = html.indexOf("data-figure=\"" + name + "\"");
        assertThat(start).as("figure %s", name).isGreaterThanOrEqualTo(0);
        String open = "<dd class=\"value\">";
        int value = html.indexOf(open, start) + open.length();
        return html.substring(value, html.indexOf("</dd>", value));
    }

    /** Returns the HTML of the figure named {@code name}, note included (PlannerPoliciesRenderingTest's). */
    static String figureHtml(String html, String name) {
        int start = html.indexOf("data-figure=\"" + name + "\"");
        return html.substring(start, html.indexOf("</div>", start));
    }

    /** Returns the value of the figure named {@code name}. */
    static String value(PlannerInputs inputs, String name) {
        return figure(inputs, name).value();
    }

    private static String row(String... cells) {
        StringBuilder sb = new StringBuilder("<tr><th scope=\"row\" class=\"num\">").append(cells[0]).append("</th>");
        for (int i = 1; i < cells.length; i++) {
            sb.append("<td class=\"num\">").append(cells[i]).append("</td>");
        }
        return sb.append("</tr>").toString();
    }

    @Test
    void workedExampleFiguresMatchTheSeed() {
        PlannerResult r = Planner.compute(PlannerInputs.workedExample());
        List<Figure> figures = PlannerRenderer.figures(r);

        assertThat(figures).extracting(Figure::name).containsExactly("scheduleWait", "expectedWaitToResolve",
                "attemptsPerRequest", "bindingLimit", "safeConcurrency", "completedThroughput", "backlogDrain");
        assertThat(figures).extracting(Figure::code).containsOnlyNulls();
        // Raw waits 1, 2, 4, 8 s; full jitter halves each mean: 0.5 + 1 + 2 + 4 = 7.5 s, worst 15 s.
        assertThat(r.schedule().totalMeanWaitSeconds()).isEqualTo(7.5);
        assertThat(r.schedule().worstWaitSeconds()).isEqualTo(15.0);
        assertThat(figure(r, "scheduleWait")).isEqualTo(Figure.of("scheduleWait", "Wait if every attempt fails",
                "7.50 s mean / 15.0 s worst", "The sum of the 4 waits, when all 5 attempts fail; the worst case is the"
                        + " raw waits, the longest any jitter draws."));
        // Wait i is reached when the first i attempts fail (0.5^i): 0.5·0.5 + 0.25·1 + 0.125·2 + 0.0625·4 = 1 s.
        assertThat(r.schedule().expectedWaitToResolveSeconds()).isCloseTo(1.0, within(1e-12));
        assertThat(figure(r, "expectedWaitToResolve").value()).isEqualTo("1.00 s");
        assertThat(figure(r, "expectedWaitToResolve").label()).isEqualTo("Mean backoff per request");
        assertThat(figure(r, "expectedWaitToResolve").note()).isEqualTo("Averaged over every request, those that exhaust"
                + " the cap included; a mean, not a floor.");
        // 1 + 0.5 + 0.25 + 0.125 + 0.0625 = 1.9375 attempts per request.
        assertThat(r.throughput().attemptsPerRequest()).isCloseTo(1.9375, within(1e-12));
        assertThat(figure(r, "attemptsPerRequest")).isEqualTo(Figure.of("attemptsPerRequest", "Attempts per request",
                "1.94", null));
        // TPM: 400,000 / 4,000 tokens = 100 attempts/min, below RPM's 1,000: TPM binds, 10 times over.
        assertThat(r.quota().bindingLimit()).isEqualTo(BindingLimit.TPM);
        assertThat(r.quota().ceilingPerMinute()).isEqualTo(100.0);
        assertThat(r.quota().headroomRatio()).isEqualTo(10.0);
        assertThat(figure(r, "bindingLimit")).isEqualTo(Figure.of("bindingLimit", "Binding limit",
                "100 attempts/min (TPM)", null));
        // 100 attempts/min at 4 s each: 100 · 4 / 60 = 6.67 in flight, 6 whole slots.
        assertThat(r.quota().safeConcurrency()).isCloseTo(20.0 / 3, within(1e-12));
        assertThat(r.quota().wholeSlots()).isEqualTo(6.0);
        assertThat(figure(r, "safeConcurrency")).isEqualTo(Figure.of("safeConcurrency", "Safe in-flight attempts",
                "6.67 attempts (6 whole slots)", null));
        // 100 / 1.9375 = 51.6 completed per minute, of which 1 − 0.5^5 resolve: 50.
        assertThat(r.throughput().completedPerMinute()).isCloseTo(100 / 1.9375, within(1e-9));
        assertThat(r.throughput().resolvedPerMinute()).isCloseTo(50.0, within(1e-9));
        assertThat(figure(r, "completedThroughput").value()).isEqualTo("51.6 completed req/min");
        // The retry tax, the share of attempts that are retries: 0.9375 / 1.9375 = 48.4%.
        assertThat(r.throughput().retryTax()).isCloseTo(0.9375 / 1.9375, within(1e-12));
        // 5,000 queued at 50 resolved − 20 arriving = 30 per minute: 166.7 min.
        assertThat(r.drain().netDrainPerMinute()).isCloseTo(30.0, within(1e-9));
        assertThat(r.drain().drainMinutes()).isCloseTo(5000 / 30.0, within(1e-9));
        assertThat(figure(r, "backlogDrain")).isEqualTo(Figure.of("backlogDrain", "Backlog drain", "166.7 min", null));
    }

    @Test
    void headlineHtmlHoldsOneEntryPerFigure() {
        PlannerResult r = Planner.compute(PlannerInputs.workedExample());
        String html = PlannerRenderer.render(r);

        assertThat(html).startsWith("<h2 id=\"schedule-wait\">Schedule wait</h2><dl class=\"figures\">");
        List<Figure> figures = PlannerRenderer.figures(r);
        assertThat(html.split("<div class=\"figure\"", -1)).hasSize(figures.size() + 1);
        for (Figure f : figures) {
            assertThat(html).contains("<div class=\"figure\" data-figure=\"" + f.name() + "\"><dt>" + f.label()
                    + "</dt><dd class=\"value\">" + f.value() + "</dd>"
                    + (f.note() == null ? "</div>" : "<dd class=\"note\">" + f.note() + "</dd></div>"));
        }
    }

    @Test
    void waitsAndDrainTimesOfADayOrMoreReadAsDaysHoursAndMinutes() {
        // Four waits capped at a day: worst 345,600 s = 4 d, full-jitter mean half of it, 2 d.
        PlannerInputs in = example(86_400.0, 2.0, 86_400.0, 5, Jitter.FULL);
        String html = render(in);
        assertThat(value(in, "scheduleWait")).isEqualTo("2 d mean / 4 d worst");
        assertThat(html).doesNotContain("345,600 s");
        // The worked example's net drain rate is 30 requests/min: 3,000,000 queued take 100,000 min = 69 d 10 h 40 min.
        PlannerInputs w = PlannerInputs.workedExample();
        PlannerInputs queued = load(w.rpmLimit(), w.tpmLimit(), w.plannedConcurrency(), w.successRate(),
                w.arrivalPerMinute(), 3_000_000);
        String drain = render(queued);
        assertThat(value(queued, "backlogDrain")).isEqualTo("69 d 10 h 40 min");
        assertThat(drain).doesNotContain("100,000.0 min");
    }

    @Test
    void workedExampleSentencesMatchTheSeed() {
        PlannerResult r = Planner.compute(PlannerInputs.workedExample());
        List<Paragraph> narrative = PlannerRenderer.narrative(r);

        assertThat(narrative).extracting(Paragraph::kind).containsExactly(Kind.PLAIN, Kind.PLAIN, Kind.PLAIN, Kind.PLAIN,
                Kind.PLAIN, Kind.WARNING, Kind.PLAIN, Kind.PLAIN);
        assertThat(narrative).extracting(Paragraph::text).containsExactly(
                "If every attempt fails, the total mean wait is 7.50 s and the worst case (no jitter) is 15.0 s.",
                "Each logical request costs an average of 1.94 attempts. 3.1% of requests exhaust the cap without"
                        + " resolving.",
                "RPM allows 1,000 attempts/min and TPM allows 100; tokens per minute binds. The request limit is 10"
                        + " times the binding limit.",
                "At 4.00 s per attempt, the quota supports 6.67 concurrent attempts (6 whole slots).",
                "Your planned 8 in flight implies 120 attempts/min, using 120.0% of the ceiling.",
                "Warning: the plan asks for more attempts than the quota allows, so expect 429s. The backlog drain below"
                        + " runs at the ceiling of 100 attempts/min, not at the plan's rate. Keep at most 6 requests in"
                        + " flight.",
                "50 requests per minute resolve. The retry tax is 48.4% (the share of attempts that are retries), and"
                        + " each resolved request takes 2 attempts. Raise the per-attempt success rate to recover quota.",
                "At 20 new requests/min arriving and 50 resolved/min leaving, the 5,000 queued requests clear in"
                        + " 166.7 min. A request that exhausts its attempt cap stays in the queue. On average a request"
                        + " spends 1.00 s in backoff between its own attempts. The backlog consumes 20,000,000 tokens on"
                        + " first attempts alone at the current per-attempt cost (40,000,000 with retries, since"
                        + " exhausted requests stay queued and try again).");
        // 1.9375 attempts per request at 100/min resolve 50/min; 8 in flight at 4 s ask 120/min, 1.2 of the ceiling.
        assertThat(r.throughput().exhaustedShare()).isEqualTo(0.03125);
        assertThat(r.throughput().attemptsPerResolved()).isCloseTo(2.0, within(1e-12));
        assertThat(r.quota().plannedAttemptsPerMinute()).isEqualTo(120.0);
        assertThat(r.quota().plannedShareOfCeiling()).isCloseTo(1.2, within(1e-12));
        // 5,000 queued at 4,000 tokens: 20,000,000 first attempts, 1.9375 / (1 − 0.03125) = 2 times that with retries.
        assertThat(r.tokens().backlogTokensFirstAttempts()).isEqualTo(20_000_000.0);
        assertThat(r.tokens().backlogTokensWithRetries()).isCloseTo(40_000_000.0, within(1e-6));
        // On the page, each paragraph is one p, the warning boxed.
        String html = PlannerRenderer.render(r);
        assertThat(html.split("<p class=\"callout warning\">", -1)).hasSize(1 + 1);
        assertThat(html).contains("<p class=\"callout warning\">Warning: the plan asks");
    }

    @Test
    void workedExampleTableMatchesTheSeed() {
        PlannerResult r = Planner.compute(PlannerInputs.workedExample());
        String html = PlannerRenderer.render(r);

        // Raw waits 1 s x 2^(i-1); full jitter draws each from 0 to the raw wait, so its mean is half.
        assertThat(r.schedule().waits()).containsExactly(new PlannerResult.Wait(1, 1, 0, 0.5, 1, 0.5),
                new PlannerResult.Wait(2, 2, 0, 1, 2, 1.5), new PlannerResult.Wait(3, 4, 0, 2, 4, 3.5),
                new PlannerResult.Wait(4, 8, 0, 4, 8, 7.5));

        assertThat(html).contains(
                "<div class=\"table-wrap\" role=\"region\" tabindex=\"0\" aria-labelledby=\"planner-schedule-caption\">"
                        + "<table class=\"data\"><caption id=\"planner-schedule-caption\">Backoff schedule, full"
                        + " jitter, 5 attempts: the waits after attempts 1 to 4</caption>",
                "<th scope=\"col\">After attempt</th><th scope=\"col\">Raw wait (s)</th><th scope=\"col\">Min (s)</th>"
                        + "<th scope=\"col\">Mean (s)</th><th scope=\"col\">Max (s)</th>"
                        + "<th scope=\"col\">Cumulative mean (s)</th>",
                row("1", "1.00", "0.00", "0.50", "1.00", "0.50")
                        + row("2", "2.00", "0.00", "1.00", "2.00", "1.50")
                        + row("3", "4.00", "0.00", "2.00", "4.00", "3.50")
                        + row("4", "8.00", "0.00", "4.00", "8.00", "7.50") + "</tbody>");
    }

    @Test
    void workedExampleCarriesTheDefaultsNoteAndTheCorrectedFormula() {
        String html = render(PlannerInputs.workedExample());

        assertThat(html).contains("<p class=\"callout\">These figures are worked defaults. Replace every field with"
                + " your own provider limits and backoff settings.</p>");
        assertThat(html).contains("<p>Formula: <code>wait_i = min(cap, base \u00b7 multiplier^(i\u22121)), drawn from"
                + " U(0, wait_i) under full jitter</code> <a href=\"#how-calculated\">How?</a></p>");
        assertThat(html).doesNotContain("multiplier^i)");
        assertThat(html).contains("<p>With the current inputs the raw wait is 1 s \u00d7 2^(i \u2212 1), capped at 32 s.</p>");
    }

    @Test
    void workedExampleChartIsAccessibleAndDrawsEveryWait() {
        String html = render(PlannerInputs.workedExample());

        // No viewBox: x in percent of the width, y in pixels, so the text keeps its size on a phone.
        assertThat(html).contains("<figure class=\"chart\"><svg xmlns=\"http://www.w3.org/2000/svg\" role=\"img\""
                + " aria-labelledby=\"planner-chart-title\" width=\"100%\" height=\"276\">"
                + "<title id=\"planner-chart-title\">");
        assertThat(html.split("<rect class=\"range\"", -1)).hasSize(4 + 1 + 1);
        assertThat(html.split("<line class=\"mean\"", -1)).hasSize(4 + 1 + 1);
        // The line's x are percentages in a 100-unit box stretched to the width; its y are pixels.
        assertThat(html).contains("<polyline class=\"cumulative\" fill=\"none\" vector-effect=\"non-scaling-stroke\""
                + " points=\"19.44,216 42.31,192 65.19,144 88.06,48\">");
        assertThat(html).contains("<circle class=\"cumulative\" cx=\"88.06%\" cy=\"48\" r=\"2.5\">");
        assertThat(html).contains("<ul class=\"chart-legend\">").contains("<span>Cumulative mean</span>");
        // Axis ticks at 0, 2, 4, 6 and 8 s, the top grid line at the cumulative mean's ceiling.
        assertThat(html).contains(">0</text>", ">2</text>", ">4</text>", ">6</text>", ">8</text>");
        assertThat(html).contains("<figcaption>Backoff schedule chart of the waits after attempts 1 to 4 under full"
                + " jitter, in seconds. Each bar runs from the shortest to the longest possible wait, with a tick at"
                + " the mean: 0.00 s to 1.00 s after attempt 1, 0.00 s to 8.00 s after attempt 4. The line shows the"
                + " cumulative mean rising to 7.50 s.</figcaption>");
    }

    @Test
    void workedExampleAnnouncement() {
        assertThat(PlannerRenderer.announcement(Planner.compute(PlannerInputs.workedExample())))
                .isEqualTo("Mean wait 7.50 s, worst 15.0 s; ceiling 100 attempts/min; backlog drains in 166.7 min.");
    }

    @Test
    void otherInputsDropTheWorkedDefaultsNote() {
        String html = render(load(1000.0, 400_000.0, 8, 0.5, 21, 5000));

        assertThat(html).doesNotContain("These figures are worked defaults");
        assertThat(html).contains("At 21 new requests/min arriving and 50 resolved/min leaving, the 5,000 queued"
                + " requests clear in 172.4 min.");
    }

    @Test
    void successRateZeroSaysNothingResolves() {
        PlannerResult r = Planner.compute(load(1000.0, 400_000.0, 8, 0, 20, 5000));
        String html = PlannerRenderer.render(r);

        assertThat(figure(r, "expectedWaitToResolve").value()).isEqualTo("7.50 s");
        assertThat(figure(r, "attemptsPerRequest").value()).isEqualTo("5.00");
        assertThat(figure(r, "backlogDrain").value()).isEqualTo("Queue grows");
        assertThat(html).contains("<p>No request resolves: at a 0% per-attempt success rate every attempt fails, so"
                + " all 100 attempts/min go to requests that exhaust the cap and the queue never drains. The retry tax"
                + " is 80.0%. Raise the per-attempt success rate to recover quota.</p>");
        assertThat(html).contains("<p>No request resolves, so the queue grows by 20 requests/min and never drains:"
                + " the per-attempt success rate must rise above 0% and the resolved rate above 20/min before the"
                + " backlog drains.");
        assertThat(html).contains("(with retries the total has no bound, since no request ever resolves)");
        assertThat(html).contains("100.0% of requests exhaust the cap without resolving.");
        assertThat(PlannerRenderer.announcement(r)).endsWith("; queue grows by 20 requests/min.");
    }

    @Test
    void successRateZeroWithAnEmptyQuietQueueDoesNotClaimTheQueueGrows() {
        PlannerInputs in = load(1000.0, 400_000.0, 8, 0, 0, 0);
        String html = render(in);

        assertThat(html).contains("go to requests that exhaust the cap. The retry tax is 80.0%.");
        assertThat(html).doesNotContain("never drains");
        assertThat(value(in, "backlogDrain")).isEqualTo("0.0 min");
    }

    @Test
    void successRateOneHasNoRetryTax() {
        PlannerInputs in = load(1000.0, 400_000.0, 8, 1, 20, 5000);
        String html = render(in);

        assertThat(value(in, "expectedWaitToResolve")).isEqualTo("0.00 s");
        assertThat(value(in, "attemptsPerRequest")).isEqualTo("1.00");
        assertThat(value(in, "completedThroughput")).isEqualTo("100 completed req/min");
        assertThat(value(in, "backlogDrain")).isEqualTo("62.5 min");
        assertThat(html).contains("<p>100 requests per minute resolve. The retry tax is 0.0% (the share of attempts"
                + " that are retries), and each resolved request takes 1 attempt.</p>");
        assertThat(html).contains("0.0% of requests exhaust the cap");
    }

    @Test
    void rpmOnlyMakesNoBindingComparison() {
        PlannerInputs in = load(1000.0, null, 8, 0.5, 20, 5000);
        String html = render(in);

        assertThat(value(in, "bindingLimit")).isEqualTo("1,000 attempts/min (RPM)");
        assertThat(figure(in, "bindingLimit").note()).isEqualTo("The only limit entered.");
        assertThat(html).contains("<p>Only an RPM limit is entered: it allows 1,000 attempts/min and sets the ceiling."
                + " With one limit, no binding comparison is possible.</p>");
        assertThat(value(in, "safeConcurrency")).isEqualTo("66.7 attempts (66 whole slots)");
        assertThat(html).contains("<p>Your planned 8 in flight implies 120 attempts/min, using 12.0% of the ceiling."
                + " The backlog drain below runs at the plan&#39;s 120 attempts/min.</p>");
        assertThat(html).doesNotContain("callout warning");
        assertThat(html).contains("At 20 new requests/min arriving and 60 resolved/min leaving, the 5,000 queued"
                + " requests clear in 125.0 min.");
    }

    @Test
    void tpmOnlyNamesTheTokenCost() {
        PlannerInputs in = load(null, 400_000.0, 8, 0.5, 20, 5000);
        String html = render(in);

        assertThat(value(in, "bindingLimit")).isEqualTo("100 attempts/min (TPM)");
        assertThat(html).contains("<p>Only a TPM limit is entered: at 4,000 tokens per attempt it allows 100"
                + " attempts/min and sets the ceiling. With one limit, no binding comparison is possible.</p>");
    }

    @Test
    void rpmBindingMirrorsTheSentence() {
        PlannerInputs in = load(50.0, 400_000.0, null, 0.5, 20, 5000);
        String html = render(in);

        assertThat(value(in, "bindingLimit")).isEqualTo("50 attempts/min (RPM)");
        assertThat(html).contains("<p>RPM allows 50 attempts/min and TPM allows 100; requests per minute binds. The"
                + " token limit is 2 times the binding limit.</p>");
    }

    @Test
    void equalLimitsSayBothBind() {
        PlannerInputs in = load(100.0, 400_000.0, null, 0.5, 20, 5000);
        String html = render(in);

        assertThat(value(in, "bindingLimit")).isEqualTo("100 attempts/min (RPM and TPM)");
        assertThat(html).contains("<p>RPM and TPM both allow 100 attempts/min; both limits bind at once, so raising"
                + " either one alone does not raise the ceiling.</p>");
    }

    @Test
    void noPlanOmitsThePlanSentence() {
        PlannerInputs in = load(1000.0, 400_000.0, null, 0.5, 20, 5000);
        String html = render(in);

        assertThat(html).doesNotContain("Your planned").doesNotContain("callout warning");
        assertThat(value(in, "backlogDrain")).isEqualTo("166.7 min");
    }

    @Test
    void planBelowTheCeilingDrainsAtThePlansRate() {
        PlannerInputs in = load(1000.0, 400_000.0, 4, 0.5, 20, 5000);
        String html = render(in);

        assertThat(html).contains("<p>Your planned 4 in flight implies 60 attempts/min, using 60.0% of the ceiling."
                + " The backlog drain below runs at the plan&#39;s 60 attempts/min.</p>");
        assertThat(html).contains("At 20 new requests/min arriving and 30 resolved/min leaving, the 5,000 queued"
                + " requests clear in 500.0 min.");
        assertThat(value(in, "backlogDrain")).isEqualTo("500.0 min");
    }

    @Test
    void zeroNetDrainNeverClears() {
        PlannerResult r = Planner.compute(load(1000.0, 400_000.0, 8, 0.5, 50, 5000));
        String html = PlannerRenderer.render(r);

        assertThat(figure(r, "backlogDrain").value()).isEqualTo("Never drains");
        assertThat(html).contains("<p>At 50 new requests/min arriving and 50 resolved/min leaving, the 5,000 queued"
                + " requests never clear: arrivals match the resolved rate. Arrivals must fall below 50/min, or the"
                + " resolved rate rise above 50/min, before the backlog drains.");
        assertThat(PlannerRenderer.announcement(r)).endsWith("; backlog never drains.");
    }

    @Test
    void negativeNetDrainReportsTheShortfall() {
        PlannerResult r = Planner.compute(load(1000.0, 400_000.0, 8, 0.5, 80, 5000));
        String html = PlannerRenderer.render(r);

        assertThat(figure(r, "backlogDrain").value()).isEqualTo("Queue grows");
        assertThat(figure(r, "backlogDrain").note()).isEqualTo("By 30 requests/min.");
        assertThat(html).contains("<p>At 80 new requests/min arriving and 50 resolved/min leaving, the queue grows by"
                + " 30 requests/min; arrivals must fall below 50/min, or the resolved rate rise above 80/min, before"
                + " the backlog drains.");
        assertThat(PlannerRenderer.announcement(r)).isEqualTo(
                "Mean wait 7.50 s, worst 15.0 s; ceiling 100 attempts/min; queue grows by 30 requests/min.");
    }

    @Test
    void emptyBacklogDrainsInZeroMinutes() {
        PlannerInputs in = load(1000.0, 400_000.0, 8, 0.5, 20, 0);
        String html = render(in);

        assertThat(value(in, "backlogDrain")).isEqualTo("0.0 min");
        assertThat(html).contains("At 20 new requests/min arriving and 50 resolved/min leaving, the queue is empty"
                + " and stays empty: the backlog drains in 0.0 min.");
        assertThat(html).doesNotContain("The backlog consumes");
    }

    @Test
    void missingTokenCostAsksForIt() {
        PlannerInputs w = PlannerInputs.workedExample();
        String html = render(new PlannerInputs(w.baseDelaySeconds(), w.multiplier(), w.maxDelaySeconds(),
                w.attempts(), w.jitter(), 1000.0, null, null, 4, 8, 0.5, 20, 5000));

        assertThat(html).contains("Enter tokens per attempt to see what the backlog costs in tokens.");
        assertThat(html).doesNotContain("The backlog consumes");
    }

    @Test
    void attemptCapOneHasNoWaits() {
        PlannerInputs in = example(null, null, null, 1, null);
        String html = render(in);

        assertThat(value(in, "scheduleWait")).isEqualTo("0.00 s mean / 0.00 s worst");
        assertThat(figure(in, "scheduleWait").note()).isEqualTo("An attempt cap of 1 allows no retries, so there is no"
                + " wait.");
        assertThat(value(in, "attemptsPerRequest")).isEqualTo("1.00");
        assertThat(html).contains("<p>With an attempt cap of 1 there are no retries, so the schedule has no"
                + " waits.</p>");
        assertThat(html).doesNotContain("<table").doesNotContain("<svg");
        assertThat(html).contains("and each resolved request takes 2 attempts.");
    }

    @Test
    void equalJitterTableFormulaAndCaption() {
        PlannerInputs in = example(null, null, null, null, Jitter.EQUAL);
        String html = render(in);

        assertThat(html).contains("Backoff schedule, equal jitter, 5 attempts: the waits after attempts 1 to 4</caption>");
        assertThat(html).contains(row("1", "1.00", "0.50", "0.75", "1.00", "0.75")
                + row("2", "2.00", "1.00", "1.50", "2.00", "2.25")
                + row("3", "4.00", "2.00", "3.00", "4.00", "5.25")
                + row("4", "8.00", "4.00", "6.00", "8.00", "11.25"));
        assertThat(html).contains("<code>wait_i = min(cap, base \u00b7 multiplier^(i\u22121)), drawn from"
                + " U(wait_i/2, wait_i) under equal jitter</code>");
        assertThat(value(in, "scheduleWait")).isEqualTo("11.3 s mean / 15.0 s worst");
    }

    @Test
    void noJitterTableFormulaAndCaption() {
        String html = render(example(null, null, null, null, Jitter.NONE));

        assertThat(html).contains(row("1", "1.00", "1.00", "1.00", "1.00", "1.00")
                + row("2", "2.00", "2.00", "2.00", "2.00", "3.00")
                + row("3", "4.00", "4.00", "4.00", "4.00", "7.00")
                + row("4", "8.00", "8.00", "8.00", "8.00", "15.00"));
        assertThat(html).contains("<code>wait_i = min(cap, base \u00b7 multiplier^(i\u22121)), waited exactly under"
                + " no jitter</code>");
        assertThat(html).contains("Every wait is exact, so each bar is a single mark: 1.00 s after attempt 1, 8.00 s"
                + " after attempt 4.");
    }

    @Test
    void capBindingIsNamedInTheChartCaption() {
        String html = render(example(1.0, 2.0, 5.0, 6, Jitter.FULL));

        assertThat(html).contains(row("4", "5.00", "0.00", "2.50", "5.00", "6.00")
                + row("5", "5.00", "0.00", "2.50", "5.00", "8.50"));
        assertThat(html).contains("Raw waits reach the 5.00 s cap after attempt 4.");
    }

    @Test
    void lessThanOneWholeSlotWarns() {
        PlannerInputs w = PlannerInputs.workedExample();
        PlannerInputs in = new PlannerInputs(w.baseDelaySeconds(), w.multiplier(), w.maxDelaySeconds(),
                w.attempts(), w.jitter(), 6.0, null, null, 5, null, 0.5, 0, 10);
        String html = render(in);

        assertThat(value(in, "safeConcurrency")).isEqualTo("0.500 attempts (0 whole slots)");
        assertThat(html).contains("<p class=\"callout warning\">The quota sustains less than one attempt in flight");
    }
}
