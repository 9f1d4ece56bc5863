package dev.retryworkbench.web.dom;

import org.teavm.jso.JSObject;
import org.teavm.jso.JSProperty;
import org.teavm.jso.core.JSArray;
import org.teavm.jso.core.JSString;
import org.teavm.jso.file.File;

/**
 * What the page's script, stack-open.js and the config scripts share on the "Open configs" input, as
 * properties of that element: the page hands over the chosen files, or a press of one of the stack's buttons,
 * with its tool's id (web.StackHandover); stack-open.js takes the stack's fields from that tool's declarations
 * (web.PageStack), moves the layers' texts for a press (web.LayerColumns), or reads the files and hands over
 * their names and texts (web.StackOpenPage); each config script reads the files of its part of the readers into
 * their fillings (web.StackOpener); stack-open.js fills the form with them.
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

    /** The id of the page's tool ("storm"), whose declarations give the stack's fields (web.PageStack). */
    @JSProperty("stackTool")
    String getTool();

    @JSProperty("stackTool")
    void setTool(String tool);

    /**
     * The id of the stack's size field, which stack-open.js sets as it starts: the config scripts read each file
     * with the stack's new size (web.StackOpener).
     */
    @JSProperty("stackSizeId")
    String getSizeId();

    @JSProperty("stackSizeId")
    void setSizeId(String id);

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
     * button's move ("2out", "0in", "3remove").
     */
    @JSProperty("stackPress")
    String getPress();

    @JSProperty("stackPress")
    void setPress(String press);
}
