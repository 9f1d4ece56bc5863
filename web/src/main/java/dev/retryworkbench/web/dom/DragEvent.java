package dev.retryworkbench.web.dom;

import org.teavm.jso.JSProperty;
import org.teavm.jso.dom.events.Event;

/** A drag event with its data, which teavm-jso-apis 0.16 does not bind. */
public interface DragEvent extends Event {
    /** Returns what is being dragged; null in some synthetic events. */
    @JSProperty
    DataTransfer getDataTransfer();
}
