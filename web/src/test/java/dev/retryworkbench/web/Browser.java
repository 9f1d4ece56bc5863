package dev.retryworkbench.web;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.logging.Level;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * A headless Debian Chromium driven through Debian's chromedriver, with no driver download:
 * both paths are given, so Selenium Manager never runs. One per test class.
 */
final class Browser implements AutoCloseable {
    static final String CHROMIUM = System.getProperty("chromium.binary", "/usr/bin/chromium");
    static final String CHROMEDRIVER = System.getProperty("chromedriver.binary", "/usr/bin/chromedriver");

    private final ChromeDriver driver;
    private final Path site;

    private Browser(ChromeDriver driver, Path site) {
        this.driver = driver;
        this.site = site;
    }

    /** Starts a browser with JavaScript on or off. */
    static Browser start(boolean javascript) {
        return start(javascript, null);
    }

    /** Starts a browser with JavaScript that saves downloads into {@code downloads} without asking. */
    static Browser startWithDownloads(Path downloads) {
        return start(true, downloads);
    }

    private static Browser start(boolean javascript, Path downloads) {
        Path site = Path.of(System.getProperty("site.directory", "target/site")).toAbsolutePath();
        if (!Files.isRegularFile(site.resolve("index.html"))) {
            throw new IllegalStateException("the site is not built at " + site);
        }
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM);
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--no-first-run", "--disable-quic", "--window-size=1280,900");
        if (!javascript) {
            options.addArguments("--blink-settings=scriptEnabled=false");
        }
        if (downloads != null) {
            options.setExperimentalOption("prefs", java.util.Map.of(
                    "download.default_directory", downloads.toAbsolutePath().toString(),
                    "download.prompt_for_download", false));
        }
        LoggingPreferences logs = new LoggingPreferences();
        logs.enable(LogType.BROWSER, Level.ALL);
        options.setCapability("goog:loggingPrefs", logs);
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(new File(CHROMEDRIVER))
                .usingAnyFreePort()
                .build();
        return new Browser(new ChromeDriver(service, options), site);
    }

    /** Opens a page of the built site from {@code file://}. */
    void open(String page) {
        driver.get(site.resolve(page).toUri().toString());
    }

    ChromeDriver driver() {
        return driver;
    }

    WebElement find(String css) {
        return driver.findElement(By.cssSelector(css));
    }

    List<WebElement> findAll(String css) {
        return driver.findElements(By.cssSelector(css));
    }

    /** Returns the trimmed text of the headline figure named {@code name} (its data-figure attribute). */
    String figure(String name) {
        return find("[data-figure='" + name + "'] .value").getText().trim();
    }

    Object script(String js, Object... args) {
        return ((JavascriptExecutor) driver).executeScript(js, args);
    }

    /** Waits until the page's script has taken over the pre-rendered DOM. */
    void awaitScript() {
        new WebDriverWait(driver, Duration.ofSeconds(10))
                .until(d -> Boolean.TRUE.equals(script("return document.documentElement.classList.contains('js')")));
    }

    /** Replaces a field's text the way a person does, firing input events. */
    void type(String fieldId, String text) {
        WebElement input = find("#" + fieldId);
        input.clear();
        input.sendKeys(text);
        // clear() fires no input event of its own when text is empty; make the emptied state count too.
        if (text.isEmpty()) {
            script("arguments[0].dispatchEvent(new Event('input', {bubbles: true}))", input);
        }
    }

    /** Returns every console message at level SEVERE since the last call: errors and uncaught exceptions. */
    List<String> consoleErrors() {
        List<String> errors = new ArrayList<>();
        for (LogEntry entry : driver.manage().logs().get(LogType.BROWSER)) {
            if (entry.getLevel().intValue() >= Level.SEVERE.intValue()) {
                errors.add(entry.getMessage());
            }
        }
        return errors;
    }

    @Override
    public void close() {
        driver.quit();
    }
}
