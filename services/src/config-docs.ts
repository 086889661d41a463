import path from 'node:path';
import { variableDocs } from './config.js';
import { SERVICES_DIR } from './database/paths.js';

/** Written whole by `npm run config:docs` (scripts/config-docs.mjs); config.spec.ts fails when it is stale. */
export const CONFIG_DOCS_FILE = path.join(SERVICES_DIR, '..', 'docs', 'configuration.md');

const INTRO = `# Configuration

The API reads its configuration from the environment once, at start, through one schema
(\`ENV_SCHEMA\` in \`services/src/config.ts\`). A blank value counts as unset. A malformed value stops
the start with one line that names the variable and the value, e.g.
\`Configuración inválida: API_PORT debe ser un entero entre 0 y 65535 (recibido 'abc')\`.
This file is generated from that schema by \`npm run config:docs\`; \`services/src/config.spec.ts\`
fails when the two differ.`;

/** A table cell: a pipe would end it early. */
const cell = (text: string) => text.replace(/\|/g, '\\|');

/** docs/configuration.md as the schema describes the variables today. */
export function renderConfigDocs(): string {
  const rows = variableDocs().map(([name, docs]) => {
    const meaning = docs.accepts ? `${docs.description} Accepts ${docs.accepts}.` : docs.description;
    return `| \`${name}\` | ${cell(docs.shownDefault)} | ${cell(meaning)} |`;
  });
  return [INTRO, '', '| variable | default | meaning |', '|---|---|---|', ...rows, ''].join('\n');
}
