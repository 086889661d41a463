import { describe, expect, it } from '@jest/globals';
import { SaxesParser } from 'saxes';
import request from 'supertest';
import { formatDmy, HOME_MESSAGES, PORTAL_SCREENS, ROBOTS_DISALLOWED, SHARING_ROUTES, SITEMAP_STATIC_PATHS, type SharePage } from '@postulate/contracts';
import { insertAviso, validAvisoOf, verifyDemoCompany } from '../../test/avisos.js';
import { login } from '../../test/session.js';
import { appPerFile } from '../../test/test-app.js';
import { postAs } from '../../test/writes.js';

const PORTAL = 'https://portal.example';
const ctx = appPerFile({ PORTAL_URL: PORTAL });

/** A published ad of the demo company, its columns set as the test needs. */
async function publishedAviso(titulo: string, columns: Record<string, unknown> = {}): Promise<number> {
  const { id } = await insertAviso(ctx.dataSource, { titulo, notConfidential: columns.not_confidential !== false });
  const set = Object.keys(columns);
  if (set.length > 0) {
    await ctx.dataSource.query(`UPDATE avisos SET ${set.map((column, index) => `${column} = $${index + 2}`).join(', ')} WHERE id = $1`, [
      id,
      ...Object.values(columns),
    ]);
  }
  return id;
}

const sharePage = async (id: number): Promise<SharePage> => {
  const { body } = await request(ctx.server).get(`/api/home/aviso/${id}/compartir`).expect(200);
  expect(SHARING_ROUTES.page.response.safeParse(body).error).toBeUndefined();
  return body;
};

interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  text: string;
}

/**
 * The elements of an XML document in order, parsed by saxes (the strict XML 1.0 parser jsdom uses),
 * which throws on anything not well-formed: a character XML forbids, a bad entity, an unclosed tag.
 */
function parseXml(xmlText: string): XmlElement[] {
  const parser = new SaxesParser({ xmlns: true });
  const found: XmlElement[] = [];
  const open: XmlElement[] = [];
  parser.on('opentag', (tag) => {
    const element = {
      name: tag.name,
      attributes: Object.fromEntries(Object.values(tag.attributes).map((attribute) => [attribute.name, attribute.value])),
      text: '',
    };
    found.push(element);
    open.push(element);
  });
  parser.on('text', (text) => {
    if (open.length > 0) open[open.length - 1].text += text;
  });
  parser.on('closetag', () => open.pop());
  parser.write(xmlText).close();
  return found;
}

/** The text of each `<name>` element of an XML document, entities decoded. */
const elements = (xmlText: string, name: string) =>
  parseXml(xmlText)
    .filter((element) => element.name === name)
    .map((element) => element.text);

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
    expect(page.description).toMatch(
      /^Logística del Plata S\.A\. · Palermo, Ciudad Autónoma de Buenos Aires · Presencial · Por Contrato\. Reparto de mercadería en zona sur\./,
    );
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
    // The description in HTML, as typed: each paragraph, its line breaks, then the ad's facts.
    expect(posting.description.startsWith('<p>Reparto   de mercadería<br>en zona sur. Reparto')).toBe(true);
    expect(posting.description).toMatch(/<\/p><ul><li>Presencial · Por Contrato · [^<]+<\/li><li>Área: [^<]+<\/li><li>1 vacante<\/li>/);
    expect(page.article).toMatchObject({ company: 'Logística del Plata S.A.', place: 'Palermo, Ciudad Autónoma de Buenos Aires' });
    expect(page.article.paragraphs).toEqual(['Reparto   de mercadería\nen zona sur. '.repeat(20).trim()]);
    expect(page.article.facts).toContain(`Vence el ${formatDmy(expiresAt)}`);
    // Recommended: validThrough (the ad's expiry date), employmentType, baseSalary, directApply, identifier.
    expect(posting.validThrough).toBe(expiresAt.toISOString());
    expect(posting).toMatchObject({
      employmentType: 'CONTRACTOR',
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'ARS',
        value: { '@type': 'QuantitativeValue', minValue: 900_000, maxValue: 1_200_000, unitText: 'MONTH' },
      },
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
    // Google's value for an employer hiring anonymously: the ad stays eligible without naming the company.
    expect(page.jobPosting.hiringOrganization).toBe('confidential');
    expect(page.article.company).toBe('Confidencial');
    expect(page.jobPosting.baseSalary).toBeUndefined();
    expect(page.jobPosting).toMatchObject({
      employmentType: 'INTERN',
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'Argentina' },
    });
  });

  it("names the company's logo at an address a crawler may read", async () => {
    const id = await publishedAviso('Aviso con logo');
    const [{ id: fileId }] = await ctx.dataSource.query(
      `INSERT INTO stored_files (kind, mime, bytes, size) VALUES ('logo', 'image/png', '\\x010203'::bytea, 3) RETURNING id`,
    );
    await ctx.dataSource.query(`UPDATE companies SET logo_file_id = $1 WHERE id = (SELECT company_id FROM avisos WHERE id = $2)`, [fileId, id]);
    try {
      const { hiringOrganization } = (await sharePage(id)).jobPosting;
      expect(hiringOrganization).toEqual({ '@type': 'Organization', name: 'Logística del Plata S.A.', logo: `${PORTAL}/api/files/${fileId}` });
      const robots = (await request(ctx.server).get('/api/home/robots.txt').expect(200)).text;
      expect(robots).toContain('\nAllow: /api/files/\n');
    } finally {
      await ctx.dataSource.query(`UPDATE companies SET logo_file_id = NULL WHERE logo_file_id = $1`, [fileId]);
    }
  });

  it('carries no character XML or HTML forbids, from any field', async () => {
    const id = await publishedAviso('Chofer\u000bde\u0085reparto\u001f\ufffe', { descripcion: 'Reparto\u0001 en zona\u000csur\u007f.' });
    const page = await sharePage(id);
    expect(page.headline).toBe('Chofer de reparto');
    expect(page.article.paragraphs).toEqual(['Reparto en zona sur.']);
    expect(JSON.stringify(page)).not.toMatch(/\\u00(0[0-8bcef]|1[0-9a-f]|7f|8[0-9a-f]|9[0-9a-f])|\\ud[89ab]|\\ufff[ef]/i);
  });

  it('is 404 for a finished or unpublished ad, its image too', async () => {
    for (const status of ['finished', 'draft'] as const) {
      const { id } = await insertAviso(ctx.dataSource, { titulo: `Aviso ${status}`, status });
      const refused = await request(ctx.server).get(`/api/home/aviso/${id}/compartir`).expect(404);
      expect(refused.body.message).toBe(HOME_MESSAGES.avisoNotFound);
      await request(ctx.server).get(`/api/home/aviso/${id}/imagen.png`).expect(404);
    }
  });
});

describe("an ad's preview image", () => {
  it('is a 1200×630 PNG, kept by browsers and CDNs a minute', async () => {
    const id = await publishedAviso('Técnico/a con un título muy largo que no entra en una línea & <script>alert(1)</script> '.repeat(3));
    const response = await request(ctx.server).get(`/api/home/aviso/${id}/imagen.png`).buffer(true).expect(200);
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
    const response = await request(ctx.server).get('/api/home/feed?q=repartidor feed&modalidad=Remoto').expect(200);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const feed = response.text;
    expect(feed.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">')).toBe(true);
    expect(feed).not.toContain('<b>');
    expect(elements(feed, 'title')).toEqual(['Avisos de repartidor feed (Remoto) · Postulate', 'Repartidor <b>feed</b> & "cía"']);
    expect(elements(feed, 'link')).toEqual([`${PORTAL}/home?filtro=aviso%3Arepartidor+feed&modalidad=Remoto`, `${PORTAL}/showAviso/${id}?origen=feed`]);
    expect(elements(feed, 'guid')).toEqual([`${PORTAL}/showAviso/${id}`]);
    expect(feed).not.toContain(`/showAviso/${other}<`);
    const [pubDate] = elements(feed, 'pubDate');
    expect(pubDate).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/);
    expect(elements(feed, 'description')[1]).toMatch(/^Logística del Plata S\.A\. · Palermo, Ciudad Autónoma de Buenos Aires · Remoto · Full-time\. /);
  });

  it('is named for its whole search: terms, area, provinces and facet filters', async () => {
    const [area] = await ctx.dataSource.query<{ id: number; name: string }[]>('SELECT id, name FROM areas ORDER BY id LIMIT 1');
    const titleOf = async (query: string) => elements((await request(ctx.server).get(`/api/home/feed?${query}`).expect(200)).text, 'title')[0];
    expect(await titleOf(`area=${area.id}&province=14`)).toBe(`Avisos de ${area.name} en Córdoba · Postulate`);
    expect(await titleOf('q=chofer&province=14&province=50&modalidad=Remoto&salarioDesde=800000')).toBe(
      'Avisos de chofer en Córdoba o Mendoza (Remoto, Desde $ 800.000) · Postulate',
    );
    expect(await titleOf('')).toBe('Avisos de empleo · Postulate');
  });

  it('names its own address as atom:link rel="self"', async () => {
    const feed = (await request(ctx.server).get('/api/home/feed?q=repartidor&province=02').expect(200)).text;
    const [self, ...more] = parseXml(feed).filter((element) => element.name === 'atom:link');
    expect(more).toEqual([]);
    expect(self.attributes).toEqual({ href: `${PORTAL}/api/home/feed?q=repartidor&province=02`, rel: 'self', type: 'application/rss+xml' });
  });

  it('stays well-formed XML with control characters in a title and a description', async () => {
    const titulo = 'Operario\u000bde\u0085control\u0008\u007f\u009f\ufffe\uffff xml';
    const id = await publishedAviso(titulo, { descripcion: 'Turno\u0001 noche\u000cy fines\u001b de semana.' });
    const feed = (await request(ctx.server).get('/api/home/feed?q=operario control xml').expect(200)).text;
    const items = parseXml(feed);
    expect(items.filter((element) => element.name === 'guid').map((element) => element.text)).toEqual([`${PORTAL}/showAviso/${id}`]);
    expect(elements(feed, 'title')[1]).toBe('Operario de control xml');
    expect(elements(feed, 'description')[1]).toMatch(/\. Turno noche y fines de semana\.$/);
  });

  it('holds the newest 50 published ads of a browse, newest first', async () => {
    for (let index = 0; index < 40; index += 1) await publishedAviso(`Aviso ${index} del feed`);
    const feed = (await request(ctx.server).get('/api/home/feed').expect(200)).text;
    const [{ total }] = await ctx.dataSource.query(`SELECT count(*)::int AS total FROM avisos WHERE status = 'published'`);
    const newest: { id: number }[] = await ctx.dataSource.query(
      `SELECT id FROM avisos WHERE status = 'published' ORDER BY published_at DESC, id DESC LIMIT 50`,
    );
    expect(total).toBeGreaterThan(50);
    expect(elements(feed, 'guid')).toEqual(newest.map((row) => `${PORTAL}/showAviso/${row.id}`));
  });

  it('refuses an invalid filter in Spanish, as the home does', async () => {
    const { body } = await request(ctx.server).get('/api/home/feed?province=99').expect(400);
    expect(body.message).toBe('Debe indicar una provincia válida');
  });
});

describe('the sitemap and robots.txt', () => {
  it('lists the public pages and every published ad with its last change, nothing else', async () => {
    const published = await publishedAviso('Aviso del sitemap');
    const { id: draft } = await insertAviso(ctx.dataSource, { titulo: 'Borrador del sitemap', status: 'draft' });
    const response = await request(ctx.server).get('/api/home/sitemap.xml').expect(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const sitemap = response.text;
    expect(sitemap).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locations = elements(sitemap, 'loc');
    expect(locations.slice(0, SITEMAP_STATIC_PATHS.length)).toEqual(SITEMAP_STATIC_PATHS.map((path) => `${PORTAL}${path}`));
    const [{ updated_at: updatedAt }] = await ctx.dataSource.query(`SELECT updated_at FROM avisos WHERE id = $1`, [published]);
    expect(sitemap).toContain(`<url><loc>${PORTAL}/showAviso/${published}</loc><lastmod>${new Date(updatedAt).toISOString()}</lastmod></url>`);
    // The structure sitemaps.org's schema asks for: <urlset> of <url>, each one <loc> and at most one <lastmod>.
    const parsed = parseXml(sitemap);
    expect(parsed[0]).toMatchObject({ name: 'urlset', attributes: { xmlns: 'http://www.sitemaps.org/schemas/sitemap/0.9' } });
    expect(new Set(parsed.slice(1).map((element) => element.name))).toEqual(new Set(['url', 'loc', 'lastmod']));
    expect(parsed.filter((element) => element.name === 'url')).toHaveLength(locations.length);
    for (const lastmod of elements(sitemap, 'lastmod')) expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
    expect(locations).not.toContain(`${PORTAL}/showAviso/${draft}`);
    const [{ total }] = await ctx.dataSource.query(`SELECT count(*)::int AS total FROM avisos WHERE status = 'published'`);
    expect(locations).toHaveLength(SITEMAP_STATIC_PATHS.length + total);
  });

  it("gives each ad's real last change: a demo ad its publication, an ad the moment it was published", async () => {
    const lastmodOf = async (id: number) => {
      const parsed = parseXml((await request(ctx.server).get('/api/home/sitemap.xml').expect(200)).text);
      const at = parsed.findIndex((element) => element.name === 'loc' && element.text === `${PORTAL}/showAviso/${id}`);
      return parsed[at + 1]?.name === 'lastmod' ? parsed[at + 1].text : undefined;
    };
    const [demo] = await ctx.dataSource.query(
      `SELECT id, published_at FROM avisos WHERE status = 'published' AND published_at < now() - interval '2 days' ORDER BY id LIMIT 1`,
    );
    expect(await lastmodOf(demo.id)).toBe(new Date(demo.published_at).toISOString());

    const empresa = await login(ctx.server, 'empresa');
    // Verified, as demo-showcase leaves it: the ad publishes at once, not 'En revisión'.
    await verifyDemoCompany(ctx.dataSource);
    const [refs] = await ctx.dataSource.query(
      `SELECT x.area_id AS area, x.sub_area_id AS subarea, (SELECT min(id) FROM work_levels) AS nivel FROM area_sub_areas x ORDER BY x.area_id LIMIT 1`,
    );
    const { id } = (await postAs(ctx.server, empresa, '/api/empresa/add_aviso', validAvisoOf(refs, { titulo: 'Aviso del sitemap por publicar' })).expect(201))
      .body;
    await ctx.dataSource.query(`UPDATE avisos SET updated_at = now() - interval '3 days' WHERE id = $1`, [id]);
    const before = Date.now();
    await postAs(ctx.server, empresa, '/api/empresa/publish_aviso', { id }).expect(200);
    expect(Date.parse((await lastmodOf(id))!)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('keeps crawlers out of the API and every private page, and names the sitemap', async () => {
    const response = await request(ctx.server).get('/api/home/robots.txt').expect(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.text).toContain('User-agent: *\nAllow: /api/home/aviso/*/imagen.png\nAllow: /api/files/\nDisallow: /api/\n');
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
