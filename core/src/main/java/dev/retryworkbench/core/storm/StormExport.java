package dev.retryworkbench.core.storm;

import dev.retryworkbench.core.form.FormReading;
import dev.retryworkbench.core.json.JsonWriter;
import dev.retryworkbench.core.json.ShortestDouble;
import dev.retryworkbench.core.storm.budget.BudgetBound;
import dev.retryworkbench.core.storm.render.BudgetBoundsTable;
import dev.retryworkbench.core.storm.render.SecondsShown;
import dev.retryworkbench.core.storm.render.SeriesTable;
import dev.retryworkbench.core.storm.render.StormFigures;
import dev.retryworkbench.core.storm.render.StormStory;
import dev.retryworkbench.core.storm.render.StrategyComparison;
import dev.retryworkbench.core.storm.simulation.ClosedForm;
import dev.retryworkbench.core.storm.simulation.ComparisonRow;
import dev.retryworkbench.core.storm.simulation.StormResult;
import dev.retryworkbench.core.storm.simulation.StormRun;
import dev.retryworkbench.core.storm.simulation.StormSeries;
import dev.retryworkbench.core.tool.Export;
import dev.retryworkbench.core.tool.Paragraph;
import dev.retryworkbench.core.tool.ToolNames;
import dev.retryworkbench.core.worksheet.Markdown;
import dev.retryworkbench.core.worksheet.WorksheetWriter;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;

/** Writes the storm simulator's worksheet, per-second CSV and Markdown summary for one computed result. */
final class StormExport implements Export {
    static final String CSV_HEADER = "second,arriving,attemptsStarted,successes,failures,timeouts,inFlight,meanServiceMs,"
            + "queued,rejected\r\n";

    private final StormResult result;
    private final FormReading reading;
    /** The survival map's part, or null when it was not computed (the worksheet then has no member for it). */
    private final Appendix map;
    /** The story told of the result. */
    private final Supplier<List<Paragraph>> story;

    /**
     * Work computed on request that an export carries beside the run: the survival map. Behind an
     * interface so that the page's script, which computes no map, does not carry its export.
     */
    interface Appendix {
        /** Writes the appendix's inputs member. */
        void inputs(JsonWriter json);

        /** Writes the appendix's results member. */
        void results(JsonWriter json);

        /** Returns the CSV that replaces the per-second series. */
        String csv();

        /** Adds the appendix's sections to the Markdown summary. */
        void markdown(Markdown md);
    }

    StormExport(StormResult result, FormReading reading) {
        this(result, reading, null);
    }

    StormExport(StormResult result, FormReading reading, Appendix map) {
        this(result, reading, () -> StormStory.paragraphs(result), map);
    }

    /**
     * An export whose story is given ({@code story}), as the script that writes the page's exports gets it from
     * the page's script, which tells it already: that script then carries none of the story's code.
     */
    StormExport(StormResult result, FormReading reading, Supplier<List<Paragraph>> story, Appendix map) {
        this.result = result;
        this.reading = reading;
        this.story = story;
        this.map = map;
    }

    /** Returns the result written; {@link StormExportHandover} hands it to the script that writes the exports. */
    StormResult result() {
        return result;
    }

    /** Returns the reading of the form the result is of. */
    FormReading reading() {
        return reading;
    }

    /** Returns the story of the result, as the page and the Markdown summary tell it. */
    List<Paragraph> story() {
        return story.get();
    }

    /** Returns this export with {@code appendix} in place of its own. */
    StormExport with(Appendix appendix) {
        return new StormExport(result, reading, story, appendix);
    }

    @Override
    public String worksheetJson() {
        StormRun run = result.run();
        Integer compared = StormFields.comparedLayer(reading);
        JsonWriter json = WorksheetWriter.begin(ToolNames.STORM, StormFields.worksheetOrder(reading), reading,
                compared == null && map == null ? null : inputs -> {
                    if (compared != null) {
                        inputs.name("comparedLayer").value(compared.intValue());
                    }
                    if (map != null) {
                        map.inputs(inputs);
                    }
                });
        json.name("results").beginObject(false)
                .name("requests").value(run.requests())
                .name("attempts").value(run.attempts())
                .name("amplification").value(run.amplification())
                .name("succeeded").value(run.succeeded())
                .name("successShare").value(run.successShare())
                .name("refusedRetries").value(run.refusedRetries())
                .name("dropped").value(run.dropped())
                .name("meanQueueWaitMs").value(run.meanQueueWaitMs())
                .name("rejected").value(run.rejected())
                .name("peakAttemptsPerSecond").value(run.peakAttemptsPerSecond())
                .name("peakRatio").value(result.peakRatio())
                .name("recoverySeconds").value(run.recoverySeconds())
                .name("timeoutRateThreshold").value(result.timeoutRateThreshold())
                .name("closedForm");
        ClosedForm closed = result.closedForm();
        if (closed == null) {
            json.nullValue();
        } else {
            json.beginObject(true).name("attempts").value(closed.attempts())
                    .name("failureProbability").value(closed.failureProbability())
                    .name("amplification").value(closed.amplification())
                    .name("successShare").value(closed.successShare()).endObject();
        }
        json.name("series").beginArray(false);
        StormSeries series = run.series();
        for (int s = 0; s < series.length(); s++) {
            double service = series.meanServiceMs(s);
            json.beginObject(true)
                    .name("second").value(s)
                    .name("arriving").value(series.arriving(s))
                    .name("attemptsStarted").value(series.attemptsStarted(s))
                    .name("successes").value(series.successes(s))
                    .name("failures").value(series.failures(s))
                    .name("timeouts").value(series.timeouts(s))
                    .name("inFlight").value(series.inFlight(s))
                    .name("meanServiceMs").value(Double.isNaN(service) ? null : Double.valueOf(service))
                    .name("queued").value(series.queued(s))
                    .name("rejected").value(series.rejected(s))
                    .endObject();
        }
        json.endArray().name("comparison").beginArray(false);
        for (ComparisonRow row : result.comparison()) {
            json.beginObject(true)
                    .name("name").value(row.name())
                    .name("strategy").value(row.strategy().id())
                    .name("amplification").value(row.amplification())
                    .name("successShare").value(row.successShare())
                    .name("refusedRetries").value(row.refusedRetries())
                    .name("peakAttemptsPerSecond").value(row.peakAttemptsPerSecond())
                    .name("recoverySeconds").value(row.recoverySeconds())
                    .name("dropped").value(row.dropped())
                    .name("rejected").value(row.rejected())
                    .endObject();
        }
        json.endArray().name("budgetBounds").beginArray(false);
        for (BudgetBound bound : result.budgetBounds()) {
            json.beginObject(true)
                    .name("kind").value(bound.kind().id())
                    .name("retriesAtOutage").value(bound.retriesAtOutage())
                    .name("longRunAmplification").value(bound.longRunAmplification())
                    .name("drainShare").value(bound.drainShare())
                    .name("retryConcurrency").value(bound.retryConcurrency())
                    .endObject();
        }
        json.endArray();
        if (map != null) {
            map.results(json);
        }
        return json.endObject().endObject().toString();
    }

    /** Writes the per-second series, or with the survival map its cells (the page's and the command line's "CSV"). */
    @Override
    public void csv(int partChars, Consumer<String> parts) {
        if (map != null) {
            parts.accept(map.csv());
            return;
        }
        StringBuilder part = new StringBuilder(Math.min(partChars, 1 << 22) + 128).append(CSV_HEADER);
        StormSeries series = result.run().series();
        for (int s = 0; s < series.length(); s++) {
            double service = series.meanServiceMs(s);
            part.append(s).append(',').append(series.arriving(s)).append(',').append(series.attemptsStarted(s))
                    .append(',').append(series.successes(s)).append(',').append(series.failures(s)).append(',')
                    .append(series.timeouts(s)).append(',').append(series.inFlight(s)).append(',')
                    .append(Double.isNaN(service) ? "" : ShortestDouble.format(service)).append(',')
                    .append(series.queued(s)).append(',').append(series.rejected(s)).append("\r\n");
            if (part.length() >= partChars) {
                parts.accept(part.toString());
                part.setLength(0);
            }
        }
        if (part.length() > 0) {
            parts.accept(part.toString());
        }
    }

    @Override
    public String markdown() {
        Markdown md = new Markdown()
                .heading(1, ToolNames.title(ToolNames.STORM))
                .heading(2, "Inputs")
                .inputs(StormFields.inputGroups(reading), reading)
                .heading(2, "Results")
                .figures(StormFigures.figures(result))
                .paragraphs(story.get())
                .heading(2, "Comparison");
        String[] columns = StrategyComparison.columns(result).toArray(new String[0]);
        md.tableHeader(columns, rightAligned(columns.length, 1));
        for (ComparisonRow row : StrategyComparison.rows(result)) {
            String[] cells = StrategyComparison.cells(result, row);
            String[] line = new String[cells.length + 1];
            line[0] = row.name();
            System.arraycopy(cells, 0, line, 1, cells.length);
            md.row(line);
        }
        md.endTable().heading(2, "Budget bounds").paragraph(BudgetBoundsTable.caption(result) + ".");
        md.tableHeader(BudgetBoundsTable.COLUMNS, rightAligned(BudgetBoundsTable.COLUMNS.length, 1));
        for (String[] row : BudgetBoundsTable.rows(result)) {
            md.row(row);
        }
        md.endTable();
        String bounds = BudgetBoundsTable.sentence(result);
        if (bounds != null) {
            md.paragraph(bounds);
        }
        md.heading(2, "Second by second");
        SecondsShown shown = SecondsShown.of(result);
        if (shown.excerpt()) {
            md.paragraph(shown.description() + ".");
        }
        String[] seriesColumns = SeriesTable.columns(result);
        md.tableHeader(seriesColumns, rightAligned(seriesColumns.length, 0));
        for (int s = 0; s < shown.length(); s++) {
            int[] gap = shown.gapAt(s);
            if (gap != null) {
                String[] row = new String[seriesColumns.length];
                row[0] = "\u2026";
                row[1] = SecondsShown.gapText(gap);
                for (int i = 2; i < row.length; i++) {
                    row[i] = "";
                }
                md.row(row);
                s = gap[1] - 1;
                continue;
            }
            md.row(SeriesTable.cells(result, s));
        }
        md.endTable();
        if (map != null) {
            map.markdown(md);
        }
        return md.toString();
    }

    /** Returns which of {@code columns} columns are right-aligned: those from {@code from} on. */
    private static boolean[] rightAligned(int columns, int from) {
        boolean[] right = new boolean[columns];
        for (int i = from; i < columns; i++) {
            right[i] = true;
        }
        return right;
    }
}
