import { z } from './zod.js';
import type { TipoEmpleo } from './avisos.js';

// An ad found by search engines and shared on WhatsApp (issue 22): the data the API's feed,
// sitemap, robots.txt and preview answers are built from.

/** How many ads the RSS feed of a search carries: the newest the home's search finds. */
export const FEED_SIZE = 50;

/** The preview image's size, the 1.91:1 that WhatsApp, LinkedIn and Open Graph readers ask for. */
export const PREVIEW_IMAGE = { width: 1200, height: 630 } as const;

/** At most this many characters of the description go in a preview's description. */
export const PREVIEW_DESCRIPTION_LIMIT = 200;

/** schema.org's employmentType (what Google for Jobs accepts) for each 'Tipo de empleo'. */
export const EMPLOYMENT_TYPES: Record<TipoEmpleo, string> = {
  'Full-time': 'FULL_TIME',
  'Part-time': 'PART_TIME',
  'Por Horas': 'PART_TIME',
  Temporario: 'TEMPORARY',
  'Por Contrato': 'CONTRACTOR',
  Pasantia: 'INTERN',
  'Fines de Semana': 'PART_TIME',
  Freelance: 'CONTRACTOR',
  Voluntario: 'VOLUNTEER',
};

/** The public pages without a parameter that the sitemap lists besides the ads ('/home' is '/' again, '/dashboard' the login). */
export const SITEMAP_STATIC_PATHS = ['/', '/faqOut', '/politicaPostulante', '/politicaEmpresa', '/terminosPostulante', '/terminosEmpresa'] as const;

/**
 * What robots.txt lets crawlers read under a kept-out path (RFC 9309's longest match wins): the
 * preview images, which link previewers that follow robots.txt would otherwise leave out, and the
 * public files (company logos), which the JobPosting names as the employer's logo.
 */
export const ROBOTS_ALLOWED = ['/api/home/aviso/*/imagen.png', '/api/files/'] as const;

/** What robots.txt keeps crawlers out of: the API and every page of an account or of an e-mailed token. */
export const ROBOTS_DISALLOWED = [
  '/api/',
  '/admin',
  '/micv',
  '/mispostulaciones',
  '/mistests',
  '/tests/',
  '/forgot/',
  '/notificaciones/',
  '/dashboard',
] as const;

/** schema.org JobPosting, as Google for Jobs reads it: what the ad page carries as JSON-LD. */
export const jobPostingSchema = z.object({
  '@context': z.literal('https://schema.org'),
  '@type': z.literal('JobPosting'),
  title: z.string(),
  description: z.string().describe("HTML: the description's paragraphs, then a list of the ad's facts"),
  identifier: z.object({ '@type': z.literal('PropertyValue'), name: z.string(), value: z.string() }),
  url: z.string(),
  datePosted: z.iso.datetime(),
  validThrough: z.iso.datetime().optional().describe("The ad's expiry date, when it has one"),
  employmentType: z.string(),
  hiringOrganization: z
    .union([
      z.object({ '@type': z.literal('Organization'), name: z.string(), logo: z.string().optional().describe("The company's logo, when it has one") }),
      z.literal('confidential'),
    ])
    .describe("'confidential' on a confidential ad: Google's value for an employer hiring anonymously"),
  jobLocation: z.object({
    '@type': z.literal('Place'),
    address: z.object({
      '@type': z.literal('PostalAddress'),
      addressLocality: z.string(),
      addressRegion: z.string(),
      addressCountry: z.literal('AR'),
    }),
  }),
  jobLocationType: z.literal('TELECOMMUTE').optional().describe('Only on a remote ad'),
  applicantLocationRequirements: z.object({ '@type': z.literal('Country'), name: z.literal('Argentina') }).optional(),
  baseSalary: z
    .object({
      '@type': z.literal('MonetaryAmount'),
      currency: z.literal('ARS'),
      value: z.object({
        '@type': z.literal('QuantitativeValue'),
        minValue: z.int().optional(),
        maxValue: z.int().optional(),
        unitText: z.literal('MONTH'),
      }),
    })
    .optional()
    .describe('Only when the ad shows its salary'),
  directApply: z.literal(true).describe('Applying happens on the portal itself'),
});

/** GET /api/home/aviso/{id}/compartir: what the portal's server writes in the ad page's HTML for link previews and search engines. */
export const sharePageSchema = z.object({
  url: z.string().describe("The ad page's absolute address (canonical, og:url)"),
  title: z.string().describe("<title>: the ad's title, the company or 'Confidencial', the place"),
  headline: z.string().describe("og:title: the ad's title"),
  description: z.string().describe('The company or Confidencial, the place, the modality and the start of the description'),
  imageUrl: z.string().describe('The absolute address of the 1200×630 preview image'),
  imageAlt: z.string(),
  article: z
    .object({
      company: z.string().describe("The company, or 'Confidencial'"),
      place: z.string(),
      facts: z.array(z.string()).describe('Modality, employment type, level, area, vacancies, languages, publication and expiry dates, in Spanish'),
      paragraphs: z.array(z.string()).describe("The description's paragraphs as typed, line breaks kept"),
    })
    .describe("The ad's text, which the page's HTML carries before any script runs: a crawler reads it without the API"),
  jobPosting: jobPostingSchema,
});

export type JobPosting = z.infer<typeof jobPostingSchema>;
export type SharePage = z.infer<typeof sharePageSchema>;
