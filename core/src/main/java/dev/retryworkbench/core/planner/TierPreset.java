package dev.retryworkbench.core.planner;

import dev.retryworkbench.core.Named;
import dev.retryworkbench.core.text.Numbers;

/**
 * A provider's published limits for one model at one usage tier, read from the provider's rate-limit
 * page on the date given (docs/presets.md cites each page). Limits change: the page says when each was read.
 */
public enum TierPreset implements Named {
    ANTHROPIC_SONNET_4_START("anthropic-sonnet-4-start", "Claude Sonnet 4.x, Start tier", Source.ANTHROPIC, false,
            1_000, 0, 2_000_000, 400_000, 0),
    ANTHROPIC_SONNET_4_BUILD("anthropic-sonnet-4-build", "Claude Sonnet 4.x, Build tier", Source.ANTHROPIC, false,
            5_000, 0, 5_000_000, 1_000_000, 0),
    ANTHROPIC_SONNET_4_SCALE("anthropic-sonnet-4-scale", "Claude Sonnet 4.x, Scale tier", Source.ANTHROPIC, false,
            10_000, 0, 10_000_000, 2_000_000, 0),
    ANTHROPIC_FABLE_5_START("anthropic-fable-5-start", "Claude Fable 5, Start tier", Source.ANTHROPIC, false,
            1_000, 0, 500_000, 100_000, 0),
    ANTHROPIC_SONNET_4_TIER_1("anthropic-sonnet-4-tier-1", "Claude Sonnet 4.x, Tier 1 (former tiers)",
            Source.ANTHROPIC_TIERS_1_TO_4, true, 50, 0, 30_000, 8_000, 0),
    OPENAI_GPT_4O_TIER_1("openai-gpt-4o-tier-1", "gpt-4o, Tier 1 (earlier table)", Source.OPENAI_TIER_TABLES, false,
            500, 30_000, 0, 0, 0),
    OPENAI_GPT_4O_TIER_2("openai-gpt-4o-tier-2", "gpt-4o, Tier 2 (earlier table)", Source.OPENAI_TIER_TABLES, false,
            5_000, 450_000, 0, 0, 0),
    GEMINI_2_0_FLASH_FREE("gemini-2-0-flash-free", "Gemini 2.0 Flash, Free tier (earlier table)", Source.GEMINI_TABLES,
            false, 15, 1_000_000, 0, 0, 1_500),
    GEMINI_2_0_FLASH_TIER_1("gemini-2-0-flash-tier-1", "Gemini 2.0 Flash, Tier 1 (earlier table)",
            Source.GEMINI_TABLES, false, 2_000, 4_000_000, 0, 0, 0);

    /** Where a preset's numbers were read, and when. */
    private enum Source {
        ANTHROPIC(Provider.ANTHROPIC, "Anthropic's rate-limit page (platform.claude.com/docs/en/api/rate-limits) as read on 6 December"
                + " 2026: OTPM counts only the tokens produced."),
        ANTHROPIC_TIERS_1_TO_4(Provider.ANTHROPIC, "Anthropic's rate-limit page in its Tier 1 to 4 version, before the Start, Build"
                + " and Scale tiers (an undated earlier copy read on 6 December 2026): OTPM was estimated from"
                + " max_tokens when a request started."),
        OPENAI_TIER_TABLES(Provider.OPENAI, "OpenAI's per-tier summary of its rate limits (\u201cTier 1 rate limits\u201d ...) as"
                + " copied in OpenAI's openai-cookbook repository (examples/data/oai_docs, an undated earlier version read"
                + " on 6 December 2026); OpenAI's guide now gives each model's limits on its model page and your"
                + " account's on its limits page."),
        GEMINI_TABLES(Provider.GEMINI, "Google's Gemini API rate-limit page in an earlier version with per-tier tables"
                + " (ai.google.dev/gemini-api/docs/quota, an undated copy in its Chinese translation read on 6 December"
                + " 2026); the page now shows no table and sends you to AI Studio for your project's limits.");

        private final Provider provider;
        private final String text;

        Source(Provider provider, String text) {
            this.provider = provider;
            this.text = text;
        }
    }

    private final String id;
    private final String label;
    private final Source source;
    private final boolean holdsMaxTokens;
    /** The published limit of each {@link BindingLimit}, in its order; 0 where the table publishes none. */
    private final double[] limits;

    TierPreset(String id, String label, Source source, boolean holdsMaxTokens, double rpm, double tpm, double itpm,
            double otpm, double rpd) {
        this.id = id;
        this.label = label;
        this.source = source;
        this.holdsMaxTokens = holdsMaxTokens;
        this.limits = new double[] {rpm, tpm, itpm, otpm, rpd};
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

    /** Returns what the page says beside the select: the limits, the source, when it was read, and that limits change. */
    public String about() {
        StringBuilder text = new StringBuilder();
        for (BindingLimit limit : BindingLimit.values()) {
            if (limits[limit.ordinal()] > 0) {
                text.append(Numbers.fixed(limits[limit.ordinal()], 0)).append(' ').append(limit.label()).append(", ");
            }
        }
        return text.append("from ").append(source.text).append(" Limits change: check your console before you rely on them.")
                .toString();
    }

    /** Returns the limits in the form's text: the provider, RPM, TPM, ITPM, OTPM, RPD, and whether OTPM holds max_tokens. */
    String[] texts() {
        String[] texts = new String[limits.length + 2];
        texts[0] = provider().id();
        for (int i = 0; i < limits.length; i++) {
            texts[i + 1] = limits[i] > 0 ? Integer.toString((int) limits[i]) : "";
        }
        texts[limits.length + 1] = holdsMaxTokens ? "true" : "false";
        return texts;
    }

    /** Returns the preset with this id, or null. */
    public static TierPreset fromId(String id) {
        return Named.byId(values(), id);
    }
}
