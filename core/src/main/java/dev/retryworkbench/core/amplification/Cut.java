package dev.retryworkbench.core.amplification;

import dev.retryworkbench.core.policy.Layer;
import java.util.Objects;

/**
 * A layer's own limit that ended a row before its time: the layer's per-try timeout (one attempt of that
 * layer, a run of the stack inside it, has lasted that long) or its timeout (one run of its whole
 * policy has). A sink receives it as a small int, {@link #code()}, so the trace's hot path allocates
 * nothing; 0 is no cut.
 *
 * @param layer       the layer whose limit cut the row
 * @param ownTimeout  true for the layer's {@code timeoutMs}, false for its {@code perTryTimeoutMs}
 */
public record Cut(Layer layer, boolean ownTimeout) {
    /** The code of a row no layer's limit cut. */
    public static final int NONE = 0;

    private static final Cut[] BY_CODE = new Cut[1 + 2 * Layer.values().length];

    static {
        for (Layer layer : Layer.values()) {
            for (boolean own : new boolean[] {false, true}) {
                Cut cut = new Cut(layer, own);
                BY_CODE[cut.code()] = cut;
            }
        }
    }

    /** Creates a cut; the layer is required. */
    public Cut {
        Objects.requireNonNull(layer, "layer");
    }

    /** Returns the cut of a code a sink received, or null for {@link #NONE}. */
    public static Cut of(int code) {
        return BY_CODE[code];
    }

    /** Returns the code of the cut by {@code layer}'s per-try timeout or, with {@code ownTimeout}, its timeout. */
    public static int code(Layer layer, boolean ownTimeout) {
        return 1 + 2 * layer.ordinal() + (ownTimeout ? 1 : 0);
    }

    /** Returns this cut's code, never {@link #NONE}. */
    public int code() {
        return code(layer, ownTimeout);
    }

    /** Returns the worksheet's name of the member that cut: "perTryTimeoutMs" or "timeoutMs". */
    public String member() {
        return ownTimeout ? "timeoutMs" : "perTryTimeoutMs";
    }

    /** Returns what cut, in a sentence: "the application layer's per-try timeout". */
    public String describe() {
        return "the " + layer.inSentence() + " layer's " + (ownTimeout ? "timeout" : "per-try timeout");
    }
}
