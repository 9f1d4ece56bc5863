package dev.retryworkbench.web;

import dev.retryworkbench.core.form.FieldError;
import dev.retryworkbench.core.storm.StormTool;
import dev.retryworkbench.core.storm.SurvivalMapNumbers;
import dev.retryworkbench.core.storm.SurvivalMapWork;
import dev.retryworkbench.core.text.Numbers;
import dev.retryworkbench.core.tool.Evaluation;
import dev.retryworkbench.web.dom.InputEventToSend;
import dev.retryworkbench.web.dom.MarkupElement;
import dev.retryworkbench.web.dom.SurvivalMapSlot;
import java.util.List;
import org.teavm.jso.browser.Performance;
import org.teavm.jso.dom.events.Event;
import org.teavm.jso.dom.events.EventListener;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;
import org.teavm.jso.dom.html.HTMLInputElement;
import org.teavm.jso.dom.html.HTMLScriptElement;
import org.teavm.jso.dom.html.HTMLSelectElement;
import org.teavm.jso.typedarrays.Float64Array;

/**
 * Entry point of map.js, which the storm page (storm.js, {@link StormPage}) loads on the first use of the
 * survival map: reads the form through the field declarations as the page does ({@link StormTool#startMap}),
 * checks the map's own fields as the page checks the others, and runs the map ({@link SurvivalMapWork}) in
 * slices of about {@link SlicedWork#SLICE_MS} with its progress (runs done of all, time left), dropping it
 * at the first edit (the page counts them, {@link SurvivalMapSlot}). Done, it leaves the map as numbers on
 * the section for map-view.js ({@link SurvivalMapView}, loaded when the map starts), which draws it and
 * writes the export texts; nothing of a dropped map is left.
 */
public final class SurvivalMapPage {
    private static final StormTool TOOL = new StormTool();

    private final HTMLDocument document;
    private final SurvivalMapSlot slot;
    private final HTMLElement button;
    private final HTMLElement status;
    private final HTMLElement meter;
    /** The next slice's task. */
    private final NextTask nextSlice = new NextTask(this::next);
    private SurvivalMapWork work;
    private int startEdits;
    private double startedAt;
    private int shownPercent;

    private SurvivalMapPage(HTMLDocument document) {
        this.document = document;
        this.slot = document.getElementById("survival").cast();
        this.button = document.getElementById("map-button");
        this.status = document.getElementById("map-progress");
        this.meter = document.getElementById("map-meter");
    }

    /** Binds the map's button and fields; starts the map when the page asked for it while this script loaded. */
    public static void main(String[] args) {
        SurvivalMapPage page = new SurvivalMapPage(HTMLDocument.current());
        page.bind();
    }

    private void bind() {
        button.addEventListener("click", event -> {
            if (work == null) {
                start();
            } else {
                stop("Stopped; nothing was kept. Press the button to map again.");
            }
        });
        EventListener<Event> checked = event -> check();
        for (String id : StormPage.MAP_FIELDS) {
            document.getElementById(id).addEventListener("input", checked);
            document.getElementById(id).addEventListener("change", checked);
        }
        if (slot.isRequested()) {
            slot.setRequested(false);
            start();
        } else {
            check();
        }
    }

    /** Checks the form and the map's fields, shows each map field's message; returns the started evaluation. */
    private Evaluation check() {
        Evaluation evaluation = TOOL.startMap(this::valueOf);
        List<FieldError> errors = evaluation.errors();
        for (String id : StormPage.MAP_FIELDS) {
            String message = null;
            for (FieldError error : errors) {
                if (error.fieldId().equals(id)) {
                    message = error.message();
                }
            }
            HTMLElement slotElement = document.getElementById(id + "-error");
            String shown = message == null ? "" : message;
            if (!shown.equals(slotElement.getTextContent())) {
                slotElement.setTextContent(shown);
            }
            String invalid = message == null ? "false" : "true";
            if (!invalid.equals(document.getElementById(id).getAttribute("aria-invalid"))) {
                document.getElementById(id).setAttribute("aria-invalid", invalid);
            }
        }
        return evaluation;
    }

    private void start() {
        Evaluation evaluation = check();
        if (!evaluation.isValid()) {
            boolean mapField = false;
            for (FieldError error : evaluation.errors()) {
                mapField |= error.fieldId().startsWith("map-");
            }
            say(mapField ? "Not mapped: fix the map's fields marked above." : "Not mapped: fix the inputs marked in the"
                    + " form first.");
            return;
        }
        work = (SurvivalMapWork) evaluation.continuation();
        startEdits = slot.getEdits();
        startedAt = Performance.now();
        shownPercent = 0;
        ((MarkupElement) document.getElementById("survival-map-output")).setInnerHtml("");
        slot.setNumbers(null);
        if (document.getElementById("map-view-script") == null) {
            // The drawing and exporting code, loaded while the map computes.
            HTMLScriptElement script = (HTMLScriptElement) document.createElement("script");
            script.setId("map-view-script");
            script.setSrc("map-view.js");
            document.getHead().appendChild(script);
        }
        document.getElementById("survival-map-output").setAttribute("aria-busy", "true");
        button.setTextContent("Stop mapping");
        meter.setAttribute("value", "0");
        meter.setHidden(false);
        say("Mapping the edge of safety: " + Numbers.grouped(work.cellsTotal()) + " runs\u2026");
        nextSlice.request();
    }

    private void next() {
        if (work == null) {
            return;
        }
        if (slot.getEdits() != startEdits) {
            stop("Cancelled by your edit; nothing was kept. Press the button to map the new inputs.");
            return;
        }
        if (work.result() != null) {
            finish();
            return;
        }
        double sliceStart = Performance.now();
        boolean done;
        do {
            done = work.step();
        } while (!done && Performance.now() - sliceStart < SlicedWork.SLICE_MS);
        if (done) {
            // The map's markup and texts in a task of their own, after the last slice.
            nextSlice.request();
            return;
        }
        progress();
        nextSlice.request();
    }

    /** Shows runs done of all, with the time left once a twentieth is done; the text changes a tenth at a time. */
    private void progress() {
        int percent = work.percent();
        meter.setAttribute("value", Integer.toString(percent));
        if (percent < shownPercent + SlicedWork.SHOWN_EVERY_PERCENT) {
            return;
        }
        shownPercent = percent - percent % SlicedWork.SHOWN_EVERY_PERCENT;
        double elapsed = (Performance.now() - startedAt) / 1000;
        String left = percent < 5 ? "" : ", about " + Numbers.fixed(Math.max(1, elapsed * (100 - percent) / percent), 0)
                + " s left";
        say("Mapping the edge of safety: " + Numbers.grouped(work.cellsDone()) + " of "
                + Numbers.grouped(work.cellsTotal()) + " runs done" + left + ".");
    }

    /** Hands the map to map-view.js, which draws it and writes its export texts. */
    private void finish() {
        slot.setNumbers(Float64Array.copyFromJavaArray(SurvivalMapNumbers.encode(work.result())));
        slot.setNumbersEdits(startEdits);
        slot.setRuns(work.cellsTotal());
        slot.setSeconds((Performance.now() - startedAt) / 1000);
        work = null;
        reset();
        document.getElementById("survival").dispatchEvent(new InputEventToSend("mapdone").<Event>cast());
    }

    /** Drops the work running; nothing of it is shown. */
    private void stop(String message) {
        work = null;
        document.getElementById("survival-map-output").removeAttribute("aria-busy");
        reset();
        say(message);
    }

    private void reset() {
        button.setTextContent("Map the edge of safety");
        meter.setHidden(true);
    }

    private void say(String text) {
        status.setTextContent(text);
    }

    private String valueOf(String fieldId) {
        HTMLElement element = document.getElementById(fieldId);
        if (element == null) {
            return null;
        }
        if ("SELECT".equals(element.getTagName())) {
            return ((HTMLSelectElement) element).getValue();
        }
        return ((HTMLInputElement) element).getValue();
    }
}
