// Page weight, Largest Contentful Paint and Cumulative Layout Shift of the home page for a visitor:
// builds what is out of date, starts the built portal on a throwaway embedded database, opens / in
// headless Chromium with a cold cache and prints the JavaScript it downloaded, the largest chunks,
// whether a role remote was fetched, and the LCP; then the CLS of the home and of a search at
// Lighthouse's desktop and mobile screens, with what moved. Not a test: it prints figures, PASS or
// MISS per target, and exits 0 unless the run itself failed.
//
// The static servers send the build's precompressed .br / .gz files; the 'gzip' figure (the target's
// measure) is each JS body gzipped here at Node's default level 6, the 'on the wire' figure is what
// Chromium actually received (brotli, as it accepts it).
//
// Usage: node scripts/page-weight.mjs [--no-build]
//   PORT_OFFSET      port shift of the portal (default 90, beside `npm start`)
//   POSTULATE_DIST   build folder (default dist)
//   BENCH_LOADS      cold loads whose LCP median is printed (default 5)
// @ts-check
/* global PerformanceObserver -- page code */
import { Buffer } from 'node:buffer';
import os from 'node:os';
import zlib from 'node:zlib';
import { FRONTEND_APPS, appPort } from './apps.mjs';
import { buildAll, withBrowserPortal } from './bench-browser.mjs';
import { ms, runBench } from './bench-lib.mjs';

process.env.PORT_OFFSET ??= '90';

const TIME_LIMIT_MS = 15 * 60_000;
const LOADS = Number(process.env.BENCH_LOADS ?? 5);
const JS_TARGET_BYTES = 170 * 1024;
const LCP_TARGET_MS = 1000;
const CLS_TARGET = 0.1;
/** The screens of Lighthouse's desktop and mobile presets. */
const CLS_SCREENS = {
  desktop: { viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
  mobile: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
};
/** The home, and a search as its search bar writes it: a term and a province (06, Buenos Aires). */
const CLS_PAGES = { home: '/', search: '/?filtro=aviso:operario&filtro=provincia:06' };
/** Remotes a visitor's home must never download. */
const ROLE_REMOTES = ['mf-applicant', 'mf-company', 'mf-admin', 'mf-tests'];

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const verdict = (ok) => (ok ? 'PASS' : 'MISS');
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

/** The app an URL is served by, from its port. */
function appOf(url) {
  const { port } = new URL(url);
  return Object.keys(FRONTEND_APPS).find((app) => String(appPort(app)) === port) ?? new URL(url).host;
}

const isScript = (response) => response.request().resourceType() === 'script' || /javascript/.test(response.headers()['content-type'] ?? '');

/**
 * Opens the home page in `context` and waits for the ads to be shown and the network to settle.
 * Returns every JS response (with its sizes), every requested URL, and the LCP entry.
 */
async function openHome(context, shellUrl) {
  const page = await context.newPage();
  const requested = [];
  const pending = [];
  page.on('request', (request) => requested.push(request.url()));
  page.on('response', (response) => {
    if (!isScript(response)) return;
    pending.push(
      (async () => {
        const sizes = await response.request().sizes();
        // A 304 or a cache hit has no new body on the wire; its decoded body is still readable.
        const body = await response.body().catch(() => Buffer.alloc(0));
        return {
          url: response.url(),
          status: response.status(),
          // Negative when the body came from the cache.
          wireBytes: Math.max(0, sizes.responseBodySize),
          encoding: response.headers()['content-encoding'] ?? 'identity',
          rawBytes: body.length,
          gzipBytes: body.length ? zlib.gzipSync(body).length : 0,
        };
      })(),
    );
  });
  await page.goto(`${shellUrl}/`);
  await page.locator('.pub-results[aria-busy="false"]').waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const lcp = await page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const last = /** @type {LargestContentfulPaint} */ (list.getEntries().at(-1));
          const element = last.element;
          resolve({
            ms: last.startTime,
            element: element ? `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}` : '(removed)',
          });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve({ ms: Number.NaN, element: '(no LCP entry)' }), 2000);
      }),
  );
  const scripts = await Promise.all(pending);
  await page.close();
  return { scripts, requested, lcp };
}

/**
 * A 'layout-shift' performance entry (the DOM typings have none).
 * @typedef {PerformanceEntry & { value: number, hadRecentInput: boolean, sources: { node: Node | null, previousRect: DOMRectReadOnly, currentRect: DOMRectReadOnly }[] }} LayoutShift
 * @typedef {{ value: number, shifts: { at: number, value: number, sources: string[] }[] }} ShiftWindow
 */

/**
 * Opens `path` in a fresh context with `screen`, waits for the results to be shown, the network to
 * settle and one second more, and returns its CLS as Lighthouse computes it: the layout shifts
 * without recent input, grouped in session windows (gaps under 1 s, at most 5 s long), the largest
 * window's sum; with the shifts of that window and what each moved.
 */
async function measureCls(browser, shellUrl, path, screen) {
  const context = await browser.newContext({ ...screen, locale: 'es-AR' });
  const page = await context.newPage();
  await page.goto(`${shellUrl}${path}`);
  await page.locator('.pub-results[aria-busy="false"]').waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  const result = await page.evaluate(
    () =>
      /** @type {Promise<ShiftWindow>} */ (
        new Promise((resolve) => {
          new PerformanceObserver((list) => {
            /** @type {(node: Node | null) => string} */
            const describe = (node) =>
              !node
                ? '(removed)'
                : node.nodeType === 1
                  ? [node.nodeName.toLowerCase(), .../** @type {Element} */ (node).classList].join('.')
                  : `${node.nodeName} in ${describe(node.parentElement)}`;
            /** @type {(r: DOMRectReadOnly) => string} */
            const rect = (r) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
            const shifts = /** @type {LayoutShift[]} */ (list.getEntries())
              .filter((entry) => !entry.hadRecentInput)
              .map((entry) => ({
                at: entry.startTime,
                value: entry.value,
                sources: entry.sources.map((source) => `${describe(source.node)} ${rect(source.previousRect)} -> ${rect(source.currentRect)}`),
              }));
            /** @type {ShiftWindow} */
            let worst = { value: 0, shifts: [] };
            /** @type {ShiftWindow} */
            let current = { value: 0, shifts: [] };
            for (const shift of shifts) {
              const first = current.shifts[0];
              const last = current.shifts.at(-1);
              if (first && last && shift.at - last.at < 1000 && shift.at - first.at < 5000)
                current = { value: current.value + shift.value, shifts: [...current.shifts, shift] };
              else current = { value: shift.value, shifts: [shift] };
              if (current.value > worst.value) worst = current;
            }
            resolve(worst);
          }).observe({ type: 'layout-shift', buffered: true });
          // No entry at all: the observer is never called.
          setTimeout(() => resolve({ value: 0, shifts: [] }), 500);
        })
      ),
  );
  await context.close();
  return result;
}

function printWeight(label, { scripts, requested }) {
  const total = (key) => scripts.reduce((sum, script) => sum + script[key], 0);
  const encodings = [...new Set(scripts.map((script) => script.encoding))].join(', ');
  console.log(`\n${label}: ${scripts.length} JS responses (server content-encoding: ${encodings || 'none'})`);
  const downloaded = scripts.filter((script) => script.wireBytes > 0).length;
  console.log(`  raw ${kb(total('rawBytes'))}, gzip ${kb(total('gzipBytes'))}`);
  console.log(`  downloaded: ${downloaded} bodies, ${kb(total('wireBytes'))} on the wire; the rest from the cache or revalidated (304)`);
  const fetchedRoles = ROLE_REMOTES.filter((app) => requested.some((url) => appOf(url) === app));
  return { gzip: total('gzipBytes'), fetchedRoles };
}

async function main() {
  await buildAll();
  await withBrowserPortal(
    'page-weight',
    {},
    async ({ portal, browser }) => {
      // Every new context has an empty HTTP cache: each cold load is a first visit; the last
      // context then opens the home once more, as a returning visitor.
      const cold = [];
      let warmLoad;
      for (let index = 0; index < LOADS; index += 1) {
        const context = await browser.newContext({ viewport: null, locale: 'es-AR' });
        cold.push(await openHome(context, portal.shellUrl));
        if (index === LOADS - 1) warmLoad = await openHome(context, portal.shellUrl);
        await context.close();
      }

      if (!warmLoad) throw new Error('no warm load');
      const first = cold[0];
      const { gzip, fetchedRoles } = printWeight('Home, visitor, cold cache', first);
      console.log('  10 largest JS responses (gzip / raw):');
      for (const script of [...first.scripts].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 10)) {
        const { pathname } = new URL(script.url);
        console.log(`    ${kb(script.gzipBytes).padStart(9)} / ${kb(script.rawBytes).padStart(9)}  ${appOf(script.url)}${pathname}`);
      }
      const lcps = cold.map((load) => load.lcp.ms);
      const lcp = median(lcps);
      console.log(`  LCP of ${LOADS} cold loads: ${lcps.map(ms).join(', ')}; element ${first.lcp.element}`);
      console.log(`  (machine load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores)`);

      const warm = printWeight('Home, same visitor again, warm cache', warmLoad);
      console.log(`  LCP ${ms(warmLoad.lcp.ms)}; element ${warmLoad.lcp.element}`);
      if (warm.fetchedRoles.length) console.log(`  role remotes fetched: ${warm.fetchedRoles.join(', ')}`);

      const clsFigures = [];
      for (const [pageName, path] of Object.entries(CLS_PAGES)) {
        for (const [screenName, screen] of Object.entries(CLS_SCREENS)) {
          const cls = await measureCls(browser, portal.shellUrl, path, screen);
          const label = `${pageName}, ${screenName} ${screen.viewport.width}x${screen.viewport.height}`;
          clsFigures.push({ label, value: cls.value });
          console.log(`\nCLS ${label} (${path}): ${cls.value.toFixed(3)}`);
          for (const shift of cls.shifts) {
            console.log(`  ${shift.value.toFixed(3)} at ${ms(shift.at)}`);
            for (const source of shift.sources) console.log(`    ${source}`);
          }
        }
      }

      console.log('\nTargets (cold cache):');
      console.log(`  ${verdict(gzip <= JS_TARGET_BYTES)}  JS transferred (gzip) ${kb(gzip)} <= ${kb(JS_TARGET_BYTES)}`);
      console.log(`  ${verdict(fetchedRoles.length === 0)}  role remotes fetched: ${fetchedRoles.join(', ') || 'none'}`);
      console.log(`  ${verdict(lcp <= LCP_TARGET_MS)}  LCP median ${ms(lcp)} <= ${ms(LCP_TARGET_MS)}`);
      for (const { label, value } of clsFigures) console.log(`  ${verdict(value <= CLS_TARGET)}  CLS ${label} ${value.toFixed(3)} <= ${CLS_TARGET}`);
      // A desktop scrollbar that appears as the page grows moves it sideways: it is drawn, as Lighthouse draws it.
    },
    { scrollbars: true },
  );
}

runBench(main, TIME_LIMIT_MS);
