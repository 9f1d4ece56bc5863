package dev.retryworkbench.core.config;

import static org.assertj.core.api.Assertions.assertThat;

import dev.retryworkbench.core.policy.BackoffShape;
import dev.retryworkbench.core.policy.Jitter;
import dev.retryworkbench.core.policy.RetryPolicy;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Writing a block in any format and reading it back gives the block the writer says it wrote; that
 * block is the one asked for unless the writer said, in a note, what it changed; no note is written
 * for nothing, and every format writes some blocks exactly; and what a format wrote, it writes again
 * unchanged with no new note (fitting a block to a format is a projection). A format that reads one syntax
 * and writes another is not read back ({@link ConfigFormat#readsWhatItWrites}): polly reads the appsettings.json
 * sections of Microsoft.Extensions.Http.Resilience and writes Polly's C# ({@code RetryStrategyOptions} in a
 * pipeline), which no reader here parses; its writer is still held to the honesty and projection checks, its
 * reader to PollyFormatTest.
 */
class ConfigRoundTripTest {
    private static final int BLOCKS = 400;

    @Test
    void everyFormatReadsBackWhatItWrote() {
        Random random = new Random(20_260_601);
        Map<String, Integer> exact = new HashMap<>();
        for (int n = 0; n < BLOCKS; n++) {
            ConfigBlock block = randomBlock(random);
            for (ConfigFormat format : ConfigFormats.all()) {
                ConfigWriting writing = format.write(block);
                String where = format.id() + " writing " + block + ":\n" + writing.text();
                assertHonest(format, block, writing, where);
                exact.merge(format.id(), writing.exact() ? 1 : 0, Integer::sum);
                ConfigWriting again = format.write(writing.written());
                String whereAgain = where + "\nwritten again:\n" + again.text();
                // What the target wrote it can express: writing it again changes nothing and notes nothing new.
                assertHonest(format, writing.written(), again, whereAgain);
                assertThat(writing.notes()).as(whereAgain).containsAll(again.notes());
                assertThat(again.written().equivalent(writing.written())).as(whereAgain).isTrue();
                if (!format.readsWhatItWrites()) {
                    continue;
                }
                ConfigBlock read = read(writing.text(), format, where);
                assertThat(read.equivalent(writing.written())).as(where + "\nread back as " + read).isTrue();
                assertThat(read.retryOn()).as(where).isEqualTo(writing.written().retryOn());
                assertThat(read(again.text(), format, where).equivalent(writing.written())).as(whereAgain).isTrue();
            }
        }
        // A writer that notes something whatever it is given never writes exactly.
        for (ConfigFormat format : ConfigFormats.all()) {
            assertThat(exact.get(format.id())).as(format.id() + ": blocks written exactly").isPositive();
        }
    }

    @Test
    void autoRecognisesEveryFormatsOwnText() throws ConfigError {
        Random random = new Random(7);
        for (int n = 0; n < 50; n++) {
            ConfigBlock block = randomBlock(random);
            for (ConfigFormat format : ConfigFormats.readable()) {
                if (!format.readsWhatItWrites()) {
                    continue;
                }
                String text = format.write(block).text();
                assertThat(ConfigFormats.read(text, ConfigFormats.AUTO).format().id()).as(text).isEqualTo(format.id());
            }
        }
    }

    /**
     * A writing that says it is exact wrote the block asked for; a note is a comment in the text and
     * says what changed (or, read back, what the block approximates); a member dropped or changed is
     * named in a note.
     */
    private static void assertHonest(ConfigFormat format, ConfigBlock block, ConfigWriting writing, String where) {
        ConfigBlock written = writing.written();
        assertThat(!writing.exact() || written.equivalent(block)).as(where + "\nexact, yet written as " + written).isTrue();
        if (!writing.exact() && written.equals(block) && format.readsWhatItWrites()) {
            // A note with nothing changed is only true where the block cannot say what the text does
            // (urllib3's first wait of 0): then reading the text back says it approximated.
            assertThat(reading(writing.text(), format, where).entries(ReportEntry.Status.APPROXIMATED))
                    .as(where + "\nnoted, yet nothing changed nor approximated").isNotEmpty();
        }
        for (String note : writing.notes()) {
            assertThat(writing.text()).as(where).contains(note);
        }
        String notes = String.join("\n", writing.notes());
        if (!java.util.Objects.equals(block.hedging(), written.hedging())) {
            assertThat(notes).as(where).containsAnyOf("hedg", "attempts");
        }
        if (block.policy().attempts() != written.policy().attempts()) {
            assertThat(notes).as(where).contains("attempt");
        }
        if (block.hasPerTryTimeout() && !written.hasPerTryTimeout()) {
            assertThat(notes).as(where).contains("per-try timeout is left out");
        }
        if (block.hasTimeout() && !written.hasTimeout()) {
            assertThat(notes).as(where).contains("timeout is left out");
        }
        if (block.budget() != null && written.budget() == null) {
            assertThat(notes).as(where).contains(block.budget().kind());
        }
        if (block.retryOn() != null && written.policy().attempts() > 1 && !block.retryOn().equals(written.retryOn())) {
            assertThat(notes).as(where).contains("retry on");
        }
    }

    private static ConfigBlock read(String text, ConfigFormat format, String where) {
        return reading(text, format, where).block();
    }

    private static ConfigReading reading(String text, ConfigFormat format, String where) {
        try {
            return ConfigFormats.read(text, format.id());
        } catch (ConfigError e) {
            throw new AssertionError(where + "\n" + e.getMessage(), e);
        }
    }

    static ConfigBlock randomBlock(Random random) {
        int attempts = random.nextInt(4) == 0 ? 1 + random.nextInt(100) : 1 + random.nextInt(6);
        boolean polynomial = random.nextInt(10) == 0;
        double initial = duration(random);
        double maximum = Math.min(ConfigBlock.MAX_MS, initial + duration(random) * random.nextInt(3));
        double[] multipliers = {1, 1.5, 2, 2, 3, 1.3};
        double multiplier = multipliers[random.nextInt(multipliers.length)];
        Jitter jitter = Jitter.values()[random.nextInt(Jitter.values().length)];
        double low = random.nextInt(101) / 100.0;
        double high = low + random.nextInt(101) / 100.0;
        RetryPolicy policy = polynomial
                ? new RetryPolicy(attempts, BackoffShape.POLYNOMIAL, 15_000, Math.max(15_000, maximum), 1, Jitter.NONE, 1, 1)
                : new RetryPolicy(attempts, BackoffShape.EXPONENTIAL, initial, maximum, multiplier, jitter,
                        jitter == Jitter.PROPORTIONAL ? low : 1, jitter == Jitter.PROPORTIONAL ? high : 1);
        double perTry = random.nextInt(3) == 0 ? 1 + duration(random) : Double.NaN;
        double timeout = random.nextInt(3) == 0 ? 1 + duration(random) * 10 : Double.NaN;
        ConfigBlock block = new ConfigBlock(policy, perTry, Math.min(timeout, ConfigBlock.MAX_MS), budget(random))
                .withRetryOn(RETRY_ON[(int) ((policy.attempts() * 7 + initial) % RETRY_ON.length)]);
        // Which blocks hedge follows from their values, not from more draws, so the others stay as they were.
        switch ((int) ((policy.attempts() * 31 + initial) % 6)) {
            case 0:
                // Hedging after a delay starts its attempts the delay apart, without a backoff (gRPC, Polly).
                int hedged = 2 + policy.attempts() % 9;
                return block.withPolicy(RetryPolicy.exponential(hedged, 0, 0, 1, Jitter.NONE))
                        .withHedging(ConfigHedging.afterDelay(initial, hedged));
            case 1:
                return block.hasPerTryTimeout() ? block.withHedging(ConfigHedging.onPerTryTimeout()) : block;
            default:
                return block;
        }
    }

    /** Retry conditions, null (the library's own) among them, each a set some format cannot say whole. */
    private static final RetryOn[] RETRY_ON = {null, null, null, new RetryOn(List.of("502", "503")),
        new RetryOn(List.of("unavailable")),
        new RetryOn(List.of("5xx")), new RetryOn(List.of("503", "gateway-error")),
        new RetryOn(List.of("aborted", "internal")), new RetryOn(List.of("500-599")),
        new RetryOn(List.of("429", "connect-failure", "resource-exhausted"))};

    private static double duration(Random random) {
        double[] units = {1, 10, 100, 1_000, 60_000};
        return random.nextInt(4) == 0 ? 0 : (1 + random.nextInt(999)) * units[random.nextInt(units.length)];
    }

    private static ConfigBudget budget(Random random) {
        List<ConfigBudget.Parameter> parameters = new ArrayList<>();
        switch (random.nextInt(8)) {
            case 0:
                parameters.add(new ConfigBudget.Parameter("maxTokens", 1 + random.nextInt(999)));
                parameters.add(new ConfigBudget.Parameter("tokenRatio", (1 + random.nextInt(100)) / 100.0));
                return new ConfigBudget("grpc-throttling", parameters);
            case 1:
                parameters.add(new ConfigBudget.Parameter("budgetPercent", random.nextInt(101)));
                parameters.add(new ConfigBudget.Parameter("minRetryConcurrency", random.nextInt(20)));
                return new ConfigBudget("envoy", parameters);
            case 2:
                parameters.add(new ConfigBudget.Parameter("maxRetries", random.nextInt(50)));
                return new ConfigBudget("max-retries", parameters);
            case 3:
                parameters.add(new ConfigBudget.Parameter("percentCanRetry", random.nextInt(101) / 100.0));
                parameters.add(new ConfigBudget.Parameter("minRetriesPerSecond", random.nextInt(100)));
                parameters.add(new ConfigBudget.Parameter("ttlSeconds", 1 + random.nextInt(60)));
                return new ConfigBudget("ratio", parameters);
            case 4:
                return new ConfigBudget("aws-adaptive", parameters);
            default:
                return null;
        }
    }
}
