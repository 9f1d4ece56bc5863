package dev.retryworkbench.web;

import dev.retryworkbench.core.form.Field;
import dev.retryworkbench.core.form.FieldError;
import dev.retryworkbench.core.form.FieldGroup;
import dev.retryworkbench.core.form.FormReading;
import dev.retryworkbench.core.form.RawValues;
import dev.retryworkbench.core.text.Html;
import dev.retryworkbench.core.tool.Evaluation;
import dev.retryworkbench.core.tool.Tool;
import java.util.ArrayList;
import java.util.List;
import org.teavm.jso.dom.events.Event;
import org.teavm.jso.dom.events.EventListener;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;
import org.teavm.jso.dom.html.HTMLInputElement;
import org.teavm.jso.dom.html.HTMLSelectElement;
import org.teavm.jso.dom.xml.Node;
import org.teavm.jso.dom.xml.NodeList;

/**
 * Binds a tool's pre-rendered form to its core {@link Tool}: every edit re-evaluates the whole form,
 * shows each field's error where it is, and swaps in the freshly rendered results. The markup comes
 * from the same renderer that pre-rendered the page at build time.
 */
public final class ToolPage {
    /** Shown over the results while a field is invalid; written, not unhidden, so screen readers announce it. */
    static final String STALE_NOTICE = "Showing your last valid result. Update the inputs above to recompute.";

    private final Tool tool;
    private final HTMLDocument document;
    private final List<Field> fields = new ArrayList<>();
    private final HTMLElement results;
    private final HTMLElement staleNotice;
    private final HTMLElement announcer;
    private Evaluation lastValid;
    /** The tokens of the results shown, and where their top-level elements start; null before the first edit. */
    private String[] shownTokens;
    private int[] shownStarts;
    private boolean stale;

    private ToolPage(Tool tool, HTMLDocument document) {
        this.tool = tool;
        this.document = document;
        for (FieldGroup group : tool.form()) {
            fields.addAll(group.fields());
        }
        results = document.getElementById("results");
        staleNotice = document.getElementById("stale-notice");
        announcer = document.getElementById("announcer");
    }

    /** Takes over the page of {@code tool}: listens to every field and recomputes on each edit. */
    public static void bind(Tool tool) {
        ToolPage page = new ToolPage(tool, HTMLDocument.current());
        page.start();
    }

    private void start() {
        EventListener<Event> edited = event -> recompute(true);
        for (Field field : fields) {
            HTMLElement element = document.getElementById(field.id());
            element.addEventListener("input", edited);
            element.addEventListener("change", edited);
        }
        new WorksheetActions(this, tool, document).bind();
        document.getDocumentElement().getClassList().add("js");
        // The browser may restore edited values on back navigation; only then is the pre-rendered DOM stale.
        if (!showsDefaults()) {
            recompute(false);
        }
    }

    private boolean showsDefaults() {
        RawValues defaults = FormReading.defaults(tool.form());
        for (Field field : fields) {
            if (!defaults.get(field.id()).equals(valueOf(field.id()))) {
                return false;
            }
        }
        return true;
    }

    private void recompute(boolean announce) {
        Evaluation evaluation = tool.evaluate(this::valueOf);
        for (Field field : fields) {
            showError(field.id(), messageFor(evaluation.errors(), field.id()));
        }
        stale = !evaluation.isValid();
        if (evaluation.isValid()) {
            lastValid = evaluation;
            showResults(evaluation.resultsHtml());
            results.getClassList().remove("stale");
            staleNotice.setTextContent("");
            if (announce) {
                announcer.setTextContent(evaluation.announcement());
            }
        } else {
            results.getClassList().add("stale");
            if (staleNotice.getTextContent().isEmpty()) {
                staleNotice.setTextContent(STALE_NOTICE);
            }
        }
    }

    /**
     * Updates only the top-level elements of the results that changed, in place where their structure
     * is the same ({@link BlockMorph}), so the browser parses, restyles and lays out only those.
     * Elements that appear or disappear (such as the worked-example notice) are inserted or removed
     * alone. Markup that does not split cleanly, or no longer matches the DOM, is replaced whole.
     */
    private void showResults(String html) {
        String[] tokens = Html.tokens(html);
        int[] starts = tokens == null ? null : Html.topLevelStarts(tokens);
        String[] oldTokens = shownTokens;
        int[] oldStarts = shownStarts;
        shownTokens = tokens;
        shownStarts = starts;
        NodeList<Node> shown = results.getChildNodes();
        if (starts == null || oldStarts == null || shown.getLength() != oldStarts.length - 1) {
            results.setInnerHTML(html);
            return;
        }
        // Elements at the end that open with the same tag pair up from the end; the rest pair up from
        // the start, and the surplus of either list is inserted or removed just before the end pairs.
        int oldEnd = oldStarts.length - 1;
        int newEnd = starts.length - 1;
        int tail = 0;
        while (oldEnd > 0 && newEnd > 0 && oldTokens[oldStarts[oldEnd - 1]].equals(tokens[starts[newEnd - 1]])) {
            oldEnd--;
            newEnd--;
            tail++;
        }
        Node tailStart = shown.item(oldEnd);
        for (int i = 0; i < Math.max(oldEnd, newEnd); i++) {
            if (i >= newEnd) {
                results.removeChild(shown.item(newEnd));
            } else if (i >= oldEnd) {
                results.insertBefore(parse(tokens, starts, i), tailStart);
            } else {
                update(shown.item(i), oldTokens, oldStarts, i, tokens, starts, i);
            }
        }
        for (int k = 0; k < tail; k++) {
            update(shown.item(newEnd + k), oldTokens, oldStarts, oldEnd + k, tokens, starts, newEnd + k);
        }
    }

    /** Turns {@code node}, shown for element {@code o} of the old tokens, into element {@code n} of the new. */
    private void update(Node node, String[] oldTokens, int[] oldStarts, int o, String[] tokens, int[] starts, int n) {
        int length = starts[n + 1] - starts[n];
        if (sameElement(oldTokens, oldStarts, o, tokens, starts, n)
                || length == oldStarts[o + 1] - oldStarts[o]
                && BlockMorph.morph(node, oldTokens, oldStarts[o], tokens, starts[n], length)) {
            return;
        }
        results.replaceChild(parse(tokens, starts, n), node);
    }

    /** Returns true when top-level element {@code i} of one token list equals element {@code j} of another. */
    private static boolean sameElement(String[] a, int[] aStarts, int i, String[] b, int[] bStarts, int j) {
        int length = aStarts[i + 1] - aStarts[i];
        if (length != bStarts[j + 1] - bStarts[j]) {
            return false;
        }
        for (int k = 0; k < length; k++) {
            if (!a[aStarts[i] + k].equals(b[bStarts[j] + k])) {
                return false;
            }
        }
        return true;
    }

    /** Parses top-level element {@code i} of the tokens into a node. */
    private Node parse(String[] tokens, int[] starts, int i) {
        StringBuilder markup = new StringBuilder();
        for (int k = starts[i]; k < starts[i + 1]; k++) {
            markup.append(tokens[k]);
        }
        HTMLElement parser = document.createElement("div");
        parser.setInnerHTML(markup.toString());
        return parser.getFirstChild();
    }

    /** Returns the evaluation the results show: the last valid one, computed from the defaults before any edit. */
    Evaluation lastValid() {
        if (lastValid == null) {
            lastValid = tool.evaluate(FormReading.defaults(tool.form()));
        }
        return lastValid;
    }

    /** Returns true while the form holds an error and the results show the last valid evaluation. */
    boolean isStale() {
        return stale;
    }

    /** Puts the given text into each field, as an opened worksheet does, and recomputes. */
    void fill(RawValues texts) {
        for (Field field : fields) {
            HTMLElement element = document.getElementById(field.id());
            String text = texts.get(field.id());
            if ("SELECT".equals(element.getTagName())) {
                ((HTMLSelectElement) element).setValue(text);
            } else {
                ((HTMLInputElement) element).setValue(text);
            }
        }
        recompute(true);
    }

    private String valueOf(String fieldId) {
        HTMLElement element = document.getElementById(fieldId);
        if ("SELECT".equals(element.getTagName())) {
            return ((HTMLSelectElement) element).getValue();
        }
        return ((HTMLInputElement) element).getValue();
    }

    private void showError(String fieldId, String message) {
        HTMLElement input = document.getElementById(fieldId);
        HTMLElement slot = document.getElementById(fieldId + "-error");
        String shown = message == null ? "" : message;
        // Rewriting an unchanged message would make screen readers announce it again on every keystroke.
        if (!shown.equals(slot.getTextContent())) {
            slot.setTextContent(shown);
        }
        input.setAttribute("aria-invalid", message == null ? "false" : "true");
    }

    private static String messageFor(List<FieldError> errors, String fieldId) {
        for (FieldError error : errors) {
            if (error.fieldId().equals(fieldId)) {
                return error.message();
            }
        }
        return null;
    }
}
