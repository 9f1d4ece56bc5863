package dev.retryworkbench.core.storm;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.config.JsonValues;
import dev.retryworkbench.core.json.JsonObject;
import dev.retryworkbench.core.worksheet.WorksheetReader;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Part 2 worksheets recompute as before: each file under {@code pinned/} is the worksheet the code of
 * Part 2 (main before issue 19) exported for the worked example or a variant of it. Opened and exported
 * again, every member it had keeps its exact value and place; the only additions are the members issue
 * 19 declares (new inputs at their defaults, the bounds, the comparison rows of the new budget kinds
 * after the old ones), the trigger's capacity share (Part 4), null: the whole capacity, and the innermost
 * layer's hedging (Part 4), off. Version 4
 * writes the layers as a list, outermost first, with the top-level budget of versions 1 to 3 in the
 * innermost's entry: the pinned inputs are compared in that form ({@link #asList}).
 */
class PinnedWorksheetsTest {
    /** Members a Part 2 worksheet did not have, which its re-export may add. */
    private static final Set<String> ADDED = Set.of("concurrencyPerClient", "clientQueueLimit",
            "dependencyConcurrencyLimit", "rejectionLatencyMs", "retryAfterMs", "cancelOnTimeout",
            "throttlingRetryCost", "preset", "percentCanRetry", "minRetriesPerSecond", "ttlSeconds", "budgetPercent",
            "minRetryConcurrency", "maxRetries", "budgetBounds", "dropped", "meanQueueWaitMs", "rejected", "queued",
            "capacityShare", "hedging");

    @ParameterizedTest
    @ValueSource(strings = {"worked-example", "aws-quota", "grpc-throttling", "token-bucket", "breaker",
        "deadline-skip-jitter", "deadline-clip", "outage-runner"})
    void recomputesEveryMemberAsBefore(String name) throws Exception {
        String pinned = resource(name);
        WorksheetReader.Opened opened = WorksheetReader.read(pinned, new StormTool());
        assertThat(opened.ok()).as(opened.ok() ? "" : opened.error()).isTrue();
        String again = opened.evaluation().export().worksheetJson();
        List<String> differences = new ArrayList<>();
        compare(asList((JsonObject) JsonValues.parse(pinned)), JsonValues.parse(again), "", differences);
        // Every worksheet is written as version 4 now (specification, Part 4); the reader takes 1 to 4.
        differences.remove(".version: JsonNumber[text=1] became JsonNumber[text=4]");
        assertThat(differences).isEmpty();
    }

    private static void compare(Object before, Object after, String path, List<String> differences) {
        if (before instanceof JsonObject) {
            if (!(after instanceof JsonObject)) {
                differences.add(path + ": no longer an object");
                return;
            }
            JsonObject was = (JsonObject) before;
            JsonObject is = (JsonObject) after;
            List<String> kept = new ArrayList<>();
            for (String member : is.names()) {
                if (was.has(member) || !ADDED.contains(member)) {
                    kept.add(member);
                }
            }
            if (!kept.equals(was.names())) {
                differences.add(path + ": members " + was.names() + " became " + is.names());
                return;
            }
            for (String member : was.names()) {
                compare(was.get(member), is.get(member), path + "." + member, differences);
            }
        } else if (before instanceof List) {
            List<?> was = (List<?>) before;
            List<?> is = after instanceof List ? (List<?>) after : List.of();
            // The comparison gains the new budget kinds' rows, after the Part 2 rows.
            boolean grows = path.equals(".results.comparison");
            if (grows ? is.size() < was.size() : is.size() != was.size()) {
                differences.add(path + ": " + was.size() + " entries became " + is.size());
                return;
            }
            for (int i = 0; i < was.size(); i++) {
                compare(was.get(i), is.get(i), path + "[" + i + "]", differences);
            }
        } else if (!before.equals(after)) {
            differences.add(path + ": " + before + " became " + after);
        }
    }

    /**
     * Returns a version 1 to 3 worksheet with its inputs as version 4 writes them: {@code layers} the list
     * runner, application, sdk, and the top-level {@code budget} the last entry's, in the same place.
     */
    static JsonObject asList(JsonObject worksheet) {
        JsonObject inputs = (JsonObject) worksheet.get("inputs");
        JsonObject layers = (JsonObject) inputs.get("layers");
        JsonObject sdk = (JsonObject) layers.get("sdk");
        sdk.add("budget", inputs.get("budget"));
        JsonObject moved = new JsonObject();
        for (String member : inputs.names()) {
            if (!member.equals("budget")) {
                moved.add(member, member.equals("layers") ? List.of(layers.get("runner"), layers.get("application"),
                        sdk) : inputs.get(member));
            }
        }
        worksheet.set("inputs", moved);
        return worksheet;
    }

    private static String resource(String name) throws IOException {
        try (InputStream in = PinnedWorksheetsTest.class.getResourceAsStream("pinned/" + name + ".json")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
