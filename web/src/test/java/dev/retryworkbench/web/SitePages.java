package dev.retryworkbench.web;

import dev.retryworkbench.core.amplification.AmplificationTool;
import dev.retryworkbench.core.check.Checks;
import dev.retryworkbench.core.form.Field;
import dev.retryworkbench.core.form.FieldGroup;
import dev.retryworkbench.core.latency.LatencyTool;
import dev.retryworkbench.core.planner.PlannerTool;
import dev.retryworkbench.core.storm.StormTool;
import dev.retryworkbench.core.tool.Tool;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The pages of the built site that the accessibility, keyboard and layout tests walk through. */
final class SitePages {
    /**
     * A tool page: its file, its tool id, and a field with a valid new text and an invalid one
     * (which puts the page in its error state).
     */
    record ToolPage(String file, String toolId, String field, String validText, String invalidText) {
        /** Returns the core tool behind the page. */
        Tool tool() {
            if ("storm".equals(toolId)) {
                return new StormTool();
            }
            if ("latency".equals(toolId)) {
                return new LatencyTool();
            }
            return "amplification".equals(toolId) ? new AmplificationTool(Checks.FINDINGS) : new PlannerTool();
        }

        /** Returns the page's fields in their order on the page, as {@link SitePages#fields(Tool)} says. */
        List<Field> fields() {
            return SitePages.fields(tool());
        }

        /** Returns the fields the page shows at its defaults: all but those a disclosure hides (other budget kinds'). */
        List<Field> shownFields() {
            List<Field> shown = new ArrayList<>();
            for (Field field : fields()) {
                if (hiddenAtDefaults(field) == null) {
                    shown.add(field);
                }
            }
            return shown;
        }

        /** Returns the disclosure that hides {@code field} at the defaults, or null when it is shown. */
        dev.retryworkbench.core.form.Disclosure hiddenAtDefaults(Field field) {
            for (dev.retryworkbench.core.form.Disclosure disclosure : tool().disclosures()) {
                if (!disclosure.shown(field, disclosure.choice().defaultText())) {
                    return disclosure;
                }
            }
            return null;
        }

        @Override
        public String toString() {
            return file;
        }
    }

    /**
     * Returns the fields of {@code tool}'s form in their order on the page, but for the workbench's layer slots
     * after its worked example's three layers and the storm's budgets after the first: the page keeps them hidden
     * until a layer is added or the budget before has a kind (LayerColumnsPageTest, StormLayersPageTest).
     */
    static List<Field> fields(Tool tool) {
        List<Field> fields = new ArrayList<>();
        dev.retryworkbench.core.form.RawValues defaults = dev.retryworkbench.core.form.FormReading.defaults(tool.form());
        for (FieldGroup group : tool.preRenderedForm()) {
            if (group.rows() == null || group.rows().shown(defaults)) {
                fields.addAll(group.fields());
            }
        }
        return fields;
    }

    private static final List<ToolPage> TOOL_PAGES = List.of(
            new ToolPage("amplification.html", "amplification", "layer3-attempts", "2", "0"),
            new ToolPage("planner.html", "planner", "base-delay", "2", "abc"),
            new ToolPage("storm.html", "storm", "layer3-attempts", "2", "0"),
            new ToolPage("latency.html", "latency", "attempts", "2", "0"),
            // The embed variants are being added separately. Each is covered from the first build that
            // contains it: a page whose file is not in the built site yet is left out, not failed.
            new ToolPage("amplification-embed.html", "amplification", "layer3-attempts", "2", "0"),
            new ToolPage("planner-embed.html", "planner", "base-delay", "2", "abc"),
            new ToolPage("storm-embed.html", "storm", "layer3-attempts", "2", "0"),
            new ToolPage("latency-embed.html", "latency", "attempts", "2", "0"));

    private SitePages() {
    }

    static Path site() {
        return Path.of(System.getProperty("site.directory", "target/site")).toAbsolutePath();
    }

    /** Returns the tool pages present in the built site. */
    static List<ToolPage> tools() {
        List<ToolPage> present = new ArrayList<>();
        for (ToolPage page : TOOL_PAGES) {
            if (Files.isRegularFile(site().resolve(page.file()))) {
                present.add(page);
            }
        }
        return present;
    }

    /** Returns the four full tool pages, never the embeds: the pages that carry the site's header and footer. */
    static List<ToolPage> fullTools() {
        return TOOL_PAGES.subList(0, 4);
    }

    /** Returns every page present in the built site: the index, then the tool pages. */
    static List<String> all() {
        List<String> pages = new ArrayList<>();
        pages.add("index.html");
        for (ToolPage page : tools()) {
            pages.add(page.file());
        }
        return pages;
    }
}
