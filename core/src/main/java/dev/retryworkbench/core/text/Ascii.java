package dev.retryworkbench.core.text;

/**
 * Letter case of ASCII text. Config keys, modes and labels are ASCII; the JDK's Unicode case methods
 * would bring TeaVM's Unicode tables (about 4.5 KB gzipped) into the on-demand "Paste a config" script.
 */
public final class Ascii {
    private Ascii() {
    }

    /** Returns the character in lower case when it is an ASCII capital, else itself. */
    public static char lower(char c) {
        return isUpper(c) ? (char) (c + ('a' - 'A')) : c;
    }

    /** Returns the character in upper case when it is an ASCII small letter, else itself. */
    public static char upper(char c) {
        return c >= 'a' && c <= 'z' ? (char) (c - ('a' - 'A')) : c;
    }

    /** Returns true for an ASCII capital letter. */
    public static boolean isUpper(char c) {
        return c >= 'A' && c <= 'Z';
    }

    /** Returns the text with its ASCII capitals in lower case. */
    public static String lower(String text) {
        StringBuilder sb = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            sb.append(lower(text.charAt(i)));
        }
        return sb.toString();
    }

    /** Returns the text with its ASCII small letters in upper case. */
    public static String upper(String text) {
        StringBuilder sb = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            sb.append(upper(text.charAt(i)));
        }
        return sb.toString();
    }

    /** Returns true when the texts are equal but for the case of ASCII letters. */
    public static boolean equalsIgnoreCase(String a, String b) {
        return a.length() == b.length() && lower(a).equals(lower(b));
    }
}
