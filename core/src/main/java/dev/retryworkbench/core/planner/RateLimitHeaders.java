package dev.retryworkbench.core.planner;

import dev.retryworkbench.core.form.NumberField;
import dev.retryworkbench.core.form.NumberParser;
import dev.retryworkbench.core.json.ShortestDouble;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads the text of a response's headers ("name: value" a line, as curl -i or a browser's network panel
 * copies them) into the planner's inputs: the provider, its limits, the Retry-After floor, and each
 * limit's remaining headroom at that moment. The header names and formats are the providers' own
 * (docs/presets.md cites each page): OpenAI's {@code x-ratelimit-*} with resets as durations ("6m0s",
 * "1s", "120ms"), Anthropic's {@code anthropic-ratelimit-*} with RFC 3339 resets, and {@code retry-after}
 * in seconds or as an HTTP date ({@code retry-after-ms} first, as the OpenAI and Anthropic Python clients
 * read it). Gemini documents no rate-limit headers. Anything it cannot read is a message, never an exception.
 */
public final class RateLimitHeaders {
    /** Longest text read: far more than any response's headers, short enough to answer at once. */
    static final int MAX_CHARS = 100_000;
    private static final String RETRY_AFTER = "retry-after";
    private static final String RETRY_AFTER_MS = "retry-after-ms";
    private static final String DATE = "date";

    /** One limit a provider states in three headers: the limit, what remains of it, and when it refills. */
    enum Bucket {
        OPENAI_REQUESTS(Provider.OPENAI, BindingLimit.RPM, "x-ratelimit-limit-requests",
                "x-ratelimit-remaining-requests", "x-ratelimit-reset-requests"),
        OPENAI_TOKENS(Provider.OPENAI, BindingLimit.TPM, "x-ratelimit-limit-tokens", "x-ratelimit-remaining-tokens",
                "x-ratelimit-reset-tokens"),
        ANTHROPIC_REQUESTS(Provider.ANTHROPIC, BindingLimit.RPM, "anthropic-ratelimit-requests-limit",
                "anthropic-ratelimit-requests-remaining", "anthropic-ratelimit-requests-reset"),
        ANTHROPIC_INPUT(Provider.ANTHROPIC, BindingLimit.ITPM, "anthropic-ratelimit-input-tokens-limit",
                "anthropic-ratelimit-input-tokens-remaining", "anthropic-ratelimit-input-tokens-reset"),
        ANTHROPIC_OUTPUT(Provider.ANTHROPIC, BindingLimit.OTPM, "anthropic-ratelimit-output-tokens-limit",
                "anthropic-ratelimit-output-tokens-remaining", "anthropic-ratelimit-output-tokens-reset");

        final Provider provider;
        final BindingLimit limit;
        final String limitHeader;
        final String remainingHeader;
        final String resetHeader;

        Bucket(Provider provider, BindingLimit limit, String limitHeader, String remainingHeader, String resetHeader) {
            this.provider = provider;
            this.limit = limit;
            this.limitHeader = limitHeader;
            this.remainingHeader = remainingHeader;
            this.resetHeader = resetHeader;
        }
    }

    private RateLimitHeaders() {
    }

    /** Reads {@code text}; the reading holds the message instead when the text cannot be read. */
    public static HeadersReading read(String text) {
        try {
            return parse(text);
        } catch (IllegalArgumentException e) {
            return HeadersReading.refused(e.getMessage() + " Nothing was changed.");
        }
    }

    private static HeadersReading parse(String text) {
        if (text.length() > MAX_CHARS) {
            throw new IllegalArgumentException("The text is " + text.length() + " characters long; paste at most "
                    + MAX_CHARS + ", one response's headers.");
        }
        List<String> names = new ArrayList<>();
        List<String> values = new ArrayList<>();
        List<String> unused = new ArrayList<>();
        for (int start = 0; start <= text.length();) {
            int end = text.indexOf('\n', start);
            end = end < 0 ? text.length() : end;
            String trimmed = text.substring(start, end).trim();
            start = end + 1;
            int colon = trimmed.indexOf(':');
            if (trimmed.isEmpty() || trimmed.startsWith("HTTP/")) {
                continue;
            }
            if (colon <= 0) {
                unused.add(trimmed.length() > 40 ? trimmed.substring(0, 40) + "\u2026" : trimmed);
                continue;
            }
            String name = lowerCase(trimmed.substring(0, colon).trim());
            if (!names.contains(name)) {
                names.add(name);
                values.add(trimmed.substring(colon + 1).trim());
            }
        }
        String date = value(names, values, DATE);
        Double dateMillis = date == null ? null : readableDate(date);
        boolean dateUsed = false;
        Provider provider = null;
        List<HeadersReading.Allowance> allowances = new ArrayList<>();
        for (Bucket bucket : Bucket.values()) {
            String limitText = value(names, values, bucket.limitHeader);
            if (limitText == null) {
                continue;
            }
            if (provider != null && provider != bucket.provider) {
                throw new IllegalArgumentException("The text has both " + provider.label() + "\u2019s and "
                        + bucket.provider.label() + "\u2019s rate-limit headers: paste one response\u2019s headers.");
            }
            provider = bucket.provider;
            NumberField field = Provider.field(bucket.limit);
            double limit = number(bucket.limitHeader, limitText);
            String range = field.check(limit);
            if (range != null || limit == 0) {
                throw new IllegalArgumentException(bucket.limitHeader + " of \u201c" + limitText + "\u201d cannot be the "
                        + field.label() + ": it takes " + field.boundsText() + ".");
            }
            String remainingText = value(names, values, bucket.remainingHeader);
            Double remaining = remainingText == null ? null : number(bucket.remainingHeader, remainingText);
            String resetText = value(names, values, bucket.resetHeader);
            Double resetSeconds = null;
            if (resetText != null && bucket.provider == Provider.OPENAI) {
                resetSeconds = durationMillis(bucket.resetHeader, resetText) / 1000;
            } else if (resetText != null) {
                double at = rfc3339Millis(bucket.resetHeader, resetText);
                if (dateMillis != null) {
                    resetSeconds = Math.max(0, at - dateMillis) / 1000;
                    dateUsed = true;
                }
            }
            allowances.add(new HeadersReading.Allowance(bucket.limit, limit, remaining, resetSeconds, resetText));
            used(names, values, bucket.limitHeader, bucket.remainingHeader, bucket.resetHeader);
        }
        Double retryAfter = null;
        String retryMs = value(names, values, RETRY_AFTER_MS);
        String retry = value(names, values, RETRY_AFTER);
        if (retryMs != null) {
            retryAfter = number(RETRY_AFTER_MS, retryMs) / 1000;
            used(names, values, RETRY_AFTER_MS);
        } else if (retry != null) {
            if (isDecimal(retry)) {
                retryAfter = number(RETRY_AFTER, retry);
            } else if (dateMillis == null) {
                throw new IllegalArgumentException("retry-after of \u201c" + retry + "\u201d is neither seconds nor,"
                        + " with a date header to count from, an HTTP date such as Wed, 21 Oct 2026 07:28:00 GMT.");
            } else {
                retryAfter = Math.max(0, httpDateMillis(RETRY_AFTER, retry) - dateMillis) / 1000;
                dateUsed = true;
            }
            used(names, values, RETRY_AFTER);
        }
        if (retryAfter != null && PlannerFields.RETRY_AFTER.check(retryAfter) != null) {
            throw new IllegalArgumentException("A Retry-After of " + ShortestDouble.format(retryAfter) + " s is outside the field\u2019s "
                    + PlannerFields.RETRY_AFTER.boundsText() + ".");
        }
        if (provider == null && retryAfter == null) {
            throw new IllegalArgumentException("The text has no rate-limit headers: the planner reads OpenAI\u2019s"
                    + " x-ratelimit-limit-requests and -tokens, Anthropic\u2019s anthropic-ratelimit-requests-limit,"
                    + " -input-tokens-limit and -output-tokens-limit, and retry-after (Gemini sends none).");
        }
        if (dateUsed) {
            used(names, values, DATE);
        }
        List<String> notUsed = new ArrayList<>(names);
        notUsed.addAll(unused);
        return new HeadersReading(provider, allowances, retryAfter, notUsed, null);
    }

    /** Returns the value of header {@code name}, or null. */
    private static String value(List<String> names, List<String> values, String name) {
        int at = names.indexOf(name);
        return at < 0 ? null : values.get(at);
    }

    /** Takes the headers read out of {@code names} and {@code values}, which keep those not used. */
    private static void used(List<String> names, List<String> values, String... read) {
        for (String name : read) {
            int at = names.indexOf(name);
            if (at >= 0) {
                names.remove(at);
                values.remove(at);
            }
        }
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    private static String lowerCase(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            out.append(c >= 'A' && c <= 'Z' ? (char) (c + ('a' - 'A')) : c);
        }
        return out.toString();
    }

    /** True for digits with at most one decimal point among them: "20", "1.5". */
    static boolean isDecimal(String text) {
        int digits = 0;
        int points = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c >= '0' && c <= '9') {
                digits++;
            } else if (c == '.') {
                points++;
            } else {
                return false;
            }
        }
        return digits > 0 && points <= 1;
    }

    private static double number(String header, String text) {
        double value = decimal(text);
        if (Double.isNaN(value)) {
            throw new IllegalArgumentException(header + " of \u201c" + text + "\u201d is not a number.");
        }
        return value;
    }

    /**
     * Returns the value of digits with at most one decimal point ({@link #isDecimal}), read as the form reads a
     * number ({@link NumberParser}, not the platform's parser, which would add kilobytes to the page), or NaN.
     */
    private static double decimal(String text) {
        NumberParser.Parsed parsed = isDecimal(text) ? NumberParser.parse(text) : null;
        return parsed == null || parsed.outcome() != NumberParser.Outcome.NUMBER ? Double.NaN : parsed.value();
    }

    /**
     * Returns the milliseconds of a duration as OpenAI writes its resets (Go's time.Duration text): numbers
     * each followed by a unit h, m, s, ms, us (or \u00b5s) or ns, such as "6m0s" (360,000 ms), "1m30.5s"
     * (90,500 ms) or "120ms".
     */
    static double durationMillis(String header, String text) {
        double total = 0;
        int i = 0;
        int parts = 0;
        while (i < text.length()) {
            int start = i;
            while (i < text.length() && (isDigit(text.charAt(i)) || text.charAt(i) == '.')) {
                i++;
            }
            int unitStart = i;
            while (i < text.length() && !isDigit(text.charAt(i)) && text.charAt(i) != '.') {
                i++;
            }
            String digits = text.substring(start, unitStart);
            double unit = unitMillis(text.substring(unitStart, i));
            double amount = decimal(digits);
            if (Double.isNaN(amount) || unit == 0) {
                throw new IllegalArgumentException(header + " of \u201c" + text + "\u201d is not a duration such as"
                        + " 6m0s, 1s or 120ms.");
            }
            total += amount * unit;
            parts++;
        }
        if (parts == 0) {
            throw new IllegalArgumentException(header + " is empty: it should be a duration such as 6m0s, 1s or 120ms.");
        }
        return total;
    }

    private static double unitMillis(String unit) {
        switch (unit) {
            case "h":
                return 3_600_000;
            case "m":
                return 60_000;
            case "s":
                return 1_000;
            case "ms":
                return 1;
            case "us":
            case "\u00b5s":
                return 0.001;
            case "ns":
                return 0.000001;
            default:
                return 0;
        }
    }

    /**
     * Returns the milliseconds since 1970 of an RFC 3339 time, "2026-12-06T04:00:30Z" or with a fraction of
     * a second and an offset ("2026-12-06T05:00:30.5+01:00").
     */
    static double rfc3339Millis(String header, String text) {
        String bad = header + " of \u201c" + text + "\u201d is not an RFC 3339 time such as 2026-12-06T04:00:30Z.";
        if (text.length() < 20 || text.charAt(4) != '-' || text.charAt(7) != '-'
                || (text.charAt(10) != 'T' && text.charAt(10) != 't') || text.charAt(13) != ':'
                || text.charAt(16) != ':') {
            throw new IllegalArgumentException(bad);
        }
        double seconds = digits(text, 17, 19, bad);
        int i = 19;
        if (text.charAt(i) == '.') {
            int start = ++i;
            while (i < text.length() && isDigit(text.charAt(i))) {
                i++;
            }
            if (i == start) {
                throw new IllegalArgumentException(bad);
            }
            double fraction = decimal("0." + text.substring(start, i));
            if (Double.isNaN(fraction)) {
                throw new IllegalArgumentException(bad);
            }
            seconds += fraction;
        }
        double offsetMinutes;
        String zone = text.substring(i);
        if ("Z".equals(zone) || "z".equals(zone)) {
            offsetMinutes = 0;
        } else if (zone.length() == 6 && (zone.charAt(0) == '+' || zone.charAt(0) == '-') && zone.charAt(3) == ':') {
            offsetMinutes = (digits(zone, 1, 3, bad) * 60 + digits(zone, 4, 6, bad)) * (zone.charAt(0) == '-' ? -1 : 1);
        } else {
            throw new IllegalArgumentException(bad);
        }
        double month = digits(text, 5, 7, bad);
        double day = digits(text, 8, 10, bad);
        double hour = digits(text, 11, 13, bad);
        double minute = digits(text, 14, 16, bad);
        if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || seconds >= 61) {
            throw new IllegalArgumentException(bad);
        }
        return (daysFromCivil((int) digits(text, 0, 4, bad), (int) month, (int) day) * 86_400 + hour * 3_600
                + (minute - offsetMinutes) * 60 + seconds) * 1000;
    }

    private static final String[] MONTHS = {"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct",
        "Nov", "Dec"};

    private static Double readableDate(String date) {
        try {
            return httpDateMillis(DATE, date);
        } catch (IllegalArgumentException e) {
            // A date header the planner cannot read only leaves the resets as the times they are.
            return null;
        }
    }

    /** Returns the milliseconds since 1970 of an HTTP date in RFC 9110's IMF-fixdate form: "Sun, 06 Dec 2026 04:00:00 GMT". */
    static double httpDateMillis(String header, String text) {
        String bad = header + " of \u201c" + text + "\u201d is not an HTTP date such as Sun, 06 Dec 2026 04:00:00 GMT.";
        if (text.length() != 29 || text.charAt(3) != ',' || !text.endsWith(" GMT") || text.charAt(19) != ':'
                || text.charAt(22) != ':') {
            throw new IllegalArgumentException(bad);
        }
        int month = 0;
        while (month < 12 && !MONTHS[month].equals(text.substring(8, 11))) {
            month++;
        }
        double day = digits(text, 5, 7, bad);
        double hour = digits(text, 17, 19, bad);
        double minute = digits(text, 20, 22, bad);
        double second = digits(text, 23, 25, bad);
        if (month == 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 60) {
            throw new IllegalArgumentException(bad);
        }
        return (daysFromCivil((int) digits(text, 12, 16, bad), month + 1, (int) day) * 86_400 + hour * 3_600
                + minute * 60 + second) * 1000;
    }

    private static double digits(String text, int from, int to, String bad) {
        double value = 0;
        for (int i = from; i < to; i++) {
            char c = text.charAt(i);
            if (c < '0' || c > '9') {
                throw new IllegalArgumentException(bad);
            }
            value = value * 10 + (c - '0');
        }
        return value;
    }

    /** Days from 1970-01-01 to a date of the proleptic Gregorian calendar (Howard Hinnant's days_from_civil). */
    static double daysFromCivil(int year, int month, int day) {
        int y = month <= 2 ? year - 1 : year;
        int era = (y >= 0 ? y : y - 399) / 400;
        int yearOfEra = y - era * 400;
        int dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1;
        int dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear;
        return era * 146_097.0 + dayOfEra - 719_468;
    }
}
