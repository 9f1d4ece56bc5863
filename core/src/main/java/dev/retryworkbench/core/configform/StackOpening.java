package dev.retryworkbench.core.configform;

import dev.retryworkbench.core.amplification.LayerChain;
import dev.retryworkbench.core.config.ConfigInput;
import dev.retryworkbench.core.policy.Role;
import dev.retryworkbench.core.text.Html;
import dev.retryworkbench.core.text.Numbers;
import java.util.ArrayList;
import java.util.List;

/**
 * "Open configs" on the workbench (specification, Part 4, "The stack from its files"): several config files
 * become the stack, one layer each, placed by their formats' roles. The page reads the files and fills the
 * form; this class decides what is refused, where each file goes and what the page says about it.
 */
public final class StackOpening {
    /** Between a handed filling's parts: neither occurs in a field's id or text, a preset's id or a condition. */
    private static final char PAIR = '\u0001';
    private static final char NEXT = '\u0002';

    private StackOpening() {
    }

    /**
     * Returns a file's filling as the config script that read it hands it to the page (web.StackOpener to
     * web.StackOpenPage, as a string on the "Open configs" input): its preset, its retry conditions, then each
     * field's id and text. The notes stay with the script, which reports them.
     */
    public static String handed(ConfigTarget.Filling filling) {
        StringBuilder text = new StringBuilder(filling.presetId()).append(NEXT).append(filling.retryOn());
        for (int i = 0; i < filling.fieldIds().size(); i++) {
            text.append(NEXT).append(filling.fieldIds().get(i)).append(PAIR).append(filling.texts().get(i));
        }
        return text.toString();
    }

    /** Returns the filling {@link #handed} handed over, without its notes. */
    public static ConfigTarget.Filling taken(String handed) {
        List<String> ids = new ArrayList<>();
        List<String> texts = new ArrayList<>();
        int first = handed.indexOf(NEXT);
        int next = handed.indexOf(NEXT, first + 1);
        String retryOn = handed.substring(first + 1, next < 0 ? handed.length() : next);
        while (next >= 0) {
            int pair = handed.indexOf(PAIR, next);
            int end = handed.indexOf(NEXT, pair);
            ids.add(handed.substring(next + 1, pair));
            texts.add(handed.substring(pair + 1, end < 0 ? handed.length() : end));
            next = end;
        }
        return new ConfigTarget.Filling(ids, texts, handed.substring(0, first), List.of(), retryOn);
    }

    /**
     * Returns why the chosen files cannot be opened, before any is read: more than a stack holds, or one
     * larger than a config's text; null when they may be read. {@code sizes} are in bytes.
     */
    public static String refusalBefore(List<String> names, double[] sizes) {
        if (names.size() > LayerChain.MAX_DEPTH) {
            return "A stack has at most " + LayerChain.MAX_DEPTH + " layers, and " + names.size()
                    + " files were chosen. Nothing was changed.";
        }
        for (int i = 0; i < names.size(); i++) {
            // A character takes at least one byte, so a file of more bytes may still fit; one this large is
            // no config, and reading it would hold the page.
            if (sizes[i] > 4.0 * ConfigInput.MAX_CHARS) {
                return refusal(names.get(i), "it is " + Numbers.grouped((long) sizes[i]) + " bytes, and a config has at most "
                        + Numbers.grouped(ConfigInput.MAX_CHARS) + " characters.");
            }
        }
        return null;
    }

    /** Returns why a file's text cannot be a config (a binary file), or null. */
    public static String refusalOfText(String name, String text) {
        return text.indexOf('\u0000') >= 0 ? refusal(name, "it is not text (it holds NUL bytes); choose config files"
                + " such as YAML, JSON, Python or Ruby.") : null;
    }

    /** Returns the message that names the file that stopped the opening and why. */
    public static String refusal(String name, String why) {
        return "Could not open " + name + ": " + why + " Nothing was changed.";
    }

    /**
     * Returns the slot of each file, 0 for the outermost: the files in the order of their roles, as a request
     * passes them ({@link Role}), and in the order chosen among files of one role.
     */
    public static int[] slots(Role[] roles) {
        int[] slots = new int[roles.length];
        int next = 0;
        for (Role role : Role.values()) {
            for (int i = 0; i < roles.length; i++) {
                if (roles[i] == role) {
                    slots[i] = next++;
                }
            }
        }
        return slots;
    }

    /** Returns the heading of one file's part of the report: the layer it became. */
    public static String placed(String name, int slot, Role role) {
        return name + " \u2192 layer " + (slot + 1) + " (" + role.label() + ")";
    }

    /** Returns the sentence said once the files are opened. */
    public static String opened(int files) {
        return "Opened " + files + (files == 1 ? " file as a stack of one layer" : " files as a stack of " + files
                + " layers") + ", placed by role, outermost first. Each layer's Paste/copy shows what its file set;"
                + " order and roles stay editable.";
    }

    /**
     * Returns the report of an opening, file by file in the stack's order: where each file went, then its
     * reading's report ({@link ConfigReport}: its format, what it set and every hidden default).
     */
    public static String reportHtml(List<String> placed, List<String> readingReports) {
        Html html = new Html().open("ul");
        for (int i = 0; i < placed.size(); i++) {
            html.open("li").element("p", placed.get(i)).raw(readingReports.get(i)).close("li");
        }
        return html.close("ul").toString();
    }
}
