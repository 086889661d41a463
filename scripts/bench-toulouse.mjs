// Toulouse grid benchmark: builds what is out of date, starts the built portal on a throwaway
// embedded database, logs the demo candidate in, starts the concentration test in headless
// Chromium and clicks cells forward across the 1,200-cell grid the way a person does: the page is
// scrolled when the next cell is out of view, the pointer comes to rest on the cell, then the
// button goes down and up. Two figures per click, each as p50 / p95 / max against 16 ms:
//  - painted on screen: the browser's Event Timing entry for the click (from the click to the next
//    frame presented), read unrounded from a Chrome trace; the page itself only gets it rounded to
//    8 ms and only from 16 ms up. This is the target's measure.
//  - rendered by the page: from the click event's timeStamp to the end of the next frame on the
//    main thread (a capture listener asks for requestAnimationFrame; a message posted from that
//    frame's callback runs once the frame has been rendered), with its parts.
// The window is the viewport (see bench-browser.mjs): otherwise a mark below the window's real
// height is never drawn, and its click waits for some later frame.
// Not a test: it prints figures and exits 0 unless the run itself failed. The attempt it starts
// lives and dies with the throwaway database.
//
// Usage: node scripts/bench-toulouse.mjs [--no-build]
//   PORT_OFFSET      port shift of the portal (default 95, beside `npm start`)
//   POSTULATE_DIST   build folder (default dist)
//   BENCH_CLICKS     clicks, spread evenly over the grid (default 300)
// @ts-check
/* global window, requestAnimationFrame, MessageChannel, performance -- page code */
import os from 'node:os';
import { buildAll, withBrowserPortal } from './bench-browser.mjs';
import { login, ms, percentile, runBench } from './bench-lib.mjs';

process.env.PORT_OFFSET ??= '95';

const TIME_LIMIT_MS = 15 * 60_000;
const CLICKS = Number(process.env.BENCH_CLICKS ?? 300);
const TARGET_MS = 16;
const CELLS = 1200;
/** A person's pointer rests on a cell before pressing, and holds the button for a moment. */
const POINTER_REST_MS = 60;
const PRESS_MS = 40;
const BETWEEN_CLICKS_MS = 100;
/** Demo candidate of the seed (services/src/demo), with every test still to take. */
const CANDIDATE = { name: 'postulante', pass: 'demo1234' };

/**
 * Runs in the page before its scripts. For every click on a cell it records, from the event's
 * timeStamp: when the first listener ran (a capture listener on window), when the last one had run
 * (a bubbling listener on window, after React's on the app root and its synchronous re-render), and
 * when the next frame had been rendered (a message posted from that frame's requestAnimationFrame).
 */
/** @typedef {{ reached: number, handled?: number, rendered?: number }} ClickTiming */

function measureClicks() {
  /** @type {ClickTiming[]} */
  const clicks = [];
  /** @type {Window & { __clickToFrame?: ClickTiming[] }} */ (window).__clickToFrame = clicks;
  const onCell = (event) => event.target.closest?.('[role="gridcell"]');
  window.addEventListener(
    'click',
    (event) => {
      if (!onCell(event)) return;
      const click = { reached: performance.now() - event.timeStamp };
      clicks.push(click);
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => (click.rendered = performance.now() - event.timeStamp);
        channel.port2.postMessage(null);
      });
    },
    true,
  );
  window.addEventListener('click', (event) => {
    // The capture listener above recorded this click.
    const click = clicks.at(-1);
    if (onCell(event) && click) click.handled = performance.now() - event.timeStamp;
  });
}

/** Durations of the 'click' Event Timing entries in a Chrome trace (devtools.timeline), unrounded. */
function eventTimingClicks(trace) {
  const { traceEvents } = JSON.parse(trace.toString('utf8'));
  return traceEvents
    .filter((event) => event.name === 'EventTiming' && event.ph === 'b' && event.args?.data?.type === 'click')
    .map((event) => event.args.data.duration);
}

const spread = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) };
};
const show = ({ p50, p95 }) => `p50 ${ms(p50)}, p95 ${ms(p95)}`;

async function main() {
  await buildAll();
  const env = { CAPTCHA_COUNTER_MIN: '200', CAPTCHA_COUNTER_MAX: '2000' };
  await withBrowserPortal('bench-toulouse', env, async ({ portal, browser }) => {
    // The API sets the session cookie for localhost, which the shell's port shares.
    const cookies = (await login(portal.apiUrl, CANDIDATE.name, CANDIDATE.pass)).split('; ').map((pair) => {
      const [name, ...value] = pair.split('=');
      return { name, value: value.join('='), url: portal.apiUrl };
    });
    const context = await browser.newContext({ viewport: null, locale: 'es-AR' });
    await context.addCookies(cookies);
    await context.addInitScript(measureClicks);
    const page = await context.newPage();
    await page.goto(`${portal.shellUrl}/mistests/toulouse`);
    const begin = page.getByRole('button', { name: 'Comenzar', exact: true });
    await begin.waitFor({ timeout: 30_000 });
    // The once-per-session reminder of pending tests covers the page for this candidate.
    const reminder = page.getByRole('dialog', { name: 'Faltan Test por hacer' });
    if (await reminder.isVisible()) await reminder.getByRole('button', { name: 'Cerrar' }).last().click();
    await begin.click();
    // A CSS selector: the role engine would walk all 1,200 cells on every lookup.
    const cells = page.locator('[role="gridcell"]');
    await cells.first().waitFor();
    const count = await cells.count();
    if (count !== CELLS) throw new Error(`la grilla tiene ${count} celdas, no ${CELLS}`);
    const viewport = await page.evaluate(() => ({ width: window.innerWidth, height: window.innerHeight }));
    const toolbar = await page.locator('.tt-toolbar').boundingBox();
    const topVisible = toolbar.y + toolbar.height;

    // Forward only (a click before the furthest one is ignored), never the last cell (it finishes).
    const step = Math.max(1, Math.floor((CELLS - 1) / CLICKS));
    const started = Date.now();
    await browser.startTracing(page, { categories: ['devtools.timeline'] });
    for (let index = 0; index < CLICKS && index * step < CELLS - 1; index += 1) {
      const cell = cells.nth(index * step);
      let box = await cell.boundingBox();
      if (box.y < topVisible || box.y + box.height > viewport.height) {
        // Like a turn of the wheel: the next rows come into view below the sticky toolbar.
        await page.evaluate((top) => window.scrollBy({ top, behavior: 'instant' }), box.y - topVisible - 2 * box.height);
        box = await cell.boundingBox();
      }
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.waitForTimeout(POINTER_REST_MS);
      await page.mouse.down();
      await page.waitForTimeout(PRESS_MS);
      await page.mouse.up();
      await page.waitForTimeout(BETWEEN_CLICKS_MS);
    }
    await page.waitForTimeout(500);
    const presented = eventTimingClicks(await browser.stopTracing());
    const clicks = await page.evaluate(() => /** @type {Window & { __clickToFrame?: ClickTiming[] }} */ (window).__clickToFrame ?? []);
    const selected = await page.locator('[role="gridcell"][aria-selected="true"]').count();
    if (presented.length !== clicks.length) throw new Error(`Event Timing vio ${presented.length} clics, la página ${clicks.length}`);

    const onScreen = spread(presented);
    const rendered = spread(clicks.map((click) => click.rendered));
    const [load] = os.loadavg();
    console.log(
      `\nToulouse grid, ${CELLS} cells: ${clicks.length} clicks (one cell in ${step}) in ${((Date.now() - started) / 1000).toFixed(1)} s, ${selected} cells marked`,
    );
    console.log(`Window ${viewport.width} x ${viewport.height}; machine load average ${load.toFixed(1)} on ${os.cpus().length} cores`);
    console.log('Click to mark painted on screen (Event Timing duration, from the trace):');
    console.log(`  ${show(onScreen)}, max ${ms(onScreen.max)}; ${presented.filter((duration) => duration > TARGET_MS).length} clicks over ${ms(TARGET_MS)}`);
    console.log('Click to next frame rendered by the page (event.timeStamp -> rAF -> message after the frame):');
    console.log(`  ${show(rendered)}, max ${ms(rendered.max)}`);
    console.log(`  input delay, until the page gets the click:    ${show(spread(clicks.map((click) => click.reached)))}`);
    console.log(`  click handlers (React's re-render included):   ${show(spread(clicks.map((click) => click.handled - click.reached)))}`);
    console.log(`  then style, layout and paint of the next frame: ${show(spread(clicks.map((click) => click.rendered - click.handled)))}`);
    console.log(`\n  ${onScreen.p95 <= TARGET_MS ? 'PASS' : 'MISS'}  click to painted mark p95 ${ms(onScreen.p95)} <= ${ms(TARGET_MS)}`);
    await context.close();
  });
}

runBench(main, TIME_LIMIT_MS);
