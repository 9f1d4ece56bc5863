package dev.retryworkbench.core.planner;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/** "Paste response headers" (issue 33): each format against hand-derived values, and every refusal. */
class RateLimitHeadersTest {
    /** 2026-12-06T00:00:00Z: 56 years from 1970 with 14 leap days, then 334 + 5 days into 2026. */
    private static final double DEC_6_2026 = (56 * 365 + 14 + 334 + 5) * 86_400_000.0;

    @Test
    void durationsAreGoDurationsInMilliseconds() {
        assertThat(RateLimitHeaders.durationMillis("h", "6m0s")).isEqualTo(360_000.0);
        assertThat(RateLimitHeaders.durationMillis("h", "1m30.5s")).isEqualTo(90_500.0);
        assertThat(RateLimitHeaders.durationMillis("h", "120ms")).isEqualTo(120.0);
        assertThat(RateLimitHeaders.durationMillis("h", "1s")).isEqualTo(1_000.0);
        assertThat(RateLimitHeaders.durationMillis("h", "1h2m3s")).isEqualTo(3_723_000.0);
        assertThat(RateLimitHeaders.durationMillis("h", "250us")).isEqualTo(0.25);
        for (String bad : new String[] {"", "soon", "6", "6x", "m6", "1..5s", "-1s"}) {
            assertThatThrownBy(() -> RateLimitHeaders.durationMillis("x-ratelimit-reset-tokens", bad))
                    .hasMessageContaining("x-ratelimit-reset-tokens");
        }
    }

    @Test
    void rfc3339AndHttpDatesCountFrom1970() {
        assertThat(RateLimitHeaders.daysFromCivil(1970, 1, 1)).isEqualTo(0.0);
        assertThat(RateLimitHeaders.daysFromCivil(2000, 3, 1)).isEqualTo(11_017.0);
        assertThat(RateLimitHeaders.rfc3339Millis("r", "1970-01-01T00:00:00Z")).isEqualTo(0.0);
        assertThat(RateLimitHeaders.rfc3339Millis("r", "2026-12-06T04:00:30Z")).isEqualTo(DEC_6_2026 + 14_430_000);
        assertThat(RateLimitHeaders.rfc3339Millis("r", "2026-12-06T05:00:30.5+01:00"))
                .isEqualTo(DEC_6_2026 + 14_430_500);
        assertThat(RateLimitHeaders.httpDateMillis("d", "Sun, 06 Dec 2026 04:00:00 GMT"))
                .isEqualTo(DEC_6_2026 + 14_400_000);
        for (String bad : new String[] {"2026-12-06 04:00:30", "2026-13-06T04:00:30Z", "tomorrow",
            "2026-12-06T04:00:30+0100"}) {
            assertThatThrownBy(() -> RateLimitHeaders.rfc3339Millis("anthropic-ratelimit-requests-reset", bad))
                    .hasMessageContaining("RFC 3339");
        }
        assertThatThrownBy(() -> RateLimitHeaders.httpDateMillis("retry-after", "Sun, 06 Foo 2026 04:00:00 GMT"))
                .hasMessageContaining("HTTP date");
    }

    @Test
    void openAiHeadersFillTheLimitsAndShowTheHeadroom() {
        HeadersReading reading = RateLimitHeaders.read("HTTP/2 429\r\n"
                + "date: Sun, 06 Dec 2026 04:00:00 GMT\r\n"
                + "content-type: application/json\r\n"
                + "X-RateLimit-Limit-Requests: 60\r\n"
                + "x-ratelimit-limit-tokens: 150000\r\n"
                + "x-ratelimit-remaining-requests: 59\r\n"
                + "x-ratelimit-remaining-tokens: 149984\r\n"
                + "x-ratelimit-reset-requests: 1s\r\n"
                + "x-ratelimit-reset-tokens: 6m0s\r\n"
                + "retry-after: 20\r\n");
        assertThat(reading.error()).isNull();
        assertThat(reading.provider()).isEqualTo(Provider.OPENAI);
        assertThat(reading.fieldIds()).containsExactly("provider", "rpm", "tpm", "retry-after");
        assertThat(reading.texts()).containsExactly("openai", "60", "150000", "20");
        assertThat(reading.allowances()).containsExactly(
                new HeadersReading.Allowance(BindingLimit.RPM, 60, 59.0, 1.0, "1s"),
                new HeadersReading.Allowance(BindingLimit.TPM, 150_000, 149_984.0, 360.0, "6m0s"));
        assertThat(reading.unused()).containsExactly("date", "content-type");
        assertThat(reading.json()).isEqualTo("{\n  \"provider\": \"openai\",\n  \"rpmLimit\": 60,\n"
                + "  \"tpmLimit\": 150000,\n  \"retryAfterSeconds\": 20\n}\n");
        // 59 of 60 is 98%, 149,984 of 150,000 is 100% to the nearest percent.
        assertThat(reading.reportHtml()).contains("<td>98%</td>").contains("<td>in 360 s</td>")
                .contains("Not used: date, content-type.");
    }

    @Test
    void anthropicHeadersCountTheirResetsFromTheDate() {
        HeadersReading reading = RateLimitHeaders.read("date: Sun, 06 Dec 2026 04:00:00 GMT\n"
                + "anthropic-ratelimit-requests-limit: 50\n"
                + "anthropic-ratelimit-requests-remaining: 0\n"
                + "anthropic-ratelimit-requests-reset: 2026-12-06T04:00:01Z\n"
                + "anthropic-ratelimit-input-tokens-limit: 30000\n"
                + "anthropic-ratelimit-input-tokens-remaining: 29000\n"
                + "anthropic-ratelimit-input-tokens-reset: 2026-12-06T04:00:02Z\n"
                + "anthropic-ratelimit-output-tokens-limit: 8000\n"
                + "anthropic-ratelimit-output-tokens-remaining: 7000\n"
                + "anthropic-ratelimit-output-tokens-reset: 2026-12-06T04:00:07.5Z\n"
                + "anthropic-ratelimit-tokens-limit: 38000\n"
                + "retry-after: Sun, 06 Dec 2026 04:00:30 GMT\n");
        assertThat(reading.error()).isNull();
        assertThat(reading.fieldIds()).containsExactly("provider", "rpm", "itpm", "otpm", "retry-after");
        assertThat(reading.texts()).containsExactly("anthropic", "50", "30000", "8000", "30");
        assertThat(reading.allowances()).extracting(HeadersReading.Allowance::resetSeconds)
                .containsExactly(1.0, 2.0, 7.5);
        assertThat(reading.allowances().get(0).remaining()).isEqualTo(0.0);
        assertThat(reading.unused()).containsExactly("anthropic-ratelimit-tokens-limit");
        assertThat(reading.reportHtml()).contains("<td>0%</td>");
    }

    @Test
    void withoutADateAnRfc3339ResetIsShownAsSent() {
        HeadersReading reading = RateLimitHeaders.read("anthropic-ratelimit-output-tokens-limit: 8000\n"
                + "anthropic-ratelimit-output-tokens-reset: 2026-12-06T04:00:07Z\n");
        assertThat(reading.allowances()).containsExactly(
                new HeadersReading.Allowance(BindingLimit.OTPM, 8_000, null, null, "2026-12-06T04:00:07Z"));
        assertThat(reading.reportHtml()).contains("at 2026-12-06T04:00:07Z");
    }

    @Test
    void retryAfterMsComesFirstAsTheClientsReadIt() {
        HeadersReading reading = RateLimitHeaders.read("retry-after: 2\nretry-after-ms: 1500\n");
        assertThat(reading.provider()).isNull();
        assertThat(reading.retryAfterSeconds()).isEqualTo(1.5);
        assertThat(reading.fieldIds()).containsExactly("retry-after");
        assertThat(reading.unused()).containsExactly("retry-after");
    }

    @Test
    void badTextsChangeNothingAndSayWhy() {
        assertThat(RateLimitHeaders.read("content-type: application/json\nserver: cloudflare").error())
                .startsWith("The text has no rate-limit headers").endsWith("Nothing was changed.");
        assertThat(RateLimitHeaders.read("").error()).startsWith("The text has no rate-limit headers");
        assertThat(RateLimitHeaders.read("x-ratelimit-limit-tokens: 1000\nx-ratelimit-reset-tokens: soon").error())
                .isEqualTo("x-ratelimit-reset-tokens of \u201csoon\u201d is not a duration such as 6m0s, 1s or 120ms."
                        + " Nothing was changed.");
        assertThat(RateLimitHeaders.read("anthropic-ratelimit-requests-limit: 50\n"
                + "anthropic-ratelimit-requests-reset: in a minute").error()).contains("RFC 3339");
        assertThat(RateLimitHeaders.read("x-ratelimit-limit-requests: 0").error())
                .startsWith("x-ratelimit-limit-requests of \u201c0\u201d cannot be the RPM limit");
        assertThat(RateLimitHeaders.read("x-ratelimit-limit-requests: many").error()).contains("is not a number");
        assertThat(RateLimitHeaders.read("x-ratelimit-limit-requests: 60\nanthropic-ratelimit-requests-limit: 50")
                .error()).contains("both OpenAI\u2019s and Anthropic\u2019s");
        assertThat(RateLimitHeaders.read("retry-after: Sun, 06 Dec 2026 04:00:30 GMT").error())
                .contains("with a date header to count from");
        assertThat(RateLimitHeaders.read("retry-after: 90000").error()).contains("Retry-After");
        assertThat(RateLimitHeaders.read("x".repeat(RateLimitHeaders.MAX_CHARS + 1)).error()).contains("at most");
        HeadersReading refused = RateLimitHeaders.read("server: x");
        assertThat(refused.fieldIds()).isEmpty();
        assertThat(refused.allowances()).isEqualTo(List.of());
    }
}
