package dev.retryworkbench.core.storm;

import dev.retryworkbench.core.form.Field;
import dev.retryworkbench.core.form.FieldGroup;
import dev.retryworkbench.core.form.FormReading;
import dev.retryworkbench.core.form.RawValues;
import dev.retryworkbench.core.storm.simulation.StormResultNumbers;
import dev.retryworkbench.core.tool.Export;
import java.util.List;

/**
 * A storm export as the page's script (storm.js) hands it to the script that writes the exports on first use
 * (storm-export.js): the texts of the form it was computed from and its result as numbers
 * ({@link StormResultNumbers}). The writing script reads the texts as the page did and writes the same bytes,
 * so the page's script carries none of the export code (the worksheet, CSV and Markdown writers).
 */
public final class StormExportHandover {
    private StormExportHandover() {
    }

    /** Returns the text of each field {@code export} was computed from, in the form's order. */
    public static String[] texts(Export export) {
        FormReading reading = ((StormExport) export).reading();
        List<Field> fields = FieldGroup.fieldsOf(StormFields.form());
        String[] texts = new String[fields.size()];
        for (int i = 0; i < texts.length; i++) {
            texts[i] = reading.textOf(fields.get(i));
        }
        return texts;
    }

    /** Returns the simulated figures of {@code export} as numbers. */
    public static double[] numbers(Export export) {
        return StormResultNumbers.encode(((StormExport) export).result());
    }

    /** Returns the export of the form's {@code texts} and the figures {@link #numbers} wrote. */
    public static Export export(RawValues texts, double[] numbers) {
        FormReading reading = FormReading.read(StormFields.form(), texts);
        StormFields.addCrossFieldErrors(reading);
        if (!reading.valid()) {
            throw new IllegalArgumentException("the texts of an export are valid");
        }
        return new StormExport(StormResultNumbers.decode(StormFields.inputs(reading), numbers), reading);
    }
}
