package dev.retryworkbench.core.planner;

import dev.retryworkbench.core.form.FormReading;
import dev.retryworkbench.core.json.JsonWriter;
import dev.retryworkbench.core.json.ShortestDouble;
import dev.retryworkbench.core.text.Numbers;
import dev.retryworkbench.core.tool.Export;
import dev.retryworkbench.core.tool.ToolNames;
import dev.retryworkbench.core.worksheet.Markdown;
import dev.retryworkbench.core.worksheet.WorksheetWriter;
import java.util.function.Consumer;

/** Writes the planner's worksheet, schedule CSV and Markdown summary for one computed result. */
final class PlannerExport implements Export {
    private final PlannerResult result;
    private final FormReading reading;

    PlannerExport(PlannerResult result, FormReading reading) {
        this.result = result;
        this.reading = reading;
    }

    @Override
    public String worksheetJson() {
        PlannerResult r = result;
        JsonWriter json = WorksheetWriter.begin(ToolNames.PLANNER, PlannerFields.form(), reading)
                .name("results").beginObject(false)
                .name("schedule").beginArray(false);
        for (PlannerResult.Wait row : r.schedule().waits()) {
            json.beginObject(true)
                    .name("attempt").value(row.attempt())
                    .name("rawSeconds").value(row.rawSeconds())
                    .name("minSeconds").value(row.minSeconds())
                    .name("meanSeconds").value(row.meanSeconds())
                    .name("maxSeconds").value(row.maxSeconds())
                    .name("cumulativeMeanSeconds").value(row.cumulativeMeanSeconds())
                    .endObject();
        }
        json.endArray()
                .name("totalMeanWaitSeconds").value(r.schedule().totalMeanWaitSeconds())
                .name("worstWaitSeconds").value(r.schedule().worstWaitSeconds())
                .name("expectedWaitToResolveSeconds").value(r.schedule().expectedWaitToResolveSeconds())
                .name("meanIsEstimate").value(r.schedule().meanIsEstimate())
                .name("attemptsPerRequest").value(r.throughput().attemptsPerRequest())
                .name("exhaustedShare").value(r.throughput().exhaustedShare())
                .name("ceilings").beginArray(false);
        for (PlannerResult.Ceiling ceiling : r.quota().ceilings()) {
            json.beginObject(true).name("limit").value(ceiling.limit().id()).name("perMinute")
                    .value(ceiling.perMinute()).endObject();
        }
        Integer reservation = r.quota().reservationConcurrency();
        json.endArray()
                .name("ceilingPerMinute").value(r.quota().ceilingPerMinute())
                .name("bindingLimit").value(r.quota().bindingLimit().id())
                .name("headroomRatio").value(r.quota().headroomRatio())
                .name("meanAttemptLatencySeconds").value(r.quota().meanAttemptLatencySeconds())
                .name("meanTokensPerAttempt").value(r.quota().meanTokensPerAttempt())
                .name("rateConcurrency").value(r.quota().rateConcurrency())
                .name("reservationConcurrency").value(reservation == null ? null : (double) reservation)
                .name("safeConcurrency").value(r.quota().safeConcurrency())
                .name("wholeSlots").value(r.quota().wholeSlots())
                .name("sustainedPerMinute").value(r.quota().sustainedPerMinute())
                .name("plannedAttemptsPerMinute").value(r.quota().plannedAttemptsPerMinute())
                .name("plannedShareOfCeiling").value(r.quota().plannedShareOfCeiling())
                .name("completedPerMinute").value(r.throughput().completedPerMinute())
                .name("resolvedPerMinute").value(r.throughput().resolvedPerMinute())
                .name("retryTax").value(r.throughput().retryTax())
                .name("attemptsPerResolved").value(r.throughput().attemptsPerResolved())
                .name("drainAttemptsPerMinute").value(r.drain().drainAttemptsPerMinute())
                .name("resolvedDrainPerMinute").value(r.drain().resolvedDrainPerMinute())
                .name("netDrainPerMinute").value(r.drain().netDrainPerMinute())
                .name("drainMinutes").value(r.drain().drainMinutes())
                .name("drainShortfallPerMinute").value(r.drain().drainShortfallPerMinute())
                .name("backlogTokensFirstAttempts").value(r.tokens().backlogTokensFirstAttempts())
                .name("backlogTokensWithRetries").value(r.tokens().backlogTokensWithRetries());
        // Only with prices: a worksheet without them keeps the results it had.
        if (r.cost() != null) {
            json.name("cost").beginObject(true)
                    .name("attemptCost").value(r.cost().attemptCost())
                    .name("resolvedCost").value(r.cost().resolvedCost())
                    .name("retriesPerResolved").value(r.cost().retriesPerResolved())
                    .name("perHour").value(r.cost().perHour())
                    .name("retriesPerHour").value(r.cost().retriesPerHour())
                    .endObject();
        }
        return json.endObject().endObject().toString();
    }

    @Override
    public void csv(int partChars, Consumer<String> parts) {
        // At most 99 rows: one part whatever its size. With prices, each wait also says what the attempts before
        // it cost: a request waiting after attempt k has paid for k attempts.
        PlannerResult.Cost cost = result.cost();
        StringBuilder out = new StringBuilder("attempt,rawSeconds,minSeconds,meanSeconds,maxSeconds,cumulativeMeanSeconds"
                + (cost == null ? "" : ",costSoFar") + "\r\n");
        for (PlannerResult.Wait row : result.schedule().waits()) {
            out.append(row.attempt()).append(',').append(ShortestDouble.format(row.rawSeconds())).append(',')
                    .append(ShortestDouble.format(row.minSeconds())).append(',')
                    .append(ShortestDouble.format(row.meanSeconds())).append(',')
                    .append(ShortestDouble.format(row.maxSeconds())).append(',')
                    .append(ShortestDouble.format(row.cumulativeMeanSeconds()));
            if (cost != null) {
                out.append(',').append(ShortestDouble.format(cost.attemptCost() * row.attempt()));
            }
            out.append("\r\n");
        }
        parts.accept(out.toString());
    }

    @Override
    public String markdown() {
        PlannerInputs in = result.inputs();
        Markdown md = new Markdown()
                .heading(1, ToolNames.title(ToolNames.PLANNER))
                .heading(2, "Inputs")
                .inputs(PlannerFields.form(), reading)
                .heading(2, "Results")
                .figures(PlannerRenderer.figures(result))
                .paragraphs(PlannerRenderer.narrative(result))
                .heading(2, "Per-attempt schedule");
        if (result.schedule().waits().isEmpty()) {
            md.paragraph("With an attempt cap of 1 there are no retries, so the schedule has no waits.");
        } else {
            md.paragraph(PlannerRenderer.tableCaption(in) + ".");
            md.tableHeader(PlannerRenderer.SCHEDULE_HEADINGS, new boolean[] {true, true, true, true, true, true});
            for (PlannerResult.Wait row : result.schedule().waits()) {
                md.row(Integer.toString(row.attempt()), Numbers.fixed(row.rawSeconds(), 2), Numbers.fixed(row.minSeconds(), 2),
                        Numbers.fixed(row.meanSeconds(), 2), Numbers.fixed(row.maxSeconds(), 2),
                        Numbers.fixed(row.cumulativeMeanSeconds(), 2));
            }
            md.endTable();
        }
        return md.paragraph("Formula: `" + PlannerRenderer.formula(in) + "`").toString();
    }
}
