package dev.retryworkbench.web.dom;

import org.teavm.jso.JSClass;
import org.teavm.jso.JSObject;
import org.teavm.jso.JSProperty;
import org.teavm.jso.workers.MessagePort;

/** The browser's MessageChannel, a pair of entangled ports within the page; teavm-jso-apis 0.16 binds only the ports. */
@JSClass
public class MessageChannel implements JSObject {
    /** Creates a channel. */
    public MessageChannel() {
    }

    /** Returns the port that receives what {@link #getPort2()} posts. */
    @JSProperty
    public native MessagePort getPort1();

    /** Returns the port that posts to {@link #getPort1()}. */
    @JSProperty
    public native MessagePort getPort2();
}
