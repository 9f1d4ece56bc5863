package dev.retryworkbench.core.planner;

import dev.retryworkbench.core.Named;
import dev.retryworkbench.core.form.FieldError;
import dev.retryworkbench.core.form.NumberField;
import dev.retryworkbench.core.text.Numbers;
import java.util.ArrayList;
import java.util.List;

/**
 * Whose accounting the planner follows: the limits each provider's documentation names and what one
 * request counts against each of them (docs/presets.md cites the pages and the dates they were read).
 * The generic provider is Parts 1 to 3's RPM and TPM with a fixed token cost per attempt.
 */
public enum Provider implements Named {
    GENERIC("generic", "Generic (RPM and TPM)", "An RPM and a TPM limit, each attempt costing the tokens per"
            + " attempt below."),
    OPENAI("openai", "OpenAI", "RPM, TPM and RPD. OpenAI's rate-limit guide counts against TPM the larger of"
            + " max_tokens and the request's estimated input tokens; rejected requests count too."),
    ANTHROPIC("anthropic", "Anthropic", "RPM, ITPM and OTPM, each a continuously refilling bucket. ITPM counts"
            + " uncached input (cache reads do not count on current models), OTPM the output tokens."),
    GEMINI("gemini", "Google Gemini", "RPM, TPM (input tokens) and RPD, per project.");

    /** Minutes in a day: a requests-per-day limit allows RPD / 1,440 requests a minute. */
    static final double MINUTES_PER_DAY = 1_440;

    private final String id;
    private final String label;
    private final String about;

    Provider(String id, String label, String about) {
        this.id = id;
        this.label = label;
        this.about = about;
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public String label() {
        return label;
    }

    /** Returns what the provider counts, in a sentence the page shows beside the select. */
    public String about() {
        return about;
    }

    /** Returns the provider with this id, or null. */
    public static Provider fromId(String id) {
        return Named.byId(values(), id);
    }

    /** Returns the limits this provider's documentation names, in the ceilings' order. */
    public BindingLimit[] limits() {
        switch (this) {
            case OPENAI:
            case GEMINI:
                return new BindingLimit[] {BindingLimit.RPM, BindingLimit.TPM, BindingLimit.RPD};
            case ANTHROPIC:
                return new BindingLimit[] {BindingLimit.RPM, BindingLimit.ITPM, BindingLimit.OTPM};
            default:
                return new BindingLimit[] {BindingLimit.RPM, BindingLimit.TPM};
        }
    }

    /** Returns one ceiling per limit of this provider that {@code in} enters, in order. */
    List<PlannerResult.Ceiling> ceilings(PlannerInputs in) {
        List<PlannerResult.Ceiling> ceilings = new ArrayList<>(5);
        for (BindingLimit limit : limits()) {
            Double value = limitValue(in, limit);
            if (value != null) {
                ceilings.add(new PlannerResult.Ceiling(limit, value / charge(in, limit)));
            }
        }
        return ceilings;
    }

    /** Returns the form's field of {@code limit}. */
    static NumberField field(BindingLimit limit) {
        switch (limit) {
            case RPM:
                return PlannerFields.RPM;
            case TPM:
                return PlannerFields.TPM;
            case ITPM:
                return PlannerFields.ITPM;
            case OTPM:
                return PlannerFields.OTPM;
            default:
                return PlannerFields.RPD;
        }
    }

    /** Returns the value entered for {@code limit}, or null. */
    static Double limitValue(PlannerInputs in, BindingLimit limit) {
        switch (limit) {
            case RPM:
                return in.rpmLimit();
            case TPM:
                return in.tpmLimit();
            case ITPM:
                return in.itpmLimit();
            case OTPM:
                return in.otpmLimit();
            default:
                return in.rpdLimit();
        }
    }

    /**
     * Returns what one attempt counts against {@code limit}, so that the limit over it is the attempts a
     * minute that limit alone allows: a request for RPM, a day's 1,440 minutes for RPD, and for the token
     * limits the tokens the provider counts.
     */
    double charge(PlannerInputs in, BindingLimit limit) {
        switch (limit) {
            case RPM:
                return 1;
            case RPD:
                return MINUTES_PER_DAY;
            case ITPM:
                return uncachedInput(in);
            case OTPM:
                return in.outputTokens();
            default:
                if (this == OPENAI) {
                    return in.maxTokens() == null ? in.inputTokens() : Math.max(in.maxTokens(), in.inputTokens());
                }
                return this == GEMINI ? in.inputTokens() : in.meanTokensPerAttempt();
        }
    }

    private static double uncachedInput(PlannerInputs in) {
        return in.cachedInputShare() == null ? in.inputTokens() : in.inputTokens() * (1 - in.cachedInputShare());
    }

    /** Returns what {@link #charge} counts, in words for the binding sentence: "500 output tokens". */
    String chargePhrase(PlannerInputs in, BindingLimit limit) {
        switch (limit) {
            case RPM:
                return "1 request";
            case RPD:
                return "1,440 minutes a day";
            case ITPM:
                return echo(uncachedInput(in)) + (in.cachedInputShare() == null ? " input tokens"
                        : " uncached input tokens (" + echo(in.cachedInputShare() * 100) + "% of "
                                + echo(in.inputTokens()) + " read from the cache)");
            case OTPM:
                return echo(in.outputTokens()) + " output tokens";
            default:
                if (this == OPENAI && in.maxTokens() != null) {
                    return echo(charge(in, limit)) + " tokens (the larger of max_tokens " + echo(in.maxTokens())
                            + " and " + echo(in.inputTokens()) + " input tokens)";
                }
                return this == GENERIC ? echo(in.meanTokensPerAttempt()) + " tokens per attempt"
                        : echo(in.inputTokens()) + " input tokens";
        }
    }

    /**
     * Returns how many requests can be in flight at once when each holds its max_tokens of OTPM until it
     * ends (Anthropic, when the OTPM holds max_tokens): floor(OTPM / max_tokens); null where it does not apply.
     */
    Integer reservationConcurrency(PlannerInputs in) {
        if (this != ANTHROPIC || !in.otpmHoldsMaxTokens() || in.otpmLimit() == null || in.maxTokens() == null) {
            return null;
        }
        return (int) Math.floor(in.otpmLimit() / in.maxTokens());
    }

    /**
     * Returns the tokens one attempt consumes, for the backlog's token figures: the generic provider's
     * mean tokens per attempt, else the input and output tokens entered; null without any.
     */
    Double tokensPerAttempt(PlannerInputs in) {
        if (this == GENERIC) {
            return in.meanTokensPerAttempt();
        }
        if (in.inputTokens() == null || in.outputTokens() == null) {
            return in.inputTokens() == null ? in.outputTokens() : in.inputTokens();
        }
        return in.inputTokens() + in.outputTokens();
    }

    /**
     * Returns the first input this provider's accounting lacks or cannot use, at the field to fix, or null.
     * The generic provider's checks are version 1's ({@link PlannerInputs}); this covers the others.
     */
    FieldError error(Double rpm, Double tpm, Double input, Double output, Double max, Double cached, Double itpm,
            Double otpm, Double rpd, boolean holds) {
        if (this == GENERIC) {
            return null;
        }
        boolean usesTpm = this != ANTHROPIC && tpm != null;
        boolean usesItpm = this == ANTHROPIC && itpm != null;
        boolean usesOtpm = this == ANTHROPIC && otpm != null;
        boolean usesRpd = this != ANTHROPIC && rpd != null;
        if (rpm == null && !usesTpm && !usesItpm && !usesOtpm && !usesRpd) {
            BindingLimit[] limits = limits();
            return new FieldError(PlannerFields.RPM.id(), field(limits[0]).label() + ", " + field(limits[1]).label()
                    + " and " + field(limits[2]).label() + " are all empty: enter at least one of " + label
                    + "\u2019s limits.");
        }
        if ((usesTpm || usesItpm) && input == null) {
            return required(PlannerFields.INPUT_TOKENS, usesTpm ? BindingLimit.TPM : BindingLimit.ITPM);
        }
        if (usesOtpm && output == null) {
            return required(PlannerFields.OUTPUT_TOKENS, BindingLimit.OTPM);
        }
        if (usesOtpm && holds && max == null) {
            return required(PlannerFields.MAX_TOKENS, BindingLimit.OTPM);
        }
        if (usesItpm && cached != null && !(input * (1 - cached) > 0)) {
            return new FieldError(PlannerFields.CACHED_SHARE.id(), PlannerFields.CACHED_SHARE.label() + " of "
                    + echo(cached * 100) + "% leaves no input that ITPM counts, so the ITPM sets no ceiling: lower"
                    + " the share, or leave the ITPM empty.");
        }
        if (this != GEMINI && max != null && output != null && max < output) {
            return new FieldError(PlannerFields.MAX_TOKENS.id(), PlannerFields.MAX_TOKENS.label()
                    + " must be at least the " + echo(output) + " output tokens per request (you entered "
                    + echo(max) + "): a request cannot produce more than its max_tokens.");
        }
        if (usesOtpm && holds && max > otpm) {
            return new FieldError(PlannerFields.MAX_TOKENS.id(), PlannerFields.MAX_TOKENS.label() + " of "
                    + echo(max) + " is more than the OTPM limit of " + echo(otpm) + ": while a request holds its"
                    + " max_tokens of OTPM, none could start. Lower max_tokens to at most " + echo(otpm) + ".");
        }
        return null;
    }

    private FieldError required(NumberField field, BindingLimit limit) {
        return new FieldError(field.id(), field.label() + " is required with " + label + "\u2019s " + limit.label()
                + " limit: enter a number greater than 0 and at most " + Numbers.trimmed(field.max(), 0) + ".");
    }

    private static String echo(double value) {
        return Numbers.significantTrimmed(value, 6);
    }
}
