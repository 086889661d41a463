import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import type { HomeResponse, JobPosting } from '@postulate/contracts';
import { appPort } from '../scripts/apps.mjs';
import { portalPerFile } from './fixture';
import { callApi, logInToBackOffice, newPage } from './pages';

const e2e = portalPerFile({
  name: 'sharing',
  env: () => ({ PORTAL_URL: `http://localhost:${appPort('shell')}` }),
});

/** A title that would end the page's JSON-LD, open a script and break every attribute, were anything left unescaped. */
const HOSTILE_TITLE = `Chofer </script><script>alert(1)</script> "zona" & 'sur'`;

/** The ad page as a link previewer reads it: plain HTTP, no JavaScript. */
async function adPage(id: number | string): Promise<{ status: number; html: string }> {
  const response = await fetch(`${e2e.portal.shellUrl}/showAviso/${id}`, { headers: { 'user-agent': 'WhatsApp/2.23 (link preview)' } });
  return { status: response.status, html: await response.text() };
}

const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** The content of `<meta {attribute}="{name}" content="…">`, unescaped; undefined without one. */
function metaContent(html: string, attribute: 'name' | 'property', name: string): string | undefined {
  const found = new RegExp(`<meta ${attribute}="${name.replace(/[.:]/g, '\\$&')}" content="([^"]*)"/?>`).exec(html);
  return found ? decode(found[1]) : undefined;
}

/** Every JSON-LD block of the page, parsed. */
const jsonLd = (html: string): JobPosting[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]) as JobPosting);

/** The demo company's ad, published through the API as the wizard sends it. */
async function publishAd(page: Page, titulo: string): Promise<number> {
  const [area] = (await callApi<{ response: { id: number; subareas: { id: number }[] }[] }>(page, '/api/area')).response.filter(
    (item) => item.subareas.length > 0,
  );
  const [nivel] = (await callApi<{ response: { id: number }[] }>(page, '/api/nivel')).response;
  const { id } = await callApi<{ id: number }>(page, '/api/empresa/add_aviso', {
    titulo,
    descripcion: 'Reparto de mercadería en la zona sur del conurbano, con vehículo de la empresa.',
    area: area.id,
    subarea: area.subareas[0].id,
    nivel: nivel.id,
    provincia: '02',
    localidad: '0209801001',
    direccion: 'Av. Montes de Oca 1450',
    notConfidential: true,
    vacantes: '1',
    modalidad: 'Remoto',
    tipoEmpleo: 'Full-time',
    genero: 'Indistinto',
    discapcidad: false,
    experienciaEx: false,
    showSalario: true,
    salarioDesde: '900000',
    salarioHasta: '1200000',
    permiteMsjDirecto: false,
    recibeMail: false,
    direccionMail: '',
    avisoIdiomas: [],
    preguntas: [],
  });
  await callApi(page, '/api/empresa/publish_aviso', { id });
  return id;
}

describe('an ad shared on WhatsApp and found by search engines', () => {
  it('answers /showAviso/{id} with its preview tags and JobPosting in the HTML, every value escaped, and the SPA still boots', async () => {
    const { page, errors } = await newPage(e2e.browser);
    await logInToBackOffice(page, e2e.portal.shellUrl, 'empresa');
    const id = await publishAd(page, HOSTILE_TITLE);

    const { status, html } = await adPage(id);
    expect(status).toBe(200);
    // Nothing of the title reaches the markup unescaped.
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain(`"zona"`);
    const title = decode(/<title>([^<]*)<\/title>/.exec(html)![1]);
    expect(title).toBe(`${HOSTILE_TITLE} · Logística del Plata S.A. · Palermo, Ciudad Autónoma de Buenos Aires | Postulate`);
    const adUrl = `${e2e.portal.shellUrl}/showAviso/${id}`;
    const imageUrl = `${e2e.portal.shellUrl}/api/home/aviso/${id}/imagen.png`;
    expect(metaContent(html, 'name', 'description')).toMatch(
      /^Logística del Plata S\.A\. · Palermo, Ciudad Autónoma de Buenos Aires · Remoto · Full-time\. Reparto/,
    );
    expect({
      title: metaContent(html, 'property', 'og:title'),
      description: metaContent(html, 'property', 'og:description'),
      image: metaContent(html, 'property', 'og:image'),
      url: metaContent(html, 'property', 'og:url'),
      type: metaContent(html, 'property', 'og:type'),
      card: metaContent(html, 'name', 'twitter:card'),
    }).toEqual({
      title: HOSTILE_TITLE,
      description: metaContent(html, 'name', 'description'),
      image: imageUrl,
      url: adUrl,
      type: 'website',
      card: 'summary_large_image',
    });
    expect(html).toContain(`<link rel="canonical" href="${adUrl}"/>`);

    const [posting, ...more] = jsonLd(html);
    expect(more).toEqual([]);
    // Google for Jobs' required properties, then its recommended ones.
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: HOSTILE_TITLE,
      hiringOrganization: { '@type': 'Organization', name: 'Logística del Plata S.A.' },
      jobLocation: { address: { addressLocality: 'Palermo', addressRegion: 'Ciudad Autónoma de Buenos Aires', addressCountry: 'AR' } },
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'Argentina' },
      employmentType: 'FULL_TIME',
      baseSalary: { currency: 'ARS', value: { minValue: 900_000, maxValue: 1_200_000, unitText: 'MONTH' } },
      directApply: true,
      identifier: { value: String(id) },
    });
    expect(posting.description).toMatch(
      /^<p>Reparto de mercadería en la zona sur del conurbano, con vehículo de la empresa\.<\/p><ul><li>Remoto · Full-time · /,
    );
    // The ad's text is in the HTML itself, for a crawler that reads no /api.
    expect(html).toContain('<p>Reparto de mercadería en la zona sur del conurbano, con vehículo de la empresa.</p>');
    expect(Date.parse(posting.datePosted)).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(posting.validThrough ?? '')).toBeGreaterThan(Date.now());

    // The image the tags name: a 1200×630 PNG at the portal's origin.
    const image = Buffer.from(await (await fetch(imageUrl)).arrayBuffer());
    expect(image.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect([image.readUInt32BE(16), image.readUInt32BE(20)]).toEqual([1200, 630]);

    // A visitor's browser boots the SPA from the same HTML, the JSON-LD breaking no Content-Security-Policy.
    const visitor = await newPage(e2e.browser);
    await visitor.page.goto(adUrl);
    await visitor.page.getByRole('heading', { name: HOSTILE_TITLE }).waitFor();
    expect([...errors, ...visitor.errors]).toEqual([]);
    await page.context().close();
    await visitor.page.context().close();
  });

  it('names no company on a confidential ad, and answers 404 without the markup for one not published', async () => {
    const search = (await (await fetch(`${e2e.portal.shellUrl}/api/home?q=analista contable`)).json()) as HomeResponse;
    const confidential = search.avisos.response.find((aviso) => aviso.titulo === 'Analista contable')!;
    expect(confidential.nombreEmpresa).toBeNull();
    const { status, html } = await adPage(confidential.id);
    expect(status).toBe(200);
    expect(html).not.toContain('Logística del Plata');
    expect(metaContent(html, 'property', 'og:description')).toMatch(/^Confidencial · /);
    const [posting] = jsonLd(html);
    expect(posting.title).toBe('Analista contable');
    expect(posting.hiringOrganization).toBe('confidential');

    const missing = await adPage(99_999_999);
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('<div id="root"></div>');
    expect((await adPage('abc')).status).toBe(404);
    expect(metaContent(missing.html, 'name', 'robots')).toBe('noindex');
    expect(metaContent(missing.html, 'property', 'og:title')).toBeUndefined();
    expect(jsonLd(missing.html)).toEqual([]);
  });

  it('serves /sitemap.xml, /robots.txt and the RSS feed at the portal, and the home links its search as a feed', async () => {
    const { page } = await newPage(e2e.browser);
    await page.goto(`${e2e.portal.shellUrl}/home?filtro=provincia%3A82`);
    // The page's own HTML names the feed of every ad; the visible link is the search on screen.
    expect(await page.locator('link[rel="alternate"][type="application/rss+xml"]').getAttribute('href')).toBe('/api/home/feed');
    const rss = page.getByRole('link', { name: 'RSS' });
    await page.locator('.pub-results__list article').first().waitFor();
    expect(await rss.getAttribute('href')).toBe('/api/home/feed?province=82');

    /** An XML answer parsed by the browser: the text of each `selector`, or null when it is not well-formed. */
    const parsed = async (path: string, selector: string) => {
      const response = await fetch(`${e2e.portal.shellUrl}${path}`);
      expect(response.status).toBe(200);
      const text = await response.text();
      return page.evaluate(
        ({ text, selector }) => {
          const doc = new DOMParser().parseFromString(text, 'application/xml');
          return doc.querySelector('parsererror') ? null : [...doc.querySelectorAll(selector)].map((node) => node.textContent ?? '');
        },
        { text, selector },
      );
    };
    const feedTitles = await parsed('/api/home/feed?province=82', 'item > title');
    expect(feedTitles).toContain('Técnico/a electricista de mantenimiento');
    // A reader's click is told apart (?origen=feed); the item's guid is the ad's one address, in the sitemap.
    const links = await parsed('/api/home/feed?province=82', 'item > link');
    expect(links!.every((link) => new RegExp(`^${e2e.portal.shellUrl}/showAviso/\\d+\\?origen=feed$`).test(link))).toBe(true);
    const guids = await parsed('/api/home/feed?province=82', 'item > guid');
    expect(guids).toEqual(links!.map((link) => link.replace('?origen=feed', '')));

    const locations = await parsed('/sitemap.xml', 'url > loc');
    expect(locations).toEqual(expect.arrayContaining([`${e2e.portal.shellUrl}/`, `${e2e.portal.shellUrl}/faqOut`, ...guids!]));

    const robots = await fetch(`${e2e.portal.shellUrl}/robots.txt`);
    expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await robots.text();
    expect(text).toContain('Disallow: /api/\n');
    expect(text).toContain('Disallow: /admin\n');
    expect(text).toContain(`Sitemap: ${e2e.portal.shellUrl}/sitemap.xml\n`);
    await page.context().close();
  });

  it('serves the plain page when the API is down: the SPA says so as always', async () => {
    await e2e.portal.stopApp('api');
    const { status, html } = await adPage(1);
    expect(status).toBe(200);
    expect(html).toContain('<title>Postulate · Portal de empleo</title>');
    expect(metaContent(html, 'property', 'og:title')).toBeUndefined();
    expect(metaContent(html, 'name', 'robots')).toBeUndefined();
  });
});
