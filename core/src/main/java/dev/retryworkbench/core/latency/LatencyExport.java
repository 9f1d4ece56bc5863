package dev.retryworkbench.core.latency;

import dev.retryworkbench.core.form.FormReading;
import dev.retryworkbench.core.json.JsonWriter;
import dev.retryworkbench.core.json.ShortestDouble;
import dev.retryworkbench.core.tool.Export;
import dev.retryworkbench.core.tool.ToolNames;
import dev.retryworkbench.core.worksheet.Markdown;
import dev.retryworkbench.core.worksheet.WorksheetWriter;
import java.util.function.Consumer;

/** Writes the latency planner's worksheet, rows CSV and Markdown summary for one computed result. */
final class LatencyExport implements Export {
    private final LatencyResult result;
    private final FormReading reading;

    LatencyExport(LatencyResult result, FormReading reading) {
        this.result = result;
        this.reading = reading;
    }

    @Override
    public String worksheetJson() {
        JsonWriter json = WorksheetWriter.begin(ToolNames.LATENCY, LatencyFields.form(), reading)
                .name("results").beginObject(false)
                .name("rows").beginArray(false);
        for (LatencyResult.Row row : result.rows()) {
            json.beginObject(true)
                    .name("name").value(row.row().id())
                    .name("successShare").value(row.successShare())
                    .name("p50Ms").value(row.p50Ms())
                    .name("p90Ms").value(row.p90Ms())
                    .name("p99Ms").value(row.p99Ms())
                    .name("p999Ms").value(row.p999Ms())
                    .name("attemptsPerCall").value(row.attemptsPerCall())
                    .name("extraLoad").value(row.extraLoad())
                    .name("attemptTimePerCallMs").value(row.attemptTimePerCallMs())
                    .endObject();
        }
        json.endArray().name("tradeOff").beginArray(false);
        for (LatencyResult.TradeOff row : result.tradeOff()) {
            json.beginObject(true)
                    .name("percentile").value(row.percentile())
                    .name("delayMs").value(row.delayMs())
                    .name("p99Ms").value(row.p99Ms())
                    .name("extraLoad").value(row.extraLoad())
                    .endObject();
        }
        return json.endArray()
                .name("suggestedDelayMs").value(result.suggestedDelayMs())
                .endObject().endObject().toString();
    }

    /** The rows, then the trade-off's delays as rows named "hedge-at-p50" to "hedge-at-p99.9", at full precision. */
    @Override
    public void csv(int partChars, Consumer<String> parts) {
        // At most 11 rows: one part whatever its size.
        StringBuilder out = new StringBuilder("name,delayMs,successShare,p50Ms,p90Ms,p99Ms,p999Ms,attemptsPerCall,"
                + "extraLoad,attemptTimePerCallMs\r\n");
        for (LatencyResult.Row row : result.rows()) {
            out.append(row.row().id()).append(',').append(',').append(number(row.successShare())).append(',')
                    .append(number(row.p50Ms())).append(',').append(number(row.p90Ms())).append(',')
                    .append(number(row.p99Ms())).append(',').append(number(row.p999Ms())).append(',')
                    .append(number(row.attemptsPerCall())).append(',').append(number(row.extraLoad())).append(',')
                    .append(number(row.attemptTimePerCallMs())).append("\r\n");
        }
        for (LatencyResult.TradeOff row : result.tradeOff()) {
            out.append("hedge-at-").append(LatencyRenderer.percentileName(row)).append(',')
                    .append(number(row.delayMs())).append(",,,,").append(number(row.p99Ms())).append(",,,")
                    .append(number(row.extraLoad())).append(",\r\n");
        }
        parts.accept(out.toString());
    }

    private static String number(Double value) {
        return value == null ? "" : ShortestDouble.format(value);
    }

    @Override
    public String markdown() {
        Markdown md = new Markdown()
                .heading(1, ToolNames.title(ToolNames.LATENCY))
                .heading(2, "Inputs")
                .inputs(LatencyFields.form(), reading)
                .heading(2, "Results")
                .figures(LatencyRenderer.figures(result))
                .paragraphs(LatencyRenderer.narrative(result))
                .paragraph(LatencyRenderer.rowsCaption(result));
        boolean[] right = new boolean[LatencyRenderer.ROW_HEADINGS.length];
        for (int i = 1; i < right.length; i++) {
            right[i] = true;
        }
        md.tableHeader(LatencyRenderer.ROW_HEADINGS, right);
        for (LatencyResult.Row row : result.rows()) {
            String[] cells = LatencyRenderer.rowCells(row);
            String[] line = new String[cells.length + 1];
            line[0] = row.row().label();
            System.arraycopy(cells, 0, line, 1, cells.length);
            md.row(line);
        }
        md.endTable().heading(2, "The hedging delay's trade-off")
                .paragraph(LatencyRenderer.tradeOffSentence(result))
                .paragraph(LatencyRenderer.tradeOffCaption(result))
                .tableHeader(LatencyRenderer.TRADE_OFF_HEADINGS, new boolean[] {false, true, true, true});
        for (LatencyResult.TradeOff row : result.tradeOff()) {
            String[] cells = LatencyRenderer.tradeOffCells(row);
            md.row(LatencyRenderer.percentileName(row), cells[0], cells[1], cells[2]);
        }
        return md.endTable().toString();
    }
}
