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
     * Gives {@code live} the content {@code html} parses to, touching only what changed since the
     * markup shown last, which it keeps on the element. Both markups are split into their top-level
     * nodes by counting tags (the renderers close every element they open). Equal nodes are kept; one
     * added or dropped node is inserted or removed alone; a changed element whose tag and attribute
     * names are the same gets its attribute values set and its children compared the same way, and a
     * changed text its new text, straight from the strings without parsing; anything else is parsed in
     * its parent's context and replaced. Form controls and raw-text elements are always replaced. The
     * browser then restyles and relayouts only what changed, and the DOM ends exactly as
     * {@code innerHTML} would leave it. Without the last markup (the first edit, or markup that does not
     * split into balanced elements) the whole content is replaced.
     */
    @JSBody(params = {"live", "html"}, script = "var RAW = /^(INPUT|SELECT|TEXTAREA|OPTION|SCRIPT|STYLE|PRE|LISTING|XMP|IFRAME|NOEMBED|NOFRAMES|NOSCRIPT|PLAINTEXT)$/i;"
            + "var ENTITIES = {'&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '\"', '&#39;': \"'\"};"
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
            + "function decode(s) {"
            + "  if (/[\\r\\0]/.test(s)) return null;"
            + "  if (s.indexOf('&') < 0) return s;"
            + "  var known = true;"
            + "  var text = s.replace(/&[^;&]*;?/g, function (e) {"
            + "    var c = ENTITIES[e];"
            + "    if (c === undefined) known = false;"
            + "    return c;"
            + "  });"
            + "  return known ? text : null;"
            + "}"
            + "function element(s) {"
            + "  var m = /^<([a-zA-Z][a-zA-Z0-9]*)((?:\\s+[^\\s=>\"'\\/]+(?:=\"[^\"]*\")?)*)>/.exec(s);"
            + "  if (!m) return null;"
            + "  var close = '</' + m[1] + '>';"
            + "  if (s.length < m[0].length + close.length || s.substring(s.length - close.length) !== close) return null;"
            + "  var names = [], values = [], pair, re = /\\s+([^\\s=>\"'\\/]+)(?:=\"([^\"]*)\")?/g;"
            + "  while ((pair = re.exec(m[2]))) {"
            + "    names.push(pair[1].toLowerCase());"
            + "    values.push(pair[2] === undefined ? '' : pair[2]);"
            + "  }"
            + "  return {name: m[1].toLowerCase(), names: names, key: names.join(' '), values: values,"
            + "      inner: s.substring(m[0].length, s.length - close.length)};"
            + "}"
            + "function parse(parent, markup) {"
            + "  var range = parent.ownerDocument.createRange();"
            + "  range.selectNodeContents(parent);"
            + "  return range.createContextualFragment(markup);"
            + "}"
            + "function sync(node, was, now) {"
            + "  if (node.nodeType === 3) {"
            + "    var text = now.charAt(0) === '<' ? null : decode(now);"
            + "    if (text === null) return false;"
            + "    node.nodeValue = text;"
            + "    return true;"
            + "  }"
            + "  if (node.nodeType !== 1 || RAW.test(node.nodeName)) return false;"
            + "  var a = element(was), b = element(now), attributes = node.attributes;"
            + "  if (!a || !b || a.name !== b.name || a.key !== b.key || node.nodeName.toLowerCase() !== b.name"
            + "      || attributes.length !== b.names.length) return false;"
            + "  var x = split(a.inner), y = split(b.inner);"
            + "  if (!x || !y || node.childNodes.length !== x.length) return false;"
            + "  for (var i = 0; i < b.values.length; i++) {"
            + "    if (a.values[i] !== b.values[i]) {"
            + "      var value = decode(b.values[i]);"
            + "      if (value === null || attributes[i].name.toLowerCase() !== b.names[i]) return false;"
            + "      attributes[i].value = value;"
            + "    }"
            + "  }"
            + "  children(node, x, y);"
            + "  return true;"
            + "}"
            + "function children(parent, was, now) {"
            + "  var a = parent.firstChild, i = 0, j = 0;"
            + "  while (j < now.length) {"
            + "    if (i < was.length && was[i] === now[j]) {"
            + "      a = a.nextSibling; i++;"
            + "    } else if (i + 1 < was.length && was[i + 1] === now[j]) {"
            + "      var dropped = a; a = a.nextSibling.nextSibling; parent.removeChild(dropped); i += 2;"
            + "    } else if (i < was.length && !(j + 1 < now.length && was[i] === now[j + 1])) {"
            + "      var next = a.nextSibling;"
            + "      if (!sync(a, was[i], now[j])) parent.replaceChild(parse(parent, now[j]), a);"
            + "      a = next; i++;"
            + "    } else {"
            + "      parent.insertBefore(parse(parent, now[j]), a);"
            + "    }"
            + "    j++;"
            + "  }"
            + "  while (a) { var gone = a; a = a.nextSibling; parent.removeChild(gone); }"
            + "}"
            + "var now = split(html), was = live.shownMarkup;"
            + "if (!now || !was || live.childNodes.length !== was.length) {"
            + "  live.innerHTML = html;"
            + "} else {"
            + "  children(live, was, now);"
            + "}"
            + "live.shownMarkup = now;")
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
