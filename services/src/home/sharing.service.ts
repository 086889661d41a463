import { Inject, Injectable } from '@nestjs/common';
import {
  APP_NAME,
  APPLY_MESSAGES,
  avisoPathFrom,
  EMPLOYMENT_TYPES,
  escapeMarkup,
  facetLabel,
  facetQueryOf,
  FEED_SIZE,
  formatDmy,
  HOME_PAGE_SIZE,
  markupSafe,
  PREVIEW_DESCRIPTION_LIMIT,
  provinceLabel,
  ROBOTS_ALLOWED,
  ROBOTS_DISALLOWED,
  searchSubject,
  SITEMAP_STATIC_PATHS,
  type AvisoCardData,
  type HomeFacetFilters,
  type HomeQuery,
  type JobPosting,
  type PublicAviso,
  type SharePage,
  valueLabel,
} from '@postulate/contracts';
import { AvisosRepository } from '../avisos/avisos.repository.js';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { HomeService } from './home.service.js';
import { renderPreviewImage } from './preview-image.js';

/** A sitemap file holds at most 50,000 addresses (sitemaps.org): the newest ads fill what the static pages leave. */
const SITEMAP_MAX_URLS = 50_000;

const xml = escapeMarkup;

/** Every string of an answer the portal's server writes whole into a page (tags, JSON-LD, the ad's text) made markupSafe. */
function markupSafeDeep<T>(value: T): T {
  if (typeof value === 'string') return markupSafe(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => markupSafeDeep(item)) as T;
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, markupSafeDeep(item)])) as T;
  return value;
}

/** The description as typed, in paragraphs (a blank line between them); a paragraph keeps its line breaks. */
const paragraphsOf = (text: string) =>
  text
    .split(/\r?\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');

/** One line of at most `limit` characters, cut at a word with '…'. */
function summary(text: string, limit = PREVIEW_DESCRIPTION_LIMIT): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= limit) return line;
  const cut = line.slice(0, limit - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > limit / 2 ? cut.lastIndexOf(' ') : cut.length).trimEnd()}…`;
}

/** The ad's facts a reader looks for besides its description, in Spanish, as the ad page shows them. */
function adFacts(aviso: PublicAviso): string[] {
  return [
    `${aviso.modalidad} · ${valueLabel(aviso.tipoEmpleo)} · ${aviso.nivel.name}`,
    `Área: ${aviso.area.name} · ${aviso.subarea.name}`,
    aviso.vacantes === 1 ? '1 vacante' : `${aviso.vacantes} vacantes`,
    ...aviso.avisoIdiomas.map(
      (idioma) => `${idioma.idioma}: lectura ${valueLabel(idioma.nivelRead).toLowerCase()}, escritura ${valueLabel(idioma.nivelWrite).toLowerCase()}`,
    ),
    `Publicado el ${formatDmy(new Date(aviso.publicadoEl))}`,
    ...(aviso.venceEl === null ? [] : [`Vence el ${formatDmy(new Date(aviso.venceEl))}`]),
  ];
}

/** JobPosting's description in the HTML Google reads: the paragraphs as typed (their line breaks kept), then the facts. */
const descriptionHtml = (paragraphs: string[], facts: string[]) =>
  [
    ...paragraphs.map((paragraph) => `<p>${xml(paragraph).replace(/\r?\n/g, '<br>')}</p>`),
    `<ul>${facts.map((fact) => `<li>${xml(fact)}</li>`).join('')}</ul>`,
  ].join('');

const companyOf = (aviso: AvisoCardData) => aviso.nombreEmpresa ?? APPLY_MESSAGES.confidential;
const placeOf = (aviso: AvisoCardData) => `${aviso.localidad.label}, ${provinceLabel(aviso.provincia.id)}`;

/**
 * What search engines, link previews and feed readers read of the published ads, without
 * JavaScript: an ad page's preview data and JobPosting, its preview image, the RSS feed of a home
 * search, the sitemap and robots.txt. Every address is absolute, on the portal's public origin
 * (PORTAL_URL); an unknown or unpublished ad is the home's own 404.
 */
@Injectable()
export class SharingService {
  constructor(
    private readonly home: HomeService,
    private readonly avisos: AvisosRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private get origin(): string {
    return this.config.mail.portalUrl;
  }

  private adUrl(id: number): string {
    return `${this.origin}/showAviso/${id}`;
  }

  /** What the portal's server writes into /showAviso/{id}, every string markupSafe. */
  async page(id: number): Promise<SharePage> {
    const aviso = await this.home.aviso(id);
    const company = companyOf(aviso);
    const place = placeOf(aviso);
    const paragraphs = paragraphsOf(aviso.descripcion);
    const facts = adFacts(aviso);
    return markupSafeDeep({
      url: this.adUrl(id),
      title: `${aviso.titulo} · ${company} · ${place} | ${APP_NAME}`,
      headline: aviso.titulo,
      description: summary(`${company} · ${place} · ${aviso.modalidad} · ${valueLabel(aviso.tipoEmpleo)}. ${aviso.descripcion}`),
      imageUrl: `${this.origin}/api/home/aviso/${id}/imagen.png`,
      imageAlt: `${aviso.titulo}, ${company}, ${place}`,
      article: { company, place, facts, paragraphs },
      jobPosting: this.jobPosting(aviso, descriptionHtml(paragraphs, facts)),
    });
  }

  /**
   * schema.org JobPosting as Google's job posting guidelines ask: its required properties on every
   * ad, a confidential one naming its employer 'confidential' (Google's value for an employer
   * hiring anonymously), the description in HTML, the company's logo when it has one.
   */
  private jobPosting(aviso: PublicAviso, description: string): JobPosting {
    const remote = aviso.modalidad === 'Remoto';
    const salary = aviso.showSalario && (aviso.salarioDesde !== null || aviso.salarioHasta !== null);
    // Logo URLs are relative when the API is on the portal's origin.
    const logo = aviso.logoUrl === null ? undefined : new URL(aviso.logoUrl, `${this.origin}/`).href;
    return {
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: aviso.titulo,
      description,
      identifier: { '@type': 'PropertyValue', name: APP_NAME, value: String(aviso.id) },
      url: this.adUrl(aviso.id),
      datePosted: aviso.publicadoEl,
      ...(aviso.venceEl !== null && { validThrough: aviso.venceEl }),
      employmentType: EMPLOYMENT_TYPES[aviso.tipoEmpleo],
      hiringOrganization:
        aviso.nombreEmpresa === null ? ('confidential' as const) : { '@type': 'Organization' as const, name: aviso.nombreEmpresa, ...(logo && { logo }) },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressLocality: aviso.localidad.label,
          addressRegion: provinceLabel(aviso.provincia.id),
          addressCountry: 'AR',
        },
      },
      ...(remote && {
        jobLocationType: 'TELECOMMUTE' as const,
        applicantLocationRequirements: { '@type': 'Country' as const, name: 'Argentina' as const },
      }),
      ...(salary && {
        baseSalary: {
          '@type': 'MonetaryAmount' as const,
          currency: 'ARS' as const,
          value: {
            '@type': 'QuantitativeValue' as const,
            ...(aviso.salarioDesde !== null && { minValue: aviso.salarioDesde }),
            ...(aviso.salarioHasta !== null && { maxValue: aviso.salarioHasta }),
            unitText: 'MONTH' as const,
          },
        },
      }),
      directApply: true,
    };
  }

  async image(id: number): Promise<Buffer> {
    const aviso = await this.home.aviso(id);
    return renderPreviewImage({ title: aviso.titulo, company: companyOf(aviso), place: placeOf(aviso) });
  }

  /**
   * RSS 2.0 of a home search: the home's own search (terms, provinces, area and facet filters), its
   * first FEED_SIZE ads in the home's order, newest first. A term search ranks by score, so there
   * the feed holds the newest of its best FEED_SIZE matches. `path` is the address it was asked at,
   * which the feed names as its own (atom:link rel="self", as the RSS Advisory Board recommends).
   */
  async feed(query: HomeQuery, path: string): Promise<string> {
    const pages = Math.ceil(FEED_SIZE / HOME_PAGE_SIZE);
    const first = await this.home.home({ ...query, page: 1 });
    const more = Math.min(pages, Math.ceil(first.alcance / HOME_PAGE_SIZE));
    const rest = await Promise.all(Array.from({ length: Math.max(0, more - 1) }, (_, index) => this.home.home({ ...query, page: index + 2 })));
    const found = [first, ...rest].flatMap((answer) => answer.avisos.response).slice(0, FEED_SIZE);
    // A browse is newest first already; a term search's best matches are put in that order.
    const avisos = query.terms.length > 0 ? found.sort((a, b) => b.publicadoEl.localeCompare(a.publicadoEl) || b.id - a.id) : found;
    // The feed is named for its whole search, so a reader following several tells them apart.
    const facets = Object.entries(facetQueryOf(query)) as [keyof HomeFacetFilters, string | number | true][];
    const subject = searchSubject({
      terms: query.terms,
      area: first.areas.find((area) => area.id === query.area)?.name ?? null,
      provinces: query.provinces.map(provinceLabel),
      facets: facets.map(([key, value]) => facetLabel(key, value, first.facets)),
    });
    const items = avisos.map((aviso) => {
      const link = this.adUrl(aviso.id);
      // The reader's click is told apart from other visits; the guid stays the ad's one address.
      return `    <item>
      <title>${xml(aviso.titulo)}</title>
      <link>${xml(`${this.origin}${avisoPathFrom(aviso.id, 'feed')}`)}</link>
      <description>${xml(summary(`${companyOf(aviso)} · ${placeOf(aviso)} · ${aviso.modalidad} · ${valueLabel(aviso.tipoEmpleo)}. ${aviso.descripcion}`, 500))}</description>
      <category>${xml(aviso.area.name)}</category>
      <pubDate>${new Date(aviso.publicadoEl).toUTCString()}</pubDate>
      <guid isPermaLink="true">${xml(link)}</guid>
    </item>`;
    });
    return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <atom:link href="${xml(`${this.origin}${path}`)}" rel="self" type="application/rss+xml"/>
    <title>${xml(`${subject} · ${APP_NAME}`)}</title>
    <link>${xml(this.homeUrl(query))}</link>
    <description>${xml(`${subject}: los más nuevos en ${APP_NAME}, el portal de empleo de Argentina`)}</description>
    <language>es-AR</language>
    <lastBuildDate>${new Date(avisos[0]?.publicadoEl ?? Date.now()).toUTCString()}</lastBuildDate>
${items.join('\n')}
  </channel>
</rss>
`;
  }

  /** The home with the same search, in the address the home keeps it (mf-public's home-filters). */
  private homeUrl(query: HomeQuery): string {
    const params = new URLSearchParams();
    for (const term of query.terms) params.append('filtro', `aviso:${term}`);
    for (const province of query.provinces) params.append('filtro', `provincia:${province}`);
    const facets = {
      area: query.area,
      modalidad: query.modalidad,
      tipoEmpleo: query.tipoEmpleo,
      nivel: query.nivel,
      salarioDesde: query.salarioDesde,
      publicado: query.publicado,
    };
    for (const [name, value] of Object.entries(facets)) if (value !== null) params.append(name, String(value));
    if (query.discapacidad) params.append('discapacidad', 'true');
    const search = params.toString();
    return `${this.origin}/home${search && `?${search}`}`;
  }

  async sitemap(): Promise<string> {
    const ads = await this.avisos.publishedChanges(SITEMAP_MAX_URLS - SITEMAP_STATIC_PATHS.length);
    const entries = [
      ...SITEMAP_STATIC_PATHS.map((path) => `  <url><loc>${xml(`${this.origin}${path}`)}</loc></url>`),
      ...ads.map((ad) => `  <url><loc>${xml(this.adUrl(ad.id))}</loc><lastmod>${ad.updated_at.toISOString()}</lastmod></url>`),
    ];
    return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${entries.join('\n')}
</urlset>
`;
  }

  robots(): string {
    return [
      'User-agent: *',
      ...ROBOTS_ALLOWED.map((path) => `Allow: ${path}`),
      ...ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${this.origin}/sitemap.xml`,
      '',
    ].join('\n');
  }
}
