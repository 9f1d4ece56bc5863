package dev.retryworkbench.core.amplification;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.form.FormReading;
import dev.retryworkbench.core.form.RawValues;
import dev.retryworkbench.core.tool.Continuation;
import dev.retryworkbench.core.tool.Evaluation;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The layer chain's walk gives what the three written-out levels gave (issue 30): a few thousand random
 * forms (attempt limits, shapes, every jitter kind, both deadline rules, fast failures, per-try timeouts and
 * timeouts on a grid that makes ties common) evaluated to the end, their page results, worksheet, CSV and
 * Markdown hashed and compared with the hashes the three-level simulator recorded before the change
 * ({@code amplification/chain-identity.txt}). The file was recorded again at 87dd7b6, the last commit with
 * three fixed slots, over the results only (the worksheet's {@code results}, the Markdown from its results
 * on), so that the list of layers (form slots outermost first, version 4's list) is checked to change no
 * figure. Run with {@code -Dchain.identity.record=<file>} to write the file again.
 */
class ChainIdentityTest {
    private static final int CASES = 3_000;
    private static final String FIXTURE = "/amplification/chain-identity.txt";

    @Test
    void everyRandomFormGivesTheRecordedPageWorksheetCsvAndMarkdown() throws IOException {
        List<String> actual = new ArrayList<>(CASES);
        Random random = new Random(30);
        // The checks' findings came later; they are cut out below, so the figures are compared as recorded.
        AmplificationTool tool = new AmplificationTool((result, reading) -> List.of());
        for (int i = 0; i < CASES; i++) {
            Map<String, String> form = randomForm(random);
            actual.add(i + " " + hash(evaluate(tool, form)));
        }
        String record = System.getProperty("chain.identity.record");
        if (record != null) {
            Files.write(Path.of(record), actual, StandardCharsets.UTF_8);
            return;
        }
        List<String> expected;
        try (InputStream in = ChainIdentityTest.class.getResourceAsStream(FIXTURE)) {
            expected = List.of(new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n"));
        }
        random = new Random(30);
        for (int i = 0; i < CASES; i++) {
            Map<String, String> form = randomForm(random);
            assertThat(actual.get(i)).as("case %d: %s", i, form).isEqualTo(expected.get(i));
        }
    }

    /** Evaluates the form to the end and joins what a person sees and takes away. */
    private static String evaluate(AmplificationTool tool, Map<String, String> form) {
        RawValues defaults = FormReading.defaults(tool.form());
        Evaluation evaluation = tool.evaluate(id -> form.containsKey(id) ? form.get(id) : defaults.get(id));
        if (!evaluation.isValid()) {
            return "invalid " + evaluation.errors();
        }
        Continuation work = evaluation.continuation();
        if (work != null) {
            evaluation = work.finish();
        }
        // What the computation gives, not how the inputs are written: version 4 writes the layers as a list.
        String worksheet = evaluation.export().worksheetJson();
        String markdown = evaluation.export().markdown();
        // The timeline's rows after the answer's first ones came later in a body of their own: the rows are compared.
        return evaluation.resultsHtml().replaceFirst("(?s)<section id=\"checks\".*?</section>", "")
                .replaceFirst("</tbody><tbody id=\"amp-later-rows\"[^>]*>", "") + "\n--\n"
                + evaluation.announcement().replaceFirst(" Checks: No findings\\.", "") + "\n--\n"
                + worksheet.substring(worksheet.indexOf("\"results\":")).replaceFirst("\"findings\": \\[\\],\\s*", "")
                + "\n--\n" + evaluation.export().csv() + "\n--\n"
                + markdown.substring(markdown.indexOf("## Results")).replaceFirst("(?s)## Checks\n.*?(?=## Timeline)", "");
    }

    private static String hash(String text) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
            StringBuilder hex = new StringBuilder();
            for (int i = 0; i < 8; i++) {
                hex.append(Character.forDigit((digest[i] >> 4) & 15, 16)).append(Character.forDigit(digest[i] & 15, 16));
            }
            return hex.toString();
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private static final String[] LAYER_JITTERS = {"", "", "", "none", "full", "equal", "decorrelated", "proportional"};
    private static final String[] PAGE_JITTERS = {"none", "full", "equal"};

    /** A form on a 100 ms grid, so limits, waits and attempts often end at the same instant. */
    private static Map<String, String> randomForm(Random random) {
        Map<String, String> form = new HashMap<>();
        // The three layers of 87dd7b6's form, drawn in its order, in the slots that now hold them.
        for (String layer : new String[] {"layer3", "layer2", "layer1"}) {
            int attempts = random.nextInt(5) == 0 ? 1 + random.nextInt(14) : 1 + random.nextInt(4);
            form.put(layer + "-attempts", String.valueOf(attempts));
            boolean polynomial = random.nextInt(12) == 0;
            form.put(layer + "-shape", polynomial ? "polynomial" : "exponential");
            int initial = 100 * random.nextInt(11);
            form.put(layer + "-initial", String.valueOf(initial));
            form.put(layer + "-max", String.valueOf(polynomial ? 100 * random.nextInt(2_000) : initial
                    + 100 * random.nextInt(40)));
            form.put(layer + "-multiplier", new String[] {"1", "1.5", "2", "3"}[random.nextInt(4)]);
            form.put(layer + "-jitter", LAYER_JITTERS[random.nextInt(LAYER_JITTERS.length)]);
            int low = random.nextInt(11);
            form.put(layer + "-jitter-low", "0." + low);
            form.put(layer + "-jitter-high", low == 10 ? "1" : String.valueOf(1 + random.nextInt(10) / 10.0));
            if (!layer.equals("layer3") && random.nextInt(3) == 0) {
                form.put(layer + "-per-try-timeout", String.valueOf(100 * (1 + random.nextInt(60))));
            }
            if (random.nextInt(4) == 0) {
                form.put(layer + "-timeout", String.valueOf(100 * (1 + random.nextInt(200))));
            }
        }
        int timeout = 100 * (1 + random.nextInt(20));
        form.put("timeout", String.valueOf(timeout));
        if (random.nextInt(3) == 0) {
            form.put("failure-after", String.valueOf(1 + random.nextInt(timeout)));
        }
        form.put("deadline", random.nextInt(3) == 0 ? "" : String.valueOf(100 * (1 + random.nextInt(600))));
        form.put("deadline-rule", random.nextBoolean() ? "clip" : "skip");
        form.put("jitter", PAGE_JITTERS[random.nextInt(PAGE_JITTERS.length)]);
        form.put("seed", String.valueOf(random.nextInt(Integer.MAX_VALUE)));
        form.put("runs", String.valueOf(1 + random.nextInt(40)));
        return form;
    }
}
