package dev.retryworkbench.core.amplification;

import dev.retryworkbench.core.form.Field;
import dev.retryworkbench.core.layers.LayerFields;
import dev.retryworkbench.core.text.Ascii;
import dev.retryworkbench.core.text.Html;
import dev.retryworkbench.core.worksheet.Markdown;
import java.util.ArrayList;
import java.util.List;

/**
 * The checks' findings as the page, its announcement and the Markdown summary show them. The findings are the
 * command line's, one per layer where the rules make one at each owner; the page shows their sentence once,
 * followed by one place per finding (the layer's field it links to), and counts the findings, not the
 * sentences, so its count is {@code check}'s. The level is a word and an icon, not only a colour.
 */
final class CheckList {
    private CheckList() {
    }

    /** Renders the "Checks" section: a summary line and the findings, each linking to its layer's field. */
    static void render(Html html, AmplificationInputs inputs, List<? extends Findings.Item> findings) {
        html.open("section", "id", "checks", "aria-labelledby", "checks-heading");
        html.element("h2", "Checks", "id", "checks-heading");
        html.element("p", summary(findings) + " against the limits for the checks (the rules of retry-workbench"
                + " check).");
        if (!findings.isEmpty()) {
            html.open("ul", "class", "findings");
            for (List<Findings.Item> item : grouped(findings)) {
                Findings.Item first = item.get(0);
                html.open("li", "class", "callout " + first.levelId());
                html.element("strong", capitalised(first.levelId()) + " " + first.ruleId() + ":");
                html.text(" " + first.message() + ".");
                for (Findings.Item finding : item) {
                    // One place per finding: the page's findings are check's, item for item.
                    html.text(" ");
                    html.open("span", "class", "finding", "data-rule", finding.ruleId(), "data-level",
                            finding.levelId(), "data-layer", finding.layer() < 0 ? ""
                                    : inputs.layers().get(finding.layer()).name());
                    Field field = field(finding);
                    if (field != null) {
                        html.element("a", field.label(), "href", "#" + field.id());
                    }
                    if (!finding.place().isEmpty()) {
                        html.text(" ").element("code", finding.place());
                    }
                    html.close("span");
                }
                html.close("li");
            }
            html.close("ul");
        }
        html.close("section");
    }

    /** Writes the findings as a Markdown section. */
    static void markdown(Markdown md, AmplificationInputs inputs, List<? extends Findings.Item> findings) {
        md.heading(2, "Checks").paragraph(summary(findings) + ".");
        for (List<Findings.Item> item : grouped(findings)) {
            Findings.Item first = item.get(0);
            // One finding per layer, as check counts them: the sentence once, then its layers.
            StringBuilder at = new StringBuilder();
            for (int i = 0; i < item.size() && item.size() > 1; i++) {
                at.append(i == 0 ? " At " + item.size() + " layers: " : i == item.size() - 1 ? " and " : ", ")
                        .append(inputs.layers().get(item.get(i).layer()).name());
            }
            md.paragraph("**" + capitalised(first.levelId()) + " " + first.ruleId() + "**: " + first.message() + "."
                    + (at.length() == 0 ? "" : at.append('.').toString()));
        }
    }

    /** Returns the count of findings by level, as check's summary counts them: "3 errors, 4 warnings", or "No findings". */
    static String summary(List<? extends Findings.Item> findings) {
        StringBuilder text = new StringBuilder();
        for (String level : new String[] {"error", "warning", "note"}) {
            int count = 0;
            for (Findings.Item finding : findings) {
                count += level.equals(finding.levelId()) ? 1 : 0;
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
