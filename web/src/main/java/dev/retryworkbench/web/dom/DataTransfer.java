package dev.retryworkbench.web.dom;

import org.teavm.jso.JSObject;
import org.teavm.jso.JSProperty;
import org.teavm.jso.file.FileList;

/** The files of a drag-and-drop, which teavm-jso-apis 0.16 does not bind. */
public interface DataTransfer extends JSObject {
    /** Returns the dropped files. */
    @JSProperty
    FileList getFiles();
}
