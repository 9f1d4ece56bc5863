package dev.retryworkbench.web;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.amplification.AmplificationTool;
import dev.retryworkbench.core.check.Checks;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** A layer's preset picker in Chromium: choosing fills the layer, editing a field turns it to Custom. */
class PresetPickerPageTest {
    private static final AmplificationTool TOOL = new AmplificationTool(Checks.FINDINGS);

    @RegisterExtension
    static final Browser browser = Browser.perClass(true);

    @BeforeEach
    void open() {
        browser.open("amplification.html");
        browser.awaitScript();
    }

    private String value(String id) {
        return (String) browser.script("return document.getElementById(arguments[0]).value", id);
    }

    private String about(String pickerId) {
        // Its text, shown or, for Custom in the desktop's table, left to screen readers.
        return (String) browser.script("return document.getElementById(arguments[0]).textContent", pickerId + "-about");
    }

    @Test
    void choosingAPresetFillsTheLayerAndSaysWhatItModels() {
        assertThat(about("layer3-preset")).startsWith("Custom values");
        browser.select("layer3-preset", "openai-python");
        // openai-python: 3 attempts (max_retries 2), 0.5 s doubling to 8 s, proportional jitter 0.75 to 1.
        Map<String, String> filled = new LinkedHashMap<>();
        for (String id : new String[] {"layer3-attempts", "layer3-initial", "layer3-max", "layer3-multiplier", "layer3-shape",
            "layer3-jitter", "layer3-jitter-low", "layer3-jitter-high"}) {
            filled.put(id, value(id));
        }
        assertThat(filled).containsExactly(Map.entry("layer3-attempts", "3"), Map.entry("layer3-initial", "500"),
                Map.entry("layer3-max", "8000"), Map.entry("layer3-multiplier", "2"), Map.entry("layer3-shape", "exponential"),
                Map.entry("layer3-jitter", "proportional"), Map.entry("layer3-jitter-low", "0.75"),
                Map.entry("layer3-jitter-high", "1"));
        assertThat(about("layer3-preset")).startsWith("Models openai").contains("2 retries = 3 attempts");
        Map<String, String> changes = new LinkedHashMap<>(filled);
        changes.put("layer3-preset", "openai-python");
        browser.assertResultsMatchJvm(TOOL, changes);
        // The other layers keep their own values.
        assertThat(value("layer2-preset")).isEmpty();
        assertThat(value("layer2-attempts")).isEqualTo("3");
    }

    @Test
    void editingAFilledFieldTurnsThePickerToCustom() {
        browser.select("layer1-preset", "kubernetes-job");
        assertThat(value("layer1-attempts")).isEqualTo("7");
        browser.type("layer1-attempts", "4");
        assertThat(value("layer1-preset")).isEmpty();
        assertThat(about("layer1-preset")).startsWith("Custom values");
        assertThat(value("layer1-initial")).isEqualTo("10000");
        Map<String, String> changes = new LinkedHashMap<>();
        changes.put("layer1-attempts", "4");
        changes.put("layer1-initial", "10000");
        changes.put("layer1-max", value("layer1-max"));
        changes.put("layer1-multiplier", "2");
        changes.put("layer1-shape", "exponential");
        changes.put("layer1-jitter", "none");
        changes.put("layer1-jitter-low", value("layer1-jitter-low"));
        changes.put("layer1-jitter-high", value("layer1-jitter-high"));
        browser.assertResultsMatchJvm(TOOL, changes);
    }

    @Test
    void thePlannersPickerFillsTheScheduleInSeconds() {
        browser.open("planner.html");
        browser.awaitScript();
        browser.select("preset", "anthropic-python");
        // anthropic-python: max_retries 2, 0.5 s doubling to 8 s, proportional jitter 0.75 to 1.
        Map<String, String> filled = new LinkedHashMap<>();
        for (String id : new String[] {"base-delay", "multiplier", "max-delay", "attempts", "jitter", "jitter-low",
            "jitter-high"}) {
            filled.put(id, value(id));
        }
        assertThat(filled).containsExactly(Map.entry("base-delay", "0.5"), Map.entry("multiplier", "2"),
                Map.entry("max-delay", "8"), Map.entry("attempts", "3"), Map.entry("jitter", "proportional"),
                Map.entry("jitter-low", "0.75"), Map.entry("jitter-high", "1"));
        assertThat(about("preset")).startsWith("Models anthropic");
        Map<String, String> changes = new LinkedHashMap<>(filled);
        changes.put("preset", "anthropic-python");
        browser.assertResultsMatchJvm(new dev.retryworkbench.core.planner.PlannerTool(), changes);
        browser.type("max-delay", "16");
        assertThat(value("preset")).isEmpty();
        assertThat(about("preset")).startsWith("Custom values");
    }

    @Test
    void aPresetOfAnotherLayerIsGroupedApartAndSaysItIsOutOfPlace() {
        // The SDK layer lists client SDKs first; a Kubernetes Job is under the other layers' heading.
        Object groups = browser.script("return Array.from(document.querySelectorAll('#layer3-preset optgroup'))"
                + ".map(g => g.label + ':' + g.querySelectorAll('option').length).join('|')");
        assertThat(groups.toString()).startsWith("Client SDKs:").contains("|Proxies and service meshes:")
                .contains("|Job runners and workflow engines (other layers):");
        // The SDK slot offers the roles further in as its own, in the SDK role's picker order, then the others.
        assertThat(groups.toString().replaceAll(":\\d+", "")).isEqualTo("Client SDKs|Proxies and service meshes|Gateways"
                + "|Serving platforms|Application retry libraries (other layers)"
                + "|Job runners and workflow engines (other layers)");
        assertThat(browser.script("return document.querySelector('#layer3-preset option[value=\"envoy-gateway\"]')"
                + ".parentElement.label")).isEqualTo("Gateways");
        assertThat(browser.script("return document.querySelector('#layer3-preset option[value=\"kubernetes-job\"]')"
                + ".parentElement.label")).isEqualTo("Job runners and workflow engines (other layers)");
        browser.select("layer3-preset", "kubernetes-job");
        assertThat(about("layer3-preset")).startsWith("Out of place: this is the policy of a job runner or workflow"
                + " engine, here standing in for the SDK layer. Models kubernetes");
        browser.select("layer1-preset", "kubernetes-job");
        assertThat(about("layer1-preset")).startsWith("Models kubernetes");
        browser.select("layer3-preset", "knative-activator");
        assertThat(about("layer3-preset")).startsWith("Models Knative Serving 1.23.0+5");
        browser.select("layer2-preset", "knative-activator");
        assertThat(about("layer2-preset")).startsWith("Out of place: this is the policy of a serving platform, here"
                + " standing in for the Application layer. Models Knative Serving");
    }

    @Test
    void noPresetsNameIsCutOffWhereTheLayersStackDownToA320PixelPhone() {
        // Each select is at least as wide as its longest label in its own font, plus padding and arrow.
        // (At 1,024 px and wider the layers are the narrow columns of one table, issue 22's layout.)
        String slack = "let least = 1e9; for (const s of document.querySelectorAll('select.preset-picker')) { if (!s.getClientRects().length) continue;"
                + "const m = document.createElement('span'); m.style.font = getComputedStyle(s).font;"
                + "m.style.whiteSpace = 'pre'; document.body.appendChild(m);"
                + "for (const o of s.options) { m.textContent = o.text;"
                + "least = Math.min(least, s.getBoundingClientRect().width - m.getBoundingClientRect().width); }"
                + "m.remove(); } return least";
        org.openqa.selenium.Dimension desktop = browser.driver().manage().window().getSize();
        try {
            for (int width : new int[] {800, 320}) {
                browser.driver().manage().window().setSize(new org.openqa.selenium.Dimension(width, 800));
                assertThat(((Number) browser.script("return document.documentElement.clientWidth")).intValue())
                        .isLessThanOrEqualTo(width);
                assertThat(((Number) browser.script(slack)).doubleValue()).as("at " + width + " px").isGreaterThan(36);
            }
        } finally {
            browser.driver().manage().window().setSize(desktop);
        }
    }

    @Test
    void everyPresetsNameIsWholeInTheDesktopTableOfLayers() {
        // A select shows its chosen option's text on one line and cuts what is wider than its content box (less
        // the arrow). The table's columns are narrower than the longest names, so a cut name must be written
        // whole, wrapped, at the head of the picker's note: the note's ::before, as wide as the note.
        String check = "const cuts = []; let cut = 0; const c = document.createElement('canvas').getContext('2d');"
                + "const probe = document.createElement('div'); document.body.appendChild(probe);"
                + "for (const s of document.querySelectorAll('.field-table select.preset-picker')) {"
                + "  if (!s.getClientRects().length) continue;"
                + "  const cs = getComputedStyle(s); c.font = cs.font;"
                + "  const room = s.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight) - 16;"
                + "  const about = document.getElementById(s.id + '-about');"
                + "  for (const o of [...s.options].filter(o => o.value !== '')) {"
                + "    s.value = o.value; s.dispatchEvent(new Event('change', {bubbles: true}));"
                + "    if (c.measureText(o.text).width <= room) continue;"
                + "    cut++;"
                + "    const b = getComputedStyle(about, '::before');"
                + "    probe.style.cssText = 'position:absolute;visibility:hidden;white-space:normal;overflow-wrap:' + b.overflowWrap + ';font:'"
                + "      + b.font + ';width:' + (about.clientWidth - parseFloat(getComputedStyle(about).paddingLeft)"
                + "      - parseFloat(getComputedStyle(about).paddingRight)) + 'px';"
                + "    probe.textContent = o.text;"
                + "    if (b.content !== JSON.stringify(o.text) || b.display !== 'block' || b.whiteSpace !== 'normal'"
                + "        || probe.scrollWidth > probe.clientWidth) cuts.push(s.id + ': ' + o.text + ' [' + b.content + ']');"
                + "  }"
                + "  s.value = ''; s.dispatchEvent(new Event('change', {bubbles: true}));"
                + "}"
                + "probe.remove(); return {cut: cut, cuts: cuts, wide: document.documentElement.scrollWidth"
                + "  > document.documentElement.clientWidth};";
        org.openqa.selenium.Dimension desktop = browser.driver().manage().window().getSize();
        try {
            for (String page : new String[] {"amplification.html", "storm.html"}) {
                for (int width : new int[] {1024, 1280, 1440}) {
                    browser.driver().manage().window().setSize(new org.openqa.selenium.Dimension(width, 800));
                    browser.open(page);
                    browser.awaitScript();
                    @SuppressWarnings("unchecked")
                    Map<String, Object> result = (Map<String, Object>) browser.script(check);
                    String where = page + " at " + width + " px";
                    assertThat(((Number) result.get("cut")).intValue()).as("names the select cuts, " + where)
                            .isPositive();
                    assertThat((java.util.List<?>) result.get("cuts")).as("names not whole, " + where).isEmpty();
                    assertThat(result.get("wide")).as("sideways scrolling, " + where).isEqualTo(false);
                    // Custom, the default, fits its select and adds no line: the table keeps its height.
                    assertThat(browser.script("return getComputedStyle(document.getElementById('"
                            + (page.startsWith("storm") ? "sdk" : "layer3") + "-preset-about'), '::before').content"))
                            .isEqualTo("none");
                }
            }
        } finally {
            browser.driver().manage().window().setSize(desktop);
        }
    }

    @Test
    void aPresetsSourceComesFromPresetWordsJsOnEveryPageWithLibraryPresets() throws java.io.IOException {
        String source = "Defined in boto/botocore botocore/retries/standard.py.";
        for (String[] page : new String[][] {{"amplification.html", "layer3-preset"}, {"storm.html", "sdk-preset"},
            {"planner.html", "preset"}}) {
            browser.open(page[0]);
            browser.awaitScript();
            assertThat(browser.script("return document.getElementById('preset-words-script')")).as(page[0]).isNull();
            // The first choice: until preset-words.js has loaded, the note is empty and busy, not the last words.
            @SuppressWarnings("unchecked")
            java.util.List<Object> meanwhile = (java.util.List<Object>) browser.script("const s = document"
                    + ".getElementById(arguments[0]); s.value = 'aws-standard-botocore';"
                    + " s.dispatchEvent(new Event('change', {bubbles: true}));"
                    + " const about = document.getElementById(arguments[0] + '-about');"
                    + " return [about.textContent, about.getAttribute('aria-busy'), about.getAttribute('aria-live')];",
                    page[1]);
            assertThat(meanwhile).as(page[0]).containsExactly("", "true", "polite");
            browser.awaitAnswered();
            assertThat(about(page[1])).as(page[0]).startsWith("Models botocore 1.43.67").contains(source);
            assertThat(browser.script("return document.getElementById(arguments[0]).getAttribute('aria-busy')",
                    page[1] + "-about")).isNull();
            // Loaded once: later choices are written at once, from the same script.
            browser.select(page[1], "grpc-a6");
            assertThat(about(page[1])).as(page[0]).contains("Defined in grpc/proposal A6-client-retries.md.");
            assertThat(browser.script("return document.querySelectorAll('script[src=\"preset-words.js\"]').length"))
                    .isEqualTo(1L);
            browser.select(page[1], "");
            assertThat(about(page[1])).as(page[0]).startsWith("Custom values");
        }
        // The words are in the on-demand script alone.
        for (String script : new String[] {"amplification.js", "storm.js", "planner.js"}) {
            assertThat(java.nio.file.Files.readString(browser.siteDirectory().resolve(script))).as(script)
                    .doesNotContain("botocore/retries/standard.py");
        }
        assertThat(java.nio.file.Files.readString(browser.siteDirectory().resolve("preset-words.js")))
                .contains("botocore/retries/standard.py");
    }

    @Test
    void theOpenAiAndAnthropicNotesSayTheirRetryAfterReplacesTheWait() {
        browser.select("layer3-preset", "openai-python");
        assertThat(about("layer3-preset")).contains("at most 120 s (MAX_RETRY_AFTER_DELAY) replaces the computed wait");
        browser.select("layer3-preset", "anthropic-python");
        assertThat(about("layer3-preset")).contains("at most 60 s replaces the computed wait");
    }

    @Test
    void thePickerWorksFromTheKeyboard() {
        browser.find("#layer2-preset").click();
        browser.find("#layer2-preset").sendKeys(org.openqa.selenium.Keys.END);
        browser.find("#layer2-preset").sendKeys(org.openqa.selenium.Keys.ENTER);
        assertThat(value("layer2-preset")).isNotEmpty();
        assertThat(about("layer2-preset")).contains("Models ");
    }
}
