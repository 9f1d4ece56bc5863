package dev.retryworkbench.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;

/**
 * While fields are invalid, the notice over the last valid results names them, each a link that moves
 * focus to its field, by mouse and by keyboard, without touching the address bar.
 */
class StaleNoticeLinksTest {
    private static final String SENTENCE = "Showing your last valid result. Update the inputs above to recompute.";

    @RegisterExtension
    static final Browser browser = Browser.perClass(true);

    @Test
    void theNoticeLinksEveryInvalidFieldAndEachLinkFocusesItsField() {
        browser.open("amplification.html");
        browser.awaitScript();
        browser.type("layer3-attempts", "0");
        browser.type("timeout", "-5");

        assertThat(browser.staleNoticeShown()).isTrue();
        assertThat(browser.staleNoticeText()).isEqualTo(SENTENCE
                + " Fields to fix: Layer 3 attempt limit and " + label("timeout") + ".");
        List<WebElement> links = browser.findAll("#stale-notice a");
        assertThat(links).extracting(link -> link.getAttribute("href").replaceAll(".*#", "#"))
                .containsExactly("#layer3-attempts", "#timeout");

        links.get(0).click();
        assertThat(focusedId()).isEqualTo("layer3-attempts");
        assertThat(browser.script("return location.hash")).isEqualTo("");

        // Keyboard: focus the second link and press Enter.
        browser.script("arguments[0].focus()", links.get(1));
        links.get(1).sendKeys(Keys.ENTER);
        assertThat(focusedId()).isEqualTo("timeout");
        assertThat(browser.script("return location.hash")).isEqualTo("");

        // Fixing one field leaves the other in the notice; fixing both clears it.
        browser.type("layer3-attempts", "3");
        assertThat(browser.staleNoticeText()).isEqualTo(SENTENCE + " Field to fix: " + label("timeout") + ".");
        browser.type("timeout", "1000");
        assertThat(browser.staleNoticeText()).isEmpty();
        assertThat(browser.staleNoticeShown()).isFalse();
    }

    private static String label(String fieldId) {
        return (String) browser.script("return document.querySelector('label[for=\"' + arguments[0] + '\"]')"
                + ".firstChild.textContent.trim()", fieldId);
    }

    private static String focusedId() {
        return (String) browser.script("return document.activeElement.id");
    }
}
