package dev.retryworkbench.web.dom;

import org.teavm.jso.JSClass;
import org.teavm.jso.JSObject;

/**
 * {@code new Event(type)}, to tell a page's own listeners that a script changed a field: teavm-jso-apis
 * 0.16 binds events only as received. Pass it to {@code dispatchEvent} through {@link #cast()}.
 */
@JSClass(name = "Event")
public class InputEventToSend implements JSObject {
    /** Creates an event of {@code type} ("input", "change") that does not bubble. */
    public InputEventToSend(String type) {
    }
}
