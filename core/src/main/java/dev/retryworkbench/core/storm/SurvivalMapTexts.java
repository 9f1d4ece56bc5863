package dev.retryworkbench.core.storm;

import dev.retryworkbench.core.json.JsonWriter;
import dev.retryworkbench.core.storm.map.SurvivalMap;
import dev.retryworkbench.core.storm.map.SurvivalMapExport;
import dev.retryworkbench.core.tool.Export;
import dev.retryworkbench.core.worksheet.Markdown;

/**
 * The survival map's part of the storm exports, written out as text: the page computes the map in a script
 * of its own (map.js), which hands these four texts to the page's script (storm.js), whose export joins
 * them to the run's; the command line joins the same texts. So the page's script carries no map code, and
 * the worksheet's bytes are the same either way.
 *
 * @param inputsJson  the inputs member {@code map}, written at the inputs' depth ({@link JsonWriter#fragment})
 * @param resultsJson the results member {@code survivalMap}, written at the results' depth
 * @param csv         the map's cells, the whole CSV with its header
 * @param markdown    the Markdown section of the frontiers
 */
public record SurvivalMapTexts(String inputsJson, String resultsJson, String csv, String markdown)
        implements StormExport.Appendix {
    /** The depth of the members of {@code inputs} and {@code results} in the worksheet. */
    static final int MEMBER_DEPTH = 2;

    /** Returns the texts of {@code map}. */
    public static SurvivalMapTexts of(SurvivalMap map) {
        return new SurvivalMapTexts(inputsJson(map), resultsJson(map), csv(map), markdown(map));
    }

    // One text at a time as well, so that a page can write each in a task of its own.

    /** Returns the inputs member {@code map} of {@code map}'s worksheet. */
    public static String inputsJson(SurvivalMap map) {
        JsonWriter inputs = JsonWriter.fragment(MEMBER_DEPTH);
        SurvivalMapExport.inputs(inputs, map);
        return inputs.fragmentText();
    }

    /** Returns the results member {@code survivalMap} of {@code map}'s worksheet. */
    public static String resultsJson(SurvivalMap map) {
        JsonWriter results = JsonWriter.fragment(MEMBER_DEPTH);
        SurvivalMapExport.results(results, map);
        return results.fragmentText();
    }

    /** Returns the CSV of {@code map}'s cells. */
    public static String csv(SurvivalMap map) {
        return SurvivalMapExport.csv(map);
    }

    /** Returns the Markdown section of {@code map}'s frontiers. */
    public static String markdown(SurvivalMap map) {
        Markdown md = new Markdown();
        SurvivalMapExport.markdown(md, map);
        return md.toString();
    }

    /**
     * Returns {@code storm}, a storm evaluation's export, with the map joined: the worksheet gains {@code
     * inputs.map} and {@code results.survivalMap}, the CSV is the map's cells, the Markdown ends with the
     * frontiers. Another tool's export is returned as it is.
     */
    public Export joinedTo(Export storm) {
        if (!(storm instanceof StormExport)) {
            return storm;
        }
        return ((StormExport) storm).with(this);
    }

    @Override
    public void inputs(JsonWriter json) {
        json.raw(inputsJson);
    }

    @Override
    public void results(JsonWriter json) {
        json.raw(resultsJson);
    }

    @Override
    public void markdown(Markdown md) {
        md.raw(markdown);
    }
}
