package dev.retryworkbench.core.worksheet;

import dev.retryworkbench.core.form.RawValues;
import java.util.ArrayList;
import java.util.List;

/** The text of each form field taken from a worksheet, in the order of the tool's worksheet inputs. */
public final class FieldTexts implements RawValues {
    private final List<String> ids = new ArrayList<>();
    private final List<String> texts = new ArrayList<>();

    void put(String fieldId, String text) {
        ids.add(fieldId);
        texts.add(text);
    }

    /** Returns the text for {@code fieldId}, or null when the worksheet gave it none. */
    @Override
    public String get(String fieldId) {
        // String.equals in a loop, not List.indexOf, whose Object.equals would pull every record's equals into the page.
        for (int i = 0; i < ids.size(); i++) {
            if (ids.get(i).equals(fieldId)) {
                return texts.get(i);
            }
        }
        return null;
    }
}
