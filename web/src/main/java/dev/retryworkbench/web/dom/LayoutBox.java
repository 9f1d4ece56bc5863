package dev.retryworkbench.web.dom;

import org.teavm.jso.JSObject;
import org.teavm.jso.JSProperty;

/** The box {@code getBoundingClientRect} returns, with its fractional height, which teavm-jso-apis 0.16 types as an int. */
public interface LayoutBox extends JSObject {
    /** Returns the height in CSS pixels, fractions included. */
    @JSProperty
    double getHeight();
}
