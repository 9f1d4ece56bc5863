package dev.retryworkbench.web;

import dev.retryworkbench.core.storm.SurvivalMap;
import dev.retryworkbench.core.storm.SurvivalMapNumbers;
import dev.retryworkbench.core.storm.SurvivalMapRenderer;
import dev.retryworkbench.core.storm.SurvivalMapTexts;
import dev.retryworkbench.core.text.Numbers;
import dev.retryworkbench.web.dom.MarkupElement;
import dev.retryworkbench.web.dom.SurvivalMapSlot;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;
import org.teavm.jso.typedarrays.Float64Array;

/**
 * Entry point of map-view.js, which map.js loads when a map starts: draws each map map.js finishes (its
 * "mapdone" event, or one waiting when this script loads) with the renderer of the pre-rendered map, and
 * leaves its export texts on the section for the page's exports ({@link SurvivalMapSlot}). A map started
 * before the latest edit is dropped.
 */
public final class SurvivalMapView {
    private SurvivalMapView() {
    }

    /** Listens for finished maps; draws one already waiting. */
    public static void main(String[] args) {
        HTMLDocument document = HTMLDocument.current();
        HTMLElement section = document.getElementById("survival");
        section.addEventListener("mapdone", event -> draw(document, section.cast()));
        draw(document, section.cast());
    }

    private static void draw(HTMLDocument document, SurvivalMapSlot slot) {
        Float64Array numbers = slot.getNumbers();
        if (numbers == null) {
            return;
        }
        slot.setNumbers(null);
        if (slot.getNumbersEdits() != slot.getEdits()) {
            return;
        }
        SurvivalMap map = SurvivalMapNumbers.decode(numbers.copyToJavaArray());
        SurvivalMapTexts texts = SurvivalMapTexts.of(map);
        HTMLElement output = document.getElementById("survival-map-output");
        ((MarkupElement) output).setInnerHtml(SurvivalMapRenderer.render(map));
        output.removeAttribute("aria-busy");
        slot.setInputsJson(texts.inputsJson());
        slot.setResultsJson(texts.resultsJson());
        slot.setCsv(texts.csv());
        slot.setMarkdown(texts.markdown());
        document.getElementById("map-progress").setTextContent("Mapped " + Numbers.grouped(slot.getRuns())
                + " runs in " + Numbers.fixed(slot.getSeconds(), 1) + " s. " + SurvivalMapRenderer.announcement(map)
                + " The exports now include the map.");
    }
}
