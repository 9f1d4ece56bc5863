package dev.retryworkbench.web.bench;

import java.util.Map;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * Times the tasks in which a page runs its slices of work (web.SlicedWork): each is a {@code message}
 * event on a {@code MessageChannel} port, so the listener is wrapped as the page's script adds it, and
 * every call's duration in milliseconds is pushed to {@code window.sliceTasks}. Only pages loaded
 * while it is installed are timed.
 */
public final class SliceTasks implements AutoCloseable {
    private static final String SCRIPT = String.join("\n",
            "window.sliceTasks = [];",
            "const listen = MessagePort.prototype.addEventListener;",
            "MessagePort.prototype.addEventListener = function (type, listener, options) {",
            "  const timed = type !== 'message' || typeof listener !== 'function' ? listener : function (event) {",
            "    const t = performance.now();",
            "    try { return listener.call(this, event); } finally { window.sliceTasks.push(performance.now() - t); }",
            "  };",
            "  return listen.call(this, type, timed, options);",
            "};");

    private final ChromeDriver driver;
    private final Object identifier;

    private SliceTasks(ChromeDriver driver, Object identifier) {
        this.driver = driver;
        this.identifier = identifier;
    }

    /** Times the slices of every page {@code driver} loads until {@link #close()}. */
    public static SliceTasks install(ChromeDriver driver) {
        Map<String, Object> added = driver.executeCdpCommand("Page.addScriptToEvaluateOnNewDocument",
                Map.of("source", SCRIPT));
        return new SliceTasks(driver, added.get("identifier"));
    }

    /** Leaves the pages loaded from now on untimed. */
    @Override
    public void close() {
        driver.executeCdpCommand("Page.removeScriptToEvaluateOnNewDocument", Map.of("identifier", identifier));
    }
}
