package dev.retryworkbench.core.amplification;

import dev.retryworkbench.core.form.Field;
import dev.retryworkbench.core.layers.LayerFields;
import dev.retryworkbench.core.text.Ascii;
import dev.retryworkbench.core.text.Html;
import dev.retryworkbench.core.worksheet.Markdown;
import java.util.ArrayList;
import java.util.List;

/**
 * The checks' findings as the page, its announcement and the Markdown summary show them. A finding the rules
 * make once per layer (the attempts-at-dependency error at each owner) is one item linking to each layer's
 * field, so the page does not repeat a sentence; the level is a word, not only a colour.
 */
final class CheckList {
    private CheckList() {
    }

    /** Renders the "Checks" section: a summary line and the findings, each linking to its layers' fields. */
    static void render(Html html, List<? extends Findings.Item> findings) {
        html.open("section", "id", "checks", "aria-labelledby", "checks-heading");
        html.element("h2", "Checks", "id", "checks-heading");
        html.element("p", summary(findings) + " against the limits for the checks (the rules of retry-workbench"
                + " check).");
        if (!findings.isEmpty()) {
            html.open("ul", "class", "findings");
            for (List<Findings.Item> item : grouped(findings)) {
                Findings.Item first = item.get(0);
                html.open("li", "class", "note".equals(first.levelId()) ? "callout" : "callout warning");
                html.element("strong", capitalised(first.levelId()) + " " + first.ruleId() + ":");
                html.text(" " + first.message() + ".");
                for (Findings.Item finding : item) {
                    Field field = field(finding);
                    if (field != null) {
                        html.text(" ");
                        html.element("a", field.label(), "href", "#" + field.id());
                    }
                }
                html.close("li");
            }
            html.close("ul");
        }
        html.close("section");
    }

    /** Writes the findings as a Markdown section. */
    static void markdown(Markdown md, List<? extends Findings.Item> findings) {
        md.heading(2, "Checks").paragraph(summary(findings) + ".");
        for (List<Findings.Item> item : grouped(findings)) {
            Findings.Item first = item.get(0);
            md.paragraph("**" + capitalised(first.levelId()) + " " + first.ruleId() + "**: " + first.message() + ".");
        }
    }

    /** Returns the count by level: "2 errors, 4 warnings", or "No findings". */
    static String summary(List<? extends Findings.Item> findings) {
        StringBuilder text = new StringBuilder();
        for (String level : new String[] {"error", "warning", "note"}) {
            int count = 0;
            for (List<Findings.Item> item : grouped(findings)) {
                count += level.equals(item.get(0).levelId()) ? 1 : 0;
            }
            if (count > 0) {
                text.append(text.length() == 0 ? "" : ", ").append(count).append(' ').append(level)
                        .append(count == 1 ? "" : "s");
            }
        }
        return text.length() == 0 ? "No findings" : text.toString();
    }

    /** Returns the findings with the same rule and message together, in order. */
    private static List<List<Findings.Item>> grouped(List<? extends Findings.Item> findings) {
        List<List<Findings.Item>> groups = new ArrayList<>();
        for (Findings.Item finding : findings) {
            List<Findings.Item> last = groups.isEmpty() ? null : groups.get(groups.size() - 1);
            if (last != null && last.get(0).ruleId().equals(finding.ruleId())
                    && last.get(0).message().equals(finding.message())) {
                last.add(finding);
            } else {
                List<Findings.Item> group = new ArrayList<>();
                group.add(finding);
                groups.add(group);
            }
        }
        return groups;
    }

    /** Returns the layer's field whose key causes the finding, or null for a finding on the stack as a whole. */
    private static Field field(Findings.Item finding) {
        if (finding.layer() < 0) {
            return null;
        }
        String path = LayerFields.path(AmplificationFields.slot(finding.layer()).column(), finding.member());
        for (Field field : AmplificationFields.form().get(finding.layer()).fields()) {
            if (field.worksheetPath().equals(path)) {
                return field;
            }
        }
        return null;
    }

    private static String capitalised(String word) {
        return Ascii.upper(word.charAt(0)) + word.substring(1);
    }
}
