package dev.retryworkbench.web;

import dev.retryworkbench.core.configform.ConfigTargets;
import dev.retryworkbench.core.form.Field;
import dev.retryworkbench.core.form.FieldError;
import dev.retryworkbench.core.form.FieldGroup;
import dev.retryworkbench.core.form.FormReading;
import dev.retryworkbench.core.form.NumberField;
import dev.retryworkbench.core.form.RawValues;
import dev.retryworkbench.core.form.StaleNotice;
import dev.retryworkbench.core.tool.Continuation;
import dev.retryworkbench.core.tool.Evaluation;
import dev.retryworkbench.core.tool.Export;
import dev.retryworkbench.core.tool.Tool;
import dev.retryworkbench.web.dom.MarkupElement;
import dev.retryworkbench.web.dom.ResultsRegion;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.teavm.jso.browser.Window;
import org.teavm.jso.dom.events.Event;
import org.teavm.jso.dom.events.EventListener;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.xml.NodeList;
import org.teavm.jso.dom.html.HTMLElement;
import org.teavm.jso.dom.xml.Element;

/**
 * Binds a tool's pre-rendered form to its core {@link Tool}: every edit re-evaluates the whole form,
 * shows each field's error where it is, and swaps in the freshly rendered results. The markup comes
 * from the same renderer that pre-rendered the page at build time.
 *
 * <p>An edit's event only updates the form around the field (its readings, the fields a select
 * discloses) and asks for the rest in the next task, or just before the next frame should the browser
 * render first ({@link NextTask}): the event returns at once, so the keystroke is not held up by the
 * results, the frame that shows the keystroke shows its results, and edits that come faster than the
 * results update (input events go before other tasks) are answered once, for the latest values.
 */
public final class ToolPage implements WorksheetActions.Form {
    /**
     * The fields one {@link Startup} step listens to and writes the error slots of: the storm page's 252 fields
     * took a phone's processor about 30 ms to listen to and 6 to 15 ms per 64 error slots.
     */
    private static final int FIELDS_PER_STEP = 64;
    private final Tool tool;
    private final HTMLDocument document;
    private final List<Field> fields = new ArrayList<>();
    /** Each field's control and error slot, in the order of {@link #fields}: looked up once, not on every keystroke. */
    private final FieldControl[] controls;
    /** Where {@link #valueOf(String)} found the last field: readers ask for the fields in order. */
    private int lastRead;
    private final HTMLElement results;
    /** Evaluates the form as it stands and shows the outcome, in the task after an edit. */
    private final NextTask update = new NextTask(this::update);
    private final HTMLElement staleNotice;
    private final HTMLElement announcer;
    /** The headline figures in one sentence beside the phone's link to the results, the first screen's verdict. */
    private final HTMLElement verdict;
    private final PresetPickers presets;
    private final Disclosures disclosures;
    private final FormHints hints;
    /** The work the latest evaluation left, run in slices; a newer evaluation replaces it. */
    private final SlicedWork work = new SlicedWork(this::showWork);
    /**
     * The one listener of the fields, the stale notice's links, the jumps between form and results and the config
     * controls, which looks at the event: a lambda each would be a class each in every page's script.
     */
    private final EventListener<Event> listener = this::handle;
    /** The fields' texts as they stand: one instance, where each {@code this::valueOf} would be a class of its own. */
    private final RawValues values = this::valueOf;
    /** The line above the results while work that shows no results until done runs. */
    private final HTMLElement progress;
    /** The progress line's text; null while no work runs without results. */
    private String shownProgress;
    private Evaluation lastValid;
    /** The tokens of the results shown; null before the first edit. */
    private String[] shownTokens;
    /** The errors of the evaluation of the form as it stands; empty while it is valid. */
    private List<FieldError> errors = new ArrayList<>();
    /** Whether the evaluation being worked on announces its results when done (not on a restored page). */
    private boolean announceWork;
    /** The markup of the notice shown over stale results; "" while the results are current. */
    private String shownNotice = "";
    /** What the page adds outside the form and the results (the storm's survival map), or null. */
    private final Extension extension;

    /** Writes the exports the toolbar asks for. */
    private final WorksheetActions.ExportWriter exports;

    /** Work a page adds beside its results, computed on request: it hears of every edit. */
    interface Extension {
        /** The form changed (an edit, an opened worksheet, values restored on back navigation). */
        void edited();
    }

    private ToolPage(Tool tool, HTMLDocument document, Extension extension, WorksheetActions.ExportWriter exports) {
        this.tool = tool;
        this.document = document;
        this.extension = extension;
        this.exports = exports;
        for (FieldGroup group : tool.form()) {
            fields.addAll(group.fields());
        }
        controls = new FieldControl[fields.size()];
        for (int i = 0; i < fields.size(); i++) {
            controls[i] = new FieldControl(document, fields.get(i).id());
        }
        results = document.getElementById("results");
        staleNotice = document.getElementById("stale-notice");
        announcer = document.getElementById("announcer");
        verdict = document.getElementById("verdict");
        progress = document.getElementById("progress");
        presets = new PresetPickers(tool.presetPickers(), document);
        disclosures = new Disclosures(tool.disclosures(), document);
        hints = new FormHints(tool.form(), document);
    }

    /** Takes over the page of {@code tool}: listens to every field and recomputes on each edit. */
    public static void bind(Tool tool) {
        bind(tool, null, new ExportFiles(HTMLDocument.current(), tool.id()), null);
    }

    /**
     * Takes over the page of {@code tool} like {@link #bind(Tool)}, telling {@code extension} (null: none) of
     * each edit, its exports written by {@code exports} (a page whose script has no room for the export code
     * hands them to a script of its own), then hands the page to {@code bound} (null: nothing), for controls of
     * the tool's own that fill its form. Each runs in a {@link Startup} step: declaring the form, then its preset
     * pickers, finding its fields, binding the page's controls, writing the help buttons, {@code bound}, then
     * the fields' listeners and error slots.
     */
    static void bind(Tool tool, Extension extension, WorksheetActions.ExportWriter exports, Consumer<ToolPage> bound) {
        Startup.then(tool::form);
        // The preset pickers' declarations (the storm's: 16, each budget's too) are a step of their own.
        Startup.then(tool::presetPickers);
        Startup.then(() -> {
            ToolPage page = new ToolPage(tool, HTMLDocument.current(), extension, exports);
            Startup.next(() -> page.start(bound));
        });
    }

    private void start(Consumer<ToolPage> bound) {
        // Before the page's own listeners: a preset fills its fields before the page reads them.
        presets.bind();
        staleNotice.addEventListener("click", listener);
        document.getElementById("to-results").addEventListener("click", listener);
        document.getElementById("to-inputs").addEventListener("click", listener);
        // The help buttons are many (180 on the storm's page): steps of their own.
        Startup.next(() -> hints.bind((HTMLElement) document.querySelector(".inputs")));
        new WorksheetActions(this, tool, document, exports).bind();
        bindConfigControls();
        if (bound != null) {
            Startup.next(() -> bound.accept(this));
        }
        for (int from = 0; from < controls.length; from += FIELDS_PER_STEP) {
            int first = from;
            Startup.next(() -> bindFields(first));
        }
    }

    /**
     * Listens to the fields from {@code first} on and writes their error slots, as many as one step binds; the
     * last step recomputes a form that no longer holds its defaults: values the browser restored on back
     * navigation, or an edit made before its field was bound.
     */
    private void bindFields(int first) {
        int end = Math.min(first + FIELDS_PER_STEP, controls.length);
        for (int i = first; i < end; i++) {
            controls[i].control().addEventListener("input", listener);
            controls[i].control().addEventListener("change", listener);
            controls[i].writeErrorSlot();
        }
        if (end == controls.length && !showsDefaults()) {
            presets.refresh();
            recompute(false);
        }
    }

    private void handle(Event event) {
        String type = event.getType();
        if ("toggle".equals(type)) {
            loadConfigScripts(((HTMLElement) event.getCurrentTarget()).querySelector(".config-paste"));
        } else if (!"click".equals(type)) {
            edited();
        } else if (((Element) event.getCurrentTarget()).hasAttribute("href")) {
            jump(event);
        } else {
            followFieldLink(event);
        }
    }

    /**
     * Follows a link between the form and the results: scrolls the target's top to the top of the window,
     * then moves focus there (already in view, so focus does not scroll again); as a plain fragment link
     * it would also put the fragment in the address bar and the history, which the page never touches.
     */
    private void jump(Event event) {
        event.preventDefault();
        String href = ((Element) event.getCurrentTarget()).getAttribute("href");
        HTMLElement target = document.getElementById(href.substring(1));
        Window window = Window.current();
        window.scrollTo(window.getScrollX(), window.getScrollY() + target.getBoundingClientRect().getTop());
        target.focus();
    }

    /**
     * "Paste a config or copy as" needs the blocks' declarations (the page's {@code <tool>-configs.js}),
     * config-copy.js and config-paste.js, which the page loads only when one of the controls is first opened,
     * so no page carries them, nor the controls' insides, before anyone asks for them.
     */
    private void bindConfigControls() {
        NodeList<? extends HTMLElement> controls = document.querySelectorAll("details.config-io");
        for (int i = 0; i < controls.getLength(); i++) {
            controls.get(i).addEventListener("toggle", listener);
        }
    }

    /**
     * Loads the blocks' declarations, config-copy.js and config-paste.js unless loading or loaded; true when it did.
     * If one cannot load, or could not before (false then too), {@code note} says so.
     */
    boolean loadConfigScripts(HTMLElement note) {
        // In this order, run in it: the page's targets declare the blocks config-copy.js renders and config-paste.js binds.
        OnDemandScript.load(document, ConfigTargets.scriptName(tool.id()), true, note);
        boolean copy = OnDemandScript.load(document, "config-copy", true, note) != null;
        return OnDemandScript.load(document, ReaderScripts.FIRST, true, note) != null || copy;
    }

    private boolean showsDefaults() {
        for (int i = 0; i < fields.size(); i++) {
            if (!fields.get(i).defaultText().equals(valueOf(i))) {
                return false;
            }
        }
        return true;
    }

    /** Answers an edit's event: the form at once, the evaluation in the next task. */
    private void edited() {
        formChanged();
        work.hold();
        results.<ResultsRegion>cast().setEditPending(true);
        // Before the next frame at the latest, so the frame that shows the keystroke shows its results.
        update.requestBeforeNextFrame();
    }

    /** The form changed: the readings beside the fields, and at once the fields a select discloses, so they are next in the tab order. */
    private void formChanged() {
        if (extension != null) {
            extension.edited();
        }
        hints.refresh(values);
        disclosures.refresh();
    }

    /** Evaluates the form as it stands and shows the results or the errors, announcing the results. */
    private void update() {
        results.<ResultsRegion>cast().setEditPending(false);
        show(tool.start(values), true);
    }

    /** Recomputes at once, when the form was filled or restored rather than edited. */
    private void recompute(boolean announce) {
        formChanged();
        update.cancel();
        results.<ResultsRegion>cast().setEditPending(false);
        show(tool.start(values), announce);
    }

    private void show(Evaluation evaluation, boolean announce) {
        announceWork = announce;
        for (int i = 0; i < fields.size(); i++) {
            Field field = fields.get(i);
            String error = FieldControl.messageFor(evaluation.errors(), field.id());
            // An allowed text that may not mean what was meant ("0.7" in a percentage) says how it was read.
            String note = error == null && field instanceof NumberField ? ((NumberField) field).note(valueOf(i)) : null;
            controls[i].show(error == null ? note : error, error != null);
        }
        disclosures.refresh();
        errors = evaluation.errors();
        if (evaluation.isValid()) {
            results.getClassList().remove("stale");
            showNotice("");
            if (evaluation.resultsHtml() != null) {
                lastValid = evaluation;
                verdict.setTextContent(evaluation.announcement());
                showProgress(null);
                showResults(evaluation.resultsHtml());
                if (announce) {
                    announcer.setTextContent(evaluation.announcement());
                }
            }
            work.start(evaluation.continuation());
        } else {
            if (shownProgress != null) {
                // The run for inputs since made invalid: its results would never be shown.
                work.start(null);
                showProgress(null);
            } else {
                work.resume();
            }
            results.getClassList().add("stale");
            showNotice(StaleNotice.html(tool.form(), evaluation.errors()));
        }
    }

    /**
     * Writes the notice over stale results, which names the fields to fix; written, not unhidden, so
     * screen readers announce it, and only when it changes, so they do not repeat it on every keystroke.
     */
    private void showNotice(String markup) {
        if (!markup.equals(shownNotice)) {
            ((MarkupElement) staleNotice).setInnerHtml(markup);
            shownNotice = markup;
        }
    }

    /**
     * Moves focus to the field a link in the notice names, by mouse or keyboard. Followed as a plain
     * fragment link it would focus the field too, but also put the fragment in the address bar and
     * the history, which the page never touches.
     */
    @Override
    public void followFieldLink(Event event) {
        Element target = (Element) event.getTarget();
        String href = target.getAttribute("href");
        if ("A".equals(target.getTagName()) && href != null && href.startsWith("#")) {
            event.preventDefault();
            document.getElementById(href.substring(1)).focus();
        }
    }

    /**
     * Shows new results markup, changing only what differs from the results shown ({@link DomPatch}),
     * so the browser parses, restyles and lays out only that. A part still to come keeps what it shows
     * ({@link Markup#keepBusy}). The first edit replaces the pre-rendered results whole.
     */
    private void showResults(String html) {
        String[] tokens = Markup.tokens(html);
        MarkupElement region = (MarkupElement) results;
        if (tokens == null || shownTokens == null) {
            region.setInnerHtml(html);
        } else {
            tokens = Markup.keepBusy(shownTokens, tokens);
            new DomPatch(shownTokens, tokens).children(region, 0, shownTokens.length, 0, tokens.length);
        }
        shownTokens = tokens;
    }

    /**
     * Shows the results of the work running on, or its progress line while it shows none; once it is done,
     * announces the results and keeps them for exports.
     */
    private void showWork(Evaluation evaluation, boolean finished) {
        if (evaluation.resultsHtml() == null) {
            showProgress(evaluation.continuation());
            return;
        }
        showProgress(null);
        showResults(evaluation.resultsHtml());
        if (finished) {
            lastValid = evaluation;
            verdict.setTextContent(evaluation.announcement());
            // Work that only showed more of the same results (the workbench's later rows) says nothing new.
            if (announceWork && !evaluation.announcement().equals(announcer.getTextContent())) {
                announcer.setTextContent(evaluation.announcement());
            }
        }
    }

    /**
     * Shows how far {@code running} has come in the progress line (a polite live region), or clears the
     * line for null; the results, still the previous inputs', are busy meanwhile.
     */
    private void showProgress(Continuation running) {
        int percent = running == null ? 0 : running.percent();
        String line = running == null ? null : running.progressLabel() + "\u2026 "
                + (percent - percent % SlicedWork.SHOWN_EVERY_PERCENT)
                + "% done. The results below are from the previous inputs until it finishes.";
        if (line == null ? shownProgress == null : line.equals(shownProgress)) {
            return;
        }
        shownProgress = line;
        progress.setTextContent(line == null ? "" : line);
        if (line == null) {
            results.removeAttribute("aria-busy");
        } else {
            results.setAttribute("aria-busy", "true");
        }
    }

    /**
     * Returns the evaluation the results show: the last valid one, computed from the defaults before any
     * edit. An edit not answered yet is answered, and work still running for the form's inputs finished,
     * first, so an export holds the inputs the form shows, not those of the results under the progress line.
     */
    private Evaluation lastValid() {
        update.runNow();
        work.finishNow();
        if (lastValid == null) {
            lastValid = tool.evaluate(FormReading.defaults(tool.form()));
        }
        return lastValid;
    }

    @Override
    public Export export() {
        return lastValid().export();
    }

    /** Returns the errors of the form as it stands (an edit not answered yet is answered first): empty while every field is valid. */
    @Override
    public List<FieldError> errors() {
        update.runNow();
        return errors;
    }

    /** Puts the given text into each field, as an opened worksheet does, and recomputes. */
    @Override
    public void fill(RawValues texts) {
        for (int i = 0; i < fields.size(); i++) {
            controls[i].setValue(texts.get(fields.get(i).id()));
        }
        presets.refresh();
        recompute(true);
    }

    private String valueOf(String fieldId) {
        for (int k = 0; k < fields.size(); k++) {
            int i = (lastRead + k) % fields.size();
            if (fields.get(i).id().equals(fieldId)) {
                lastRead = i + 1;
                return valueOf(i);
            }
        }
        throw new IllegalArgumentException("no field " + fieldId);
    }

    private String valueOf(int index) {
        return controls[index].value();
    }
}
