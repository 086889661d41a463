import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import {
  ANSWER_RECORD_DAYS,
  ANSWER_RECORD_MIN_APPLICATIONS,
  HOME_MESSAGES,
  HOME_PAGE_SIZE,
  type AnswerRecord,
  type AreaCount,
  type AvisoCardData,
  type HomeQuery,
  type HomeResponse,
  type PublicAviso,
} from '@postulate/contracts';
import { ApplicationsRepository } from '../applications/applications.repository.js';
import { cardDisclosure } from '../avisos/aviso-card.js';
import { AvisosRepository, type IndexedTerms, type PageIds, type PublishedAvisoRow } from '../avisos/avisos.repository.js';
import { ApiException } from '../common/api-exception.js';
import { toListResponse } from '../common/list-response.js';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { toSearchTerms, type SearchTerms } from './search-query.js';

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
    const offset = (query.page - 1) * HOME_PAGE_SIZE;
    const [areas, page] = await Promise.all([
      this.areaCounts(),
      query.terms.length > 0
        ? this.searchPage(toSearchTerms(query.terms), query.provinces, query.area, offset)
        : this.avisos.browsePage(query.provinces, query.area, offset),
    ]);
    // Unfiltered, the total is every published ad: the sum the area counters already hold.
    const total = page.total ?? areas.reduce((sum, area) => sum + area.qtyAvisos, 0);
    return { areas, avisos: toListResponse(await this.cards(page.ids), total) };
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
      respuesta,
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

  /** Every area with its published ads, from the counters the avisos triggers keep. */
  private async areaCounts(): Promise<AreaCount[]> {
    const rows = await this.avisos.areaCounts();
    return rows.map((row) => ({ id: row.id, name: row.name, qtyAvisos: row.qty }));
  }

  /** A term search; a search none of whose terms an ad has finds nothing without asking the database. */
  private async searchPage(terms: SearchTerms, provinces: string[], area: number | null, offset: number): Promise<PageIds> {
    const indexed = await this.indexedTerms(terms);
    if (indexed.length === 0) return { ids: [], total: 0 };
    return this.avisos.searchPage(indexed, provinces, area, offset);
  }

  /**
   * The indexed stems each word matches: the 'spanish' stem of every form, and for a prefix form
   * every indexed stem it begins, found by walking the index from one stem to the next. A word
   * with no stem (a stop word such as 'de') is left out of its term; a term with a word that no
   * ad has is left out of the search. Job alerts match their saved searches through it too.
   */
  async indexedTerms(terms: SearchTerms): Promise<IndexedTerms> {
    const forms = terms.flatMap((words, termIndex) =>
      words.flatMap((wordForms, wordIndex) => wordForms.map((form) => ({ termIndex, wordIndex, ...form }))),
    );
    if (forms.length === 0) return [];
    const rows = await this.avisos.stemsOfForms(forms);
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

  /** The cards of a page, in the page's order. The description is cut in SQL, just past the card limit. */
  private async cards(ids: number[]): Promise<AvisoCardData[]> {
    if (ids.length === 0) return [];
    const rows = await this.avisos.publishedCards(ids);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
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
