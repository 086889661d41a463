import type { Modalidad, TipoEmpleo } from './avisos.js';
import type { Province } from './provinces.js';

/** The spec's home limits: 5 active filters, a search split on commas into at most 50 parts. */
export const HOME_MAX_FILTERS = 5;
export const SEARCH_TERMS_MAX = 50;
export const SEARCH_TERM_MAX_LENGTH = 100;
export const HOME_PAGE_SIZE = 20;

/**
 * A search reads at most this many of the newest ads of each of its words, or of all published ads
 * for a browse's counts (issue 37): below, its numbers are exact; beyond, the ones read over them
 * are estimated from the ads newer than the oldest one read, rounded (estimatedCount), and a term
 * search's pages reach the matches read.
 */
export const SEARCH_SAMPLE_ADS = 2_000;

/**
 * A browse's estimate needs this many of its matches among the newest ads it reads; with fewer
 * (filters that few ads meet), its total is only what its pages have shown ('más de 40 avisos').
 */
export const SAMPLE_MIN_MATCHES = 30;

/** An estimated count as the home shows it: exact under 100, else to two significant digits; never 0 when some ad was read. */
export function estimatedCount(read: number, scale: number): number {
  if (read === 0) return 0;
  const estimate = read * scale;
  if (estimate < 100) return Math.max(1, Math.round(estimate));
  const unit = 10 ** (Math.floor(Math.log10(estimate)) - 1);
  return Math.round(estimate / unit) * unit;
}

/**
 * The home's facet filters (issue 21), apart from the five chips: 'Salario desde' offers these steps
 * (any whole amount is accepted), 'Publicado' the last 1, 7 or 30 days.
 */
export const SALARY_STEPS = [300_000, 500_000, 800_000, 1_000_000, 1_500_000, 2_000_000] as const;
/**
 * 'Con salario publicado' (issue 39): salarioDesde=1, every ad showing a salary (a published range
 * starts above 0). It is counted like a step, so the search's counters answer for it too.
 */
export const SALARY_PUBLISHED = 1;
/** The amounts the home counts ('salarioDesde' in its facets): 'Con salario publicado', then the steps. */
export const SALARY_FACET_STEPS = [SALARY_PUBLISHED, ...SALARY_STEPS] as const;
export const PUBLISHED_WITHIN_DAYS = [1, 7, 30] as const;
export type PublishedWithinDays = (typeof PUBLISHED_WITHIN_DAYS)[number];
export const SALARY_FILTER_MAX = 1_000_000_000;

/** A card shows the description whole up to 550 characters; longer ones are cut to 546 plus '...'. */
export const CARD_DESCRIPTION_LIMIT = 550;
export const CARD_DESCRIPTION_CUT = 546;

export function cutDescription(text: string): string {
  return text.length > CARD_DESCRIPTION_LIMIT ? `${text.slice(0, CARD_DESCRIPTION_CUT)}...` : text;
}

export type ProvinceId = Province['id'];

/** One chip of the home search: a text the ad name must match, or a province the ad is in. */
export type HomeFilter = { kind: 'aviso'; value: string } | { kind: 'provincia'; value: ProvinceId };

/** Splits what was typed on commas: trimmed, empty parts dropped, at most 50 parts of 100 characters. */
export function splitSearchTerms(text: string): string[] {
  return text
    .split(',')
    .slice(0, SEARCH_TERMS_MAX)
    .map((part) => part.replace(/\s+/g, ' ').trim().slice(0, SEARCH_TERM_MAX_LENGTH))
    .filter(Boolean);
}

const filterKey = (filter: HomeFilter) => `${filter.kind}:${filter.value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()}`;

/**
 * Appends filters in the order they were added, skipping ones already active (ignoring case and
 * accents), and keeps the newest 5: a sixth drops the oldest.
 */
export function addHomeFilters(current: HomeFilter[], added: HomeFilter[]): HomeFilter[] {
  const result = [...current];
  for (const filter of added) {
    if (!result.some((active) => filterKey(active) === filterKey(filter))) result.push(filter);
  }
  return result.slice(-HOME_MAX_FILTERS);
}

/** The query of GET /api/home/ for a list of filters (and a page). */
export function homeQueryOf(filters: HomeFilter[], page = 1): { q?: string; province: ProvinceId[]; page: number } {
  const terms = filters.flatMap((filter) => (filter.kind === 'aviso' ? [filter.value] : []));
  return {
    q: terms.length ? terms.join(',') : undefined,
    province: filters.flatMap((filter) => (filter.kind === 'provincia' ? [filter.value] : [])),
    page,
  };
}

/** The facet filters of a search (null / false: not filtering). */
export interface HomeFacetFilters {
  modalidad: Modalidad | null;
  tipoEmpleo: TipoEmpleo | null;
  /** A work level (nivel) id. */
  nivel: number | null;
  /** Ads that show their salary and whose range reaches this amount. */
  salarioDesde: number | null;
  /** Published in the last N days. */
  publicado: PublishedWithinDays | null;
  /** Only ads apt for people with disabilities. */
  discapacidad: boolean;
}

export const NO_FACET_FILTERS: HomeFacetFilters = {
  modalidad: null,
  tipoEmpleo: null,
  nivel: null,
  salarioDesde: null,
  publicado: null,
  discapacidad: false,
};

/** The query parameters of GET /api/home/ for the facet filters that are set. */
export function facetQueryOf(facets: HomeFacetFilters): {
  modalidad?: Modalidad;
  tipoEmpleo?: TipoEmpleo;
  nivel?: number;
  salarioDesde?: number;
  publicado?: PublishedWithinDays;
  discapacidad?: true;
} {
  return {
    ...(facets.modalidad ? { modalidad: facets.modalidad } : {}),
    ...(facets.tipoEmpleo ? { tipoEmpleo: facets.tipoEmpleo } : {}),
    ...(facets.nivel !== null ? { nivel: facets.nivel } : {}),
    ...(facets.salarioDesde !== null ? { salarioDesde: facets.salarioDesde } : {}),
    ...(facets.publicado !== null ? { publicado: facets.publicado } : {}),
    ...(facets.discapacidad ? { discapacidad: true as const } : {}),
  };
}

/** The answer record shows once a company has this many applications in the window. */
export const ANSWER_RECORD_MIN_APPLICATIONS = 10;
export const ANSWER_RECORD_DAYS = 180;

export const HOME_MESSAGES = {
  avisoNotFound: 'Este aviso no existe o ya no está publicado',
} as const;
