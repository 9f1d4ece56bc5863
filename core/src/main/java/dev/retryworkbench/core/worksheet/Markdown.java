package dev.retryworkbench.core.worksheet;

import dev.retryworkbench.core.form.ChoiceField;
import dev.retryworkbench.core.form.Field;
import dev.retryworkbench.core.form.FieldGroup;
import dev.retryworkbench.core.form.FormReading;
import dev.retryworkbench.core.form.NumberField;
import dev.retryworkbench.core.form.TextField;
import dev.retryworkbench.core.text.Numbers;
import dev.retryworkbench.core.tool.Figure;
import dev.retryworkbench.core.tool.Paragraph;
import java.util.List;

/** Writes the parts every tool's Markdown summary shares: tables, the inputs and the headline figures. */
public final class Markdown {
    private final StringBuilder out = new StringBuilder(4096);

    /** Writes a heading of the given level. */
    public Markdown heading(int level, String text) {
        for (int i = 0; i < level; i++) {
            out.append('#');
        }
        out.append(' ').append(text).append("\n\n");
        return this;
    }

    /** Appends Markdown written by another {@code Markdown} (its {@link #toString()}), as it stands. */
    public Markdown raw(String markdown) {
        out.append(markdown);
        return this;
    }

    /** Writes a paragraph. */
    public Markdown paragraph(String text) {
        out.append(text).append("\n\n");
        return this;
    }

    /** Writes the result's paragraphs in the page's order; a warning becomes a quoted block, so it stands out. */
    public Markdown paragraphs(List<Paragraph> paragraphs) {
        for (Paragraph paragraph : paragraphs) {
            if (paragraph.kind() == Paragraph.Kind.WARNING) {
                out.append("> ");
            }
            paragraph(paragraph.text());
        }
        return this;
    }

    /** Writes a table's header row; {@code right} marks the columns that hold numbers. */
    public Markdown tableHeader(String[] columns, boolean[] right) {
        row(columns);
        out.append('|');
        for (int i = 0; i < columns.length; i++) {
            out.append(right[i] ? "---:|" : "---|");
        }
        out.append('\n');
        return this;
    }

    /** Writes one table row; cells are escaped. */
    public Markdown row(String... cells) {
        out.append('|');
        for (String cell : cells) {
            out.append(' ').append(cell(cell)).append(" |");
        }
        out.append('\n');
        return this;
    }

    /** Ends a table. */
    public Markdown endTable() {
        out.append('\n');
        return this;
    }

    /** Writes the inputs as a two-column table, each value formatted as the page shows it, with its unit. */
    public Markdown inputs(List<FieldGroup> form, FormReading reading) {
        tableHeader(new String[] {"Input", "Value"}, new boolean[] {false, true});
        for (FieldGroup group : form) {
            for (Field field : group.fields()) {
                row(field.label(), inputValue(field, reading));
            }
        }
        return endTable();
    }

    /** Writes headline figures as a table of figure, value and note. */
    public Markdown figures(List<Figure> figures) {
        tableHeader(new String[] {"Figure", "Value", "Note"}, new boolean[] {false, true, false});
        for (Figure figure : figures) {
            row(figure.label(), figure.markdownValue(), figure.note() == null ? "" : figure.note());
        }
        return endTable();
    }

    @Override
    public String toString() {
        return out.toString();
    }

    private static String inputValue(Field field, FormReading reading) {
        if (field instanceof ChoiceField) {
            ChoiceField choice = (ChoiceField) field;
            return choice.option(reading.choice(choice)).label();
        }
        if (field instanceof TextField) {
            String text = reading.text((TextField) field);
            return text == null || text.isEmpty() ? ((TextField) field).emptyMeaning() : text;
        }
        NumberField number = (NumberField) field;
        if (!reading.present(number)) {
            return number.emptyText();
        }
        String value = Numbers.trimmed(reading.number(number), 6);
        if (number.unit().isEmpty()) {
            return value;
        }
        if ("%".equals(number.unit())) {
            return value + "%";
        }
        // A minute or more also reads in the largest units that read well: "900,000 ms (15 min)".
        double seconds = "ms".equals(number.unit()) ? reading.number(number) / 1000
                : "s".equals(number.unit()) ? reading.number(number) : 0;
        return value + " " + number.unit() + (seconds >= 60 ? " (" + Numbers.duration(seconds) + ")" : "");
    }

    /** Escapes what would end a cell or start markup; code spans are kept. */
    private static String cell(String text) {
        StringBuilder sb = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '|' || c == '\\' || c == '<' || c == '*' || c == '_') {
                sb.append('\\');
            }
            sb.append(c == '\n' ? ' ' : c);
        }
        return sb.toString();
    }
}
