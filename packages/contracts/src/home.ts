import type { ListResponse } from './api.js';
import type { Modalidad, NivelIdioma, TipoEmpleo } from './avisos.js';
import type { Province } from './provinces.js';
import type { LocalityOption, NamedItem, ProvinceOption } from './reference.js';

/** The spec's home limits: 5 active filters, a search split on commas into at most 50 parts. */
export const HOME_MAX_FILTERS = 5;
export const SEARCH_TERMS_MAX = 50;
export const SEARCH_TERM_MAX_LENGTH = 100;
export const HOME_PAGE_SIZE = 20;

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

const filterKey = (filter: HomeFilter) =>
  `${filter.kind}:${filter.value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()}`;

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

export interface AvisoIdiomaItem {
  idioma: string;
  nivelRead: NivelIdioma;
  nivelWrite: NivelIdioma;
}

export interface AvisoPreguntaItem {
  id: number;
  pregunta: string;
}

/** An ad as a card of the home list (the spec's Ad as seen by an applicant, summarised). */
export interface AvisoCardData {
  id: number;
  titulo: string;
  area: NamedItem;
  subarea: NamedItem;
  /** ISO date-time of publication. */
  publicadoEl: string;
  /** null when the ad hides the company (notConfidential false): the card shows 'Confidencial'. */
  nombreEmpresa: string | null;
  /** Absolute URL of the company logo; null without a logo or when the company is hidden. */
  logoUrl: string | null;
  /** 'Empresa verificada': its documents were approved; always false when the company is hidden. */
  empresaVerificada: boolean;
  /** At most 551 characters in a list: enough for cutDescription to know it was longer. */
  descripcion: string;
  localidad: LocalityOption;
  provincia: ProvinceOption;
  discapcidad: boolean;
  vacantes: number;
  modalidad: Modalidad;
  tipoEmpleo: TipoEmpleo;
  showSalario: boolean;
  /** Only when showSalario; otherwise null, so a hidden salary never leaves the server. */
  salarioDesde: number | null;
  salarioHasta: number | null;
  avisoIdiomas: AvisoIdiomaItem[];
}

/** GET /api/home/aviso/{id}: the whole public ad. */
export interface AvisoDetailData extends AvisoCardData {
  nivel: NamedItem;
  preguntas: AvisoPreguntaItem[];
  permiteMsjDirecto: boolean;
}

export interface AreaCount {
  id: number;
  name: string;
  /** Published ads of the area. */
  qtyAvisos: number;
}

/** GET /api/home/ */
export interface HomeResponse {
  areas: AreaCount[];
  avisos: ListResponse<AvisoCardData>;
}

export const HOME_MESSAGES = {
  avisoNotFound: 'Este aviso no existe o ya no está publicado',
} as const;
