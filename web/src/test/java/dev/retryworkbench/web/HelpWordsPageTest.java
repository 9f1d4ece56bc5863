package dev.retryworkbench.web;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.help.DisclosedHelp;
import java.nio.file.Files;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The help of a field a disclosure hides at the defaults is not in the page as served: help-words.js writes it, as
 * the pre-render would have, when the page first shows such a field (web.Disclosures, web.HelpWordsPage).
 */
class HelpWordsPageTest {
    @RegisterExtension
    static final Browser browser = Browser.perClass(true);

    @Test
    void aBudgetParametersHelpIsEmptyAsServedAndWrittenOnceItsKindIsChosen() throws java.io.IOException {
        String ttl = DisclosedHelp.text("budget-ttl-help");
        assertThat(ttl).isNotBlank().contains("Allowed: ");
        for (String page : new String[] {"storm.html", "storm-embed.html"}) {
            String served = Files.readString(browser.siteDirectory().resolve(page));
            assertThat(served).as(page).contains("<p class=\"help\" id=\"budget-ttl-help\" aria-busy=\"true\"></p>")
                    .contains("aria-describedby=\"budget-ttl-help\"").doesNotContain(ttl);
            browser.open(page);
            browser.awaitScript();
            assertThat(help("budget-ttl")).as(page).isEqualTo("");
            assertThat(busy("budget-ttl")).as(page).isEqualTo("true");
            assertThat(browser.script("return document.getElementById('help-words-script')")).as(page).isNull();

            // The ratio budget's parameters include the TTL: shown, its help is written and no longer busy.
            browser.select("budget", "ratio");
            new WebDriverWait(browser.driver(), Duration.ofSeconds(10)).withMessage("help of budget-ttl on " + page)
                    .until(d -> busy("budget-ttl") == null);
            assertThat(help("budget-ttl")).as(page).isEqualTo(ttl);
            assertThat(browser.find("#budget-ttl").getAttribute("aria-describedby")).startsWith("budget-ttl-help");
            // Every help the page awaited is written at once, the other kinds' too, and the script loads once.
            assertThat(browser.script("return document.querySelectorAll('.help[aria-busy]').length")).isEqualTo(0L);
            assertThat(help("budget-threshold")).isEqualTo(DisclosedHelp.text("budget-threshold-help"));
            browser.select("budget", "breaker");
            assertThat(help("budget-threshold")).isNotBlank();
            assertThat(browser.script("return document.querySelectorAll('script[src=\"help-words.js\"]').length"))
                    .isEqualTo(1L);
        }
    }

    @Test
    void thePlannersAndTheLatencyPlannersHiddenFieldsGetTheirHelpWhenShown() {
        for (String[] page : new String[][] {{"planner.html", "provider", "anthropic", "otpm"},
            {"latency.html", "hedging", "members", "hedge-delay"}, {"planner-embed.html", "provider", "anthropic", "otpm"},
            {"latency-embed.html", "hedging", "members", "hedge-delay"}}) {
            browser.open(page[0]);
            browser.awaitScript();
            assertThat(help(page[3])).as(page[0]).isEqualTo("");
            assertThat(busy(page[3])).as(page[0]).isEqualTo("true");
            browser.select(page[1], page[2]);
            new WebDriverWait(browser.driver(), Duration.ofSeconds(10)).withMessage("help of " + page[3])
                    .until(d -> busy(page[3]) == null);
            assertThat(help(page[3])).as(page[0]).isEqualTo(DisclosedHelp.text(page[3] + "-help")).isNotBlank();
        }
    }

    private String help(String fieldId) {
        return (String) browser.script("return document.getElementById(arguments[0]).textContent", fieldId + "-help");
    }

    private String busy(String fieldId) {
        return (String) browser.script("return document.getElementById(arguments[0]).getAttribute('aria-busy')",
                fieldId + "-help");
    }
}
