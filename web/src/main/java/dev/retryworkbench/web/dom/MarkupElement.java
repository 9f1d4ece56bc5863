package dev.retryworkbench.web.dom;

import org.teavm.jso.JSProperty;
import org.teavm.jso.dom.xml.Element;

/**
 * An element's markup setters, which parse in the element's own context (so table rows and SVG
 * shapes become what they are) and work on SVG elements too; teavm-jso-apis 0.16 binds only
 * {@code innerHTML}, and only on HTML elements.
 */
public interface MarkupElement extends Element {
    /** Replaces the element's children with what {@code markup} parses to. */
    @JSProperty("innerHTML")
    void setInnerHtml(String markup);

    /** Returns the element's own markup, as the browser serialises it. */
    @JSProperty("outerHTML")
    String getOuterHtml();

    /** Replaces the element itself with what {@code markup} parses to in its parent. */
    @JSProperty("outerHTML")
    void setOuterHtml(String markup);

    /** Parses {@code markup} and inserts it at {@code position}: "beforebegin", "beforeend" or "afterend". */
    void insertAdjacentHTML(String position, String markup);
}
