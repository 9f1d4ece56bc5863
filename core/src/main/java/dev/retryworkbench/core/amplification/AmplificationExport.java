package dev.retryworkbench.core.amplification;

import dev.retryworkbench.core.form.FormReading;
import dev.retryworkbench.core.json.JsonWriter;
import dev.retryworkbench.core.json.ShortestDouble;
import dev.retryworkbench.core.text.Numbers;
import dev.retryworkbench.core.tool.Export;
import dev.retryworkbench.core.tool.ToolNames;
import dev.retryworkbench.core.worksheet.Markdown;
import dev.retryworkbench.core.worksheet.WorksheetWriter;
import java.util.List;
import java.util.function.Consumer;

/**
 * Writes the workbench's worksheet, timeline CSV and Markdown summary for one computed result; the worksheet and
 * the summary carry the checks' findings (the CSV is the timeline's table alone).
 */
final class AmplificationExport implements Export {
    /**
     * A worksheet keeps at most this many rows at each end of the timeline: the largest trace has
     * two million rows, hundreds of megabytes of JSON. The CSV always holds every row.
     */
    static final int WORKSHEET_ROWS_EACH_END = 50_000;
    private static final String CSV_HEADER = "action,layer,path,startMs,endMs,clipped,cutBy\r\n";

    private final AmplificationResult result;
    private final FormReading reading;
    /** The runs over seeds, or null when the inputs draw nothing at random; finished here when the page has not. */
    private final SeedDistribution distribution;
    private final List<? extends Findings.Item> findings;

    AmplificationExport(AmplificationResult result, FormReading reading, SeedDistribution distribution,
            List<? extends Findings.Item> findings) {
        this.result = result;
        this.reading = reading;
        this.distribution = distribution;
        this.findings = findings;
    }

    @Override
    public String worksheetJson() {
        AmplificationInputs inputs = result.inputs();
        JsonWriter json = WorksheetWriter.begin(ToolNames.AMPLIFICATION, AmplificationFields.form(), reading);
        // The page keeps only a few rows at each end; a long trace is simulated again to keep more.
        TimelineExcerpt timeline = result.timeline().complete()
                ? result.timeline() : Simulator.run(inputs, WORKSHEET_ROWS_EACH_END).timeline();
        json.name("results").beginObject(false)
                .name("maxDownstreamAttempts").value(result.maxDownstreamAttempts())
                .name("totalWithoutDeadlineMs").value(result.totalWithoutDeadlineMs())
                .name("attemptsStarted").value(result.attemptsStarted())
                .name("clippedByDeadline").value(result.clippedByDeadline())
                .name("deadlineReached").value(result.deadlineReached())
                .name("elapsedMs").value(result.elapsedMs())
                .name("backoffMs").value(result.backoffMs())
                .name("retryOwners").beginArray(true);
        LayerChain chain = result.chain();
        for (int owner : result.retryOwners()) {
            json.value(chain.id(owner));
        }
        json.endArray()
                .name("maxAttemptsWithinDeadline").value(result.maxAttemptsWithinDeadline())
                .name("maxAttemptsWithinTimeouts").value(result.maxAttemptsWithinTimeouts())
                .name("worstCaseIfRetries").value(result.worstCaseIfRetries())
                .name("gaveUp");
        GaveUp gaveUp = result.gaveUp();
        if (gaveUp == null) {
            json.nullValue();
        } else {
            json.beginObject(true).name("layer").value(chain.id(gaveUp.layer())).name("atMs").value(gaveUp.atMs())
                    .name("skippedWaitMs").value(gaveUp.skippedWaitMs()).endObject();
        }
        json.name("distribution");
        if (distribution == null) {
            json.nullValue();
        } else {
            distribution.complete();
            json.beginObject(false).name("runs").value(distribution.runs());
            spread(json.name("attemptsStarted"), distribution.attemptsStarted());
            spread(json.name("elapsedMs"), distribution.elapsedMs());
            spread(json.name("backoffMs"), distribution.backoffMs());
            json.endObject();
        }
        json.name("findings").beginArray(false);
        for (Findings.Item finding : findings) {
            json.beginObject(true).name("rule").value(finding.ruleId()).name("level").value(finding.levelId())
                    .name("message").value(finding.message()).name("layer");
            if (finding.layer() < 0) {
                json.nullValue();
            } else {
                json.value(chain.id(finding.layer()));
            }
            json.endObject();
        }
        json.endArray().name("timelineRows").value(timeline.totalRows())
                .name("timelineOmittedRows").value(timeline.omittedRows())
                .name("timeline").beginArray(false);
        for (TimelineRow row : timeline.head()) {
            row(json, chain, row);
        }
        for (TimelineRow row : timeline.tail()) {
            row(json, chain, row);
        }
        return json.endArray().endObject().endObject().toString();
    }

    private static void spread(JsonWriter json, Spread spread) {
        json.beginObject(true).name("min").value(spread.min()).name("p50").value(spread.p50())
                .name("p95").value(spread.p95()).name("p99").value(spread.p99()).name("max").value(spread.max())
                .name("mean").value(spread.mean()).endObject();
    }

    private static void row(JsonWriter json, LayerChain chain, TimelineRow row) {
        json.beginObject(true)
                .name("action").value(row.action().id())
                .name("layer").value(chain.id(row.layer()))
                .name("path").value(row.path())
                .name("startMs").value(row.startMs())
                .name("endMs").value(row.endMs())
                .name("clipped").value(row.clipped());
        if (row.cutBy() != null) {
            json.name("cutBy").value(chain.label(row.cutBy().layer())).name("cutByLimit").value(row.cutBy().member());
        }
        json.endObject();
    }

    @Override
    public void csv(int partChars, Consumer<String> parts) {
        // The trace is simulated again row by row: a large one is never held, only one part of its text.
        StringBuilder part = new StringBuilder(partChars < (1 << 22) ? partChars + 64 : 1 << 22).append(CSV_HEADER);
        LayerChain chain = result.chain();
        Simulator.stream(chain, result.inputs(), (action, layer, path, startMs, endMs, clipped, cut) -> {
            line(part, chain, action, layer, TimelineRow.path(path, layer), startMs, endMs, clipped, Cut.of(cut));
            if (part.length() >= partChars) {
                parts.accept(part.toString());
                part.setLength(0);
            }
        });
        if (part.length() > 0) {
            parts.accept(part.toString());
        }
    }

    private static void line(StringBuilder out, LayerChain chain, TimelineRow.Action action, int layer, String path,
            double startMs, double endMs, boolean clipped, Cut cut) {
        out.append(action.id()).append(',').append(chain.id(layer)).append(',').append(path).append(',')
                .append(ShortestDouble.format(startMs)).append(',').append(ShortestDouble.format(endMs))
                .append(',').append(clipped).append(',').append(cut == null ? "" : chain.id(cut.layer())).append("\r\n");
    }

    /**
     * Returns the CSV's size in bytes (all ASCII): exact when the page holds every row; else the kept
     * rows exactly, and each left-out row as the kept rows' mean length without its times, plus the
     * digits of times rising evenly from the last first row to the first last row. No row is
     * simulated again, so a page can state the size of a two-million-row download at once.
     */
    static double csvBytes(LayerChain chain, TimelineExcerpt timeline) {
        StringBuilder line = new StringBuilder(64);
        double bytes = CSV_HEADER.length();
        double timeDigits = 0;
        List<TimelineRow> head = timeline.head();
        List<TimelineRow> tail = timeline.tail();
        for (int i = 0; i < head.size() + tail.size(); i++) {
            TimelineRow row = i < head.size() ? head.get(i) : tail.get(i - head.size());
            line.setLength(0);
            line(line, chain, row.action(), row.layer(), row.path(), row.startMs(), row.endMs(), row.clipped(),
                    row.cutBy());
            bytes += line.length();
            timeDigits += digits(row.startMs()) + digits(row.endMs());
        }
        int omitted = timeline.omittedRows();
        if (omitted == 0) {
            return bytes;
        }
        int kept = head.size() + tail.size();
        TimelineRow before = head.get(head.size() - 1);
        TimelineRow after = tail.get(0);
        return bytes + omitted * (bytes - CSV_HEADER.length() - timeDigits) / kept
                + rampDigits(before.startMs(), after.startMs(), omitted) + rampDigits(before.endMs(), after.endMs(), omitted);
    }

    /** Returns the decimal digits of a whole, non-negative number of milliseconds. */
    private static int digits(double value) {
        int digits = 1;
        for (double power = 10; power <= value; power *= 10) {
            digits++;
        }
        return digits;
    }

    /** Returns the total digits of {@code count} whole numbers spread evenly from {@code from} to {@code to}. */
    private static double rampDigits(double from, double to, int count) {
        double total = (double) count * digits(from);
        for (double power = 10; power <= to; power *= 10) {
            if (power > from) {
                total += count * (to - power) / (to - from);
            }
        }
        return total;
    }

    @Override
    public String markdown() {
        Markdown md = new Markdown()
                .heading(1, ToolNames.title(ToolNames.AMPLIFICATION))
                .heading(2, "Inputs")
                .inputs(AmplificationFields.inputGroups(reading), reading)
                .heading(2, "Results")
                .figures(AmplificationProse.figures(result))
                .paragraphs(AmplificationProse.paragraphs(result))
                .paragraph(AmplificationProse.attemptConventionMarkdown(result));
        DistributionRenderer.markdown(md, result.inputs(), distribution);
        CheckList.markdown(md, result.inputs(), findings);
        md.heading(2, "Timeline");
        TimelineExcerpt timeline = result.timeline();
        if (!timeline.complete()) {
            md.paragraph("Showing the first " + Numbers.grouped(timeline.head().size()) + " and last "
                    + Numbers.grouped(timeline.tail().size()) + " rows of " + Numbers.grouped(timeline.totalRows())
                    + "; the CSV export holds every row.");
        }
        // Without a deadline or a layer's own limit nothing is cut, so there is no boundary to report.
        boolean boundary = TimelineTable.hasBoundary(result);
        if (boundary) {
            md.tableHeader(new String[] {"Action", "Attempt path", "Start / end (ms)",
                TimelineTable.boundaryHeading(result)},
                    new boolean[] {false, false, true, false});
        } else {
            md.tableHeader(new String[] {"Action", "Attempt path", "Start / end (ms)"}, new boolean[] {false, false, true});
        }
        for (TimelineRow row : timeline.head()) {
            markdownRow(md, result.chain(), row, boundary);
        }
        if (!timeline.complete()) {
            String gap = Numbers.grouped(timeline.omittedRows()) + " rows not shown";
            if (boundary) {
                md.row("\u2026", "", gap, "");
            } else {
                md.row("\u2026", "", gap);
            }
        }
        for (TimelineRow row : timeline.tail()) {
            markdownRow(md, result.chain(), row, boundary);
        }
        return md.endTable().toString();
    }

    private static void markdownRow(Markdown md, LayerChain chain, TimelineRow row, boolean boundary) {
        String path = "`" + row.path() + "`";
        String span = Numbers.grouped(row.startMs()) + " / " + Numbers.grouped(row.endMs());
        if (boundary) {
            md.row(TimelineTable.actionText(chain, row), path, span, TimelineTable.boundary(chain, row));
        } else {
            md.row(TimelineTable.actionText(chain, row), path, span);
        }
    }
}
