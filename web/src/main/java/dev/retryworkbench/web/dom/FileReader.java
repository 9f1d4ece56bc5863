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

    /** Starts reading {@code blob} as UTF-8 text; {@link #setOnLoad} hears when it is done. */
    public native void readAsText(Blob blob);

    /** Returns the text read, once loaded. */
    @JSProperty
    public native String getResult();

    /** Sets the listener called when reading succeeded. */
    @JSProperty("onload")
    public native void setOnLoad(EventListener<Event> listener);

    /** Sets the listener called when reading failed. */
    @JSProperty("onerror")
    public native void setOnError(EventListener<Event> listener);
}
