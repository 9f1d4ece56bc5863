package dev.retryworkbench.web.dom;

import org.teavm.jso.JSClass;
import org.teavm.jso.JSObject;
import org.teavm.jso.JSProperty;
import org.teavm.jso.core.JSPromise;

/** {@code navigator.clipboard.writeText}, which teavm-jso-apis 0.16 does not bind. */
@JSClass(name = "navigator")
public final class Clipboard implements JSObject {
    private Clipboard() {
    }

    /** Returns the clipboard, or null where the browser offers none (an insecure context). */
    @JSProperty("clipboard")
    public static native Writer get();

    /** The asynchronous clipboard. */
    public interface Writer extends JSObject {
        /** Writes text to the clipboard; the promise settles when done or refused. */
        JSPromise<JSObject> writeText(String text);
    }
}
