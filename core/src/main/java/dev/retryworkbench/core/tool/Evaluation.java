package dev.retryworkbench.core.tool;

import dev.retryworkbench.core.form.FieldError;
import java.util.ArrayList;
import java.util.List;

/**
 * What one evaluation of a tool's form produced: errors at fields, or the rendered results.
 *
 * @param errors       messages for invalid fields; empty when the inputs are valid
 * @param resultsHtml  the results region's markup; null when there are errors, or while the continuation
 *                     computes results that show nothing before they are done ({@link #running})
 * @param announcement a short sentence of headline figures for screen readers; null when resultsHtml is
 * @param export       the worksheet, CSV and Markdown of the results; null when resultsHtml is. Exports
 *                     finish any work left first, so they hold the finished figures.
 * @param continuation the work left to finish the results, or null when they are complete
 */
public record Evaluation(List<FieldError> errors, String resultsHtml, String announcement, Export export,
        Continuation continuation) {
    /** Creates an evaluation: either errors, or results with their announcement and export, or work to get them. */
    public Evaluation {
        errors = List.copyOf(errors);
        if (errors.isEmpty() != (resultsHtml != null || continuation != null) || (resultsHtml == null) != (export == null)) {
            throw new IllegalArgumentException("an evaluation has either errors or results");
        }
    }

    /** Returns an evaluation that failed validation. */
    public static Evaluation invalid(List<FieldError> errors) {
        return new Evaluation(errors, null, null, null, null);
    }

    /** Returns an evaluation with complete results. */
    public static Evaluation valid(String resultsHtml, String announcement, Export export) {
        return pending(resultsHtml, announcement, export, null);
    }

    /** Returns an evaluation with results that show the progress of the {@code continuation} still to run. */
    public static Evaluation pending(String resultsHtml, String announcement, Export export, Continuation continuation) {
        // Not List.of(): in the browser it would pull every empty collection type into the script.
        return new Evaluation(new ArrayList<>(0), resultsHtml, announcement, export, continuation);
    }

    /**
     * Returns an evaluation of valid inputs whose results {@code continuation} computes whole (the storm
     * simulations): a page keeps the results it shows, under a progress line, until the work is done.
     */
    public static Evaluation running(Continuation continuation) {
        return pending(null, null, null, continuation);
    }

    /** Returns this evaluation with the work it left done: its finished figures, as a page shows them in the end. */
    public Evaluation finished() {
        return continuation == null ? this : continuation.finish();
    }

    /** Returns true when the inputs were valid: results were rendered, or the continuation renders them. */
    public boolean isValid() {
        return errors.isEmpty();
    }
}
