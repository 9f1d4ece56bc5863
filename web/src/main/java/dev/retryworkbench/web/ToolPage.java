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
    private final Tool tool;
    private final HTMLDocument document;
    private final List<Field> fields = new ArrayList<>();
    private final HTMLElement results;
    private final HTMLElement staleNotice;
    private final HTMLElement announcer;

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
        if (evaluation.isValid()) {
            morph(results, evaluation.resultsHtml());
            results.getClassList().remove("stale");
            staleNotice.setHidden(true);
            if (announce) {
                announcer.setTextContent(evaluation.announcement());
            }
        } else {
            results.getClassList().add("stale");
            staleNotice.setHidden(false);
        }
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
     * Gives {@code live} the content {@code html} parses to, changing only what differs: subtrees the
     * browser finds equal are kept, a node added or dropped before equal ones (such as a callout that
     * comes or goes) is inserted or removed alone, elements of the same tag and attribute names get
     * their attribute values and children patched, anything else (and every form control) is replaced
     * whole. A small edit then costs a small restyle and relayout instead of rebuilding the results
     * region, and the DOM ends exactly as {@code innerHTML} would leave it.
     */
    @JSBody(params = {"live", "html"}, script = "var fresh = live.ownerDocument.createElement('div');"
            + "fresh.innerHTML = html;"
            + "function alike(a, b) {"
            + "  if (a.nodeType !== b.nodeType || a.nodeName !== b.nodeName) return false;"
            + "  if (a.nodeType !== 1) return true;"
            + "  if (/^(INPUT|SELECT|TEXTAREA|OPTION)$/.test(a.nodeName)) return false;"
            + "  var x = a.attributes, y = b.attributes;"
            + "  if (x.length !== y.length) return false;"
            + "  for (var i = 0; i < x.length; i++) if (x[i].name !== y[i].name) return false;"
            + "  return true;"
            + "}"
            + "function patch(parent, from) {"
            + "  var a = parent.firstChild, b = from.firstChild;"
            + "  while (b) {"
            + "    var next = b.nextSibling;"
            + "    if (!a) {"
            + "      parent.appendChild(b);"
            + "    } else if (a.isEqualNode(b)) {"
            + "      a = a.nextSibling;"
            + "    } else if (next && a.isEqualNode(next)) {"
            + "      parent.insertBefore(b, a);"
            + "    } else if (a.nextSibling && a.nextSibling.isEqualNode(b)) {"
            + "      var dropped = a;"
            + "      a = a.nextSibling.nextSibling;"
            + "      parent.removeChild(dropped);"
            + "    } else if (alike(a, b)) {"
            + "      if (a.nodeType === 1) {"
            + "        var x = a.attributes, y = b.attributes;"
            + "        for (var i = 0; i < y.length; i++) if (x[i].value !== y[i].value) x[i].value = y[i].value;"
            + "        patch(a, b);"
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
            + "  while (a) { var gone = a; a = a.nextSibling; parent.removeChild(gone); }"
            + "}"
            + "patch(live, fresh);")
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
