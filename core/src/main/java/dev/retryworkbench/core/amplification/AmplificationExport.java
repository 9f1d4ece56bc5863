package dev.retryworkbench.core.amplification;

import dev.retryworkbench.core.form.FormReading;
import dev.retryworkbench.core.json.JsonWriter;
import dev.retryworkbench.core.json.ShortestDouble;
import dev.retryworkbench.core.text.Numbers;
import dev.retryworkbench.core.tool.Export;
import dev.retryworkbench.core.tool.ToolNames;
import dev.retryworkbench.core.worksheet.Markdown;
import dev.retryworkbench.core.worksheet.WorksheetWriter;

/** Writes the workbench's worksheet, timeline CSV and Markdown summary for one computed result. */
final class AmplificationExport implements Export {
    /**
     * A worksheet keeps at most this many rows at each end of the timeline: the largest trace has
     * two million rows, hundreds of megabytes of JSON. The CSV always holds every row.
     */
    static final int WORKSHEET_ROWS_EACH_END = 50_000;

    private final AmplificationResult result;
    private final FormReading reading;

    AmplificationExport(AmplificationResult result, FormReading reading) {
        this.result = result;
        this.reading = reading;
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
        for (Layer owner : result.retryOwners()) {
            json.value(owner.id());
        }
        json.endArray()
                .name("timelineRows").value(timeline.totalRows())
                .name("timelineOmittedRows").value(timeline.omittedRows())
                .name("timeline").beginArray(false);
        for (TimelineRow row : timeline.head()) {
            row(json, row);
        }
        for (TimelineRow row : timeline.tail()) {
            row(json, row);
        }
        return json.endArray().endObject().endObject().toString();
    }

    private static void row(JsonWriter json, TimelineRow row) {
        json.beginObject(true)
                .name("action").value(row.action().id())
                .name("layer").value(row.layer().id())
                .name("path").value(row.path())
                .name("startMs").value(row.startMs())
                .name("endMs").value(row.endMs())
                .name("clipped").value(row.clipped())
                .endObject();
    }

    @Override
    public String csv() {
        StringBuilder out = new StringBuilder(64 + 40 * Math.min(result.timeline().totalRows(), 1 << 20));
        out.append("action,layer,path,startMs,endMs,clipped\r\n");
        Simulator.stream(result.inputs(), (action, layer, runner, application, sdk, startMs, endMs, clipped) ->
                out.append(action.id()).append(',').append(layer.id()).append(',')
                        .append(TimelineRow.path(layer, runner, application, sdk)).append(',')
                        .append(ShortestDouble.format(startMs)).append(',').append(ShortestDouble.format(endMs))
                        .append(',').append(clipped).append("\r\n"));
        return out.toString();
    }

    @Override
    public String markdown() {
        Markdown md = new Markdown()
                .heading(1, "Retry amplification worksheet")
                .heading(2, "Inputs")
                .inputs(AmplificationFields.form(), reading)
                .heading(2, "Results")
                .figures(AmplificationRenderer.figures(result))
                .paragraph(AmplificationRenderer.ownersSentence(result.retryOwners()))
                .paragraph(AmplificationRenderer.worstCaseSentence(result))
                .heading(2, "Timeline");
        TimelineExcerpt timeline = result.timeline();
        if (!timeline.complete()) {
            md.paragraph("Showing the first " + Numbers.grouped(timeline.head().size()) + " and last "
                    + Numbers.grouped(timeline.tail().size()) + " rows of " + Numbers.grouped(timeline.totalRows())
                    + "; the CSV export holds every row.");
        }
        md.tableHeader(new String[] {"Action", "Attempt path", "Start / end (ms)", "Deadline boundary"},
                new boolean[] {false, false, true, false});
        for (TimelineRow row : timeline.head()) {
            markdownRow(md, row);
        }
        if (!timeline.complete()) {
            md.row("\u2026", "", Numbers.grouped(timeline.omittedRows()) + " rows not shown", "");
        }
        for (TimelineRow row : timeline.tail()) {
            markdownRow(md, row);
        }
        return md.endTable().toString();
    }

    private static void markdownRow(Markdown md, TimelineRow row) {
        md.row(AmplificationRenderer.actionText(row), "`" + row.path() + "`",
                Numbers.grouped(row.startMs()) + " / " + Numbers.grouped(row.endMs()), AmplificationRenderer.boundary(row));
    }
}
