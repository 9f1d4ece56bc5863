package dev.retryworkbench.web.bench;

import java.io.File;
import java.time.Duration;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

/**
 * The benchmarks' browser: Debian's headless Chromium through Debian's chromedriver, with the flags of the
 * browser tests (no background networking, which this machine's closed network refuses), at 1280 x 900.
 */
final class BenchBrowser {
    private static final String CHROMIUM = System.getProperty("chromium.binary", "/usr/bin/chromium");
    private static final String CHROMEDRIVER = System.getProperty("chromedriver.binary", "/usr/bin/chromedriver");

    private BenchBrowser() {
    }

    /** Starts a browser whose script calls may run for up to {@code scriptTimeout}. */
    static ChromeDriver start(Duration scriptTimeout) {
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM);
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--no-first-run", "--disable-quic", "--window-size=1280,900");
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(new File(CHROMEDRIVER)).usingAnyFreePort().build();
        ChromeDriver driver = new ChromeDriver(service, options);
        driver.manage().timeouts().scriptTimeout(scriptTimeout);
        return driver;
    }
}
