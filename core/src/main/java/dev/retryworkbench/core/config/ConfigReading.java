package dev.retryworkbench.core.config;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * What a reader made of a config text: the block, the report key by key, and the other policies the
 * text holds (several {@code methodConfig} entries, routes, instances), named so that people can paste
 * one of them alone.
 *
 * @param format        the format read
 * @param block         the block the text describes
 * @param report        each key read, in the order read, then the defaults assumed
 * @param otherPolicies the names of the policies after the first, which were not read
 * @param positions     for each {@link Member}, by its ordinal, where the key that set it is, or null
 *                      where no key of the text sets it (a library default)
 */
public record ConfigReading(ConfigFormat format, ConfigBlock block, List<ReportEntry> report,
        List<String> otherPolicies, List<Position> positions) {
    public ConfigReading {
        Objects.requireNonNull(format, "format");
        Objects.requireNonNull(block, "block");
        report = List.copyOf(report);
        otherPolicies = List.copyOf(otherPolicies);
        if (positions.size() != Member.values().length) {
            throw new IllegalArgumentException("one position, or null, per member");
        }
        positions = Collections.unmodifiableList(Arrays.asList(positions.toArray(new Position[0])));
    }

    /** Returns where the key that set {@code member} is in the text, or null when no key sets it. */
    public Position position(Member member) {
        return positions.get(member.ordinal());
    }

    /** Returns the report's entries of one status. */
    public List<ReportEntry> entries(ReportEntry.Status status) {
        List<ReportEntry> found = new ArrayList<>();
        for (ReportEntry entry : report) {
            if (entry.status() == status) {
                found.add(entry);
            }
        }
        return found;
    }
}
