// Removes the run's template (services/test/test-app.ts): the embedded one's tarball, or the
// database on the PostgreSQL server.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export default async function globalTeardown() {
  const run = process.env.POSTULATE_TEST_RUN;
  if (!run) return;
  fs.rmSync(path.join(os.tmpdir(), `postulate-test-${run}`), { recursive: true, force: true });
  if (!process.env.DATABASE_URL) return;
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    for (const name of [`postulate_tpl_${run}`, `postulate_tpl_${run}_wip`]) {
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  } finally {
    await client.end();
  }
}
