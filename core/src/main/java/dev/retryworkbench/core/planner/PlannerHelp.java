package dev.retryworkbench.core.planner;

import dev.retryworkbench.core.form.FormHelp;

/**
 * The help text under each field and fieldset of the planner's form. It lives apart from the fields
 * because only the pre-render writes it into the page: the browser never needs it, so it stays out
 * of the script.
 */
final class PlannerHelp implements FormHelp {

    @Override
    public String help(String fieldId) {
        switch (fieldId) {
            case "base-delay":
                return "The raw wait before the first retry, before jitter.";
            case "multiplier":
                return "Each raw wait is the previous one times this factor; 1 keeps every wait at the base delay.";
            case "max-delay":
                return "No raw wait exceeds this cap; it must be at least the base delay.";
            case "attempts":
                return "Attempts including the first: 5 attempts allow 4 retries. Some libraries count retries instead.";
            case "rpm":
                return "Attempts per minute; leave empty if your provider has no request limit.";
            case "tpm":
                return "Tokens per minute; leave empty if your provider has no token limit.";
            case "tokens":
                return "Average tokens one attempt consumes, prompt and response together; required with a TPM limit, and used to price the backlog.";
            case "latency":
                return "How long one attempt takes, from sending it to its response.";
            case "concurrency":
                return "Requests you plan to keep in flight at once; leave empty to size the pool from the quota alone.";
            case "success-rate":
                return "Share of attempts that succeed; retries included.";
            case "arrivals":
                return "New logical requests joining the queue each minute.";
            case "backlog":
                return "Requests already waiting in the queue.";
            case "jitter":
                return "Full jitter draws each wait between zero and the raw wait; equal jitter between half the raw wait and all of it; no jitter waits exactly the raw wait.";
            default:
                return "";
        }
    }

    @Override
    public String intro(String legend) {
        switch (legend) {
            case "Backoff schedule":
                return "Enter a base delay, a multiplier and an attempt cap. The planner builds every wait under the jitter you choose.";
            case "Provider limits":
                return "The planner checks concurrency against your RPM and TPM limits. Enter at least one of them.";
            case "Load":
                return "The current load decides how long a queued backlog takes to drain.";
            default:
                return "";
        }
    }
}
