package dev.retryworkbench.core.check;

/**
 * A stack file, or a config file it names, that the checks cannot read: the file, the line and column (from 1)
 * and what was expected there; its message is the one line the command line prints.
 */
public final class CheckError extends Exception {
    private final String file;
    private final int line;
    private final int column;
    private final String expected;

    public CheckError(String file, int line, int column, String expected) {
        super(file + ":" + line + ":" + column + ": expected " + expected, null, false, false);
        this.file = file;
        this.line = line;
        this.column = column;
        this.expected = expected;
    }

    public String file() {
        return file;
    }

    public int line() {
        return line;
    }

    public int column() {
        return column;
    }

    public String expected() {
        return expected;
    }
}
