import fs from 'node:fs';

export default function globalTeardown() {
  const dataDir = process.env.POSTULATE_E2E_TEMPLATE;
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}
