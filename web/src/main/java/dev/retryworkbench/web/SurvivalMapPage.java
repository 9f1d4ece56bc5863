package dev.retryworkbench.web;

import dev.retryworkbench.core.storm.StormTool;
import dev.retryworkbench.core.storm.SurvivalMapWork;
import dev.retryworkbench.core.storm.map.SurvivalMapNumbers;
import dev.retryworkbench.core.tool.Evaluation;
import dev.retryworkbench.web.dom.InputEventToSend;
import dev.retryworkbench.web.dom.MarkupElement;
import dev.retryworkbench.web.dom.SurvivalMapSlot;
import org.teavm.jso.browser.Performance;
import org.teavm.jso.dom.events.Event;
import org.teavm.jso.dom.events.EventListener;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;
import org.teavm.jso.dom.html.HTMLScriptElement;
import org.teavm.jso.typedarrays.Float64Array;

/**
 * Entry point of map.js, which the storm page (storm.js, {@link StormPage}) loads on the first use of the
 * survival map: reads the form through the field declarations as the page does, less the layers' preset selects,
 * which hold no input ({@link StormTool#startMapAlone}: the script carries no preset),
 * checks the map's own fields as the page checks the others, and runs the map ({@link SurvivalMapWork}) in
 * slices of about {@link SlicedWork#SLICE_MS} with its progress (runs done of all, time left), dropping it
 * at the first edit (the page counts them, {@link SurvivalMapSlot}). Done, it leaves the map as numbers on
 * the section for map-view.js ({@link SurvivalMapView}, loaded when the map starts), which draws it and
 * writes the export texts; nothing of a dropped map is left.
 */
public final class SurvivalMapPage {
    private static final StormTool TOOL = new StormTool();
    /** How often the progress line is rewritten, ms. */
    private static final double SHOWN_EVERY_MS = 1_000;

    private final HTMLDocument document;
    private final SurvivalMapSlot slot;
    private final HTMLElement button;
    private final HTMLElement status;
    private final HTMLElement meter;
    /** The map's own fields, in {@link StormPage#MAP_FIELDS}' order. */
    private final FieldControl[] fields = new FieldControl[StormPage.MAP_FIELDS.length];
    /** The next slice's task. */
    private final NextTask nextSlice = new NextTask(this::next);
    private SurvivalMapWork work;
    private int startEdits;
    private double startedAt;
    /** When the progress line was last written, ms: it is rewritten about every second. */
    private double shownAt;

    private SurvivalMapPage(HTMLDocument document) {
        this.document = document;
        this.slot = document.getElementById("survival").cast();
        this.button = document.getElementById("map-button");
        this.status = document.getElementById("map-progress");
        this.meter = document.getElementById("map-meter");
        for (int i = 0; i < fields.length; i++) {
            fields[i] = new FieldControl(document, StormPage.MAP_FIELDS[i]);
        }
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
        for (FieldControl field : fields) {
            field.control().addEventListener("input", checked);
            field.control().addEventListener("change", checked);
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
        Evaluation evaluation = TOOL.startMapAlone(id -> FieldControl.valueOf(document, id));
        for (int i = 0; i < fields.length; i++) {
            String message = FieldControl.messageFor(evaluation.errors(), StormPage.MAP_FIELDS[i]);
            fields[i].show(message, message != null);
        }
        return evaluation;
    }

    private void start() {
        Evaluation evaluation = check();
        if (!evaluation.isValid()) {
            boolean mapField = false;
            for (String id : StormPage.MAP_FIELDS) {
                mapField |= FieldControl.messageFor(evaluation.errors(), id) != null;
            }
            say(mapField ? "Not mapped: fix the map's fields marked above." : "Not mapped: fix the inputs marked in the"
                    + " form first.");
            return;
        }
        work = (SurvivalMapWork) evaluation.continuation();
        startEdits = slot.getEdits();
        startedAt = Performance.now();
        shownAt = startedAt;
        ((MarkupElement) document.getElementById("survival-map-output")).setInnerHtml("");
        slot.setNumbers(null);
        // The drawing and exporting code, loaded while the map computes; without it nothing could be drawn, so the
        // work stops.
        HTMLScriptElement view = OnDemandScript.load(document, "map-view", false, null);
        if (view != null) {
            view.addEventListener("error", event -> stop("Could not load map-view.js (offline?), so the map cannot be"
                    + " drawn: try again, or reload the page."));
        }
        document.getElementById("survival-map-output").setAttribute("aria-busy", "true");
        button.setTextContent("Stop mapping");
        meter.setAttribute("value", "0");
        meter.setHidden(false);
        say(work.scaleLine());
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

    /**
     * Moves the meter every slice and rewrites the line, runs done and the time left at the pace so far,
     * about every second: often enough to stay true, seldom enough for a screen reader to follow.
     */
    private void progress() {
        meter.setAttribute("value", Integer.toString(work.percent()));
        double now = Performance.now();
        if (now - shownAt >= SHOWN_EVERY_MS) {
            shownAt = now;
            say(work.progressLine((now - startedAt) / 1000));
        }
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
}
