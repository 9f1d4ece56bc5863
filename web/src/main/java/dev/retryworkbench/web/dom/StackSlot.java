package dev.retryworkbench.web.dom;

import org.teavm.jso.JSObject;
import org.teavm.jso.JSProperty;
import org.teavm.jso.core.JSArray;
import org.teavm.jso.core.JSString;
import org.teavm.jso.file.File;

/**
 * What the page's script, stack-open.js and the config scripts share on the "Open configs" input, as
 * properties of that element: the page hands over the chosen files, or a press of one of the stack's buttons,
 * with the form's ids (web.StackHandover); stack-open.js moves the layers' texts for a press (web.LayerColumns),
 * or reads the files and hands over their names and texts (web.StackOpenPage); each config script reads the
 * files of its part of the readers into their fillings (web.StackOpener); stack-open.js fills the form with them.
 */
public interface StackSlot extends JSObject {
    /** The files chosen or dropped last, copied from their list, which the browser empties. */
    @JSProperty("stackFiles")
    JSArray<File> getFiles();

    @JSProperty("stackFiles")
    void setFiles(JSArray<File> files);

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

    /**
     * The ids of the stack's size field, then of each slot's role, name and preset fields, outermost slot first,
     * then of the fields that name a layer by number (the storm's budget's).
     */
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

    /**
     * The stack's button pressed last, until stack-open.js has done it: "add", or the slot's digit and the
     * button's move ("2out", "0in", "3remove"); then the stack's size entered, then, for each field that names
     * a layer by number, the slot it names ("" when its text is no layer), each after a comma: "2out,3,1,".
     */
    @JSProperty("stackPress")
    String getPress();

    @JSProperty("stackPress")
    void setPress(String press);

    /** Each slot's field ids, outermost slot first, its rows in the same order in every slot. */
    @JSProperty("stackRows")
    JSArray<JSString> getRows();

    @JSProperty("stackRows")
    void setRows(JSArray<JSString> rows);

    /** The default text of each of {@link #getRows()}' fields, in the same order. */
    @JSProperty("stackDefaults")
    JSArray<JSString> getDefaults();

    @JSProperty("stackDefaults")
    void setDefaults(JSArray<JSString> defaults);
}
