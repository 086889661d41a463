import { z } from 'zod';

// Every schema here is built from this z, so the settings below are in place in each app's bundle
// and in the API before any schema exists (each app bundles its own zod; see tooling/webpack.app.js):
// Spanish for zod's built-in messages, for the checks whose schema carries no message of ours; and
// in browsers no compiled parsers, as zod's `new Function` probe breaks the portal's
// Content-Security-Policy (no 'unsafe-eval', shell/server/security.ts), which reports even a caught one.
z.config(z.locales.es());
if ('document' in globalThis) z.config({ jitless: true });

export { z };
