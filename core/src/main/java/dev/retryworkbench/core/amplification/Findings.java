package dev.retryworkbench.core.amplification;

import dev.retryworkbench.core.form.FormReading;
import java.util.List;

/**
 * The checks' findings on the workbench's stack: core.check's rules, the same the command line's {@code check}
 * runs. That package builds on this one, so its rules come in through this interface; the page shows the
 * findings under its results and the exports carry them.
 */
public interface Findings {
    /** Returns the findings on {@code result}'s stack under the limits entered in {@code reading}, in the rules' order. */
    List<? extends Item> of(AmplificationResult result, FormReading reading);

    /** One finding as the page shows it. */
    interface Item {
        /** Returns the level in words: error, warning, note. */
        String levelId();

        /** Returns the rule's id: attempts-at-dependency. */
        String ruleId();

        /** Returns the finding in one sentence, with its numbers and the layers' names. */
        String message();

        /** Returns the layer the finding is on, 0 for the outermost, or -1 for the stack as a whole. */
        int layer();

        /** Returns the layer's member that causes it, as a worksheet's layer names it: attempts, jitter. */
        String member();

        /** Returns the key that causes it as {@code FILE:LINE:COL} ("job.yaml:8:3"), or "" for a key of the form. */
        String place();
    }
}
