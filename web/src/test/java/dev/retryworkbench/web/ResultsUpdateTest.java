package dev.retryworkbench.web;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.amplification.AmplificationTool;
import dev.retryworkbench.core.check.Checks;
import dev.retryworkbench.core.form.ChoiceField;
import dev.retryworkbench.core.form.Field;
import dev.retryworkbench.core.form.PresetPicker;
import dev.retryworkbench.core.planner.PlannerTool;
import dev.retryworkbench.core.tool.Evaluation;
import dev.retryworkbench.core.tool.Tool;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The in-place update of the results: after every edit of a long random walk through both forms
 * (valid and invalid values, row counts that grow and shrink, notices that come and go) the results
 * region is exactly what parsing the JVM's markup gives, and an edit that only changes numbers keeps
 * the elements it changes instead of re-creating them.
 */
class ResultsUpdateTest {
    private static final int EDITS = 160;
    private static final Tool TOOL = new AmplificationTool(Checks.FINDINGS);
    @RegisterExtension
    static final Browser browser = Browser.perClass(true);

    @Test
    void theWorkbenchMatchesAFreshRenderAfterEveryEdit() {
        randomWalk("amplification.html", new AmplificationTool(Checks.FINDINGS), 11);
    }

    @Test
    void thePlannerMatchesAFreshRenderAfterEveryEdit() {
        randomWalk("planner.html", new PlannerTool(), 12);
    }

    /**
     * An edit's event updates the form and returns; the task after it answers the edit. Two edits before that
     * task (a burst of keys the browser dispatches first, as it does input) are answered once, for the latest
     * values: one change of the results, counted by a MutationObserver, whose callback runs once per task.
     */
    @Test
    void anEditsEventUpdatesTheFormAndOneTaskAfterItAnswersTheLatestOfTwoEdits() {
        browser.open("amplification.html");
        browser.awaitScript();
        @SuppressWarnings("unchecked")
        Map<String, Object> seen = (Map<String, Object>) browser.driver().executeAsyncScript(
                "const done = arguments[arguments.length - 1], results = document.getElementById('results');"
                + "let changes = 0;"
                + "new MutationObserver(() => { changes++; })"
                + "  .observe(results, {attributes: true, childList: true, characterData: true, subtree: true});"
                + "const field = document.getElementById('layer3-attempts');"
                + "field.value = '4'; field.dispatchEvent(new Event('input', {bubbles: true}));"
                + "const inEvent = {reading: document.getElementById('layer3-attempts-reading').textContent,"
                + "  figure: document.querySelector('[data-figure=maxDownstreamAttempts] .value').textContent.trim(),"
                + "  pending: results.editPending};"
                + "field.value = '5'; field.dispatchEvent(new Event('input', {bubbles: true}));"
                + "setTimeout(() => done({inEvent: inEvent, changes: changes, pending: results.editPending,"
                + "  figure: document.querySelector('[data-figure=maxDownstreamAttempts] .value').textContent.trim()}), 200);");
        @SuppressWarnings("unchecked")
        Map<String, Object> inEvent = (Map<String, Object>) seen.get("inEvent");
        assertThat(inEvent.get("reading")).isEqualTo("4 attempts = 3 retries");
        assertThat(inEvent.get("figure")).isEqualTo("27");
        assertThat(inEvent.get("pending")).isEqualTo(true);
        assertThat(seen.get("changes")).isEqualTo(1L);
        assertThat(seen.get("pending")).isEqualTo(false);
        assertThat(seen.get("figure")).isEqualTo("45");
        browser.assertResultsMatchJvm(new AmplificationTool(Checks.FINDINGS), Map.of("layer3-attempts", "5"));
    }

    /**
     * The answer never waits past the next frame: the frame that shows a keystroke shows its results. The
     * page's animation frame callback, asked for in the event, runs before the one the test asks for after it.
     */
    @Test
    void everyEditIsAnsweredBeforeTheNextFrame() {
        browser.open("amplification.html");
        browser.awaitScript();
        Object late = browser.driver().executeAsyncScript(
                "const done = arguments[arguments.length - 1], results = document.getElementById('results');"
                + "const field = document.getElementById('layer3-attempts');"
                + "(async () => { let late = 0;"
                + "  for (let i = 0; i < 40; i++) {"
                + "    await new Promise(resolve => setTimeout(resolve, 20 + i % 7));"
                + "    field.value = i % 2 === 0 ? '4' : '3'; field.dispatchEvent(new Event('input', {bubbles: true}));"
                + "    if (await new Promise(resolve => requestAnimationFrame(() => resolve(results.editPending)))) late++;"
                + "  }"
                + "  done(late); })();");
        assertThat(late).isEqualTo(0L);
        browser.assertResultsMatchJvm(new AmplificationTool(Checks.FINDINGS), Map.of("layer3-attempts", "3"));
    }

    /**
     * A deep stack's answer shows the timeline's first 20 rows; the body of the later rows keeps the rows it showed,
     * marked busy, so the table neither shrinks nor flickers, and the task after brings the new ones.
     */
    @Test
    void aDeepStacksAnswerKeepsTheLaterRowsItShowsUntilTheNextTaskBringsThem() {
        browser.open("amplification.html");
        browser.awaitScript();
        Map<String, String> eight = new HashMap<>(Map.of("layer-count", "8", "deadline", ""));
        for (int layer = 1; layer <= 8; layer++) {
            eight.put("layer" + layer + "-attempts", "2");
        }
        eight.forEach(browser::setValue);
        browser.assertResultsMatchJvm(TOOL, eight);
        @SuppressWarnings("unchecked")
        List<Object> seen = (List<Object>) browser.driver().executeAsyncScript(
                "const done = arguments[arguments.length - 1], results = document.getElementById('results');"
                + "const text = () => Array.from(document.querySelectorAll('#amp-later-rows tr'), tr => tr.textContent);"
                + "const before = text(), states = [];"
                + "const observer = new MutationObserver(() => {"
                + "  const later = document.getElementById('amp-later-rows');"
                + "  states.push([later.getAttribute('aria-busy'), JSON.stringify(text()) === JSON.stringify(before),"
                + "    document.querySelectorAll('#results table.data tbody:first-of-type tr').length]);"
                + "  if (later.getAttribute('aria-busy') === 'false') { observer.disconnect(); done(states); }"
                + "});"
                + "observer.observe(results, {attributes: true, childList: true, characterData: true, subtree: true});"
                + "const field = document.getElementById('layer8-attempts');"
                + "field.value = '3'; field.dispatchEvent(new Event('input', {bubbles: true}));");
        // The answer's task: the later rows as they were, busy; then the task that brings the new ones.
        assertThat(seen).containsExactly(List.of("true", true, 20L), List.of("false", false, 20L));
        browser.awaitAnswered();
        eight.put("layer8-attempts", "3");
        browser.assertResultsMatchJvm(TOOL, eight);
    }

    @Test
    void aTimeoutEditUpdatesTheTimelineTableAndChartInPlace() {
        openPatching("amplification.html", "timeout", "1001");
        browser.script("const r = document.getElementById('results');"
                + "window.kept = [r.querySelector('table.data'), r.querySelector('figure.chart svg rect')];");
        browser.setValue("timeout", "1001");
        assertThat(browser.script("return window.kept.every(node => node.isConnected)")).isEqualTo(true);
        browser.assertResultsMatchJvm(new AmplificationTool(Checks.FINDINGS), Map.of("timeout", "1001"));
    }

    @Test
    void anAttemptLimitEditAddsRowsAndBarsWithoutRebuildingTheTableOrChart() {
        openPatching("amplification.html", "timeout", "1001");
        browser.script("const r = document.getElementById('results');"
                + "window.kept = [r.querySelector('table.data tbody'), r.querySelector('figure.chart svg')];"
                + "window.rows = r.querySelectorAll('table.data tbody tr').length;");
        browser.setValue("layer3-attempts", "4");
        assertThat(browser.script("return window.kept.every(node => node.isConnected)")).isEqualTo(true);
        assertThat(browser.script("return document.querySelectorAll('#results table.data tbody tr').length > window.rows"))
                .isEqualTo(true);
        browser.assertResultsMatchJvm(new AmplificationTool(Checks.FINDINGS), Map.of("layer3-attempts", "4"));
    }

    @Test
    void leavingThePlannersWorkedExampleRemovesOnlyItsNoticeAndTheChangedSentence() {
        openPatching("planner.html", "backlog", "5001");
        browser.script("window.kept = Array.from(document.getElementById('results').children);");
        browser.setValue("backlog", "5001");
        // Of the worked example's 17 elements, the notice is gone and the rest are the same nodes.
        assertThat(browser.script("const now = Array.from(document.getElementById('results').children);"
                + "return [window.kept.length, now.length, now.filter(node => window.kept.includes(node)).length];"))
                .isEqualTo(List.of(17L, 16L, 16L));
        browser.assertResultsMatchJvm(new PlannerTool(), Map.of("backlog", "5001"));
    }

    /**
     * Opens {@code page} and edits {@code field} to {@code value} and back to its default, so the page
     * shows the worked example again and patches it on the next edit (the first edit replaces the
     * pre-rendered results whole).
     */
    private static void openPatching(String page, String field, String value) {
        browser.open(page);
        browser.awaitScript();
        String original = (String) browser.script("return document.getElementById(arguments[0]).value", field);
        browser.setValue(field, value);
        browser.setValue(field, original);
    }

    /** Edits random fields of {@code page} and compares the results with the JVM's after each edit. */
    private static void randomWalk(String page, Tool tool, long seed) {
        browser.open(page);
        browser.awaitScript();
        Random random = new Random(seed);
        // The workbench's stack keeps its three layers (LayerColumnsPageTest changes the stack).
        List<Field> fields = SitePages.fields(tool).stream()
                .filter(field -> !field.id().equals("layer-count") && shownThroughout(tool, field)).toList();
        Map<String, String> values = new HashMap<>();
        String shown = Browser.evaluateOnJvm(tool, values).resultsHtml();
        int valid = 0;
        String broken = null;
        for (int edit = 0; edit < EDITS; edit++) {
            // After an edit that leaves an error, the next one puts that field back to its default.
            Field field = fields.get(random.nextInt(fields.size()));
            String text = candidate(field, random);
            for (Field other : fields) {
                if (other.id().equals(broken)) {
                    field = other;
                    text = other.defaultText();
                }
            }
            if (field instanceof ChoiceField) {
                browser.select(field.id(), text);
            } else {
                browser.setValue(field.id(), text);
            }
            values.put(field.id(), text);
            // A preset picker fills its fields, and editing one of them turns the picker to custom:
            // what the JVM evaluates is what the page's fields hold now.
            for (PresetPicker picker : tool.presetPickers()) {
                for (Field filled : picker.targets()) {
                    values.put(filled.id(), browser.value(filled.id()));
                }
                values.put(picker.picker().id(), browser.value(picker.picker().id()));
            }
            Evaluation jvm = Browser.evaluateOnJvm(tool, values);
            broken = jvm.isValid() ? null : jvm.errors().get(0).fieldId();
            if (jvm.isValid()) {
                // A distribution too large for the edit is finished in slices right after it.
                shown = jvm.finished().resultsHtml();
                valid++;
            }
            browser.awaitWork(30);
            assertThat(browser.resultsHtml()).as("after %s = %s, edit %d", field.id(), text, edit)
                    .isEqualTo(browser.normalized(shown));
        }
        // The walk must mostly stay valid to exercise the update rather than the stale notice.
        assertThat(valid).isGreaterThan(EDITS / 2);
    }

    /**
     * Returns true when {@code field} stays in view through the walk: not a select that shows some fields and
     * hides others (the planner's provider, the storm's budget kind), nor a field one of them hides at its default.
     */
    private static boolean shownThroughout(Tool tool, Field field) {
        // The planner's providers' accounting (issue 33) has its own page test: its token counts and limits
        // checked against each other would leave most of a random walk in the stale notice.
        if (List.of("inputTokens", "outputTokens", "maxTokens", "cachedInputShare", "itpmLimit", "otpmLimit",
                "rpdLimit", "otpmHoldsMaxTokens", "limitsPreset", "provider").contains(field.worksheetPath())) {
            return false;
        }
        for (dev.retryworkbench.core.form.Disclosure disclosure : tool.disclosures()) {
            if (disclosure.choice().equals(field) || !disclosure.shown(field, disclosure.choice().defaultText())) {
                return false;
            }
        }
        return true;
    }

    /** Returns a value near the field's default (scaled, emptied or, rarely, not a number), or a random option. */
    private static String candidate(Field field, Random random) {
        if (field instanceof ChoiceField choice) {
            return choice.options().get(random.nextInt(choice.options().size())).id();
        }
        String base = field.defaultText();
        int pick = random.nextInt(12);
        if (pick == 0) {
            return "oops";
        }
        if (pick == 1 || base.isEmpty()) {
            return pick == 1 ? "" : Integer.toString(1 + random.nextInt(20) * 500);
        }
        double value = Double.parseDouble(base.replace(",", ""));
        double[] factors = {1, 1, 0.5, 2, 1.1, 0.9, 3, 0.25};
        double scaled = value * factors[random.nextInt(factors.length)];
        return scaled == Math.rint(scaled) && Math.abs(scaled) < 1e15 ? Long.toString((long) scaled)
                : Double.toString(Math.round(scaled * 1000) / 1000.0);
    }
}
