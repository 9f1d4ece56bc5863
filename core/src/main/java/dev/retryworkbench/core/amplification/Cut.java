package dev.retryworkbench.core.amplification;

/**
 * A layer's own limit that ended a row before its time: the layer's per-try timeout (one attempt of that
 * layer, a run of the stack inside it, has lasted that long) or its timeout (one run of its whole
 * policy has). A sink receives it as a small int, {@link #code()}, so the trace's hot path allocates
 * nothing; 0 is no cut.
 *
 * @param layer       the index in the {@link LayerChain} of the layer whose limit cut the row
 * @param ownTimeout  true for the layer's {@code timeoutMs}, false for its {@code perTryTimeoutMs}
 */
public record Cut(int layer, boolean ownTimeout) {
    /** The code of a row no layer's limit cut. */
    public static final int NONE = 0;

    /** Creates a cut; the layer is an index, from 0. */
    public Cut {
        if (layer < 0) {
            throw new IllegalArgumentException("no layer " + layer);
        }
    }

    /** Returns the cut of a code a sink received, or null for {@link #NONE}. */
    public static Cut of(int code) {
        return code == NONE ? null : new Cut((code - 1) / 2, (code - 1) % 2 == 1);
    }

    /** Returns the code of the cut by layer {@code layer}'s per-try timeout or, with {@code ownTimeout}, timeout. */
    public static int code(int layer, boolean ownTimeout) {
        return 1 + 2 * layer + (ownTimeout ? 1 : 0);
    }

    /** Returns this cut's code, never {@link #NONE}. */
    public int code() {
        return code(layer, ownTimeout);
    }

    /** Returns true when the cut ended the whole call: the outermost layer's own timeout, as the deadline does. */
    public boolean endsCall() {
        return layer == 0 && ownTimeout;
    }

    /** Returns the worksheet's name of the member that cut: "perTryTimeoutMs" or "timeoutMs". */
    public String member() {
        return ownTimeout ? "timeoutMs" : "perTryTimeoutMs";
    }

    /** Returns what cut, in a sentence: "the application layer's per-try timeout". */
    public String describe(LayerChain chain) {
        return "the " + chain.inSentence(layer) + " layer's " + (ownTimeout ? "timeout" : "per-try timeout");
    }
}
