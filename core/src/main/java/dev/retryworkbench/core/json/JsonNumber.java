package dev.retryworkbench.core.json;

/**
 * A JSON number as written, so that each reader of a worksheet checks it with its own rules and
 * message instead of a double that has already rounded it.
 */
public record JsonNumber(String text) {
}
