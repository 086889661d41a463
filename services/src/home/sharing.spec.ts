import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { HOME_MESSAGES, PORTAL_SCREENS, ROBOTS_DISALLOWED, SHARING_ROUTES, SITEMAP_STATIC_PATHS, type SharePage } from '@postulate/contracts';
import { insertAviso } from '../../test/avisos.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const PORTAL = 'https://portal.example';
let ctx: TestApp;
let server: Server;

beforeAll(async () => {
  ctx = await createTestApp({ PORTAL_URL: PORTAL });
  server = ctx.server;
});

afterAll(() => ctx?.close());

/** A published ad of the demo company, its columns set as the test needs. */
async function publishedAviso(titulo: string, columns: Record<string, unknown> = {}): Promise<number> {
  const { id } = await insertAviso(ctx.dataSource, { titulo, notConfidential: columns.not_confidential !== false });
  const set = Object.keys(columns);
  if (set.length > 0) {
    await ctx.dataSource.query(`UPDATE avisos SET ${set.map((column, index) => `${column} = $${index + 2}`).join(', ')} WHERE id = $1`, [id, ...Object.values(columns)]);
  }
  return id;
}

const sharePage = async (id: number): Promise<SharePage> => {
  const { body } = await request(server).get(`/api/home/aviso/${id}/compartir`).expect(200);
  expect(SHARING_ROUTES.page.response.safeParse(body).error).toBeUndefined();
  return body;
};

/** The text of each `<name>` element of an XML document, entities decoded (the browser test parses it for real). */
const elements = (xmlText: string, name: string) =>
  [...xmlText.matchAll(new RegExp(`<${name}(?: [^>]*)?>([\\s\\S]*?)</${name}>`, 'g'))].map((match) =>
    match[1].replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&'),
  );

describe("an ad's link preview and JobPosting", () => {
  it('carries every property Google for Jobs requires and recommends, the salary in ARS when shown', async () => {
    const expiresAt = new Date(Date.now() + 30 * 86_400_000);
    const id = await publishedAviso('Chofer de reparto "zona sur"', {
      tipo_empleo: 'Por Contrato',
      show_salario: true,
      salario_desde: 900_000,
      salario_hasta: 1_200_000,
      descripcion: 'Reparto   de mercadería\nen zona sur. '.repeat(20),
      expires_at: expiresAt,
    });
    const page = await sharePage(id);
    expect(page).toMatchObject({
      url: `${PORTAL}/showAviso/${id}`,
      headline: 'Chofer de reparto "zona sur"',
      title: `Chofer de reparto "zona sur" · Logística del Plata S.A. · Palermo, Ciudad Autónoma de Buenos Aires | Postulate`,
      imageUrl: `${PORTAL}/api/home/aviso/${id}/imagen.png`,
    });
    expect(page.description).toMatch(/^Logística del Plata S\.A\. · Palermo, Ciudad Autónoma de Buenos Aires · Presencial · Por Contrato\. Reparto de mercadería en zona sur\./);
    expect(page.description.length).toBeLessThanOrEqual(200);
    expect(page.description.endsWith('…')).toBe(true);

    const posting = page.jobPosting;
    // Required by Google: title, description, datePosted, hiringOrganization, jobLocation.
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Chofer de reparto "zona sur"',
      hiringOrganization: { '@type': 'Organization', name: 'Logística del Plata S.A.' },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Palermo', addressRegion: 'Ciudad Autónoma de Buenos Aires', addressCountry: 'AR' },
      },
    });
    expect(posting.description).toContain('Reparto   de mercadería');
    // Recommended: validThrough (the ad's expiry date), employmentType, baseSalary, directApply, identifier.
    expect(posting.validThrough).toBe(expiresAt.toISOString());
    expect(posting).toMatchObject({
      employmentType: 'CONTRACTOR',
      baseSalary: { '@type': 'MonetaryAmount', currency: 'ARS', value: { '@type': 'QuantitativeValue', minValue: 900_000, maxValue: 1_200_000, unitText: 'MONTH' } },
      directApply: true,
      identifier: { '@type': 'PropertyValue', name: 'Postulate', value: String(id) },
      url: `${PORTAL}/showAviso/${id}`,
    });
    expect(posting.jobLocationType).toBeUndefined();
  });

  it('names no company on a confidential ad, shows no salary it hides, and marks a remote ad TELECOMMUTE', async () => {
    const id = await publishedAviso('Analista remoto confidencial', {
      not_confidential: false,
      modalidad: 'Remoto',
      tipo_empleo: 'Pasantia',
      show_salario: false,
      salario_desde: 700_000,
    });
    const page = await sharePage(id);
    expect(JSON.stringify(page)).not.toContain('Logística del Plata');
    expect(JSON.stringify(page)).not.toContain('700000');
    expect(page.title).toContain(' · Confidencial · ');
    expect(page.description.startsWith('Confidencial · ')).toBe(true);
    expect(page.jobPosting.hiringOrganization).toBeUndefined();
    expect(page.jobPosting.baseSalary).toBeUndefined();
    expect(page.jobPosting).toMatchObject({
      employmentType: 'INTERN',
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'Argentina' },
    });
  });

  it('is 404 for a finished or unpublished ad, its image too', async () => {
    for (const status of ['finished', 'draft'] as const) {
      const { id } = await insertAviso(ctx.dataSource, { titulo: `Aviso ${status}`, status });
      const refused = await request(server).get(`/api/home/aviso/${id}/compartir`).expect(404);
      expect(refused.body.message).toBe(HOME_MESSAGES.avisoNotFound);
      await request(server).get(`/api/home/aviso/${id}/imagen.png`).expect(404);
    }
  });
});

describe("an ad's preview image", () => {
  it('is a 1200×630 PNG, kept by browsers and CDNs a minute', async () => {
    const id = await publishedAviso('Técnico/a con un título muy largo que no entra en una línea & <script>alert(1)</script> '.repeat(3));
    const response = await request(server).get(`/api/home/aviso/${id}/imagen.png`).buffer(true).expect(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toMatch(/^public, max-age=60/);
    const png: Buffer = response.body;
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    // The first chunk is IHDR: width and height, big-endian, right after its type.
    expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});

describe('the RSS feed of a home search', () => {
  it("runs the home's search and answers RSS 2.0 with absolute links, RFC 822 dates and escaped text", async () => {
    const id = await publishedAviso('Repartidor <b>feed</b> & "cía"', { modalidad: 'Remoto' });
    const other = await publishedAviso('Repartidor feed presencial');
    const response = await request(server).get('/api/home/feed?q=repartidor feed&modalidad=Remoto').expect(200);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const feed = response.text;
    expect(feed.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0">')).toBe(true);
    expect(feed).not.toContain('<b>');
    expect(elements(feed, 'title')).toEqual(['Postulate: avisos de repartidor feed', 'Repartidor <b>feed</b> & "cía"']);
    expect(elements(feed, 'link')).toEqual([`${PORTAL}/home?filtro=aviso%3Arepartidor+feed&modalidad=Remoto`, `${PORTAL}/showAviso/${id}`]);
    expect(elements(feed, 'guid')).toEqual([`${PORTAL}/showAviso/${id}`]);
    expect(feed).not.toContain(`/showAviso/${other}<`);
    const [pubDate] = elements(feed, 'pubDate');
    expect(pubDate).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/);
    expect(elements(feed, 'description')[1]).toMatch(/^Logística del Plata S\.A\. · Palermo, Ciudad Autónoma de Buenos Aires · Remoto · Full-time\. /);
  });

  it('holds the newest 50 published ads of a browse, newest first', async () => {
    for (let index = 0; index < 40; index += 1) await publishedAviso(`Aviso ${index} del feed`);
    const feed = (await request(server).get('/api/home/feed').expect(200)).text;
    const [{ total }] = await ctx.dataSource.query(`SELECT count(*)::int AS total FROM avisos WHERE status = 'published'`);
    const newest: { id: number }[] = await ctx.dataSource.query(
      `SELECT id FROM avisos WHERE status = 'published' ORDER BY published_at DESC, id DESC LIMIT 50`,
    );
    expect(total).toBeGreaterThan(50);
    expect(elements(feed, 'guid')).toEqual(newest.map((row) => `${PORTAL}/showAviso/${row.id}`));
  });

  it('refuses an invalid filter in Spanish, as the home does', async () => {
    const { body } = await request(server).get('/api/home/feed?province=99').expect(400);
    expect(body.message).toBe('Debe indicar una provincia válida');
  });
});

describe('the sitemap and robots.txt', () => {
  it('lists the public pages and every published ad with its last change, nothing else', async () => {
    const published = await publishedAviso('Aviso del sitemap');
    const { id: draft } = await insertAviso(ctx.dataSource, { titulo: 'Borrador del sitemap', status: 'draft' });
    const response = await request(server).get('/api/home/sitemap.xml').expect(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const sitemap = response.text;
    expect(sitemap).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locations = elements(sitemap, 'loc');
    expect(locations.slice(0, SITEMAP_STATIC_PATHS.length)).toEqual(SITEMAP_STATIC_PATHS.map((path) => `${PORTAL}${path}`));
    const [{ updated_at: updatedAt }] = await ctx.dataSource.query(`SELECT updated_at FROM avisos WHERE id = $1`, [published]);
    expect(sitemap).toContain(`<url><loc>${PORTAL}/showAviso/${published}</loc><lastmod>${new Date(updatedAt).toISOString()}</lastmod></url>`);
    expect(locations).not.toContain(`${PORTAL}/showAviso/${draft}`);
    const [{ total }] = await ctx.dataSource.query(`SELECT count(*)::int AS total FROM avisos WHERE status = 'published'`);
    expect(locations).toHaveLength(SITEMAP_STATIC_PATHS.length + total);
  });

  it('keeps crawlers out of the API and every private page, and names the sitemap', async () => {
    const response = await request(server).get('/api/home/robots.txt').expect(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.text).toContain('User-agent: *\nAllow: /api/home/aviso/*/imagen.png\nDisallow: /api/\n');
    expect(response.text).toContain(`\nSitemap: ${PORTAL}/sitemap.xml\n`);
    const disallowed = (path: string) => ROBOTS_DISALLOWED.some((prefix) => path.startsWith(prefix));
    // Every screen a visitor cannot reach, or reaches only through a link with a token, is kept out; the sitemap's pages are not.
    const visitorPaths = new Set(PORTAL_SCREENS.filter((screen) => screen.audience.includes('visitor')).map((screen) => screen.path));
    const privateScreens = PORTAL_SCREENS.filter((screen) => !visitorPaths.has(screen.path) || /:token/.test(screen.path));
    expect(privateScreens.map((screen) => screen.path).filter((path) => !disallowed(path))).toEqual([]);
    expect(SITEMAP_STATIC_PATHS.filter(disallowed)).toEqual([]);
    expect(disallowed('/showAviso/1')).toBe(false);
  });
});
