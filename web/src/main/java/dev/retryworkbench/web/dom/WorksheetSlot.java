package dev.retryworkbench.web.dom;

import org.teavm.jso.JSObject;
import org.teavm.jso.JSProperty;
import org.teavm.jso.file.File;

/**
 * What a tool page's script and worksheet-open.js (loaded when the first worksheet is opened) share on the
 * worksheet toolbar, as properties of that element: the page hands over a file with a "worksheetfile" event,
 * worksheet-open.js reads it as a worksheet of the page's tool, checks its inputs as an edit's are checked and
 * answers with a "worksheetread" event, leaving what to say and, unless it refused the file, its inputs' texts in
 * the form's fields.
 */
public interface WorksheetSlot extends JSObject {
    /** The id of the page's tool ({@code core.tool.Tool#id}): a worksheet of another tool is refused. */
    @JSProperty("worksheetTool")
    String getTool();

    @JSProperty("worksheetTool")
    void setTool(String tool);

    /** The file opened, until worksheet-open.js takes it; null when none waits. */
    @JSProperty("worksheetFile")
    File getFile();

    @JSProperty("worksheetFile")
    void setFile(File file);

    /**
     * What came of the file read last, for the page to say: why it cannot be opened (then {@link #isFilled} is
     * false), or that it was opened, with the members the tool does not know.
     */
    @JSProperty("worksheetMessage")
    String getMessage();

    @JSProperty("worksheetMessage")
    void setMessage(String message);

    /** True when worksheet-open.js put the file's texts into the form's fields, false when it refused the file. */
    @JSProperty("worksheetFilled")
    boolean isFilled();

    @JSProperty("worksheetFilled")
    void setFilled(boolean filled);

}
