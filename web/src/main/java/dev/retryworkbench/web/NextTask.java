package dev.retryworkbench.web;

import dev.retryworkbench.web.dom.MessageChannel;
import org.teavm.jso.browser.Window;
import org.teavm.jso.workers.MessagePort;

/**
 * Runs an action in a task of its own, queued behind the current one: once, however often it is
 * requested before it runs. The task comes through a {@code MessageChannel} within the page, since a
 * nested {@code setTimeout(0)} waits at least 4 ms and works from {@code file://} as from a server.
 */
final class NextTask {
    private final Runnable action;
    /** Posting to it queues a task that runs {@link #arrived()}. */
    private final MessagePort queue;
    /** True from a request until the action runs, or is cancelled. */
    private boolean requested;
    /** True while a message is on its way; one at a time, and it serves whatever request stands by then. */
    private boolean posted;
    /** True while an animation frame callback is asked for ({@link #requestBeforeNextFrame}). */
    private boolean framed;

    NextTask(Runnable action) {
        this.action = action;
        MessageChannel channel = new MessageChannel();
        channel.getPort1().onMessage(event -> arrived());
        channel.getPort1().start();
        queue = channel.getPort2();
    }

    /** Asks for the action in a task after the current one, unless it is asked for already. */
    void request() {
        requested = true;
        if (!posted) {
            posted = true;
            queue.postMessage(null);
        }
    }

    /**
     * Asks for the action like {@link #request}, and should the browser render the page before that task
     * comes, runs it just before (in an animation frame callback), so the frame that shows what asked for it
     * shows its outcome too.
     */
    void requestBeforeNextFrame() {
        request();
        if (!framed) {
            framed = true;
            Window.requestAnimationFrame(timestamp -> {
                framed = false;
                runNow();
            });
        }
    }

    /** Drops the request, if any: the action does not run until asked for again. */
    void cancel() {
        requested = false;
    }

    /** Runs the action now if it is asked for (something needs its outcome at once), and not again when its task comes. */
    void runNow() {
        if (requested) {
            requested = false;
            action.run();
        }
    }

    private void arrived() {
        posted = false;
        runNow();
    }
}
