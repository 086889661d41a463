// The public pages as link previewers (WhatsApp, Telegram, LinkedIn) and search engines read them:
// they run no JavaScript, so the shell's server writes each page's title, description, canonical
// address and Open Graph tags into the built index.html, and an ad's page also its text and its
// schema.org JobPosting (issues 22 and 33). The SPA boots from the same HTML, replacing the text.
// Every value of an ad comes from the API already markupSafe (packages/contracts markup.ts).
import type { SharePage } from '@postulate/contracts';

/** /showAviso/{anything}: an ad's page; only an id of up to 10 digits can name an ad, anything else is 404. */
const AD_PAGE_PATH = /^\/showAviso(?:\/([^/]*))?\/?$/;
const AD_ID = /^\d{1,10}$/;

/** The id of an ad page's path: undefined when the path is no ad page, null when it names no possible ad. */
export function adPageId(pathname: string): string | null | undefined {
  const match = AD_PAGE_PATH.exec(pathname);
  if (!match) return undefined;
  return AD_ID.test(match[1] ?? '') && Number(match[1]) > 0 ? match[1] : null;
}

/** A page's own <title> and description. */
interface PageHead {
  title: string;
  description: string;
}

/** The public pages without a parameter: each its own title and description (the paths of SITEMAP_STATIC_PATHS, and /home). */
const PUBLIC_PAGES = new Map<string, PageHead>([
  [
    '/',
    {
      title: 'Postulate · Portal de empleo de Argentina',
      description: 'Avisos de empleo de toda la Argentina: buscá por puesto, provincia, área y modalidad, armá tu CV y postulate en un paso.',
    },
  ],
  [
    '/faqOut',
    {
      title: 'Preguntas frecuentes | Postulate',
      description: 'Cómo buscar empleo, armar tu CV, postularte y publicar avisos en Postulate: las respuestas a las preguntas de postulantes y empresas.',
    },
  ],
  [
    '/politicaPostulante',
    {
      title: 'Política de privacidad para postulantes | Postulate',
      description: 'La política de privacidad de Postulate para quienes buscan empleo: qué datos se guardan, para qué se usan y cómo ejercer tus derechos.',
    },
  ],
  [
    '/politicaEmpresa',
    {
      title: 'Política de privacidad para empresas | Postulate',
      description: 'La política de privacidad de Postulate para empresas y reclutadores: qué datos se guardan, para qué se usan y cómo ejercer tus derechos.',
    },
  ],
  [
    '/terminosPostulante',
    {
      title: 'Términos y condiciones para postulantes | Postulate',
      description: 'Los términos y condiciones de uso de Postulate para quienes buscan empleo y se postulan a los avisos.',
    },
  ],
  [
    '/terminosEmpresa',
    {
      title: 'Términos y condiciones para empresas | Postulate',
      description: 'Los términos y condiciones de uso de Postulate para empresas y reclutadores que publican avisos.',
    },
  ],
]);

/** What the API said about an ad, for its page. */
export type SharePageAnswer = { status: 'found'; share: SharePage } | { status: 'missing' } | { status: 'unavailable' };

/** The API's answer for link previews: GET /api/home/aviso/{id}/compartir (SHARING_ROUTES.page in packages/contracts). */
const sharePagePath = (id: string) => `/api/home/aviso/${id}/compartir`;

/** A previewer waits a few seconds at most: past this the page goes out without the ad's tags. */
const API_TIMEOUT_MS = 1500;

/** Text for HTML, in an element or an attribute. */
export const escapeHtml = (text: string) =>
  String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** JSON inside <script>: nothing in it can close the element or start a comment, and the line separators JavaScript rejects are escaped. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const meta = (attribute: 'name' | 'property', name: string, content: string) => `<meta ${attribute}="${name}" content="${escapeHtml(content)}"/>`;

/** The page's own <title> and description replaced, `tags` added at the end of <head>, `body` written into the app's root. */
function withHead(indexHtml: string, { title, description, tags, body }: { title?: string; description?: string; tags: string[]; body?: string }) {
  let html = indexHtml;
  if (title !== undefined) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  if (description !== undefined) html = html.replace(/<meta name="description"[^>]*>/, () => meta('name', 'description', description));
  if (body !== undefined) html = html.replace('<div id="root"></div>', () => `<div id="root">${body}</div>`);
  return html.replace('</head>', () => `${tags.join('')}</head>`);
}

/** The canonical address and the Open Graph and Twitter tags every public page carries. */
function cardTags({ url, title, description, image }: { url: string; title: string; description: string; image?: { url: string; alt: string } }) {
  return [
    `<link rel="canonical" href="${escapeHtml(url)}"/>`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', 'Postulate'),
    meta('property', 'og:locale', 'es_AR'),
    meta('property', 'og:url', url),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    ...(image
      ? [
          meta('property', 'og:image', image.url),
          meta('property', 'og:image:type', 'image/png'),
          meta('property', 'og:image:width', '1200'),
          meta('property', 'og:image:height', '630'),
          meta('property', 'og:image:alt', image.alt),
          meta('name', 'twitter:card', 'summary_large_image'),
        ]
      : [meta('name', 'twitter:card', 'summary')]),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    ...(image ? [meta('name', 'twitter:image', image.url)] : []),
  ];
}

/** A text's lines as HTML, its line breaks kept. */
const lines = (text: string) => text.split(/\r?\n/).map(escapeHtml).join('<br/>');

/** The ad's text as a crawler reads it: the SPA replaces it once it boots. */
const articleHtml = (share: SharePage) =>
  [
    '<main><article>',
    `<h1>${escapeHtml(share.headline)}</h1>`,
    `<p>${escapeHtml(share.article.company)} · ${escapeHtml(share.article.place)}</p>`,
    `<ul>${share.article.facts.map((fact) => `<li>${escapeHtml(fact)}</li>`).join('')}</ul>`,
    ...share.article.paragraphs.map((paragraph) => `<p>${lines(paragraph)}</p>`),
    `<p><a href="${escapeHtml(share.url)}">Postularme</a></p>`,
    '</article></main>',
  ].join('');

/**
 * The ad's page: <title>, description, canonical address, Open Graph and Twitter tags with the
 * preview image, the JobPosting as JSON-LD and the ad's text in the body. Every value is escaped for
 * where it goes. `indexHtml` is the built shell/dist/index.html.
 */
export function adPageHtml(indexHtml: string, share: SharePage): string {
  return withHead(indexHtml, {
    title: share.title,
    description: share.description,
    body: articleHtml(share),
    tags: [
      ...cardTags({ url: share.url, title: share.headline, description: share.description, image: { url: share.imageUrl, alt: share.imageAlt } }),
      `<script type="application/ld+json">${scriptJson(share.jobPosting)}</script>`,
    ],
  });
}

/** An ad that does not exist or is no longer published: the plain page, kept out of search engines. */
export const missingAdHtml = (indexHtml: string) => withHead(indexHtml, { tags: [meta('name', 'robots', 'noindex')] });

/** The words searched in a home address (its `filtro=aviso:…` parameters, as mf-public's home-filters writes them). */
const searchedTerms = (searchParams: URLSearchParams) =>
  searchParams
    .getAll('filtro')
    .filter((filter) => filter.startsWith('aviso:'))
    .map((filter) => filter.slice('aviso:'.length).replace(/\s+/g, ' ').trim())
    .filter(Boolean);

/**
 * The home, a search or an information page with its own title, description, canonical address
 * and Open Graph card; null for any other path. `indexHtml` is the built shell/dist/index.html, `url`
 * the address asked for, `origin` the portal's public origin.
 */
export function publicPageHtml(indexHtml: string, url: URL, origin: string): string | null {
  const search = url.pathname === '/home' && url.search !== '';
  const page = search ? searchPage(url) : PUBLIC_PAGES.get(url.pathname === '/home' ? '/' : url.pathname.replace(/(.)\/$/, '$1'));
  if (!page) return null;
  const canonical = search ? `${origin}/home${url.search}` : `${origin}${url.pathname === '/home' ? '/' : url.pathname.replace(/(.)\/$/, '$1')}`;
  return withHead(indexHtml, { ...page, tags: cardTags({ url: canonical, title: page.title, description: page.description }) });
}

function searchPage(url: URL): PageHead {
  const terms = searchedTerms(url.searchParams);
  if (terms.length === 0)
    return { title: 'Búsqueda de empleos | Postulate', description: 'Los avisos de empleo de tu búsqueda en Postulate, los más nuevos primero.' };
  const named = terms.join(', ');
  return { title: `Empleos de ${named} | Postulate`, description: `Avisos de empleo de ${named} en Argentina, los más nuevos primero, en Postulate.` };
}

/**
 * Asks the API for an ad's preview data: 'missing' when it answers 404 (or 400: no such id), 'unavailable' when it is
 * down, slow or answers anything else (the page then goes out as it is built).
 */
export async function fetchSharePage(id: string, apiTarget: string): Promise<SharePageAnswer> {
  try {
    const response = await fetch(new URL(sharePagePath(id), apiTarget), { signal: AbortSignal.timeout(API_TIMEOUT_MS) });
    if (response.status === 404 || response.status === 400) return { status: 'missing' };
    if (!response.ok) return { status: 'unavailable' };
    return { status: 'found', share: (await response.json()) as SharePage };
  } catch {
    return { status: 'unavailable' };
  }
}
