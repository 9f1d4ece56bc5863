package dev.retryworkbench.web;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.amplification.AmplificationTool;
import dev.retryworkbench.core.check.Checks;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.WebElement;

/** The workbench's checks under its results: the findings of core.check's rules, the limits as fields. */
class FindingsPageTest {
    private static final String PAGE = "amplification.html";
    private static final AmplificationTool TOOL = new AmplificationTool(Checks.FINDINGS);

    @RegisterExtension
    static final Browser browser = Browser.perClass(true);

    @BeforeEach
    void open() {
        browser.open(PAGE);
        browser.awaitScript();
    }

    private static List<String> findings() {
        return browser.findAll("#checks li").stream().map(WebElement::getText).toList();
    }

    @Test
    void theWorkedExampleShowsItsFindingsBeforeAnyScriptAndAfter() {
        String preRendered = browser.preRenderedResultsHtml(PAGE);
        // 3 x 3 x 3 = 27 past 10; 3 owners past 1; 37,200 ms past the 10 s deadline; no jitter on 3 layers. Counted
        // as check counts them: the error and retry-owners at each of the 3 owners.
        assertThat(preRendered).contains("<p>3 errors, 7 warnings against the limits for the checks")
                .contains("<strong>Error attempts-at-dependency:</strong> 27 attempts can reach the dependency per call"
                        + " (3 x 3 x 3 from Job runner, Application and SDK); the limit is 10.")
                .contains("<strong>Warning retry-owners:</strong> 3 layers retry");
        List<String> items = findings();
        assertThat(items).hasSize(6);
        assertThat(items.get(0)).startsWith("Error attempts-at-dependency: 27 attempts")
                .endsWith("Layer 1 attempt limit Layer 2 attempt limit Layer 3 attempt limit");
        assertThat(browser.find("#checks-heading").getText()).isEqualTo("Checks");
    }

    @Test
    void anErrorLooksUnlikeAWarningBesidesItsWord() {
        // Its own background and text colour, a double border and a cross where a warning has a triangle.
        String error = "document.querySelector('#checks li.callout.error')";
        String warning = "document.querySelector('#checks li.callout.warning')";
        for (String property : new String[] {"backgroundColor", "color", "borderLeftColor"}) {
            assertThat(browser.script("return getComputedStyle(" + error + ")." + property)).as(property)
                    .isNotEqualTo(browser.script("return getComputedStyle(" + warning + ")." + property));
        }
        assertThat(browser.script("return getComputedStyle(" + error + ").borderLeftStyle")).isEqualTo("double");
        assertThat((String) browser.script("return getComputedStyle(" + error + ".querySelector('strong'), '::before')"
                + ".content")).contains("\u2716");
        assertThat((String) browser.script("return getComputedStyle(" + warning + ".querySelector('strong'), '::before')"
                + ".content")).contains("\u25b2");
    }

    @Test
    void anEditChangesTheFindingsAndTheAnnouncement() {
        browser.type("layer1-attempts", "1");
        browser.type("layer2-attempts", "1");
        // 1 x 1 x 3 = 3 attempts, one owner; SDK alone: 3 x 1,000 + 100 + 200 = 3,300 ms, within 10 s; no jitter.
        List<String> items = findings();
        assertThat(items).hasSize(1);
        assertThat(items.get(0)).startsWith("Warning no-jitter: SDK retries 2 times after waits of 100 to 1,000 ms");
        assertThat(browser.announcement()).endsWith("Checks: 1 warning.");
        browser.select("jitter", "full");
        assertThat(browser.find("#checks p").getText()).startsWith("No findings");
        assertThat(browser.findAll("#checks li")).isEmpty();
        browser.assertResultsMatchJvm(TOOL, Map.of("layer1-attempts", "1", "layer2-attempts", "1", "jitter", "full"));
    }

    @Test
    void aLimitEditChangesTheFindingsAndOneOutOfRangeKeepsTheLastValidResult() {
        browser.type("limit-attempts", "27");
        assertThat(browser.find("#checks p").getText()).startsWith("7 warnings");
        String valid = browser.resultsHtml();
        browser.type("limit-owners", "9");
        assertThat(browser.errorText("limit-owners")).contains("Layers that may retry").contains("1 to 8");
        assertThat(browser.ariaInvalid("limit-owners")).isEqualTo("true");
        assertThat(browser.staleNoticeShown()).isTrue();
        assertThat(browser.resultsHtml()).isEqualTo(valid);
        browser.type("limit-owners", "3");
        assertThat(browser.find("#checks p").getText()).startsWith("4 warnings");
        browser.assertResultsMatchJvm(TOOL, Map.of("limit-attempts", "27", "limit-owners", "3"));
    }

    @Test
    void aFindingsLinkFocusesItsLayersField() {
        browser.find("#checks li a[href='#layer2-attempts']").click();
        assertThat(browser.script("return document.activeElement.id")).isEqualTo("layer2-attempts");
        browser.find("#checks li a[href='#layer3-jitter']").click();
        assertThat(browser.script("return document.activeElement.id")).isEqualTo("layer3-jitter");
    }
}
