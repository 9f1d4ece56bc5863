package dev.retryworkbench.core.config;

import dev.retryworkbench.core.json.JsonWriter;
import dev.retryworkbench.core.policy.Hedging;
import dev.retryworkbench.core.policy.RetryPolicy;

/**
 * A reading as the command line's {@code convert --to layer} prints it: the worksheet's layer
 * members (the format's {@code role}, the policy, then the layer's {@code perTryTimeoutMs},
 * {@code timeoutMs}, {@code hedging} (as the latency worksheet writes it), {@code budget} and {@code retryOn}
 * (the retry conditions) where the text sets them), the {@code format} recognised, the
 * keys read but not modelled, each approximation in words, and each hidden default (an attempt limit
 * the text does not write but its library applies). A config's timeouts are its layer's:
 * never the caller's {@code deadlineMs}.
 */
public final class LayerJson {
    private LayerJson() {
    }

    /** Returns the reading as one JSON object, ending in a newline. */
    public static String write(ConfigReading reading) {
        ConfigBlock block = reading.block();
        RetryPolicy policy = block.policy();
        JsonWriter json = new JsonWriter().beginObject(false)
                .name("role").value(reading.format().role().id())
                .name("attempts").value(policy.attempts())
                .name("initialBackoffMs").value(policy.initial())
                .name("maxBackoffMs").value(policy.maximum())
                .name("multiplier").value(policy.multiplier())
                .name("shape").value(policy.shape().id())
                .name("jitter").value(policy.jitter().id())
                .name("jitterLow").value(policy.jitterLow())
                .name("jitterHigh").value(policy.jitterHigh());
        if (block.hasPerTryTimeout()) {
            json.name("perTryTimeoutMs").value(block.perTryTimeoutMs());
        }
        if (block.hasTimeout()) {
            json.name("timeoutMs").value(block.timeoutMs());
        }
        if (block.hedging() != null) {
            json.name("hedging");
            if (block.hedging().kind() == Hedging.DELAY) {
                json.beginObject(true).name("delayMs").value(block.hedging().delayMs())
                        .name("maxAttempts").value(block.hedging().maxAttempts()).endObject();
            } else {
                json.value(block.hedging().kind().id());
            }
        }
        if (block.budget() != null) {
            json.name("budget").beginObject(false).name("kind").value(block.budget().kind());
            for (ConfigBudget.Parameter parameter : block.budget().parameters()) {
                json.name(parameter.name()).value(parameter.value());
            }
            json.endObject();
        }
        if (block.retryOn() != null) {
            json.name("retryOn").beginArray(true);
            for (String condition : block.retryOn().conditions()) {
                json.value(condition);
            }
            json.endArray();
        }
        json.name("format").value(reading.format().id());
        json.name("notModelled").beginArray(false);
        for (ReportEntry entry : reading.entries(ReportEntry.Status.NOT_MODELLED)) {
            json.value(entry.key());
        }
        json.endArray().name("approximated").beginArray(false);
        for (ReportEntry entry : reading.entries(ReportEntry.Status.APPROXIMATED)) {
            json.value(entry.key() + ": " + entry.text());
        }
        json.endArray().name("hiddenDefaults").beginArray(false);
        for (ReportEntry entry : reading.entries(ReportEntry.Status.HIDDEN_DEFAULT)) {
            json.value(entry.key() + ": " + entry.text());
        }
        return json.endArray().endObject().toString();
    }
}
