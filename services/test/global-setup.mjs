// Names this jest run, before the workers start: services/test/test-app.ts migrates and seeds one
// template database per run under this name and copies it for each spec file.
import { randomBytes } from 'node:crypto';

export default function globalSetup() {
  process.env.POSTULATE_TEST_RUN = randomBytes(6).toString('hex');
}
