package dev.retryworkbench.core.storm;

import dev.retryworkbench.core.form.Field;
import dev.retryworkbench.core.form.FieldGroup;
import dev.retryworkbench.core.form.FormReading;
import dev.retryworkbench.core.form.RawValues;
import dev.retryworkbench.core.storm.simulation.StormResultNumbers;
import dev.retryworkbench.core.tool.Export;
import dev.retryworkbench.core.tool.Paragraph;
import java.util.ArrayList;
import java.util.List;

/**
 * A storm export as the page's script (storm.js) hands it to the script that writes the exports on first use
 * (storm-export.js): the texts of the form it was computed from, its result as numbers ({@link
 * StormResultNumbers}) and its story as text. The writing script reads the texts as the page did and writes the
 * same bytes, so the page's script carries none of the export code (the worksheet, CSV and Markdown writers),
 * and the writing script none of the simulation's or the story's.
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

    /** Returns the story of {@code export}'s result: each paragraph's text. */
    public static String[] storyTexts(Export export) {
        List<Paragraph> story = ((StormExport) export).story();
        String[] texts = new String[story.size()];
        for (int i = 0; i < texts.length; i++) {
            texts[i] = story.get(i).text();
        }
        return texts;
    }

    /** Returns how each paragraph of {@code export}'s story stands out: its {@link Paragraph.Kind}'s ordinal. */
    public static int[] storyKinds(Export export) {
        List<Paragraph> story = ((StormExport) export).story();
        int[] kinds = new int[story.size()];
        for (int i = 0; i < kinds.length; i++) {
            kinds[i] = story.get(i).kind().ordinal();
        }
        return kinds;
    }

    /**
     * Returns the export of the form's {@code texts}, the figures {@link #numbers} wrote and the story {@link
     * #storyTexts} and {@link #storyKinds} told. The texts are those {@link #texts} gave, which are valid, so this
     * carries no checks.
     */
    public static Export export(RawValues texts, double[] numbers, String[] storyTexts, int[] storyKinds) {
        FormReading reading = FormReading.read(StormFields.form(), texts);
        List<Paragraph> story = new ArrayList<>();
        for (int i = 0; i < storyTexts.length; i++) {
            story.add(new Paragraph(storyTexts[i], Paragraph.Kind.values()[storyKinds[i]]));
        }
        return new StormExport(StormResultNumbers.decode(StormFields.inputs(reading), numbers), reading, () -> story,
                null);
    }
}
