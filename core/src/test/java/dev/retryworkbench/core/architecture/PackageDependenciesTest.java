package dev.retryworkbench.core.architecture;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** Reads core's sources and checks which package imports which, as docs/architecture.md draws it. */
class PackageDependenciesTest {
    private static final String ROOT = "dev.retryworkbench.";
    private static final Pattern PACKAGE = Pattern.compile("^package ([\\w.]+);", Pattern.MULTILINE);
    private static final Pattern IMPORT = Pattern.compile("^import (?:static )?(dev\\.retryworkbench\\.[\\w.]+);",
            Pattern.MULTILINE);

    @Test
    void noPackageCycles() throws IOException {
        Map<String, Set<String>> imports = imports();
        assertThat(imports).containsKeys("core.policy", "core.tool", "core.worksheet", "core.form");
        for (String from : imports.keySet()) {
            for (String to : imports.get(from)) {
                assertThat(reaches(imports, to, from, new TreeSet<>())).as(from + " -> " + to + " closes a cycle").isFalse();
            }
        }
    }

    @Test
    void thePolicyModelStandsOnTheLowestFloor() throws IOException {
        Map<String, Set<String>> imports = imports();
        assertThat(imports.get("core.policy")).isSubsetOf("core", "core.random");
        assertThat(imports.getOrDefault("core", Set.of())).isEmpty();
        assertThat(imports.get("core.form")).doesNotContain("core.tool", "core.worksheet", "core.amplification",
                "core.planner");
        assertThat(imports.get("core.tool")).doesNotContain("core.worksheet");
    }

    /**
     * The storm simulator's rooms, lowest first: the budgets stand on the form alone (so a config reader
     * may name their kinds and parameters), the simulation on the budgets, the survival map and the
     * rendering on the simulation, and the tool (core.storm) on them all.
     */
    @Test
    void theStormsRoomsStandOnEachOtherInOrder() throws IOException {
        Map<String, Set<String>> imports = imports();
        assertThat(imports.get("core.storm.budget")).isSubsetOf("core", "core.form", "core.text");
        assertThat(imports.get("core.storm.simulation")).doesNotContain("core.storm", "core.storm.map",
                "core.storm.render", "core.worksheet");
        assertThat(imports.get("core.storm.render")).doesNotContain("core.storm", "core.storm.map");
        assertThat(imports.get("core.storm.map")).doesNotContain("core.storm", "core.storm.render");
    }

    private static boolean reaches(Map<String, Set<String>> imports, String from, String target, Set<String> seen) {
        if (from.equals(target)) {
            return true;
        }
        if (!seen.add(from)) {
            return false;
        }
        for (String next : imports.getOrDefault(from, Set.of())) {
            if (reaches(imports, next, target, seen)) {
                return true;
            }
        }
        return false;
    }

    private static Map<String, Set<String>> imports() throws IOException {
        Map<String, Set<String>> imports = new TreeMap<>();
        List<Path> sources = new ArrayList<>();
        try (Stream<Path> files = Files.walk(Path.of("src/main/java/dev/retryworkbench/core"))) {
            files.filter(file -> file.toString().endsWith(".java")).forEach(sources::add);
        }
        for (Path source : sources) {
            String text = Files.readString(source);
            Matcher pkg = PACKAGE.matcher(text);
            assertThat(pkg.find()).as(source.toString()).isTrue();
            String from = pkg.group(1).substring(ROOT.length());
            Set<String> targets = imports.computeIfAbsent(from, key -> new TreeSet<>());
            Matcher imported = IMPORT.matcher(text);
            while (imported.find()) {
                String to = packageOf(imported.group(1)).substring(ROOT.length());
                if (!to.equals(from)) {
                    targets.add(to);
                }
            }
        }
        return imports;
    }

    /** Drops the class and any nested class names: what is left before the first capitalised part. */
    private static String packageOf(String name) {
        String[] parts = name.split("\\.");
        StringBuilder pkg = new StringBuilder();
        for (String part : parts) {
            if (Character.isUpperCase(part.charAt(0))) {
                break;
            }
            pkg.append(pkg.length() == 0 ? "" : ".").append(part);
        }
        return pkg.toString();
    }
}
