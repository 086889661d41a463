// An ad's page as link previewers (WhatsApp, Telegram, LinkedIn) and search engines read it: they run
// no JavaScript, so the shell's server writes the ad's title, description, Open Graph tags and
// schema.org JobPosting into the built index.html (issue 22). The SPA boots from the same HTML.

/** /showAviso/{id}: the ad pages the shell's server writes previews into. */
export const AD_PAGE_PATH = /^\/showAviso\/(\d{1,10})\/?$/;

/** The API's answer for link previews: GET /api/home/aviso/{id}/compartir (SHARING_ROUTES.page in packages/contracts). */
const sharePagePath = (id) => `/api/home/aviso/${id}/compartir`;

/** A previewer waits a few seconds at most: past this the page goes out without the ad's tags. */
const API_TIMEOUT_MS = 1500;

/** Text for HTML, in an element or an attribute. */
export const escapeHtml = (text) =>
  String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** JSON inside <script>: nothing in it can close the element or start a comment, and the line separators JavaScript rejects are escaped. */
const scriptJson = (value) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const meta = (attribute, name, content) => `<meta ${attribute}="${name}" content="${escapeHtml(content)}"/>`;

/** The page's own <title> and description replaced, `tags` added at the end of <head>. */
function withHead(indexHtml, { title, description, tags }) {
  let html = indexHtml;
  if (title !== undefined) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  if (description !== undefined) html = html.replace(/<meta name="description"[^>]*>/, () => meta('name', 'description', description));
  return html.replace('</head>', () => `${tags.join('')}</head>`);
}

/**
 * The ad's page: <title>, description, canonical address, Open Graph and Twitter tags with the
 * preview image, and the JobPosting as JSON-LD. Every value is escaped for where it goes.
 * @param {string} indexHtml the built shell/dist/index.html
 * @param {import('@postulate/contracts').SharePage} share
 */
export function adPageHtml(indexHtml, share) {
  return withHead(indexHtml, {
    title: share.title,
    description: share.description,
    tags: [
      `<link rel="canonical" href="${escapeHtml(share.url)}"/>`,
      meta('property', 'og:type', 'website'),
      meta('property', 'og:site_name', 'Postulate'),
      meta('property', 'og:locale', 'es_AR'),
      meta('property', 'og:url', share.url),
      meta('property', 'og:title', share.headline),
      meta('property', 'og:description', share.description),
      meta('property', 'og:image', share.imageUrl),
      meta('property', 'og:image:type', 'image/png'),
      meta('property', 'og:image:width', '1200'),
      meta('property', 'og:image:height', '630'),
      meta('property', 'og:image:alt', share.imageAlt),
      meta('name', 'twitter:card', 'summary_large_image'),
      meta('name', 'twitter:title', share.headline),
      meta('name', 'twitter:description', share.description),
      meta('name', 'twitter:image', share.imageUrl),
      `<script type="application/ld+json">${scriptJson(share.jobPosting)}</script>`,
    ],
  });
}

/** An ad that does not exist or is no longer published: the plain page, kept out of search engines. */
export const missingAdHtml = (indexHtml) => withHead(indexHtml, { tags: [meta('name', 'robots', 'noindex')] });

/**
 * Asks the API for an ad's preview data: 'missing' when it answers 404, 'unavailable' when it is
 * down, slow or answers anything else (the page then goes out as it is built).
 * @returns {Promise<{ status: 'found', share: import('@postulate/contracts').SharePage } | { status: 'missing' } | { status: 'unavailable' }>}
 */
export async function fetchSharePage(id, apiTarget) {
  try {
    const response = await fetch(new URL(sharePagePath(id), apiTarget), { signal: globalThis.AbortSignal.timeout(API_TIMEOUT_MS) });
    if (response.status === 404) return { status: 'missing' };
    if (!response.ok) return { status: 'unavailable' };
    return { status: 'found', share: await response.json() };
  } catch {
    return { status: 'unavailable' };
  }
}
