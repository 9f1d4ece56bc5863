package dev.retryworkbench.web;

import dev.retryworkbench.core.text.Html;
import org.teavm.jso.dom.xml.Element;
import org.teavm.jso.dom.xml.Node;

/**
 * Updates one results block in place. When the block's new tokens have the same elements and
 * attribute names as the tokens it was parsed from, it sets only the texts and attribute values that
 * differ, so the browser parses nothing and restyles and lays out only the changed nodes. The block
 * ends as parsing its new markup would leave it.
 */
final class BlockMorph {
    private final String[] before;
    private final int beforeStart;
    private final String[] after;
    private final int afterStart;
    private final int count;
    /** How many tokens of the block have been visited. */
    private int next;

    private BlockMorph(String[] before, int beforeStart, String[] after, int afterStart, int count) {
        this.before = before;
        this.beforeStart = beforeStart;
        this.after = after;
        this.afterStart = afterStart;
        this.count = count;
    }

    /**
     * Turns {@code block}, parsed from the {@code count} tokens of {@code before} at {@code beforeStart},
     * into the {@code count} tokens of {@code after} at {@code afterStart}. Returns false when the two
     * differ in structure or the block no longer matches, possibly having changed part of it: the
     * caller then replaces the block.
     */
    static boolean morph(Node block, String[] before, int beforeStart, String[] after, int afterStart, int count) {
        BlockMorph morph = new BlockMorph(before, beforeStart, after, afterStart, count);
        return morph.visit(block) && morph.next == count;
    }

    /** Applies the change of {@code node}, of every node inside it and of its end tag, in document order. */
    private boolean visit(Node node) {
        if (next == count) {
            return false;
        }
        String was = before[beforeStart + next];
        String now = after[afterStart + next++];
        int kind = Html.kind(now);
        if (kind == 2 || Html.kind(was) != kind || (node.getNodeType() == Node.TEXT_NODE) != (kind == 0)) {
            return false;
        }
        if (kind == 0 && !was.equals(now)) {
            // A text is set as is, so one holding a character reference is left to the parser.
            if (now.indexOf('&') >= 0) {
                return false;
            }
            node.setNodeValue(now);
        }
        if (kind == 1 && !was.equals(now)) {
            String[] changes = Html.changedAttributes(was, now);
            if (changes == null) {
                return false;
            }
            for (int i = 0; i < changes.length; i += 2) {
                ((Element) node).setAttribute(changes[i], changes[i + 1]);
            }
        }
        for (Node child = node.getFirstChild(); child != null; child = child.getNextSibling()) {
            if (!visit(child)) {
                return false;
            }
        }
        if (kind == 1) {
            // The element's end tag: what follows its last child in both token lists.
            if (next == count || Html.kind(after[afterStart + next]) != 2 || Html.kind(before[beforeStart + next]) != 2) {
                return false;
            }
            next++;
        }
        return true;
    }
}
