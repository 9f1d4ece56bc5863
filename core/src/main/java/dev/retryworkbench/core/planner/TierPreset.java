package dev.retryworkbench.core.planner;

import dev.retryworkbench.core.Named;
import dev.retryworkbench.core.text.Numbers;

/**
 * A provider's published limits for one model at one usage tier, read from the provider's rate-limit
 * page on the date given (docs/presets.md cites each page). Limits change: the page says when each was read.
 */
public enum TierPreset implements Named {
    ANTHROPIC_SONNET_4_START("anthropic-sonnet-4-start", "Claude Sonnet 4.x, Start tier", 1_000, 2_000_000, 400_000,
            false, Source.ANTHROPIC),
    ANTHROPIC_SONNET_4_BUILD("anthropic-sonnet-4-build", "Claude Sonnet 4.x, Build tier", 5_000, 5_000_000,
            1_000_000, false, Source.ANTHROPIC),
    ANTHROPIC_SONNET_4_SCALE("anthropic-sonnet-4-scale", "Claude Sonnet 4.x, Scale tier", 10_000, 10_000_000,
            2_000_000, false, Source.ANTHROPIC),
    ANTHROPIC_FABLE_5_START("anthropic-fable-5-start", "Claude Fable 5, Start tier", 1_000, 500_000, 100_000, false,
            Source.ANTHROPIC),
    ANTHROPIC_SONNET_4_TIER_1("anthropic-sonnet-4-tier-1", "Claude Sonnet 4.x, Tier 1 (former tiers)", 50, 30_000,
            8_000, true, Source.ANTHROPIC_TIERS_1_TO_4);

    /** Where a preset's numbers were read, and when. */
    private enum Source {
        ANTHROPIC(Provider.ANTHROPIC, "Anthropic's rate-limit page (platform.claude.com/docs/en/api/rate-limits) as read on 6 December"
                + " 2026: OTPM counts only the tokens produced."),
        ANTHROPIC_TIERS_1_TO_4(Provider.ANTHROPIC, "Anthropic's rate-limit page in its Tier 1 to 4 version, before the Start, Build"
                + " and Scale tiers (an undated earlier copy read on 6 December 2026): OTPM was estimated from"
                + " max_tokens when a request started.");

        private final Provider provider;
        private final String text;

        Source(Provider provider, String text) {
            this.provider = provider;
            this.text = text;
        }
    }

    private final String id;
    private final String label;
    private final double rpm;
    private final double itpm;
    private final double otpm;
    private final boolean holdsMaxTokens;
    private final Source source;

    TierPreset(String id, String label, double rpm, double itpm, double otpm, boolean holdsMaxTokens, Source source) {
        this.id = id;
        this.label = label;
        this.rpm = rpm;
        this.itpm = itpm;
        this.otpm = otpm;
        this.holdsMaxTokens = holdsMaxTokens;
        this.source = source;
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public String label() {
        return label;
    }

    /** Returns the provider whose limits these are. */
    public Provider provider() {
        return source.provider;
    }

    /** Returns what the page says beside the select: the source, when it was read, and that limits change. */
    public String about() {
        return rate(rpm) + " RPM, " + rate(itpm) + " ITPM, " + rate(otpm) + " OTPM, from " + source.text
                + " Limits change: check your console before you rely on them.";
    }

    /** Returns the limits in the form's text: RPM, TPM, ITPM, OTPM, RPD, and whether OTPM holds max_tokens. */
    String[] texts() {
        return new String[] {provider().id(), whole(rpm), "", whole(itpm), whole(otpm), "",
            holdsMaxTokens ? "true" : "false"};
    }

    private static String whole(double value) {
        return Integer.toString((int) value);
    }

    private static String rate(double value) {
        return Numbers.fixed(value, 0);
    }

    /** Returns the preset with this id, or null. */
    public static TierPreset fromId(String id) {
        return Named.byId(values(), id);
    }
}
