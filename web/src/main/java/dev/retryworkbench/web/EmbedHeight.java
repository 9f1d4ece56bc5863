package dev.retryworkbench.web;

import dev.retryworkbench.web.dom.LayoutBox;
import dev.retryworkbench.web.dom.ResizeObserver;
import org.teavm.jso.JSObject;
import org.teavm.jso.JSProperty;
import org.teavm.jso.browser.Window;
import org.teavm.jso.core.JSObjects;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;

/**
 * Tells the page that frames an embed page how tall the embed's content is, once laid out and after
 * every change, so that page can size the iframe to show it whole (see docs/embedding.md). The
 * message is {@code {retryWorkbenchHeight: <pixels>}} and nothing else: no input and no figure, which
 * is why it may go to any origin.
 */
final class EmbedHeight {
    private final Window parent;
    private final HTMLElement root;
    private int posted;

    private EmbedHeight(Window parent, HTMLElement root) {
        this.parent = parent;
        this.root = root;
    }

    /** Starts reporting the height when {@code document} is an embed page inside a frame; does nothing otherwise. */
    static void startIfFramed(HTMLDocument document) {
        Window window = Window.current();
        HTMLElement root = document.getDocumentElement();
        if (root.getClassList().contains("embed") && window.getParent() != window) {
            EmbedHeight height = new EmbedHeight(window.getParent(), root);
            new ResizeObserver(height::post).observe(root);
        }
    }

    private void post() {
        // Rounded up: a frame a fraction of a pixel too short would show an inner scroll bar.
        int height = (int) Math.ceil(((LayoutBox) root.getBoundingClientRect()).getHeight());
        if (height != posted) {
            posted = height;
            Message message = JSObjects.create();
            message.setRetryWorkbenchHeight(height);
            parent.postMessage(message, "*");
        }
    }

    /** The message posted to the framing page. */
    interface Message extends JSObject {
        @JSProperty
        void setRetryWorkbenchHeight(int height);
    }
}
