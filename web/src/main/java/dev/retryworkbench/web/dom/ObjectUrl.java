package dev.retryworkbench.web.dom;

import org.teavm.jso.JSClass;
import org.teavm.jso.JSObject;
import org.teavm.jso.file.Blob;

/** The browser's {@code URL.createObjectURL} and {@code URL.revokeObjectURL}, which teavm-jso-apis 0.16 does not bind. */
@JSClass(name = "URL")
public final class ObjectUrl implements JSObject {
    private ObjectUrl() {
    }

    /** Returns a {@code blob:} address for a Blob made in this page. */
    public static native String createObjectURL(Blob blob);

    /** Releases an address made by {@link #createObjectURL}. */
    public static native void revokeObjectURL(String url);
}
