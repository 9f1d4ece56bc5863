package dev.retryworkbench.web.dom;

import org.teavm.jso.JSObject;
import org.teavm.jso.JSProperty;
import org.teavm.jso.typedarrays.Float64Array;

/**
 * What the storm page's two scripts share on the survival map's section element, as properties of that
 * element: storm.js (the page) counts the edits and asks for a map, map.js (loaded on first use)
 * computes it and leaves it as numbers ({@code core.storm.SurvivalMapNumbers}) with a "mapdone" event,
 * map-view.js (loaded by map.js) draws it and leaves its export texts ({@code core.storm.SurvivalMapTexts})
 * for the page's exports. Empty texts: no map for the inputs the form holds.
 */
public interface SurvivalMapSlot extends JSObject {
    /** Edits of the form since the page loaded: a map started before the latest edit is dropped. */
    @JSProperty("mapEdits")
    int getEdits();

    @JSProperty("mapEdits")
    void setEdits(int edits);

    /** True once the map was asked for before map.js had loaded: map.js starts it on loading. */
    @JSProperty("mapRequested")
    boolean isRequested();

    @JSProperty("mapRequested")
    void setRequested(boolean requested);

    @JSProperty("mapInputsJson")
    String getInputsJson();

    @JSProperty("mapInputsJson")
    void setInputsJson(String json);

    @JSProperty("mapResultsJson")
    String getResultsJson();

    @JSProperty("mapResultsJson")
    void setResultsJson(String json);

    @JSProperty("mapCsv")
    String getCsv();

    @JSProperty("mapCsv")
    void setCsv(String csv);

    @JSProperty("mapMarkdown")
    String getMarkdown();

    @JSProperty("mapMarkdown")
    void setMarkdown(String markdown);

    /** The map map.js finished, as numbers, until map-view.js draws it; null when none waits. */
    @JSProperty("mapNumbers")
    Float64Array getNumbers();

    @JSProperty("mapNumbers")
    void setNumbers(Float64Array numbers);

    /** The edit count when the waiting map was started: drawn only if no edit came since. */
    @JSProperty("mapNumbersEdits")
    int getNumbersEdits();

    @JSProperty("mapNumbersEdits")
    void setNumbersEdits(int edits);

    /** The waiting map's runs and seconds taken, for the status line. */
    @JSProperty("mapRuns")
    int getRuns();

    @JSProperty("mapRuns")
    void setRuns(int runs);

    @JSProperty("mapSeconds")
    double getSeconds();

    @JSProperty("mapSeconds")
    void setSeconds(double seconds);
}
