package dev.retryworkbench.web;

import dev.retryworkbench.core.form.Field;
import dev.retryworkbench.core.form.FieldError;
import dev.retryworkbench.core.form.FieldGroup;
import dev.retryworkbench.core.form.FormReading;
import dev.retryworkbench.core.form.RawValues;
import dev.retryworkbench.core.tool.Evaluation;
import dev.retryworkbench.core.tool.Tool;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.teavm.jso.JSBody;
import org.teavm.jso.dom.html.HTMLDocument;
import org.teavm.jso.dom.html.HTMLElement;
import org.teavm.jso.dom.html.HTMLInputElement;
import org.teavm.jso.dom.html.HTMLSelectElement;

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
        for (Field field : fields) {
            HTMLElement element = document.getElementById(field.id());
            element.addEventListener("input", event -> recompute(true));
            element.addEventListener("change", event -> recompute(true));
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
            morph(results, evaluation.resultsHtml());
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
    void fill(Map<String, String> texts) {
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

    /**
     * Gives {@code live} the content {@code html} parses to, changing only what differs. The markup is
     * split into its top-level elements; those equal to the ones shown last time are kept untouched and
     * only the others are parsed and patched, so an edit that changes a few sentences costs a few small
     * parses. Patching keeps subtrees the browser finds equal, inserts or removes a single added or
     * dropped node alone (such as a callout that comes or goes), patches the attribute values and
     * children of elements with the same tag and attribute names, and replaces anything else (and every
     * form control) whole. The browser then restyles and relayouts only what changed, and the DOM ends
     * exactly as {@code innerHTML} would leave it. Without the last markup (the first edit, or markup
     * that does not split into balanced elements), the whole region is patched.
     */
    @JSBody(params = {"live", "html"}, script = "function alike(a, b) {"
            + "  if (a.nodeType !== b.nodeType || a.nodeName !== b.nodeName) return false;"
            + "  if (a.nodeType !== 1) return true;"
            + "  if (/^(INPUT|SELECT|TEXTAREA|OPTION)$/.test(a.nodeName)) return false;"
            + "  var x = a.attributes, y = b.attributes;"
            + "  if (x.length !== y.length) return false;"
            + "  for (var i = 0; i < x.length; i++) if (x[i].name !== y[i].name) return false;"
            + "  return true;"
            + "}"
            + "function patch(parent, a, end, from) {"
            + "  var b = from.firstChild;"
            + "  while (b) {"
            + "    var next = b.nextSibling;"
            + "    if (a === end) {"
            + "      parent.insertBefore(b, end);"
            + "    } else if (a.isEqualNode(b)) {"
            + "      a = a.nextSibling;"
            + "    } else if (next && a.isEqualNode(next)) {"
            + "      parent.insertBefore(b, a);"
            + "    } else if (a.nextSibling !== end && a.nextSibling.isEqualNode(b)) {"
            + "      var dropped = a;"
            + "      a = a.nextSibling.nextSibling;"
            + "      parent.removeChild(dropped);"
            + "    } else if (alike(a, b)) {"
            + "      if (a.nodeType === 1) {"
            + "        var x = a.attributes, y = b.attributes;"
            + "        for (var i = 0; i < y.length; i++) if (x[i].value !== y[i].value) x[i].value = y[i].value;"
            + "        patch(a, a.firstChild, null, b);"
            + "      } else {"
            + "        a.nodeValue = b.nodeValue;"
            + "      }"
            + "      a = a.nextSibling;"
            + "    } else {"
            + "      parent.replaceChild(b, a);"
            + "      a = b.nextSibling;"
            + "    }"
            + "    b = next;"
            + "  }"
            + "  while (a !== end) { var gone = a; a = a.nextSibling; parent.removeChild(gone); }"
            + "}"
            + "function split(h) {"
            + "  var out = [], depth = 0, start = 0, i = 0;"
            + "  for (;;) {"
            + "    var lt = h.indexOf('<', i);"
            + "    if (lt < 0) break;"
            + "    if (depth === 0 && lt > start) { out.push(h.substring(start, lt)); start = lt; }"
            + "    var gt = h.indexOf('>', lt);"
            + "    if (gt < 0) return null;"
            + "    var c = h.charCodeAt(lt + 1);"
            + "    if (c === 47) { if (--depth < 0) return null; }"
            + "    else if (c !== 33 && h.charCodeAt(gt - 1) !== 47) depth++;"
            + "    i = gt + 1;"
            + "    if (depth === 0) { out.push(h.substring(start, i)); start = i; }"
            + "  }"
            + "  if (depth !== 0) return null;"
            + "  if (start < h.length) out.push(h.substring(start));"
            + "  return out;"
            + "}"
            + "var fresh = live.ownerDocument.createElement('div');"
            + "var blocks = split(html), old = live.rwBlocks;"
            + "if (!blocks || !old || live.childNodes.length !== old.length) {"
            + "  fresh.innerHTML = html;"
            + "  patch(live, live.firstChild, null, fresh);"
            + "} else {"
            + "  var a = live.firstChild, i = 0, j = 0;"
            + "  while (j < blocks.length) {"
            + "    if (i < old.length && old[i] === blocks[j]) { a = a.nextSibling; i++; j++; continue; }"
            + "    if (i + 1 < old.length && old[i + 1] === blocks[j]) {"
            + "      var d = a; a = a.nextSibling; live.removeChild(d); i++; continue;"
            + "    }"
            + "    fresh.innerHTML = blocks[j];"
            + "    if (i < old.length && !(j + 1 < blocks.length && old[i] === blocks[j + 1])) {"
            + "      var nx = a.nextSibling; patch(live, a, nx, fresh); a = nx; i++;"
            + "    } else {"
            + "      live.insertBefore(fresh.firstChild, a);"
            + "    }"
            + "    j++;"
            + "  }"
            + "  while (a) { var g = a; a = a.nextSibling; live.removeChild(g); }"
            + "}"
            + "live.rwBlocks = blocks;")
    private static native void morph(HTMLElement live, String html);

    private static String messageFor(List<FieldError> errors, String fieldId) {
        for (FieldError error : errors) {
            if (error.fieldId().equals(fieldId)) {
                return error.message();
            }
        }
        return null;
    }
}
