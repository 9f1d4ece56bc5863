package dev.retryworkbench.web.dom;

import org.teavm.jso.JSObject;
import org.teavm.jso.JSProperty;

/**
 * What the page says of itself on its results element, as a property of that element, for scripts that
 * drive it (the browser tests, the benchmarks): whether an edit still waits for the task that answers it.
 */
public interface ResultsRegion extends JSObject {
    /** True from an edit's event until the task after it has evaluated the form and shown its results or errors. */
    @JSProperty("editPending")
    void setEditPending(boolean pending);
}
