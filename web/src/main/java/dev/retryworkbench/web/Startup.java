package dev.retryworkbench.web;

import java.util.ArrayList;
import java.util.List;
import org.teavm.jso.browser.Window;
import org.teavm.jso.dom.html.HTMLDocument;

/**
 * Runs a page's start in steps, one task each, in the order asked: declaring a tool's form, binding its
 * fields, binding the page's own controls. As one task the start held the main thread for a long task after
 * the pre-rendered page was parsed (Lighthouse's total blocking time); in steps the browser may paint and
 * answer input between them. Once no step is left the page is marked {@code js} (the style rules for a page
 * whose controls answer: help toggles, config controls) and starts reporting its height when framed. An edit
 * made before the fields are bound is not lost: binding recomputes a form that no longer holds its defaults.
 */
final class Startup {
    private static final List<Runnable> STEPS = new ArrayList<>();
    private static boolean scheduled;
    /** Where {@link #next} puts a step: after those the running step asked for before it. */
    private static int nextAt;

    private Startup() {
    }

    /** Runs {@code step} in a task of its own, after the steps asked for before it. */
    static void then(Runnable step) {
        STEPS.add(step);
        if (!scheduled) {
            scheduled = true;
            Window.setTimeout(Startup::runOne, 0);
        }
    }

    /**
     * Runs {@code step} in a task of its own right after the running step, before the steps asked for
     * earlier: a step that finds its work too long for one task (Lighthouse's long tasks are 50 ms, on a
     * phone's slower processor) leaves the rest to steps of its own. Only a running step calls it.
     */
    static void next(Runnable step) {
        STEPS.add(nextAt++, step);
    }

    /** Runs the first step left; {@code scheduled} stays true meanwhile, so a step asking for another queues it only. */
    private static void runOne() {
        nextAt = 0;
        STEPS.remove(0).run();
        if (!STEPS.isEmpty()) {
            Window.setTimeout(Startup::runOne, 0);
            return;
        }
        scheduled = false;
        HTMLDocument document = HTMLDocument.current();
        document.getDocumentElement().getClassList().add("js");
        EmbedHeight.startIfFramed(document);
    }
}
