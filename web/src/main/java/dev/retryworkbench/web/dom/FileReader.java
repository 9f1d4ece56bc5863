package dev.retryworkbench.web.dom;

import org.teavm.jso.JSClass;
import org.teavm.jso.JSObject;
import org.teavm.jso.JSProperty;
import org.teavm.jso.dom.events.Event;
import org.teavm.jso.dom.events.EventListener;
import org.teavm.jso.file.Blob;

/** The browser's FileReader, which reads a file the person chose into the page; teavm-jso-apis 0.16 does not bind it. */
@JSClass
public class FileReader implements JSObject {
    /** Creates a reader. */
    public FileReader() {
    }

    /** Starts reading {@code blob} as UTF-8 text; {@link #setOnLoadEnd} hears when it is done. */
    public native void readAsText(Blob blob);

    /** Returns the text read, or null when reading failed. */
    @JSProperty
    public native String getResult();

    /** Sets the listener called when reading ended, whether it succeeded or failed. */
    @JSProperty("onloadend")
    public native void setOnLoadEnd(EventListener<Event> listener);
}
