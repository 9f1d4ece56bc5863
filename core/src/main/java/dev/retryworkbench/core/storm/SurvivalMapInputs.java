package dev.retryworkbench.core.storm;

import dev.retryworkbench.core.form.ChoiceField;
import dev.retryworkbench.core.form.Field;
import dev.retryworkbench.core.form.FieldError;
import dev.retryworkbench.core.form.FieldGroup;
import dev.retryworkbench.core.form.NumberField;
import dev.retryworkbench.core.form.NumberParser;
import dev.retryworkbench.core.json.JsonNull;
import dev.retryworkbench.core.json.JsonNumber;
import dev.retryworkbench.core.json.JsonObject;
import dev.retryworkbench.core.storm.map.SurvivalMapAxis;
import dev.retryworkbench.core.storm.simulation.StormInputs;
import dev.retryworkbench.core.storm.simulation.StormTrigger;
import dev.retryworkbench.core.text.Numbers;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The survival map's axes, the inputs member {@code map}: which severity of the trigger it sweeps, the
 * severities and the trigger durations. Each is declared once here (id, label, range, worksheet path,
 * help); the page's text and a worksheet's member are read by the same checks, and a missing or empty one
 * means its default.
 *
 * @param axis             the severity swept
 * @param values           the severities from the mildest: multiples of the normal rate or failure
 *                         probabilities in increasing order, capacity shares in decreasing order
 * @param durationsSeconds the trigger durations in increasing order, seconds
 */
public record SurvivalMapInputs(SurvivalMapAxis axis, double[] values, double[] durationsSeconds) {
    /** The most values on either axis, so a map stays a few thousand runs. */
    public static final int MAX_VALUES = 24;
    /** The specification's durations, seconds. */
    private static final double[] DEFAULT_DURATIONS = {1, 2, 3, 5, 8, 10, 15, 20, 30, 45};

    // The fields' ids as constants, which the compiler copies into the storm page's script: it names the map's
    // fields without carrying them.
    public static final String AXIS_ID = "map-axis";
    public static final String VALUES_ID = "map-values";
    public static final String DURATIONS_ID = "map-durations";

    public static final ChoiceField AXIS = ChoiceField.optional(AXIS_ID, "Severity to sweep", "As the trigger",
            SurvivalMapAxis.values(), "map.axis", () -> "What grows from cell to cell: the trigger's request rate, as a"
                    + " multiple of the normal rate, its failure probability or the capacity share the dependency"
                    + " keeps; the other trigger inputs stay as entered. Empty: the failure probability when the"
                    + " trigger sets only that, the capacity share when it sets only that, else the rate.");
    public static final NumberField RATE_VALUES = list(new NumberField(VALUES_ID, "Severities", "", 0, true,
            1_000, false, true, "", "map.values", () -> "The rate multiples or failure probabilities of the map's"
                    + " columns in increasing order, or capacity shares in decreasing order, separated by commas or"
                    + " spaces. Empty: 1.25, 1.5, \u2026, 4 times the rate; 0.1, 0.2, \u2026, 1; or 0.9, 0.8, \u2026,"
                    + " 0.1."));
    /** The severities' range on the failure axis: the same field, its values probabilities. */
    public static final NumberField FAILURE_VALUES = list(new NumberField(RATE_VALUES.id(), RATE_VALUES.label(), "",
            0, false, 1, false, true, "", RATE_VALUES.worksheetPath(), RATE_VALUES.helpText()));
    /** The severities' range on the capacity axis: shares of the dependency's capacity, falling. */
    public static final NumberField CAPACITY_VALUES = list(new NumberField(RATE_VALUES.id(), RATE_VALUES.label(), "",
            StormTrigger.CAPACITY_SHARE.min(), false, 1, false, true, "", RATE_VALUES.worksheetPath(),
            RATE_VALUES.helpText()));
    public static final NumberField DURATIONS = list(new NumberField(DURATIONS_ID, "Trigger durations", "s", 0,
            true, 3_600, false, true, "", "map.durationsSeconds", () -> "The map's rows: how long the trigger lasts from"
                    + " its entered start, in increasing order. A duration that does not end 5 s before the arrivals"
                    + " stop is left out. Empty: 1, 2, 3, 5, 8, 10, 15, 20, 30, 45."));

    public SurvivalMapInputs {
        Objects.requireNonNull(axis, "axis");
        values = values.clone();
        durationsSeconds = durationsSeconds.clone();
        NumberField valueField = valueField(axis);
        for (double[] list : new double[][] {values, durationsSeconds}) {
            NumberField field = list == values ? valueField : DURATIONS;
            String error = check(field, list, list == values && axis.falls());
            if (error != null) {
                throw new IllegalArgumentException(error);
            }
        }
    }

    /** Returns the map's axes as the page shows them: one group beside the map's button, rendered like the form's. */
    public static FieldGroup group() {
        return new FieldGroup("The map's axes", "", List.<Field>of(AXIS, RATE_VALUES, DURATIONS));
    }

    /** Returns the specification's map for a trigger that sets the rate: the rate axis, its 12 multiples and the 10 durations. */
    public static SurvivalMapInputs defaults() {
        return new SurvivalMapInputs(SurvivalMapAxis.RATE, SurvivalMapAxis.RATE.defaults(), DEFAULT_DURATIONS);
    }

    /** What reading the map's inputs gave: the inputs, or a message per field. */
    public record Reading(SurvivalMapInputs inputs, List<FieldError> errors) {
        public boolean valid() {
            return inputs != null;
        }
    }

    /**
     * Reads the page's text of the three fields (null or empty: the default) and checks them against
     * the entered scenario: each rate must stay within the simulator's requests per second.
     */
    public static Reading read(String axisText, String valuesText, String durationsText, StormInputs scenario) {
        List<FieldError> errors = new ArrayList<>();
        SurvivalMapAxis axis = axisText == null || axisText.isEmpty() ? SurvivalMapAxis.following(scenario.trigger())
                : SurvivalMapAxis.fromId(axisText);
        if (axis == null) {
            errors.add(new FieldError(AXIS.id(), AXIS.label() + " must be \u201crate\u201d, \u201cfailure\u201d,"
                    + " \u201ccapacity\u201d or empty (you entered \u201c" + axisText + "\u201d)."));
            axis = SurvivalMapAxis.RATE;
        }
        double[] values = parse(valueField(axis), valuesText, axis.defaults(), axis.falls(), errors);
        double[] durations = parse(DURATIONS, durationsText, DEFAULT_DURATIONS, false, errors);
        if (values != null && axis == SurvivalMapAxis.RATE) {
            String error = checkRates(values, scenario);
            if (error != null) {
                errors.add(new FieldError(RATE_VALUES.id(), error));
            }
        }
        if (errors.isEmpty()) {
            String error = checkAttempts(axis, values, durations, scenario);
            if (error != null) {
                errors.add(new FieldError(RATE_VALUES.id(), error));
            }
        }
        if (!errors.isEmpty()) {
            return new Reading(null, errors);
        }
        return new Reading(new SurvivalMapInputs(axis, values, durations), errors);
    }

    /**
     * Returns the message when the map's busiest run (its largest severity for its longest duration that
     * fits, or its highest steady rate) could make more attempts than the simulator takes, else null.
     */
    private static String checkAttempts(SurvivalMapAxis axis, double[] values, double[] durations,
            StormInputs scenario) {
        double stop = scenario.arrivalsStopSeconds();
        double rate = scenario.requestsPerSecond();
        double[] multiples = axis.rateMultiples(values);
        double largest = multiples[multiples.length - 1];
        double busiest = largest * rate * stop;
        for (double d : durations) {
            if (fits(d, scenario)) {
                double triggerRate = axis == SurvivalMapAxis.RATE ? largest * rate : scenario.triggerRequestsPerSecond();
                busiest = Math.max(busiest, rate * (stop - d) + triggerRate * d);
            }
        }
        double attempts = busiest * scenario.maxAttemptsPerRequest();
        if (attempts <= StormFields.MAX_EXPECTED_ATTEMPTS) {
            return null;
        }
        return RATE_VALUES.label() + ": the map's busiest run could make about " + Numbers.fixed(attempts, 0)
                + " attempts; the simulator takes at most " + Numbers.fixed(StormFields.MAX_EXPECTED_ATTEMPTS, 0)
                + ". Lower the largest severity, the durations or the attempt limits.";
    }

    /**
     * Reads a worksheet's {@code inputs.map} (null or absent: every default; a member null or absent: its
     * default) as the page's text would be read; returns the inputs, or the errors naming the members.
     */
    public static Reading fromWorksheet(Object member, StormInputs scenario) {
        if (member == null || member == JsonNull.NULL) {
            return read(null, null, null, scenario);
        }
        List<FieldError> errors = new ArrayList<>();
        if (!(member instanceof JsonObject)) {
            errors.add(new FieldError(AXIS.id(), "The worksheet's inputs.map must be an object or null."));
            return new Reading(null, errors);
        }
        JsonObject map = (JsonObject) member;
        Object axis = map.get("axis");
        if (axis != null && axis != JsonNull.NULL && !(axis instanceof String)) {
            errors.add(new FieldError(AXIS.id(), "The worksheet's inputs.map.axis must be \u201crate\u201d,"
                    + " \u201cfailure\u201d, \u201ccapacity\u201d or null."));
        }
        String values = listText(map.get("values"), RATE_VALUES, errors);
        String durations = listText(map.get("durationsSeconds"), DURATIONS, errors);
        if (!errors.isEmpty()) {
            return new Reading(null, errors);
        }
        return read(axis instanceof String ? (String) axis : null, values, durations, scenario);
    }

    /** Returns the durations that fit: start + d + 5 s at or before the arrivals stop, in order. */
    public double[] fittingDurations(StormInputs scenario) {
        return durations(scenario, true);
    }

    /** Returns the durations left out, which would end less than 5 s before the arrivals stop. */
    public double[] leftOutDurations(StormInputs scenario) {
        return durations(scenario, false);
    }

    private double[] durations(StormInputs scenario, boolean fit) {
        int count = 0;
        double[] kept = new double[durationsSeconds.length];
        for (double d : durationsSeconds) {
            if (fits(d, scenario) == fit) {
                kept[count++] = d;
            }
        }
        double[] result = new double[count];
        System.arraycopy(kept, 0, result, 0, count);
        return result;
    }

    private static boolean fits(double duration, StormInputs scenario) {
        return scenario.trigger().startSeconds() + duration + 5 <= scenario.arrivalsStopSeconds();
    }

    private static String checkRates(double[] multiples, StormInputs scenario) {
        for (double multiple : multiples) {
            double rate = multiple * scenario.requestsPerSecond();
            if (!(rate >= StormInputs.REQUESTS_PER_SECOND.min() && rate <= StormInputs.REQUESTS_PER_SECOND.max())) {
                return RATE_VALUES.label() + ": " + Numbers.trimmed(multiple, 6) + " times "
                        + Numbers.trimmed(scenario.requestsPerSecond(), 6) + " requests per second is "
                        + Numbers.trimmed(rate, 6) + "; the simulator takes 0.01 to 100,000.";
            }
        }
        return null;
    }

    /** Turns a worksheet's array into the page's text, or notes why it cannot be one. */
    private static String listText(Object value, NumberField field, List<FieldError> errors) {
        if (value == null || value == JsonNull.NULL) {
            return null;
        }
        String where = "The worksheet's inputs." + field.worksheetPath();
        if (!(value instanceof List)) {
            errors.add(new FieldError(field.id(), where + " must be an array of numbers or null."));
            return null;
        }
        StringBuilder text = new StringBuilder();
        for (Object item : (List<?>) value) {
            if (!(item instanceof JsonNumber)) {
                errors.add(new FieldError(field.id(), where + " must be an array of numbers or null."));
                return null;
            }
            text.append(text.length() == 0 ? "" : " ").append(((JsonNumber) item).text());
        }
        if (text.length() == 0) {
            errors.add(new FieldError(field.id(), where + " must hold at least one number, or be null."));
            return null;
        }
        return text.toString();
    }

    /**
     * Parses a list of numbers separated by commas or white space, increasing (decreasing where {@code falls});
     * empty gives {@code defaults}.
     */
    private static double[] parse(NumberField field, String text, double[] defaults, boolean falls,
            List<FieldError> errors) {
        if (text == null || text.trim().isEmpty()) {
            return defaults;
        }
        List<String> items = new ArrayList<>();
        int start = -1;
        for (int i = 0; i <= text.length(); i++) {
            // ASCII white space only: Character.isWhitespace brings the Unicode tables (5 KB gzipped) into map.js.
            boolean separator = i == text.length() || text.charAt(i) == ',' || text.charAt(i) <= ' ';
            if (separator && start >= 0) {
                items.add(text.substring(start, i));
                start = -1;
            } else if (!separator && start < 0) {
                start = i;
            }
        }
        double[] values = new double[items.size()];
        for (int i = 0; i < values.length; i++) {
            NumberParser.Parsed parsed = NumberParser.parse(items.get(i));
            if (parsed.outcome() != NumberParser.Outcome.NUMBER || field.check(parsed.value()) != null) {
                errors.add(new FieldError(field.id(), listMessage(field, "\u201c" + shortened(items.get(i))
                        + "\u201d is not " + element(field), falls)));
                return null;
            }
            values[i] = parsed.value();
        }
        String error = check(field, values, falls);
        if (error != null) {
            errors.add(new FieldError(field.id(), error));
            return null;
        }
        return values;
    }

    /**
     * Returns the message for a list out of shape, or null: 1 to 24 values, each in range, increasing (decreasing
     * where {@code falls}).
     */
    private static String check(NumberField field, double[] values, boolean falls) {
        if (values.length == 0 || values.length > MAX_VALUES) {
            return listMessage(field, "it has " + values.length + " values", falls);
        }
        for (int i = 0; i < values.length; i++) {
            if (field.check(values[i]) != null) {
                return listMessage(field, Numbers.trimmed(values[i], 6) + " is not " + element(field), falls);
            }
            if (i > 0 && !(falls ? values[i] < values[i - 1] : values[i] > values[i - 1])) {
                return listMessage(field, Numbers.trimmed(values[i], 6) + " does not follow "
                        + Numbers.trimmed(values[i - 1], 6) + (falls ? " downwards" : " upwards"), falls);
            }
        }
        return null;
    }

    private static String listMessage(NumberField field, String problem, boolean falls) {
        return field.label() + " must be 1 to " + MAX_VALUES + " numbers in " + (falls ? "decreasing" : "increasing")
                + " order, separated by commas or spaces, each " + element(field) + ", or empty for the defaults ("
                + problem + ").";
    }

    /** Returns the values' field of {@code axis}: its range. */
    private static NumberField valueField(SurvivalMapAxis axis) {
        return axis == SurvivalMapAxis.RATE ? RATE_VALUES : axis == SurvivalMapAxis.FAILURE ? FAILURE_VALUES
                : CAPACITY_VALUES;
    }

    private static String element(NumberField field) {
        String range = field.rangeText();
        int or = range.indexOf(", or empty");
        return (or < 0 ? range : range.substring(0, or)) + (field.unit().isEmpty() ? "" : " " + field.unit());
    }

    private static String shortened(String item) {
        return item.length() > 24 ? item.substring(0, 21) + "\u2026" : item;
    }

    private static NumberField list(NumberField field) {
        return field.addedLater();
    }
}
