package dev.retryworkbench.web.dom;

import org.teavm.jso.JSClass;
import org.teavm.jso.JSFunctor;
import org.teavm.jso.JSObject;
import org.teavm.jso.dom.xml.Element;

/** The browser's ResizeObserver, which teavm-jso-apis 0.16 does not bind. */
@JSClass
public class ResizeObserver implements JSObject {
    /** Creates an observer that calls {@code callback} once an observed element is laid out, then after each change of its size. */
    public ResizeObserver(Callback callback) {
    }

    /** Starts observing the size of {@code target}. */
    public native void observe(Element target);

    /** Called with the observed elements that changed; the embed reads what it needs itself. */
    @JSFunctor
    public interface Callback extends JSObject {
        /** Reacts to a change of size. */
        void resized();
    }
}
