package dev.retryworkbench.web.dom;

import org.teavm.jso.JSObject;
import org.teavm.jso.JSProperty;
import org.teavm.jso.core.JSArray;
import org.teavm.jso.core.JSString;

/**
 * What the workbench's script and the config reader scripts share on the "Open configs" input, as properties
 * of that element: the page hands over the chosen files' names and texts with the form's ids; each config
 * script reads the files of its part of the readers into their fillings; config-paste.js tells the page once
 * the last is read, which fills the form (web.StackOpener).
 */
public interface StackSlot extends JSObject {
    /** The files' names, in the order chosen; null when no opening waits. */
    @JSProperty("stackNames")
    JSArray<JSString> getNames();

    @JSProperty("stackNames")
    void setNames(JSArray<JSString> names);

    /** The files' texts, in the same order. */
    @JSProperty("stackTexts")
    JSArray<JSString> getTexts();

    @JSProperty("stackTexts")
    void setTexts(JSArray<JSString> texts);

    /** The ids of the stack's size field, then of each slot's role and name fields, outermost slot first. */
    @JSProperty("stackIds")
    JSArray<JSString> getIds();

    @JSProperty("stackIds")
    void setIds(JSArray<JSString> ids);

    /**
     * Each file's place once config-paste.js recognised it: its slot's digit, the number of the part of the
     * readers that reads it, then its role's id ("31mesh"); null before.
     */
    @JSProperty("stackPlaces")
    JSArray<JSString> getPlaces();

    @JSProperty("stackPlaces")
    void setPlaces(JSArray<JSString> places);

    /** Each file's filling once read ({@code web.StackOpener} encodes it), empty until then. */
    @JSProperty("stackFills")
    JSArray<JSString> getFills();

    @JSProperty("stackFills")
    void setFills(JSArray<JSString> fills);

    /** Each file's report for its layer's Paste/copy control, once read. */
    @JSProperty("stackReports")
    JSArray<JSString> getReports();

    @JSProperty("stackReports")
    void setReports(JSArray<JSString> reports);
}
