package dev.retryworkbench.web;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.amplification.AmplificationFields;
import dev.retryworkbench.core.amplification.AmplificationTool;
import dev.retryworkbench.core.check.Checks;
import dev.retryworkbench.core.form.Field;
import dev.retryworkbench.core.form.FieldError;
import dev.retryworkbench.core.form.NumberField;
import dev.retryworkbench.core.latency.LatencyFields;
import dev.retryworkbench.core.latency.LatencyTool;
import dev.retryworkbench.core.planner.PlannerFields;
import dev.retryworkbench.core.planner.PlannerTool;
import dev.retryworkbench.core.storm.StormFields;
import dev.retryworkbench.core.storm.StormTool;
import dev.retryworkbench.core.tool.Evaluation;
import dev.retryworkbench.core.tool.Tool;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.assertj.core.api.InstanceOfAssertFactories;
import org.assertj.core.api.SoftAssertions;
import dev.retryworkbench.core.layers.LayerFields;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Types hostile text into every number field of both tools, one value at a time, and checks that the
 * page never breaks: an invalid value gets a message naming the allowed range at its field, the
 * results keep the last valid result under the notice, nothing reaches the console, and restoring the
 * default (after each valid value, and after each field's last) brings back the pre-rendered results. Values are set in one step (as a paste) so the
 * hundreds of cases run in one browser session; every failure is collected and reported together.
 */
class HostileInputTest {
    private static final String STALE_NOTICE = "Showing your last valid result. Update the inputs above to recompute.";
    /** Reads everything a case checks in one round trip, right after the input event the page handles synchronously. */
    private static final String APPLY = "const input = document.getElementById(arguments[0]);"
            + "input.value = arguments[1];"
            + "input.dispatchEvent(new Event('input', {bubbles: true}));";
    // Every form field has an error slot; the workbench's "Open configs" file input is no field and has none.
    private static final String READ = "const input = document.getElementById(arguments[0]);"
            + "const slot = document.getElementById(arguments[0] + '-error');"
            + "const notice = document.getElementById('stale-notice');"
            + "const others = [];"
            + "for (const field of document.querySelectorAll('.inputs input:not([type=file]), .inputs select')) {"
            + "  const error = document.getElementById(field.id + '-error').textContent;"
            + "  if (field.id !== arguments[0] && (error !== '' || field.getAttribute('aria-invalid') !== 'false')) {"
            + "    others.push(field.id + ': ' + error);"
            + "  }"
            + "}"
            + "return {error: slot.textContent, elementsInSlot: slot.querySelectorAll('*').length,"
            + "  ariaInvalid: input.getAttribute('aria-invalid'), shown: input.getClientRects().length > 0,"
            + "  staleShown: !notice.hidden && notice.getClientRects().length > 0,"
            + "  staleText: notice.textContent.trim(),"
            + "  resultsMarkedStale: document.getElementById('results').classList.contains('stale'),"
            + "  results: document.getElementById('results').innerHTML, otherErrors: others};";

    @RegisterExtension
    static final Browser browser = Browser.perClass(true);

    @Test
    void everyAmplificationFieldRejectsHostileTextAndRecovers() {
        checkEveryField(new AmplificationTool(Checks.FINDINGS), "amplification.html");
    }

    @Test
    void everyStormFieldRejectsHostileTextAndRecovers() {
        checkEveryField(new StormTool(), "storm.html");
    }

    @Test
    void everyLatencyPlannerFieldRejectsHostileTextAndRecovers() {
        checkEveryField(new LatencyTool(), "latency.html");
    }

    @Test
    void everyPlannerFieldRejectsHostileTextAndRecovers() {
        checkEveryField(new PlannerTool(), "planner.html");
    }

    @Test
    void theEmbedVariantsRejectHostileTextAndRecoverToo() {
        checkEveryField(new AmplificationTool(Checks.FINDINGS), "amplification-embed.html");
        checkEveryField(new PlannerTool(), "planner-embed.html");
    }

    @Test
    void digitGroupsWithCommasOrUnderscoresReadAsThePlainNumber() {
        AmplificationTool amplification = new AmplificationTool(Checks.FINDINGS);
        browser.open("amplification.html");
        browser.awaitScript();
        String preRendered = browser.resultsHtml();
        for (String timeout : List.of("1,000", "1_000", " 1,000 ")) {
            browser.setValue("timeout", timeout);
            assertThat(browser.errorText("timeout")).as("error for %s", timeout).isEmpty();
            assertThat(browser.resultsHtml()).as("results for %s", timeout).isEqualTo(preRendered);
        }
        browser.setValue("deadline", "20000");
        String plain = browser.resultsHtml();
        assertThat(plain).isNotEqualTo(preRendered)
                .isEqualTo(browser.normalized(Browser.evaluateOnJvm(amplification, Map.of("deadline", "20000")).resultsHtml()));
        for (String deadline : List.of("20,000", "20_000")) {
            browser.setValue("deadline", "10000");
            browser.setValue("deadline", deadline);
            assertThat(browser.errorText("deadline")).as("error for %s", deadline).isEmpty();
            assertThat(browser.resultsHtml()).as("results for %s", deadline).isEqualTo(plain);
        }

        PlannerTool planner = new PlannerTool();
        browser.open("planner.html");
        browser.awaitScript();
        preRendered = browser.resultsHtml();
        for (String rpm : List.of("1,000", "1_000")) {
            browser.setValue("rpm", rpm);
            assertThat(browser.errorText("rpm")).as("error for %s", rpm).isEmpty();
            assertThat(browser.resultsHtml()).as("results for %s", rpm).isEqualTo(preRendered);
        }
        browser.setValue("tpm", "1000000");
        plain = browser.resultsHtml();
        assertThat(plain).isNotEqualTo(preRendered)
                .isEqualTo(browser.normalized(Browser.evaluateOnJvm(planner, Map.of("tpm", "1000000")).resultsHtml()));
        for (String tpm : List.of("1,000,000", "1_000_000")) {
            browser.setValue("tpm", "400000");
            browser.setValue("tpm", tpm);
            assertThat(browser.errorText("tpm")).as("error for %s", tpm).isEmpty();
            assertThat(browser.resultsHtml()).as("results for %s", tpm).isEqualTo(plain);
        }
    }

    /** Drives every hostile value into every number field of {@code tool}'s {@code page}, restoring the default after each. */
    private static void checkEveryField(Tool tool, String page) {
        browser.open(page);
        browser.awaitScript();
        String preRendered = browser.resultsHtml();
        assertThat(preRendered).isEqualTo(browser.preRenderedResultsHtml(page));
        SoftAssertions softly = new SoftAssertions();
        int cases = 0;
        for (Field field : SitePages.fields(tool)) {
            if (!(field instanceof NumberField)) {
                continue;
            }
            NumberField number = (NumberField) field;
            String restoreAfter = null;
            for (String value : hostileValues(number)) {
                // After a valid value the page shows its results; the next value's "results kept" is the defaults'.
                if (checkCase(softly, tool, number, value, preRendered)) {
                    checkRestored(softly, number, value, preRendered);
                    restoreAfter = null;
                } else {
                    restoreAfter = value;
                }
                cases++;
            }
            if (restoreAfter != null) {
                checkRestored(softly, number, restoreAfter, preRendered);
            }
        }
        // Twelve number fields, at least fifteen values each.
        assertThat(cases).isGreaterThanOrEqualTo(12 * 15);
        softly.assertAll();
    }

    /**
     * Enters {@code value} in {@code field} and checks what the page shows; returns whether the page recomputed
     * (a valid value), after which the field must be restored before the next value. An invalid value leaves the
     * defaults' results in place, so the next value follows it directly: restoring after each of them ran the
     * storm's simulation 700 times and took over half the test's 13 minutes.
     */
    private static boolean checkCase(SoftAssertions softly, Tool tool, NumberField field, String value, String preRendered) {
        String id = field.id();
        String where = id + " = \u201c" + abbreviate(value) + "\u201d";
        Expectation expected = expect(field, value);
        Map<String, Object> state = apply(id, value);

        if (expected.valid()) {
            // An empty optional field, or a value in range: the page recomputes as the JVM does.
            Evaluation jvm = Browser.evaluateOnJvm(tool, Map.of(id, value));
            softly.assertThat(jvm.errors()).as("JVM errors for %s", where).isEmpty();
            softly.assertThat(state.get("error")).as("error for %s", where).isEqualTo("");
            softly.assertThat(state.get("ariaInvalid")).as("aria-invalid for %s", where).isEqualTo("false");
            softly.assertThat(state.get("staleShown")).as("stale notice for %s", where).isEqualTo(false);
            softly.assertThat(state.get("otherErrors")).as("other fields' errors for %s", where).asInstanceOf(InstanceOfAssertFactories.LIST).isEmpty();
            if (jvm.isValid()) {
                softly.assertThat(state.get("results")).as("results for %s", where)
                        .isEqualTo(browser.normalized(jvm.resultsHtml()));
            }
        } else {
            // A field in error is in sight, even one a disclosure hides (another budget kind's parameter).
            softly.assertThat(state.get("shown")).as("field in error shown for %s", where).isEqualTo(true);
            String error = (String) state.get("error");
            if (expected.crossFieldMessage() != null) {
                softly.assertThat(error).as("message for %s", where).isEqualTo(expected.crossFieldMessage());
            } else {
                softly.assertThat(error).as("message for %s", where).startsWith(field.label()).contains(field.rangeText());
                String shown = value.trim();
                if (!shown.isEmpty() && shown.length() <= 24) {
                    softly.assertThat(error).as("message for %s", where).contains("\u201c" + shown + "\u201d");
                }
                // A pasted essay is not echoed whole.
                softly.assertThat(error.length()).as("message length for %s", where).isLessThan(250);
            }
            softly.assertThat(state.get("elementsInSlot")).as("elements in the error slot for %s", where).isEqualTo(0L);
            softly.assertThat(state.get("ariaInvalid")).as("aria-invalid for %s", where).isEqualTo("true");
            softly.assertThat(state.get("staleShown")).as("stale notice for %s", where).isEqualTo(true);
            softly.assertThat(state.get("staleText")).as("stale notice text for %s", where).asString()
                    .startsWith(STALE_NOTICE).contains(" to fix: ").contains(field.label());
            softly.assertThat(state.get("resultsMarkedStale")).as("results marked stale for %s", where).isEqualTo(true);
            softly.assertThat(state.get("results")).as("results kept for %s", where).isEqualTo(preRendered);
            softly.assertThat(state.get("otherErrors")).as("other fields' errors for %s", where).asInstanceOf(InstanceOfAssertFactories.LIST).isEmpty();
            // The page and the JVM give the same message at the same field.
            softly.assertThat(Browser.evaluateOnJvm(tool, Map.of(id, value)).errors()).as("JVM errors for %s", where)
                    .containsExactly(new FieldError(id, error));
        }
        softly.assertThat(browser.consoleErrors()).as("console errors after %s", where).isEmpty();
        return expected.valid();
    }

    /** Restores {@code field}'s default after {@code value} and checks the pre-rendered results are back. */
    private static void checkRestored(SoftAssertions softly, NumberField field, String value, String preRendered) {
        String id = field.id();
        Map<String, Object> restored = apply(id, field.defaultText());
        String after = "restoring " + id + " after " + id + " = \u201c" + abbreviate(value) + "\u201d";
        softly.assertThat(restored.get("error")).as("error %s", after).isEqualTo("");
        softly.assertThat(restored.get("ariaInvalid")).as("aria-invalid %s", after).isEqualTo("false");
        softly.assertThat(restored.get("staleShown")).as("stale notice %s", after).isEqualTo(false);
        softly.assertThat(restored.get("resultsMarkedStale")).as("results marked stale %s", after).isEqualTo(false);
        softly.assertThat(restored.get("otherErrors")).as("other fields' errors %s", after).asInstanceOf(InstanceOfAssertFactories.LIST).isEmpty();
        softly.assertThat(restored.get("results")).as("results %s", after).isEqualTo(preRendered);
        softly.assertThat(browser.consoleErrors()).as("console errors %s", after).isEmpty();
    }

    /**
     * Returns the hostile values for {@code field}: text that is no number, numbers no field takes, and
     * the values just outside its own range.
     */
    static List<String> hostileValues(NumberField field) {
        Set<String> values = new LinkedHashSet<>(List.of("", "   ", "abc", "-1", "0", "NaN", "Infinity", "1e400",
                "1234567890".repeat(40), "0x10", "--5", "5 5", "1/2", "<b>x</b>"));
        if (field.wholeNumber()) {
            values.add("2.5");
        }
        values.add(justBelowMin(field).toPlainString());
        if (!Double.isInfinite(field.max())) {
            values.add(justAboveMax(field).toPlainString());
        }
        return new ArrayList<>(values);
    }

    /** Returns the closest value below the allowed range: the excluded minimum itself, or one step below the minimum. */
    static BigDecimal justBelowMin(NumberField field) {
        BigDecimal min = new BigDecimal(field.min());
        if (field.minExclusive()) {
            return min;
        }
        return min.subtract(field.wholeNumber() ? BigDecimal.ONE : new BigDecimal("0.001"));
    }

    /** Returns a value just above the maximum: one more for whole numbers, else a step in its sixth significant digit. */
    static BigDecimal justAboveMax(NumberField field) {
        BigDecimal max = new BigDecimal(field.max());
        if (field.wholeNumber()) {
            return max.add(BigDecimal.ONE);
        }
        int digitsBeforePoint = max.precision() - max.scale();
        return max.add(BigDecimal.ONE.movePointLeft(6 - digitsBeforePoint));
    }

    /**
     * Decides what the page must do with {@code text} in {@code field}, from the field's declared range
     * and the tools' rules across fields, all other fields holding their defaults.
     */
    static Expectation expect(NumberField field, String text) {
        String trimmed = text.trim();
        if (trimmed.isEmpty()) {
            if (!field.optional()) {
                return Expectation.fieldError();
            }
            // The default TPM limit needs a token cost, so an empty one is an error across fields.
            if (field.equals(PlannerFields.TOKENS)) {
                return Expectation.crossField(PlannerFields.tokensRequiredMessage(
                        Double.parseDouble(PlannerFields.TPM.defaultText())));
            }
            return Expectation.recompute();
        }
        BigDecimal value;
        try {
            value = new BigDecimal(trimmed);
        } catch (NumberFormatException notANumber) {
            return Expectation.fieldError();
        }
        BigDecimal min = new BigDecimal(field.min());
        int fromMin = value.compareTo(min);
        boolean aboveMin = field.minExclusive() ? fromMin > 0 : fromMin >= 0;
        boolean belowMax = Double.isInfinite(field.max()) || value.compareTo(new BigDecimal(field.max())) <= 0;
        boolean whole = value.stripTrailingZeros().scale() <= 0;
        if (!aboveMin || !belowMax || (field.wholeNumber() && !whole)) {
            return Expectation.fieldError();
        }
        double plannerLow = Double.parseDouble(PlannerFields.JITTER_LOW.defaultText());
        if (field.equals(PlannerFields.JITTER_HIGH) && value.doubleValue() < plannerLow) {
            return Expectation.crossField(PlannerFields.highBelowLowMessage(plannerLow, value.doubleValue()));
        }
        NumberField[] points = LatencyFields.POINTS;
        for (int i = 1; i < points.length; i++) {
            double before = Double.parseDouble(points[i - 1].defaultText());
            if (field.equals(points[i]) && value.doubleValue() < before) {
                return Expectation.crossField(LatencyFields.outOfOrderMessage(points[i - 1], before, field,
                        value.doubleValue()));
            }
        }
        double latencyInitial = Double.parseDouble(LatencyFields.INITIAL_BACKOFF.defaultText());
        if (field.equals(LatencyFields.MAX_BACKOFF) && value.doubleValue() < latencyInitial) {
            return Expectation.crossField(LatencyFields.maxBelowInitialMessage(latencyInitial, value.doubleValue()));
        }
        double latencyLow = Double.parseDouble(LatencyFields.JITTER_LOW.defaultText());
        if (field.equals(LatencyFields.JITTER_HIGH) && value.doubleValue() < latencyLow) {
            return Expectation.crossField(LatencyFields.highBelowLowMessage(latencyLow, value.doubleValue()));
        }
        double triggerStart = Double.parseDouble(StormFields.TRIGGER_START.defaultText());
        if (field.equals(StormFields.TRIGGER_END) && value.doubleValue() <= triggerStart) {
            return Expectation.crossField(StormFields.triggerOrderMessage(triggerStart, value.doubleValue()));
        }
        List<LayerFields> layers = new ArrayList<>();
        for (int slot = 0; slot < 8; slot++) {
            layers.add(AmplificationFields.slot(slot));
            layers.add(StormFields.stack().slot(slot));
        }
        for (LayerFields layer : layers) {
            double initial = Double.parseDouble(layer.initialBackoff().defaultText());
            if (field.equals(layer.maxBackoff()) && value.doubleValue() < initial) {
                return Expectation.crossField(layer.maxBelowInitialMessage(initial, value.doubleValue()));
            }
            double low = Double.parseDouble(layer.jitterLow().defaultText());
            if (field.equals(layer.jitterHigh()) && value.doubleValue() < low) {
                return Expectation.crossField(layer.highBelowLowMessage(low, value.doubleValue()));
            }
        }
        return Expectation.recompute();
    }

    private static Map<String, Object> apply(String fieldId, String text) {
        browser.script(APPLY, fieldId, text);
        // The storm simulator may finish an edit in later tasks: read the page once it has settled.
        browser.awaitIdle();
        @SuppressWarnings("unchecked")
        Map<String, Object> state = (Map<String, Object>) browser.script(READ, fieldId);
        return state;
    }

    private static String abbreviate(String value) {
        return value.length() <= 30 ? value : value.substring(0, 12) + "\u2026(" + value.length() + " characters)";
    }

    /**
     * What a value must produce.
     *
     * @param valid             true when the page must recompute
     * @param crossFieldMessage the exact message of a check across fields, or null for the field's own range message
     */
    record Expectation(boolean valid, String crossFieldMessage) {
        static Expectation recompute() {
            return new Expectation(true, null);
        }

        static Expectation fieldError() {
            return new Expectation(false, null);
        }

        static Expectation crossField(String message) {
            return new Expectation(false, message);
        }
    }
}
