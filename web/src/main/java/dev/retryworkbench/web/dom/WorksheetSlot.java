package dev.retryworkbench.web.dom;

import org.teavm.jso.JSObject;
import org.teavm.jso.JSProperty;
import org.teavm.jso.core.JSArray;
import org.teavm.jso.core.JSString;
import org.teavm.jso.file.File;

/**
 * What a tool page's script and worksheet-open.js (loaded when the first worksheet is opened) share on the
 * worksheet toolbar, as properties of that element: the page hands over a file with a "worksheetfile" event,
 * worksheet-open.js reads it as a worksheet of the page's tool and answers with a "worksheetread" event, leaving
 * either why the file cannot be opened or its inputs' texts, which the page checks as an edit's.
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

    /** Why the file read last cannot be opened, or null when it was read. */
    @JSProperty("worksheetError")
    String getError();

    @JSProperty("worksheetError")
    void setError(String error);

    /** The file's text for each of the tool's fields, in the form's order (null: none given); null when refused. */
    @JSProperty("worksheetTexts")
    JSArray<JSString> getTexts();

    @JSProperty("worksheetTexts")
    void setTexts(JSArray<JSString> texts);

    /** The file's name, for what the page says of it. */
    @JSProperty("worksheetName")
    String getName();

    @JSProperty("worksheetName")
    void setName(String name);

    /** The sentence naming the file's members the tool does not know, or null for none. */
    @JSProperty("worksheetWarning")
    String getWarning();

    @JSProperty("worksheetWarning")
    void setWarning(String warning);

}
