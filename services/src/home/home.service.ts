import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import {
  ANSWER_RECORD_DAYS,
  ANSWER_RECORD_MIN_APPLICATIONS,
  HOME_MESSAGES,
  HOME_PAGE_SIZE,
  MODALIDADES,
  PROVINCES,
  PUBLISHED_WITHIN_DAYS,
  SALARY_FACET_STEPS,
  TIPOS_EMPLEO,
  restrictsCandidates,
  type AnswerRecord,
  type AreaCount,
  type AvisoCardData,
  type HomeFacets,
  type HomeQuery,
  type HomeResponse,
  type PublicAviso,
} from '@postulate/contracts';
import { ApplicationsRepository } from '../applications/applications.repository.js';
import { cardDisclosure } from '../avisos/aviso-card.js';
import type {
  FacetCountRow,
  FacetedPage,
  HomePage,
  IndexedTerms,
  PublishedAvisoRow,
  SearchFilters,
  TermForms,
  WorkLevelRow,
} from '../avisos/aviso-search.sql.js';
import { AvisosRepository } from '../avisos/avisos.repository.js';
import { ApiException } from '../common/api-exception.js';
import { toListResponse } from '../common/list-response.js';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { toSearchTerms } from './search-query.js';

const isFiltering = (filters: SearchFilters) =>
  filters.provinces.length > 0 ||
  filters.area !== null ||
  filters.modalidad !== null ||
  filters.tipoEmpleo !== null ||
  filters.nivel !== null ||
  filters.salarioDesde !== null ||
  filters.publicado !== null ||
  filters.discapacidad;

/** Every choice of every control, in the contract's order, with its count (0 when no row counted it). */
function toFacets(rows: FacetCountRow[], areas: AreaCount[], levels: WorkLevelRow[]): HomeFacets {
  const counts = new Map(rows.map((row) => [`${row.facet}:${row.value}`, row.qty]));
  const count = (facet: keyof HomeFacets, value: string | number) => counts.get(`${facet}:${value}`) ?? 0;
  const choices = <T extends string | number>(facet: keyof HomeFacets, values: readonly T[]) => values.map((value) => ({ value, count: count(facet, value) }));
  return {
    area: choices(
      'area',
      areas.map((area) => area.id),
    ),
    provincia: choices(
      'provincia',
      PROVINCES.map((province) => province.id),
    ),
    modalidad: choices('modalidad', MODALIDADES),
    tipoEmpleo: choices('tipoEmpleo', TIPOS_EMPLEO),
    nivel: levels.map((level) => ({ value: level.id, name: level.name, count: count('nivel', level.id) })),
    salarioDesde: choices('salarioDesde', SALARY_FACET_STEPS),
    publicado: choices('publicado', PUBLISHED_WITHIN_DAYS),
    discapacidad: count('discapacidad', 'true'),
  };
}

/**
 * The public home: area counts and the search over published ads. Words are matched by their
 * 'spanish' stem over unaccented text, in the index the avisos triggers keep (aviso_search_terms).
 */
@Injectable()
export class HomeService {
  constructor(
    private readonly avisos: AvisosRepository,
    private readonly applications: ApplicationsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async home(query: HomeQuery): Promise<HomeResponse> {
    const { terms, page, ...filters } = query;
    const offset = (page - 1) * HOME_PAGE_SIZE;
    const filtered = terms.length > 0 || isFiltering(filters);
    const found = filtered
      ? await this.facetedPage(terms, filters, offset)
      : { ...(await this.avisos.browsePage(offset)), total: null, estimated: [], atLeast: false, reach: null };
    const areas = found.references.areas.map((row) => ({ id: row.id, name: row.name, qtyAvisos: row.qty }));
    const { levels } = found.references;
    // Unfiltered, the total is every published ad: the sum the area counters already hold.
    const total = found.total ?? areas.reduce((sum, area) => sum + area.qtyAvisos, 0);
    return {
      areas,
      avisos: toListResponse(this.cards(found), total),
      facets: toFacets(found.facets, areas, levels),
      estimados: found.estimated,
      totalMinimo: found.atLeast,
      alcance: found.reach ?? total,
    };
  }

  async aviso(id: number): Promise<PublicAviso> {
    const row = await this.avisos.published(id);
    if (!row) throw new ApiException(HttpStatus.NOT_FOUND, { message: HOME_MESSAGES.avisoNotFound });
    // A confidential ad hides its company, and the company's record would point to it.
    const [preguntas, respuesta] = await Promise.all([this.avisos.questionsOf(id), row.not_confidential ? this.answerRecord(id) : null]);
    return {
      ...this.toCard(row),
      nivel: { id: row.work_level_id, name: row.work_level_name },
      preguntas,
      permiteMsjDirecto: row.permite_msj_directo,
      venceEl: row.expires_at?.toISOString() ?? null,
      respuesta,
      requisito: restrictsCandidates({ genero: row.genero, edadDesde: row.edad_desde, edadHasta: row.edad_hasta })
        ? { genero: row.genero, edadDesde: row.edad_desde, edadHasta: row.edad_hasta, motivo: row.motivo_requisito }
        : null,
    };
  }

  /** 'Responde al N % de los postulantes · en una mediana de D días', once the company has enough applications to say it. */
  private async answerRecord(avisoId: number): Promise<AnswerRecord | null> {
    const record = await this.applications.answerRecord(avisoId, ANSWER_RECORD_DAYS);
    if (record.total < ANSWER_RECORD_MIN_APPLICATIONS) return null;
    return {
      porcentaje: Math.round((100 * record.answered) / record.total),
      medianaDias: record.median_days === null ? null : Math.round(record.median_days),
    };
  }

  /** A search with terms or filters; terms with no word (only signs) find nothing without reading an ad. */
  private async facetedPage(terms: string[], filters: SearchFilters, offset: number): Promise<FacetedPage> {
    if (terms.length === 0) return this.avisos.facetedPage(null, filters, offset);
    const words = toSearchTerms(terms);
    if (words.length === 0)
      return { ids: [], cards: [], total: 0, estimated: [], atLeast: false, reach: 0, facets: [], references: await this.avisos.homeReferences() };
    return this.avisos.facetedPage(words, filters, offset);
  }

  /**
   * The indexed stems each word matches, as the home's statement looks them up: a word with no stem
   * (a stop word such as 'de') is left out of its term; a term with a word that no ad has is left out
   * of the search. Job alerts look their saved searches' terms up once per run through it.
   */
  async indexedTerms(terms: TermForms): Promise<IndexedTerms> {
    if (terms.length === 0) return [];
    const rows = await this.avisos.stemsOfForms(terms);
    const stemsOf = new Map(rows.map((row) => [`${row.term_index}:${row.word_index}`, row.stems]));
    return terms
      .map((words, termIndex) =>
        words.flatMap((_, wordIndex) => {
          const stems = stemsOf.get(`${termIndex}:${wordIndex}`);
          return stems ? [stems] : [];
        }),
      )
      .filter((words) => words.length > 0 && words.every((stems) => stems.length > 0));
  }

  /** The cards of a page (read with it, in any order), in the page's order. */
  private cards(page: HomePage): AvisoCardData[] {
    const byId = new Map(page.cards.map((row) => [row.id, row]));
    return page.ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [this.toCard(row)] : [];
    });
  }

  private toCard(row: PublishedAvisoRow): AvisoCardData {
    return {
      id: row.id,
      titulo: row.titulo,
      area: { id: row.area_id, name: row.area_name },
      subarea: { id: row.sub_area_id, name: row.sub_area_name },
      publicadoEl: row.published_at.toISOString(),
      descripcion: row.descripcion,
      localidad: { id: row.locality_id, label: row.locality_name },
      provincia: { id: row.province_id, name: row.province_name },
      discapcidad: row.discapacidad,
      vacantes: row.vacantes,
      modalidad: row.modalidad,
      tipoEmpleo: row.tipo_empleo,
      ...cardDisclosure(
        {
          notConfidential: row.not_confidential,
          razonsocial: row.razonsocial,
          logoFileId: row.logo_file_id,
          verified: row.verified,
          showSalario: row.show_salario,
          salarioDesde: row.salario_desde,
          salarioHasta: row.salario_hasta,
        },
        this.config.apiUrl,
      ),
      avisoIdiomas: row.idiomas,
    };
  }
}
