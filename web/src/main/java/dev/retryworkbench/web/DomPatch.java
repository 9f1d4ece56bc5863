package dev.retryworkbench.web;

import dev.retryworkbench.web.dom.MarkupElement;
import org.teavm.jso.dom.xml.Node;
import org.teavm.jso.dom.xml.NodeList;

/**
 * Turns an element's children from the markup they were parsed from into new markup, working on the
 * two token lists of {@link Markup#tokens}. Equal children stay; a text, or an element with the same
 * tag and attribute names, is updated in place (its text or changed attribute values set, its own
 * children turned the same way); only what has no counterpart is parsed, in its parent's context.
 * The browser thus parses, restyles and lays out only what changed, and the element ends exactly as
 * parsing the new markup into it would leave it.
 */
final class DomPatch {
    private final String[] before;
    private final String[] after;
    /** Where each child of {@link #before} and {@link #after} ends ({@link Markup#siblings}); null when unbalanced. */
    private final int[] beforeNext;
    private final int[] afterNext;

    DomPatch(String[] before, String[] after) {
        this.before = before;
        this.after = after;
        beforeNext = Markup.siblings(before);
        afterNext = Markup.siblings(after);
    }

    /**
     * Turns the children of {@code parent}, parsed from {@code before[bFrom, bTo)}, into
     * {@code after[aFrom, aTo)}. Equal children at the start stay; the others are paired from the end
     * while they have the same element and attribute names (or are both texts), the rest from the
     * start; the surplus of either side is
     * inserted or removed just before the pairs at the end, so a notice that appears or disappears, or
     * a grid line added to a chart, moves nothing else.
     */
    void children(MarkupElement parent, int bFrom, int bTo, int aFrom, int aTo) {
        if (beforeNext == null || afterNext == null) {
            parent.setInnerHtml(markup(aFrom, aTo));
            return;
        }
        int[] old = Markup.childStarts(beforeNext, bFrom, bTo);
        int[] now = Markup.childStarts(afterNext, aFrom, aTo);
        NodeList<Node> shown = parent.getChildNodes();
        if (shown.getLength() != old.length - 1) {
            parent.setInnerHtml(markup(aFrom, aTo));
            return;
        }
        int oldEnd = old.length - 1;
        int newEnd = now.length - 1;
        // Equal children at the start stay as they are: a row inserted in the middle of a table moves only
        // the rows after it, not (paired from the end) every row before it too.
        int head = 0;
        while (head < oldEnd && head < newEnd && same(old[head], old[head + 1], now[head], now[head + 1])) {
            head++;
        }
        int tail = 0;
        while (oldEnd > head && newEnd > head && opensAlike(before[old[oldEnd - 1]], after[now[newEnd - 1]])) {
            oldEnd--;
            newEnd--;
            tail++;
        }
        Node tailStart = shown.item(oldEnd);
        boolean done = newEnd <= oldEnd || tailStart == null || tailStart.getNodeType() != Node.TEXT_NODE;
        for (int i = head; done && i < Math.min(oldEnd, newEnd); i++) {
            done = update(shown.item(i), old[i], old[i + 1], now[i], now[i + 1]);
        }
        for (int i = newEnd; done && i < oldEnd; i++) {
            parent.removeChild(shown.item(newEnd));
        }
        if (done && newEnd > oldEnd) {
            // An element (or the end) follows, so the new children can be parsed next to it, all in one go.
            String added = markup(now[oldEnd], now[newEnd]);
            if (tailStart == null) {
                parent.insertAdjacentHTML("beforeend", added);
            } else {
                ((MarkupElement) tailStart).insertAdjacentHTML("beforebegin", added);
            }
        }
        for (int k = 0; done && k < tail; k++) {
            done = update(shown.item(newEnd + k), old[oldEnd + k], old[oldEnd + k + 1], now[newEnd + k],
                    now[newEnd + k + 1]);
        }
        if (!done) {
            parent.setInnerHtml(markup(aFrom, aTo));
        }
    }

    /** Turns one child; returns false when only re-parsing its parent's children can (a text became an element). */
    private boolean update(Node node, int bFrom, int bTo, int aFrom, int aTo) {
        if (same(bFrom, bTo, aFrom, aTo)) {
            return true;
        }
        String was = before[bFrom];
        String now = after[aFrom];
        boolean text = node.getNodeType() == Node.TEXT_NODE;
        if (text || Markup.kind(now) == 0) {
            if (text && Markup.kind(was) == 0 && Markup.kind(now) == 0) {
                node.setNodeValue(Markup.unescape(now));
                return true;
            }
            return false;
        }
        MarkupElement element = (MarkupElement) node;
        String[] changes = Markup.changedAttributes(was, now);
        if (changes == null) {
            element.setOuterHtml(markup(aFrom, aTo));
            return true;
        }
        for (int i = 0; i < changes.length; i += 2) {
            element.setAttribute(changes[i], changes[i + 1]);
        }
        children(element, bFrom + 1, bTo - 1, aFrom + 1, aTo - 1);
        return true;
    }

    private boolean same(int bFrom, int bTo, int aFrom, int aTo) {
        if (bTo - bFrom != aTo - aFrom) {
            return false;
        }
        for (int i = 0; i < aTo - aFrom; i++) {
            if (!before[bFrom + i].equals(after[aFrom + i])) {
                return false;
            }
        }
        return true;
    }

    /** Returns true for two texts, or two start tags with the same element and attribute names. */
    private static boolean opensAlike(String was, String now) {
        return Markup.kind(was) == 0 ? Markup.kind(now) == 0 : Markup.kind(now) == 1 && Markup.changedAttributes(was, now) != null;
    }

    private String markup(int from, int to) {
        StringBuilder markup = new StringBuilder();
        for (int i = from; i < to; i++) {
            markup.append(after[i]);
        }
        return markup.toString();
    }
}
