package dev.retryworkbench.core.planner;

import dev.retryworkbench.core.form.NumberField;
import dev.retryworkbench.core.json.JsonWriter;
import dev.retryworkbench.core.json.ShortestDouble;
import dev.retryworkbench.core.text.Html;
import dev.retryworkbench.core.text.Numbers;
import java.util.ArrayList;
import java.util.List;

/**
 * What {@link RateLimitHeaders} read from a response's headers: the provider and its limits, the
 * Retry-After, the headroom each limit had left, and the headers not used; or, for a text it cannot read,
 * only the message ({@link #error}).
 *
 * @param provider          whose headers they are, or null when only a Retry-After was read
 * @param allowances        each limit read, in the ceilings' order
 * @param retryAfterSeconds the Retry-After in seconds, or null
 * @param unused            the headers (and lines) not used, in the text's order
 * @param error             why nothing was read, or null
 */
public record HeadersReading(Provider provider, List<Allowance> allowances, Double retryAfterSeconds,
        List<String> unused, String error) {

    /**
     * One limit's headers.
     *
     * @param limit        which of the planner's limits it fills
     * @param value        the limit, per minute
     * @param remaining    what was left of it when the response was sent, or null
     * @param resetSeconds seconds until it refilled fully, or null when not given or not countable
     * @param resetText    the reset as sent, or null
     */
    public record Allowance(BindingLimit limit, double value, Double remaining, Double resetSeconds,
            String resetText) {
    }

    static HeadersReading refused(String message) {
        return new HeadersReading(null, List.of(), null, List.of(), message);
    }

    /** Returns the ids of the form's fields to fill, in order: the provider first, the Retry-After last. */
    public List<String> fieldIds() {
        List<String> ids = new ArrayList<>();
        if (provider != null) {
            ids.add(PlannerFields.PROVIDER.id());
        }
        for (Allowance allowance : allowances) {
            ids.add(Provider.field(allowance.limit()).id());
        }
        if (retryAfterSeconds != null) {
            ids.add(PlannerFields.RETRY_AFTER.id());
        }
        return ids;
    }

    /** Returns the text of each field of {@link #fieldIds}, as the form takes it. */
    public List<String> texts() {
        List<String> texts = new ArrayList<>();
        if (provider != null) {
            texts.add(provider.id());
        }
        for (Allowance allowance : allowances) {
            texts.add(ShortestDouble.format(allowance.value()));
        }
        if (retryAfterSeconds != null) {
            texts.add(ShortestDouble.format(retryAfterSeconds));
        }
        return texts;
    }

    /** Returns the planner inputs read as one JSON object, named as a worksheet names them. */
    public String json() {
        JsonWriter json = new JsonWriter().beginObject(false);
        if (provider != null) {
            json.name(PlannerFields.PROVIDER.worksheetPath()).value(provider.id());
        }
        for (Allowance allowance : allowances) {
            json.name(Provider.field(allowance.limit()).worksheetPath()).value(allowance.value());
        }
        if (retryAfterSeconds != null) {
            json.name(PlannerFields.RETRY_AFTER.worksheetPath()).value(retryAfterSeconds.doubleValue());
        }
        return json.endObject().toString();
    }

    /** Returns the report the page shows under the paste area: what was filled, the headroom, the headers not used. */
    public String reportHtml() {
        Html html = new Html();
        StringBuilder filled = new StringBuilder();
        List<String> ids = fieldIds();
        for (int i = 0; i < ids.size(); i++) {
            filled.append(i == 0 ? "" : i == ids.size() - 1 ? " and " : ", ").append(label(ids.get(i)));
        }
        html.element("p", (provider == null ? "Read a Retry-After" : "Read as " + provider.label() + "\u2019s headers")
                + ": filled " + filled.toString() + ".");
        if (!allowances.isEmpty()) {
            html.open("table").element("caption", "Headroom when the response was sent").open("thead").open("tr");
            for (String heading : new String[] {"Limit", "Per minute", "Remaining", "Left", "Refills fully"}) {
                html.element("th", heading, "scope", "col");
            }
            html.close("tr").close("thead").open("tbody");
            for (Allowance allowance : allowances) {
                html.open("tr").element("th", allowance.limit().label(), "scope", "row")
                        .element("td", Numbers.fixed(allowance.value(), 0))
                        .element("td", allowance.remaining() == null ? "not sent" : Numbers.fixed(allowance.remaining(), 0))
                        .element("td", allowance.remaining() == null ? "\u2014"
                                : Numbers.percent(allowance.remaining() / allowance.value(), 0))
                        .element("td", reset(allowance)).close("tr");
            }
            html.close("tbody").close("table");
        }
        if (!unused.isEmpty()) {
            StringBuilder names = new StringBuilder("Not used: ");
            for (int i = 0; i < unused.size(); i++) {
                names.append(i == 0 ? "" : ", ").append(unused.get(i));
            }
            html.element("p", names.append('.').toString());
        }
        return html.toString();
    }

    private static String reset(Allowance allowance) {
        if (allowance.resetSeconds() != null) {
            return "in " + Numbers.significantTrimmed(allowance.resetSeconds(), 6) + " s";
        }
        return allowance.resetText() == null ? "not sent" : "at " + allowance.resetText();
    }

    private static String label(String fieldId) {
        if (PlannerFields.PROVIDER.id().equals(fieldId)) {
            return PlannerFields.PROVIDER.label();
        }
        for (NumberField field : new NumberField[] {PlannerFields.RPM, PlannerFields.TPM, PlannerFields.ITPM,
            PlannerFields.OTPM, PlannerFields.RETRY_AFTER}) {
            if (field.id().equals(fieldId)) {
                return field.label();
            }
        }
        return fieldId;
    }
}
