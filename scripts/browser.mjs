// Headless Chromium for the browser tests and the front-end benchmarks.
// @ts-check
import { chromium } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's Chromium, with the flags a container without outside network access needs (no sandbox,
 * no GPU, no QUIC, none of Chromium's background calls for updates, sync or components), and
 * `extraArgs` after them. Playwright hides the scrollbars of a headless Chromium; `scrollbars` draws
 * them, as a visitor's desktop Chromium and Lighthouse do, for measures they move (layout shift).
 * @param {string[]} [extraArgs]
 * @param {{ scrollbars?: boolean }} [options]
 * @returns {Promise<import('playwright-core').Browser>}
 */
export function launchChromium(extraArgs = [], { scrollbars = false } = {}) {
  return chromium.launch({
    executablePath: CHROMIUM,
    ignoreDefaultArgs: scrollbars ? ['--hide-scrollbars'] : undefined,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });
}
