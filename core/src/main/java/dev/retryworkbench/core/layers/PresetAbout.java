package dev.retryworkbench.core.layers;

import dev.retryworkbench.core.Named;
import dev.retryworkbench.core.form.OnDemandWords;
import dev.retryworkbench.core.policy.Preset;
import dev.retryworkbench.core.policy.Role;
import dev.retryworkbench.core.text.Numbers;

/**
 * The sentence beside a library preset's picker: what the preset models ({@link Preset#describe()}) and, on a
 * layer, whether it is out of place there and the deadline its library sets. These are a page's longest
 * words, so the page's script leaves them to preset-words.js (web.PresetWordsPage), which makes the sentence
 * again from {@link #key()} alone; the pre-render calls {@link #text()} on the JVM.
 */
public final class PresetAbout implements OnDemandWords {
    private final Preset preset;
    /** The role of the layer the picker fills, or null for a client's schedule with no layers (the planner). */
    private final Role layer;
    /** True when the layer's role takes the preset's role as its own (LayerFields.Column#takes). */
    private final boolean inPlace;

    private PresetAbout(Preset preset, Role layer, boolean inPlace) {
        this.preset = preset;
        this.layer = layer;
        this.inPlace = inPlace;
    }

    /** The sentence for a picker outside any stack of layers: what the preset models, no more. */
    public static PresetAbout of(Preset preset) {
        return new PresetAbout(preset, null, true);
    }

    /** The sentence for the picker of a layer whose role is {@code layer}; {@code inPlace} as Column#takes says. */
    public static PresetAbout onLayer(Preset preset, Role layer, boolean inPlace) {
        return new PresetAbout(preset, layer, inPlace);
    }

    /** Returns the preset's id, then the layer's role's id and "out" when out of place: "kubernetes-job/sdk/out". */
    @Override
    public String key() {
        return layer == null ? preset.id() : preset.id() + "/" + layer.id() + (inPlace ? "" : "/out");
    }

    /** Returns the sentence of {@code key} ({@link #key()}), or null for a key no sentence has. */
    public static PresetAbout fromKey(String key) {
        // indexOf, not split: a regular expression would bring preset-words.js TeaVM's regex engine.
        int slash = key.indexOf('/');
        Preset preset = Preset.fromId(slash < 0 ? key : key.substring(0, slash));
        if (preset == null || slash < 0) {
            return preset == null ? null : of(preset);
        }
        String rest = key.substring(slash + 1);
        boolean out = rest.endsWith("/out");
        Role layer = Named.byId(Role.values(), out ? rest.substring(0, rest.length() - 4) : rest);
        return layer == null ? null : onLayer(preset, layer, !out);
    }

    /**
     * Says what the preset models; on a layer, that it is used out of place when its library retries elsewhere,
     * and the deadline the library sets, which the page's deadline fields hold.
     */
    @Override
    public String text() {
        String about = preset.describe();
        if (layer == null) {
            return about;
        }
        if (!inPlace) {
            about = "Out of place: this is the policy of " + preset.role().noun() + ", here standing in for the "
                    + layer.label() + " layer. " + about;
        }
        if (preset.hasDeadline()) {
            about += " Its own deadline is " + Numbers.durationFromMillis(preset.deadlineMs()) + ", rule \u201c"
                    + preset.deadlineRule().label() + "\u201d: set the deadline fields below to model it.";
        }
        return about;
    }
}
