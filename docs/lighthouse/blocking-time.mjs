// Loads a page in Chromium as a phone with 4x CPU throttling, traces it, and prints the first contentful
// paint and the total blocking time (each main-thread task's time over 50 ms after that paint) of each load.
// Lighthouse's simulated figure swings with the machine's load; this one is measured on the page itself.
// Usage (puppeteer-core installed beside Lighthouse): node blocking-time.mjs http://localhost:8766/storm.html [loads]
import puppeteer from 'puppeteer-core';
import fs from 'fs';

const [url, loads = '3'] = process.argv.slice(2);
const browser = await puppeteer.launch({executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless=new']});
for (let load = 0; load < +loads; load++) {
  const page = await browser.newPage();
  await page.emulate({viewport: {width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true},
    userAgent: 'Mozilla/5.0 (Linux; Android 11) Mobile'});
  await (await page.createCDPSession()).send('Emulation.setCPUThrottlingRate', {rate: 4});
  const trace = '/tmp/blocking-time-trace.json';
  await page.tracing.start({path: trace, categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading']});
  await page.goto(url + '?' + load, {waitUntil: 'networkidle0'});
  await page.waitForFunction(() => document.documentElement.classList.contains('js'));
  await new Promise(resolve => setTimeout(resolve, 1500));
  await page.tracing.stop();
  await page.close();
  const events = JSON.parse(fs.readFileSync(trace)).traceEvents;
  const parse = events.find(e => e.name === 'ParseHTML');
  const tasks = events.filter(e => e.pid === parse.pid && e.tid === parse.tid && e.ph === 'X' && e.name === 'RunTask');
  const paint = events.find(e => e.name === 'firstContentfulPaint' && e.pid === parse.pid);
  let blocking = 0;
  const long = [];
  for (const task of tasks) {
    const ms = task.dur / 1000;
    if (ms > 50) long.push(Math.round(ms) + (task.ts < paint.ts ? ' (before the paint)' : ''));
    if (task.ts >= paint.ts && ms > 50) blocking += ms - 50;
  }
  console.log(`total blocking time ${Math.round(blocking)} ms; tasks over 50 ms: ${long.join(', ')}`);
}
await browser.close();
