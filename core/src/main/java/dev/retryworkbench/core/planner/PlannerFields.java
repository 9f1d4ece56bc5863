package dev.retryworkbench.core.planner;

import dev.retryworkbench.core.form.ChoiceField;
import dev.retryworkbench.core.form.Disclosure;
import dev.retryworkbench.core.form.Field;
import dev.retryworkbench.core.form.FieldError;
import dev.retryworkbench.core.form.FieldGroup;
import dev.retryworkbench.core.form.FormReading;
import dev.retryworkbench.core.form.NumberField;
import dev.retryworkbench.core.form.PresetPicker;
import dev.retryworkbench.core.json.ShortestDouble;
import dev.retryworkbench.core.layers.PresetAbout;
import dev.retryworkbench.core.policy.BackoffShape;
import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.policy.Preset;
import dev.retryworkbench.core.policy.RetryPolicy;
import dev.retryworkbench.core.policy.Role;
import dev.retryworkbench.core.text.Ascii;
import dev.retryworkbench.core.text.Numbers;
import java.util.ArrayList;
import java.util.List;

/**
 * Defines every input of the 429 backoff planner once: the form shows these fields and
 * {@link PlannerInputs} checks its values with the same objects, so both give the same messages.
 *
 * <p>Where the spec sets no upper bound, a generous one keeps hostile input such as "1e400" to a
 * range message: RPM up to 1,000,000,000, TPM up to 1,000,000,000,000, tokens per attempt up to
 * 10,000,000, arrivals up to 1,000,000,000 per minute, a backlog up to 1,000,000,000,000 requests
 * and a planned concurrency up to 1,000,000.
 */
public final class PlannerFields {
    /** Seconds before the first retry, before jitter. */
    public static final NumberField BASE_DELAY = new NumberField("base-delay", "Base delay", "s", 0, true, 86_400,
            false, false, "1", "baseDelaySeconds", "The raw wait before the first retry, before jitter.");
    /** Factor between consecutive raw waits. */
    public static final NumberField MULTIPLIER = new NumberField("multiplier", "Multiplier", "", 1, false, 10,
            false, false, "2", "multiplier",
            "Each raw wait is the previous one times this factor; 1 keeps every wait at the base delay.");
    /** Largest raw wait; at least the base delay. */
    public static final NumberField MAX_DELAY = new NumberField("max-delay", "Maximum delay cap", "s", 0, true,
            86_400, false, false, "32", "maxDelaySeconds",
            "No raw wait exceeds this cap; it must be at least the base delay.");
    /** Attempts including the first. */
    public static final NumberField ATTEMPTS = new NumberField("attempts", "Attempt cap", "attempts", 1, false, 100,
            true, false, "5", "attempts",
            "Attempts including the first: 5 attempts allow 4 retries. Some libraries count retries instead.");
    /** How each raw wait is randomised. */
    public static final ChoiceField JITTER = ChoiceField.of("jitter", "Jitter", Jitter.values(), Jitter.FULL, "jitter",
            "Full jitter draws each wait between zero and the raw wait; equal jitter between half the raw wait and"
                    + " all of it; no jitter waits exactly the raw wait. Decorrelated (AWS) draws each wait between the"
                    + " base delay and three times the previous wait, up to the cap; proportional scales the raw wait"
                    + " by a factor between the two below.");
    /** Lower factor of proportional jitter. */
    public static final NumberField JITTER_LOW = new NumberField("jitter-low", "Jitter low factor", "", 0, false,
            RetryPolicy.MAX_JITTER_FACTOR, false, false, "0.75", "jitterLow", "Proportional jitter only: the"
                    + " smallest share of the raw wait. 0.75 and 1 are the OpenAI and Anthropic Python SDKs' factors,"
                    + " the clients most likely to meet a 429 here; resilience4j's default is 0.5 and 1.5.")
            .addedLater();
    /** Upper factor of proportional jitter; at least the lower one. */
    public static final NumberField JITTER_HIGH = new NumberField("jitter-high", "Jitter high factor", "", 0, false,
            RetryPolicy.MAX_JITTER_FACTOR, false, false, "1", "jitterHigh", "Proportional jitter only: the largest"
                    + " share of the raw wait; at least the low factor.").addedLater();
    /** Seconds a rate-limited attempt takes; optional, the attempt latency when empty. */
    public static final NumberField RATE_LIMITED_LATENCY = new NumberField("rate-limited-latency",
            "Latency of a 429", "s", 0, true, 3_600, false, true, "", "rateLimitedLatencySeconds", "How long an"
                    + " attempt that gets a 429 takes; usually far less than a success.").addedLater()
            .emptyMeans("the same as the attempt latency");
    /** Share of the tokens per attempt a 429 is charged, entered as a percentage; optional, 100% when empty. */
    public static final NumberField TOKENS_ON_429 = new NumberField("tokens-on-429", "Tokens charged on a 429", "%",
            0, false, 100, false, true, "", "tokensChargedOn429", "Share of the tokens per attempt that a rejected"
                    + " attempt counts against the TPM limit; many providers charge nothing.")
            .addedLater().emptyMeans("100% (default)");
    /** Retry-After the provider sends with each 429; optional. */
    public static final NumberField RETRY_AFTER = new NumberField("retry-after", "Retry-After", "s", 0, false, 86_400,
            false, true, "", "retryAfterSeconds", "Seconds the provider asks for with each 429: every wait lasts at"
                    + " least this long.").addedLater().emptyMeans("none sent");
    /** Request limit in attempts per minute; optional. */
    public static final NumberField RPM = new NumberField("rpm", "RPM limit", "attempts/min", 0, true, 1e9,
            false, true, "1000", "rpmLimit", "Attempts per minute.").emptyMeans("no request limit");
    /** Token limit in tokens per minute; optional. */
    public static final NumberField TPM = new NumberField("tpm", "TPM limit", "tokens/min", 0, true, 1e12,
            false, true, "400000", "tpmLimit", "Tokens per minute.").emptyMeans("no token limit");
    /** Average tokens one attempt consumes; required with a TPM limit. */
    public static final NumberField TOKENS = new NumberField("tokens", "Tokens per attempt", "tokens", 0, true, 1e7,
            false, true, "4000", "tokensPerAttempt", "Average tokens one attempt consumes, prompt and response"
                    + " together; required with a TPM limit, and used to price the backlog.").emptyMeans("not given");
    /** Whose accounting the limits follow. */
    public static final ChoiceField PROVIDER = declareProvider();
    /** Input tokens one request sends (providers other than generic). */
    public static final NumberField INPUT_TOKENS = new NumberField("input-tokens", "Input tokens per request", "tokens",
            0, true, 1e7, false, true, "", "inputTokens", "The prompt of one request in tokens, cached part included;"
                    + " what OpenAI's and Gemini's TPM and Anthropic's ITPM count.").addedLater().emptyMeans("not given");
    /** Share of the input tokens read from the cache, entered as a percentage. */
    public static final NumberField CACHED_SHARE = new NumberField("cached-share", "Cached input share", "%", 0, false,
            100, false, true, "", "cachedInputShare", "Share of the input tokens read from the prompt cache, which"
                    + " Anthropic's ITPM does not count on current models and the cached input price prices.")
            .addedLater()
            .emptyMeans("0%: nothing read from the cache");
    /** Share of the input tokens written to the cache, entered as a percentage. */
    public static final NumberField CACHE_WRITE_SHARE = new NumberField("cache-write-share", "Cache write share", "%",
            0, false, 100, false, true, "", "cacheWriteShare", "Share of the input tokens written to the prompt cache"
                    + " (Anthropic’s cache_creation_input_tokens), which the cache write price prices; ITPM counts"
                    + " them as uncached input. With the cached input share, at most the whole input.").addedLater()
            .emptyMeans("0%: nothing written to the cache");
    /** Output tokens one request produces. */
    public static final NumberField OUTPUT_TOKENS = new NumberField("output-tokens", "Output tokens per request",
            "tokens", 0, true, 1e7, false, true, "", "outputTokens", "The tokens one response really produces;"
                    + " what Anthropic's OTPM counts once the request ends.").addedLater().emptyMeans("not given");
    /** The max_tokens one request sets. */
    public static final NumberField MAX_TOKENS = new NumberField("max-tokens", "max_tokens", "tokens", 0, true, 1e7,
            true, true, "", "maxTokens", "The max_tokens each request sets, at least its output tokens. OpenAI counts"
                    + " the larger of it and the input against TPM (the input alone when empty); where Anthropic's OTPM holds it, it caps the"
                    + " requests in flight.").addedLater().emptyMeans("not given");
    /** Price per million input tokens; optional, no cost figures when both prices are empty. */
    public static final NumberField INPUT_PRICE = new NumberField("input-price", "Input price", "$/M tokens", 0,
            false, 1e6, false, true, "", "inputPricePerMillion", "What a million input tokens cost, as the"
                    + " provider\u2019s price list gives it; with the output price, the cost of a request and of an"
                    + " hour of the plan.").addedLater().emptyMeans("input not priced");
    /** Price per million output tokens; optional. */
    public static final NumberField OUTPUT_PRICE = new NumberField("output-price", "Output price", "$/M tokens", 0,
            false, 1e6, false, true, "", "outputPricePerMillion", "What a million output tokens cost.")
            .addedLater().emptyMeans("output not priced");
    /**
     * Price per million input tokens read from the prompt cache; optional, the cached share costs the input
     * price when empty. Anthropic and OpenAI each price cache reads per model (docs/presets.md cites the pages).
     */
    public static final NumberField CACHED_PRICE = new NumberField("cached-price", "Cached input price",
            "$/M tokens", 0, false, 1e6, false, true, "", "cachedInputPricePerMillion", "What a million input tokens"
                    + " read from the prompt cache cost (Anthropic\u2019s \u201ccache hits\u201d, OpenAI\u2019s"
                    + " \u201ccached input\u201d); it prices the cached input share.").addedLater()
            .emptyMeans("the input price");
    /**
     * Price per million input tokens written to the prompt cache; optional, the written share costs the input
     * price when empty. Anthropic prices a write at 1.25 or 2 times the input (docs/presets.md cites the page).
     */
    public static final NumberField CACHE_WRITE_PRICE = new NumberField("cache-write-price", "Cache write price",
            "$/M tokens", 0, false, 1e6, false, true, "", "cacheWritePricePerMillion", "What a million input tokens"
                    + " written to the prompt cache cost (Anthropic’s “5m cache writes” or “1h"
                    + " cache writes”); it prices the cache write share.").addedLater()
            .emptyMeans("the input price");
    /** Input tokens per minute (Anthropic). */
    public static final NumberField ITPM = new NumberField("itpm", "ITPM limit", "tokens/min", 0, true, 1e12, false,
            true, "", "itpmLimit", "Input tokens per minute: uncached input and cache writes.").addedLater()
            .emptyMeans("no input token limit");
    /** Output tokens per minute (Anthropic). */
    public static final NumberField OTPM = new NumberField("otpm", "OTPM limit", "tokens/min", 0, true, 1e12, false,
            true, "", "otpmLimit", "Output tokens per minute.").addedLater().emptyMeans("no output token limit");
    /** Whether a request holds its max_tokens of OTPM while in flight (Anthropic). */
    public static final ChoiceField OTPM_HOLDS = ChoiceField.yesNo("otpm-holds", "OTPM holds max_tokens",
            "No: only the tokens produced count", "Yes: max_tokens is held while in flight", false,
            "otpmHoldsMaxTokens", "Anthropic's rate-limit page once said the OTPM is estimated from max_tokens when"
                    + " a request starts and corrected when it ends, so each request in flight holds its max_tokens;"
                    + " the page read in December 2026 counts only the tokens produced. The tier presets set what"
                    + " their page said.");
    /** Requests per day (OpenAI, Gemini). */
    public static final NumberField RPD = new NumberField("rpd", "RPD limit", "requests/day", 0, true, 1e12, false,
            true, "", "rpdLimit", "Requests per day.").addedLater().emptyMeans("no daily limit");
    /** Seconds one attempt takes from send to response. */
    public static final NumberField LATENCY = new NumberField("latency", "Attempt latency", "s", 0, true, 3_600,
            false, false, "4", "attemptLatencySeconds", "How long one attempt takes, from sending it to its response.");
    /** Requests kept in flight at once; optional. */
    public static final NumberField CONCURRENCY = new NumberField("concurrency", "Planned concurrency", "in flight",
            1, false, 1e6, true, true, "8", "plannedConcurrency", "Requests you plan to keep in flight at once.")
            .emptyMeans("none planned: the pool is sized from the quota alone");
    /** Per-attempt success rate, entered as a percentage; worksheets keep the share. */
    public static final NumberField SUCCESS_RATE = new NumberField("success-rate", "Per-attempt success rate", "%",
            0, false, 100, false, false, "50", "successRate", "Share of attempts that succeed; retries included.");
    /** New logical requests joining the queue each minute. */
    public static final NumberField ARRIVALS = new NumberField("arrivals", "New requests arriving", "requests/min",
            0, false, 1e9, false, false, "20", "arrivalPerMinute", "New logical requests joining the queue each minute.");
    /** Requests already queued. */
    public static final NumberField BACKLOG = new NumberField("backlog", "Queued backlog", "requests", 0, false, 1e12,
            true, false, "5000", "backlog", "Requests already waiting in the queue.");
    /**
     * A library's client-side defaults for the schedule; "Custom" when the fields are the user's own.
     * Declared after the schedule's fields, whose ranges decide which presets fit.
     */
    public static final ChoiceField PRESET = declarePreset();

    /** A provider's published limits for a model and tier; declared after the fields it fills. */
    public static final ChoiceField LIMITS_PRESET = declareLimitsPreset();

    private static final List<FieldGroup> FORM = List.of(
            new FieldGroup("Backoff schedule", "Enter a base delay, a multiplier and an attempt cap. The planner"
                    + " builds every wait under the jitter you choose.",
                    List.of(PRESET, BASE_DELAY, MULTIPLIER, MAX_DELAY, ATTEMPTS, JITTER, JITTER_LOW, JITTER_HIGH)),
            new FieldGroup("Each request", "What one attempt costs in tokens. The generic provider counts the"
                    + " tokens per attempt; the others count the input and output their accounting names.",
                    List.of(TOKENS, INPUT_TOKENS, CACHED_SHARE, CACHE_WRITE_SHARE, OUTPUT_TOKENS, MAX_TOKENS,
                            INPUT_PRICE, CACHED_PRICE, CACHE_WRITE_PRICE, OUTPUT_PRICE)),
            new FieldGroup("Provider limits", "The planner checks concurrency against your provider's limits,"
                    + " counted as its documentation says. Enter at least one of them.", List.of(LIMITS_PRESET, PROVIDER, RPM, TPM, ITPM, OTPM, RPD,
                            OTPM_HOLDS)),
            new FieldGroup("Load", "The current load decides how long a queued backlog takes to drain.",
                    List.of(LATENCY, CONCURRENCY, SUCCESS_RATE, ARRIVALS, BACKLOG)),
            new FieldGroup("The provider's 429s", "How a rejected attempt differs from a successful one. Leave a"
                    + " field empty to count a 429 like any other attempt and wait only the schedule.",
                    List.of(RATE_LIMITED_LATENCY, TOKENS_ON_429, RETRY_AFTER)));

    private static final List<PresetPicker> PRESET_PICKERS = List.of(picker(), limitsPicker());

    /** Each provider shows the limits and token inputs its accounting uses; RPM is every provider's. */
    private static final List<Disclosure> DISCLOSURES = List.of(new Disclosure(PROVIDER,
            List.of(TPM, ITPM, OTPM, RPD, TOKENS, INPUT_TOKENS, CACHED_SHARE, CACHE_WRITE_SHARE, OUTPUT_TOKENS,
                    MAX_TOKENS, INPUT_PRICE, CACHED_PRICE, CACHE_WRITE_PRICE, OUTPUT_PRICE, OTPM_HOLDS, TOKENS_ON_429),
            List.of("generic openai gemini", "anthropic", "anthropic", "openai gemini", "generic",
                    "openai anthropic gemini", "openai anthropic gemini", "openai anthropic gemini",
                    "openai anthropic gemini", "openai anthropic", "openai anthropic gemini", "openai anthropic gemini",
                    "openai anthropic gemini", "openai anthropic gemini", "anthropic", "generic")));

    private PlannerFields() {
    }

    /** Returns the schedule's preset picker: a client library's defaults fill the schedule's fields. */
    public static List<PresetPicker> presetPickers() {
        return PRESET_PICKERS;
    }

    private static ChoiceField declarePreset() {
        List<ChoiceField.Option> options = new ArrayList<>();
        options.add(new ChoiceField.Option(ChoiceField.NONE, "Custom", "Custom values: the schedule below is yours."));
        // A client's schedule: the SDKs first, then the other roles in an SDK layer's order.
        for (Role role : Role.SDK.pickerOrder()) {
            for (Preset preset : Preset.values()) {
                // Client side, exponential, and within the schedule fields' own ranges (no-cap and zero-wait
                // presets do not fit the planner). PlannerPresetTest checks that every one offered reads back.
                RetryPolicy policy = preset.policy();
                if (preset.role() == role && preset.clientSide() && policy.shape() == BackoffShape.EXPONENTIAL
                        && BASE_DELAY.check(policy.initial() / 1000) == null
                        && MAX_DELAY.check(policy.maximum() / 1000) == null
                        && ATTEMPTS.check(policy.attempts()) == null) {
                    options.add(ChoiceField.Option.withWordsOnDemand(preset.id(), preset.label(), PresetAbout.of(preset),
                            role.heading()));
                }
            }
        }
        return new ChoiceField("preset", "Preset", options, ChoiceField.NONE, "preset", "Fills the schedule with a"
                + " client library's defaults, looked up in its source; editing a field makes it custom.", true);
    }

    private static ChoiceField declareLimitsPreset() {
        List<ChoiceField.Option> options = new ArrayList<>();
        options.add(new ChoiceField.Option(ChoiceField.NONE, "Custom", "Your own limits."));
        for (TierPreset preset : TierPreset.values()) {
            options.add(new ChoiceField.Option(preset.id(), preset.label(), preset.about(), preset.provider().label()));
        }
        return new ChoiceField("limits-preset", "Limits preset", options, ChoiceField.NONE, "limitsPreset",
                "Fills the provider and its limits with a model's published limits at a usage tier, dated; editing"
                        + " one makes them custom.", true);
    }

    /** Each tier preset fills the provider, its limits and whether the OTPM holds max_tokens. */
    private static PresetPicker limitsPicker() {
        return new PresetPicker(LIMITS_PRESET, List.of(PROVIDER, RPM, TPM, ITPM, OTPM, RPD, OTPM_HOLDS), id -> {
            TierPreset preset = TierPreset.fromId(id);
            return preset == null ? null : preset.texts();
        });
    }

    /** Each preset fills the schedule's fields, its waits in seconds. */
    private static PresetPicker picker() {
        List<Field> targets = List.of(BASE_DELAY, MULTIPLIER, MAX_DELAY, ATTEMPTS, JITTER, JITTER_LOW, JITTER_HIGH);
        // Formatted when a preset is chosen, so the declaration carries no number formatting.
        return new PresetPicker(PRESET, targets, id -> {
            Preset preset = Preset.fromId(id);
            if (preset == null) {
                return null;
            }
            RetryPolicy policy = preset.policy();
            return new String[] {ShortestDouble.format(policy.initial() / 1000),
                ShortestDouble.format(policy.multiplier()), ShortestDouble.format(policy.maximum() / 1000),
                Integer.toString(policy.attempts()), policy.jitter().id(), ShortestDouble.format(policy.jitterLow()),
                ShortestDouble.format(policy.jitterHigh())};
        });
    }

    /** Returns the select of the provider and the fields each provider shows. */
    public static List<Disclosure> disclosures() {
        return DISCLOSURES;
    }

    private static ChoiceField declareProvider() {
        List<ChoiceField.Option> options = new ArrayList<>();
        for (Provider provider : Provider.values()) {
            options.add(new ChoiceField.Option(provider.id(), provider.label(), provider.about()));
        }
        return new ChoiceField("provider", "Provider", options, Provider.GENERIC.id(), "provider", "Whose"
                + " accounting the limits follow: which limits there are and what one request counts against each.",
                true);
    }

    /** Returns the planner's fieldsets in visual order. */
    public static List<FieldGroup> form() {
        return FORM;
    }

    /** Adds the checks that involve two fields, unless one of those fields already has its own error. */
    static void addCrossFieldErrors(FormReading reading) {
        Provider provider = Provider.fromId(reading.choice(PROVIDER));
        boolean generic = provider == Provider.GENERIC;
        if (provider != null && !generic) {
            addProviderError(reading, provider);
        }
        if (generic && !reading.hasError(RPM.id()) && !reading.hasError(TPM.id()) && !reading.present(RPM)
                && !reading.present(TPM)) {
            reading.addError(RPM.id(), noLimitMessage());
        }
        if (generic && reading.present(TPM) && !reading.hasError(TOKENS.id()) && !reading.present(TOKENS)) {
            reading.addError(TOKENS.id(), tokensRequiredMessage(reading.number(TPM)));
        }
        if (!reading.hasError(BASE_DELAY.id()) && !reading.hasError(MAX_DELAY.id())) {
            double base = reading.number(BASE_DELAY);
            double max = reading.number(MAX_DELAY);
            if (max < base) {
                reading.addError(MAX_DELAY.id(), maxBelowBaseMessage(base, max));
            }
        }
        if (!reading.hasError(JITTER_LOW.id()) && !reading.hasError(JITTER_HIGH.id())
                && reading.number(JITTER_HIGH) < reading.number(JITTER_LOW)) {
            reading.addError(JITTER_HIGH.id(), highBelowLowMessage(reading.number(JITTER_LOW),
                    reading.number(JITTER_HIGH)));
        }
        if (!generic) {
            addPriceError(reading, INPUT_PRICE, INPUT_TOKENS);
            addPriceError(reading, CACHED_PRICE, INPUT_TOKENS);
            addPriceError(reading, CACHE_WRITE_PRICE, INPUT_TOKENS);
            addPriceError(reading, OUTPUT_PRICE, OUTPUT_TOKENS);
        }
        if (!generic && reading.present(CACHED_SHARE) && reading.present(CACHE_WRITE_SHARE)
                && !reading.hasError(CACHED_SHARE.id()) && !reading.hasError(CACHE_WRITE_SHARE.id())
                && reading.number(CACHED_SHARE) + reading.number(CACHE_WRITE_SHARE) > 100) {
            reading.addError(CACHE_WRITE_SHARE.id(), cacheSharesMessage(reading.number(CACHED_SHARE),
                    reading.number(CACHE_WRITE_SHARE)));
        }
        if (generic && reading.present(TPM) && reading.present(TOKENS) && !reading.hasError(SUCCESS_RATE.id())
                && reading.present(TOKENS_ON_429) && !(reading.number(TPM)
                        / meanTokens(reading.number(TOKENS), reading.share(SUCCESS_RATE), reading.share(TOKENS_ON_429))
                        < Double.POSITIVE_INFINITY)) {
            reading.addError(TOKENS_ON_429.id(), freeAttemptsMessage());
        }
    }

    /** Asks for the tokens a price is for, at the tokens' field, unless either field has an error of its own. */
    private static void addPriceError(FormReading reading, NumberField price, NumberField tokens) {
        if (reading.present(price) && !reading.present(tokens) && !reading.hasError(price.id())
                && !reading.hasError(tokens.id())) {
            reading.addError(tokens.id(), priceNeedsTokensMessage(price, tokens));
        }
    }

    /** Returns the message for cached and written shares of the input (percentages) that add up to more than all of it. */
    static String cacheSharesMessage(double cachedPercent, double writtenPercent) {
        return CACHE_WRITE_SHARE.label() + " of " + Numbers.trimmed(writtenPercent, 6) + "% and the "
                + Ascii.lower(CACHED_SHARE.label()) + " of " + Numbers.trimmed(cachedPercent, 6) + "% add up to more"
                + " than the whole input: a token is read from the cache or written to it, not both. Lower one of them.";
    }

    /** Returns the message for a price entered without the tokens it prices. */
    static String priceNeedsTokensMessage(NumberField price, NumberField tokens) {
        return tokens.label() + " is required to price them (" + price.label() + " is entered): enter "
                + tokens.boundsText() + ", or empty the price.";
    }

    /** Adds the first error of a provider's accounting unless one of its fields has an error of its own. */
    private static void addProviderError(FormReading reading, Provider provider) {
        for (NumberField field : new NumberField[] {RPM, TPM, ITPM, OTPM, RPD, INPUT_TOKENS, CACHED_SHARE,
            OUTPUT_TOKENS, MAX_TOKENS}) {
            if (reading.hasError(field.id())) {
                return;
            }
        }
        FieldError error = provider.error(optional(reading, RPM), optional(reading, TPM),
                optional(reading, INPUT_TOKENS), optional(reading, OUTPUT_TOKENS), optional(reading, MAX_TOKENS),
                reading.present(CACHED_SHARE) ? reading.share(CACHED_SHARE) : null, optional(reading, ITPM),
                optional(reading, OTPM), optional(reading, RPD), "true".equals(reading.choice(OTPM_HOLDS)));
        if (error != null) {
            reading.addError(error.fieldId(), error.message());
        }
    }

    /** Builds the inputs from a valid reading; the success rate turns from a percentage into a share. */
    static PlannerInputs inputs(FormReading reading) {
        return new PlannerInputs(reading.number(BASE_DELAY), reading.number(MULTIPLIER), reading.number(MAX_DELAY),
                (int) reading.number(ATTEMPTS), Jitter.fromId(reading.choice(JITTER)), optional(reading, RPM),
                optional(reading, TPM), optional(reading, TOKENS), reading.number(LATENCY),
                reading.present(CONCURRENCY) ? (int) reading.number(CONCURRENCY) : null,
                reading.share(SUCCESS_RATE), reading.number(ARRIVALS), reading.number(BACKLOG),
                reading.number(JITTER_LOW), reading.number(JITTER_HIGH), optional(reading, RATE_LIMITED_LATENCY),
                reading.present(TOKENS_ON_429) ? reading.share(TOKENS_ON_429) : null, optional(reading, RETRY_AFTER),
                Provider.fromId(reading.choice(PROVIDER)), optional(reading, INPUT_TOKENS),
                optional(reading, OUTPUT_TOKENS), optional(reading, MAX_TOKENS),
                reading.present(CACHED_SHARE) ? reading.share(CACHED_SHARE) : null, optional(reading, ITPM),
                optional(reading, OTPM), optional(reading, RPD), "true".equals(reading.choice(OTPM_HOLDS)),
                optional(reading, INPUT_PRICE), optional(reading, OUTPUT_PRICE), optional(reading, CACHED_PRICE),
                reading.present(CACHE_WRITE_SHARE) ? reading.share(CACHE_WRITE_SHARE) : null,
                optional(reading, CACHE_WRITE_PRICE));
    }

    /**
     * Returns the tokens one attempt counts against the TPM limit on average: tokens x (a + (1 - a) x
     * share), where a is the success rate and a 429 is charged {@code shareOn429} of the tokens.
     */
    static double meanTokens(double tokensPerAttempt, double successRate, double shareOn429) {
        return tokensPerAttempt * (successRate + (1 - successRate) * shareOn429);
    }

    private static Double optional(FormReading reading, NumberField field) {
        return reading.present(field) ? reading.number(field) : null;
    }

    /** Returns the message for a form or worksheet that gives neither an RPM nor a TPM limit. */
    public static String noLimitMessage() {
        return RPM.label() + " and " + TPM.label() + " are both empty: enter at least one of them.";
    }

    /** Returns the message for a TPM limit entered without a token cost per attempt. */
    public static String tokensRequiredMessage(double tpmLimit) {
        return TOKENS.label() + " is required when a " + TPM.label() + " is entered (you entered a "
                + TPM.label() + " of " + Numbers.trimmed(tpmLimit, 6) + " and no tokens per attempt): enter a number"
                + " greater than 0 and at most " + Numbers.trimmed(TOKENS.max(), 0) + ".";
    }

    /** Returns the message for an upper proportional jitter factor below the lower one, naming both. */
    public static String highBelowLowMessage(double low, double high) {
        return JITTER_HIGH.label() + " must be at least the " + JITTER_LOW.label() + " of " + Numbers.trimmed(low, 6)
                + " (you entered \u201c" + Numbers.trimmed(high, 6) + "\u201d).";
    }

    /**
     * Returns the message for a share charged on a 429 that, with the success rate, makes attempts cost
     * (next to) no tokens, so that the TPM limit would allow unboundedly many.
     */
    public static String freeAttemptsMessage() {
        return TOKENS_ON_429.label() + " and the per-attempt success rate make an attempt cost no tokens or next to"
                + " none, so the " + TPM.label() + " sets no ceiling: raise either one, or leave the " + TPM.label()
                + " empty.";
    }

    /** Returns the message for a maximum delay cap below the base delay, naming both values. */
    public static String maxBelowBaseMessage(double baseDelaySeconds, double maxDelaySeconds) {
        return MAX_DELAY.label() + " must be at least the base delay (you entered a cap of "
                + Numbers.trimmed(maxDelaySeconds, 6) + " s and a base delay of " + Numbers.trimmed(baseDelaySeconds, 6)
                + " s).";
    }
}
