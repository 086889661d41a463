import { afterAll, beforeAll } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { startPortal } from '../scripts/portal.mjs';
import { findLogLeaks } from '../services/src/logging/log-leaks';
import { launchChromium } from './browser';
import { DEMO_PASSWORD } from './pages';

export type Portal = Awaited<ReturnType<typeof startPortal>>;

interface PortalFixtureOptions {
  /** Names the temporary data folder. */
  name: string;
  /** Extra API environment, read when the portal starts (after earlier beforeAll hooks ran). */
  env?: () => Record<string, string>;
}

/** What a test file uses; read it inside tests and hooks, once the file's beforeAll has started both. */
export interface PortalFixture {
  readonly portal: Portal;
  readonly browser: Browser;
}

/**
 * One portal per browser-test file: the built apps and API on a fresh copy of the seeded database, plus
 * Chromium; both stop after the file, and then the portal's log is searched for secrets. The captcha
 * stays real, only cheaper to solve.
 */
export function portalPerFile({ name, env }: PortalFixtureOptions): PortalFixture {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `postulate-e2e-${name}-`));
  // The run's migrated and seeded data folder (e2e/global-setup.mjs), when jest made one.
  const template = process.env.POSTULATE_E2E_TEMPLATE;
  if (template) fs.cpSync(template, dataDir, { recursive: true });
  let portal: Portal | undefined;
  let browser: Browser | undefined;
  const logs: string[] = [];

  beforeAll(async () => {
    try {
      portal = await startPortal({
        // Each file logs the same demo users in from fresh browsers dozens of times: the services
        // suite tests the rate limits (security-hardening.spec.ts).
        env: { PGLITE_DATA_DIR: dataDir, CAPTCHA_COUNTER_MIN: '200', CAPTCHA_COUNTER_MAX: '2000', RATE_LIMITS: 'off', ...env?.() },
        log: (line) => logs.push(line),
      });
    } catch (error) {
      console.error(logs.join('\n'));
      throw error;
    }
    browser = await launchChromium();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    // Everything the file did went through this portal: its log must hold no secret.
    const leaks = findLogLeaks(logs.join('\n'), [DEMO_PASSWORD]);
    if (leaks.length > 0) throw new Error(`The portal's log holds secrets:\n${leaks.join('\n')}`);
  });

  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error(`The ${name} portal is read before its beforeAll started it`);
    return value;
  };
  return {
    get portal() {
      return started(portal);
    },
    get browser() {
      return started(browser);
    },
  };
}
