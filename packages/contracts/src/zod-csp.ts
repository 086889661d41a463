import { z } from 'zod';

// Imported first by index.ts, so it runs before any schema here is built: that is when zod decides
// whether to compile parsers with `new Function`. The portal's Content-Security-Policy has no
// 'unsafe-eval' (scripts/serve-app.mjs), and the browser reports even zod's caught probe for it.
if ('document' in globalThis) z.config({ jitless: true });
