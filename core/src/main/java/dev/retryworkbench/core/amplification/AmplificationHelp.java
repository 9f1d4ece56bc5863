package dev.retryworkbench.core.amplification;

import dev.retryworkbench.core.form.FormHelp;

/**
 * The help text under each field and fieldset of the amplification workbench's form. It lives apart from the fields
 * because only the pre-render writes it into the page: the browser never needs it, so it stays out
 * of the script.
 */
final class AmplificationHelp implements FormHelp {
    private static final String ATTEMPTS_HELP = "1 means this layer does not retry. "
            + "A limit of 3 attempts is 2 retries; some libraries count retries, not attempts.";
    private static final String INITIAL_HELP = "Wait after this layer's first failed attempt; it doubles after each further failure.";
    private static final String MAX_HELP = "Cap on each of this layer's waits; at least the initial backoff.";

    @Override
    public String help(String fieldId) {
        switch (fieldId) {
            case "timeout":
                return "How long every attempt runs before its caller gives up on it.";
            case "deadline":
                return "Time from the start of the first attempt at which everything stops. Leave empty for no deadline.";
            case "seed":
                return "The same seed produces the same illustration.";
            case "sdk-attempts":
            case "app-attempts":
            case "runner-attempts":
                return ATTEMPTS_HELP;
            case "sdk-initial":
            case "app-initial":
            case "runner-initial":
                return INITIAL_HELP;
            case "sdk-max":
            case "app-max":
            case "runner-max":
                return MAX_HELP;
            case "jitter":
                return "None waits the exponential value; full draws from zero to it; equal draws from its upper half.";
            default:
                return "";
        }
    }

    @Override
    public String intro(String legend) {
        switch (legend) {
            case "SDK: innermost":
                return "Attempt limits include the initial try. Each outer attempt reruns the full inner policy; calls are assumed to time out from the caller's perspective, without establishing their downstream effects.";
            default:
                return "";
        }
    }
}
