import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** The services package folder, the same from src/ (tests) and dist/ (compiled). */
export const SERVICES_DIR = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));

export const DATA_DIR = path.join(SERVICES_DIR, 'data');

/** Default PGlite folder; `.data/` is git-ignored. */
export const DEFAULT_PGLITE_DIR = path.join(SERVICES_DIR, '.data', 'pglite');
