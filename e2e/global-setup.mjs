// Starts the built API once on an empty embedded database, lets it migrate and seed the demo (the
// showcase CV included), and stops it cleanly: each browser-test file's portal starts on a copy of
// that data folder (e2e/fixture.ts) instead of migrating and seeding its own.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchApi } from '../scripts/portal.mjs';

export default async function globalSetup() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'postulate-e2e-template-'));
  // Whatever the seed sends goes to a folder thrown away with the run, not to services/.data.
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'postulate-e2e-template-outbox-'));
  const logs = [];
  const api = launchApi({
    env: { PGLITE_DATA_DIR: dataDir, MAIL_OUTBOX_DIR: outboxDir },
    log: (line) => logs.push(line),
  });
  try {
    await api.ready;
  } catch (error) {
    console.error(logs.join('\n'));
    throw error;
  } finally {
    // SIGINT: Nest closes the database, so the folder is left as after a clean shutdown.
    api.child.kill('SIGINT');
    await api.child.exited;
    fs.rmSync(outboxDir, { recursive: true, force: true });
  }
  process.env.POSTULATE_E2E_TEMPLATE = dataDir;
}
