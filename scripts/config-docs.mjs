// `npm run config:docs`: writes docs/configuration.md from the API's configuration schema
// (services/src/config.ts), compiled first; services/src/config.spec.ts fails while the two differ.
// @ts-check
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { distDir, rootDir } from './apps.mjs';
import { buildBackend } from './build.mjs';

await buildBackend();
const { CONFIG_DOCS_FILE, renderConfigDocs } = await import(pathToFileURL(path.join(rootDir, 'services', distDir, 'config-docs.js')).href);
fs.mkdirSync(path.dirname(CONFIG_DOCS_FILE), { recursive: true });
fs.writeFileSync(CONFIG_DOCS_FILE, renderConfigDocs());
console.log(`${path.relative(rootDir, CONFIG_DOCS_FILE)} written`);
