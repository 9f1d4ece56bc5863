package dev.retryworkbench.web.dom;

import org.teavm.jso.JSObject;
import org.teavm.jso.JSProperty;
import org.teavm.jso.core.JSArray;
import org.teavm.jso.core.JSString;
import org.teavm.jso.typedarrays.Float64Array;
import org.teavm.jso.typedarrays.Int32Array;

/**
 * What the storm page's script and storm-export.js (loaded on the first export) share on the worksheet toolbar,
 * as properties of that element: the page hands over the export asked for (the form's texts, the results as numbers
 * and their story) with a "worksheetexport" event, and
 * storm-export.js writes it, downloads or copies it and says so in the toolbar's status line.
 */
public interface ExportSlot extends JSObject {
    /** The id of the button pressed ({@code export-json}, ...), until storm-export.js takes it; null when none waits. */
    @JSProperty("exportButton")
    String getButton();

    @JSProperty("exportButton")
    void setButton(String button);

    /** The text of each of the form's fields the results were computed from, in the form's order. */
    @JSProperty("exportTexts")
    JSArray<JSString> getTexts();

    @JSProperty("exportTexts")
    void setTexts(JSArray<JSString> texts);

    /** The results as numbers ({@code core.storm.simulation.StormResultNumbers}). */
    @JSProperty("exportNumbers")
    Float64Array getNumbers();

    @JSProperty("exportNumbers")
    void setNumbers(Float64Array numbers);

    /** The story the results tell: each paragraph's text. */
    @JSProperty("exportStory")
    JSArray<JSString> getStory();

    @JSProperty("exportStory")
    void setStory(JSArray<JSString> story);

    /** How each paragraph of the story stands out ({@code core.tool.Paragraph.Kind}'s ordinal). */
    @JSProperty("exportStoryKinds")
    Int32Array getStoryKinds();

    @JSProperty("exportStoryKinds")
    void setStoryKinds(Int32Array kinds);
}
