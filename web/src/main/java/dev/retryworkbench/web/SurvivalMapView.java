package dev.retryworkbench.web;

import dev.retryworkbench.core.storm.SurvivalMapTexts;
import dev.retryworkbench.core.storm.map.SurvivalMap;
import dev.retryworkbench.core.storm.map.SurvivalMapNumbers;
import dev.retryworkbench.core.storm.map.SurvivalMapRenderer;
import dev.retryworkbench.core.text.Numbers;
import dev.retryworkbench.web.dom.MarkupElement;
import dev.retryworkbench.web.dom.MessageChannel;
import dev.retryworkbench.web.dom.SurvivalMapSlot;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;
import org.teavm.jso.typedarrays.Float64Array;
import org.teavm.jso.workers.MessagePort;

/**
 * Entry point of map-view.js, which map.js loads when a map starts: draws each map map.js finishes (its
 * "mapdone" event, or one waiting when this script loads) with the renderer of the pre-rendered map, then
 * leaves its export texts on the section for the page's exports ({@link SurvivalMapSlot}), one text per
 * task: written together, cold, they made one task of 30 to 50 ms. A map started before the latest edit is
 * dropped, at any step.
 */
public final class SurvivalMapView {
    private final HTMLDocument document;
    private final SurvivalMapSlot slot;
    /** Posting to it queues a task: the drawing and each text get one of their own, not map.js's last slice. */
    private final MessagePort queue;
    /** The map drawn whose texts the next tasks write; null when none. */
    private SurvivalMap drawn;
    /** Which of the drawn map's texts the next task writes (see {@link #text}). */
    private int textStep;

    private SurvivalMapView(HTMLDocument document, SurvivalMapSlot slot) {
        this.document = document;
        this.slot = slot;
        MessageChannel channel = new MessageChannel();
        channel.getPort1().onMessage(event -> next());
        channel.getPort1().start();
        queue = channel.getPort2();
    }

    /** Listens for finished maps; draws one already waiting. */
    public static void main(String[] args) {
        HTMLDocument document = HTMLDocument.current();
        HTMLElement section = document.getElementById("survival");
        SurvivalMapView view = new SurvivalMapView(document, section.cast());
        section.addEventListener("mapdone", event -> view.queue.postMessage(null));
        view.queue.postMessage(null);
    }

    /** Draws the map waiting, or writes the next text of the one drawn, unless an edit came since it started. */
    private void next() {
        if (drawn != null) {
            if (slot.getNumbersEdits() != slot.getEdits()) {
                drawn = null;
            } else if (text(drawn, textStep++)) {
                drawn = null;
            } else {
                queue.postMessage(null);
            }
            return;
        }
        Float64Array numbers = slot.getNumbers();
        if (numbers == null) {
            return;
        }
        slot.setNumbers(null);
        if (slot.getNumbersEdits() != slot.getEdits()) {
            return;
        }
        drawn = SurvivalMapNumbers.decode(numbers.copyToJavaArray());
        textStep = 0;
        HTMLElement output = document.getElementById("survival-map-output");
        ((MarkupElement) output).setInnerHtml(SurvivalMapRenderer.render(drawn));
        output.removeAttribute("aria-busy");
        queue.postMessage(null);
    }

    /** Writes the {@code step}-th text of {@code map}; returns true after the last, which also says the map is done. */
    private boolean text(SurvivalMap map, int step) {
        switch (step) {
            case 0:
                slot.setInputsJson(SurvivalMapTexts.inputsJson(map));
                slot.setResultsJson(SurvivalMapTexts.resultsJson(map));
                return false;
            case 1:
                slot.setMarkdown(SurvivalMapTexts.markdown(map));
                return false;
            default:
                // The CSV last: the page's exports join the map once it is there (StormPage.export).
                slot.setCsv(SurvivalMapTexts.csv(map));
                document.getElementById("map-progress").setTextContent("Mapped " + Numbers.grouped(slot.getRuns())
                        + " runs in " + Numbers.fixed(slot.getSeconds(), 1) + " s. "
                        + SurvivalMapRenderer.announcement(map) + " The exports now include the map.");
                return true;
        }
    }
}
