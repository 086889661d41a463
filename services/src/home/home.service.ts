import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  CARD_DESCRIPTION_LIMIT,
  HOME_MESSAGES,
  HOME_PAGE_SIZE,
  type AreaCount,
  type AvisoCardData,
  type AvisoDetailData,
  type AvisoIdiomaItem,
  type HomeQuery,
  type HomeResponse,
} from '@postulate/contracts';
import { ApiException } from '../common/api-exception.js';
import { toListResponse } from '../common/list-response.js';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { toSearchTerms, type SearchTerms } from './search-query.js';

/** One row of AVISO_SELECT. */
interface AvisoRow {
  id: number;
  titulo: string;
  descripcion: string;
  published_at: Date;
  not_confidential: boolean;
  discapacidad: boolean;
  vacantes: number;
  modalidad: AvisoCardData['modalidad'];
  tipo_empleo: AvisoCardData['tipoEmpleo'];
  show_salario: boolean;
  salario_desde: number | null;
  salario_hasta: number | null;
  permite_msj_directo: boolean;
  area_id: number;
  area_name: string;
  sub_area_id: number;
  sub_area_name: string;
  work_level_id: number;
  work_level_name: string;
  locality_id: string;
  locality_name: string;
  province_id: string;
  province_name: string;
  razonsocial: string;
  logo_file_id: string | null;
  verified: boolean;
  idiomas: AvisoIdiomaItem[];
}

/** A page of ids and, for a filtered search, the total (null: every published ad). */
interface PageIds {
  ids: number[];
  total: number | null;
}

/** Per term, per word, the indexed stems the word matches (every word of a term has at least one). */
type IndexedTerms = string[][][];

/**
 * A published ad with its names and languages; `descripcion` is the expression selecting the
 * description. The names come from scalar subqueries rather than a seven-table join: the join's
 * planning alone cost more than running the whole statement for a page of cards.
 */
const avisoSelect = (descripcion: string) => `
  SELECT a.id, a.titulo, ${descripcion} AS descripcion, a.published_at, a.not_confidential, a.discapacidad,
         a.vacantes, a.modalidad, a.tipo_empleo, a.show_salario, a.salario_desde, a.salario_hasta,
         a.permite_msj_directo,
         a.area_id, (SELECT name FROM areas WHERE id = a.area_id) AS area_name,
         a.sub_area_id, (SELECT name FROM sub_areas WHERE id = a.sub_area_id) AS sub_area_name,
         a.work_level_id, (SELECT name FROM work_levels WHERE id = a.work_level_id) AS work_level_name,
         a.locality_id, (SELECT name FROM localities WHERE id = a.locality_id) AS locality_name,
         a.province_id, (SELECT name FROM provinces WHERE id = a.province_id) AS province_name,
         c.razonsocial, c.logo_file_id, c.verified_at IS NOT NULL AS verified,
         coalesce((SELECT json_agg(json_build_object('idioma', i.idioma, 'nivelRead', i.nivel_read,
                                                     'nivelWrite', i.nivel_write) ORDER BY i.id)
                     FROM aviso_idiomas i WHERE i.aviso_id = a.id), '[]') AS idiomas
    FROM avisos a
    JOIN companies c ON c.id = a.company_id
   WHERE a.status = 'published'`;

/**
 * The public home: area counts and the search over published ads. Words are matched by their
 * 'spanish' stem over unaccented text, in the index the avisos triggers keep (aviso_search_terms).
 */
@Injectable()
export class HomeService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async home(query: HomeQuery): Promise<HomeResponse> {
    const offset = (query.page - 1) * HOME_PAGE_SIZE;
    const [areas, page] = await Promise.all([
      this.areaCounts(),
      query.terms.length > 0
        ? this.searchPage(toSearchTerms(query.terms), query.provinces, query.area, offset)
        : this.browsePage(query.provinces, query.area, offset),
    ]);
    // Unfiltered, the total is every published ad: the sum the area counters already hold.
    const total = page.total ?? areas.reduce((sum, area) => sum + area.qtyAvisos, 0);
    return { areas, avisos: toListResponse(await this.cards(page.ids), total) };
  }

  async aviso(id: number): Promise<AvisoDetailData> {
    const [row] = (await this.dataSource.query(`${avisoSelect('a.descripcion')} AND a.id = $1`, [id])) as AvisoRow[];
    if (!row) throw new ApiException(HttpStatus.NOT_FOUND, { message: HOME_MESSAGES.avisoNotFound });
    const preguntas: { id: number; pregunta: string }[] = await this.dataSource.query(
      'SELECT id, pregunta FROM aviso_preguntas WHERE aviso_id = $1 ORDER BY id',
      [id],
    );
    return {
      ...this.toCard(row),
      nivel: { id: row.work_level_id, name: row.work_level_name },
      preguntas,
      permiteMsjDirecto: row.permite_msj_directo,
    };
  }

  /** Every area with its published ads, from the counters the avisos triggers keep. */
  private async areaCounts(): Promise<AreaCount[]> {
    const rows: { id: number; name: string; qty: number }[] = await this.dataSource.query(`
      SELECT ar.id, ar.name, coalesce(counts.qty, 0) AS qty
        FROM areas ar LEFT JOIN area_published_counts counts ON counts.area_id = ar.id
       ORDER BY f_unaccent(lower(ar.name))`);
    return rows.map((row) => ({ id: row.id, name: row.name, qtyAvisos: row.qty }));
  }

  /** Newest first, in some provinces or all, of one area or all; the indexes on (province, date) and (date) serve the page. */
  private async browsePage(provinces: string[], area: number | null, offset: number): Promise<PageIds> {
    const params: unknown[] = [];
    const param = (value: unknown) => `$${params.push(value)}`;
    const where = [
      `status = 'published'`,
      ...(provinces.length > 0 ? [`province_id = ANY(${param(provinces)}::char(2)[])`] : []),
      ...(area !== null ? [`area_id = ${param(area)}`] : []),
    ].join(' AND ');
    const filters = [...params];
    const rows: { id: number }[] = await this.dataSource.query(
      `SELECT id FROM avisos WHERE ${where} ORDER BY published_at DESC, id DESC LIMIT ${param(HOME_PAGE_SIZE)} OFFSET ${param(offset)}`,
      params,
    );
    const ids = rows.map((row) => row.id);
    if (filters.length === 0) return { ids, total: null };
    const [counted] = await this.dataSource.query(`SELECT count(*)::int AS total FROM avisos WHERE ${where}`, filters);
    return { ids, total: (counted as { total: number }).total };
  }

  /**
   * A term search over aviso_search_terms, ranked by score (the sum of each word's best stem: 1 in
   * the title, 0.4 in the description), then newest first. The matches are gathered once, narrow,
   * and both the count and the page come from them in one statement.
   */
  private async searchPage(terms: SearchTerms, provinces: string[], area: number | null, offset: number): Promise<PageIds> {
    const indexed = await this.indexedTerms(terms);
    if (indexed.length === 0) return { ids: [], total: 0 };
    const params: unknown[] = [HOME_PAGE_SIZE, offset];
    const param = (value: unknown) => `$${params.push(value)}`;
    const inProvinces = provinces.length > 0 ? `AND province_id = ANY(${param(provinces)}::char(2)[])` : '';
    const word = (stems: string[]) =>
      stems.length === 1
        ? `SELECT aviso_id, score, published_at FROM aviso_search_terms
            WHERE lexeme = ${param(stems[0])} ${inProvinces}`
        : `SELECT aviso_id, max(score) AS score, max(published_at) AS published_at FROM aviso_search_terms
            WHERE lexeme = ANY(${param(stems)}::text[]) ${inProvinces} GROUP BY aviso_id`;
    // Every word of a term must match: one join per word, on the ad.
    const term = (words: string[][]) =>
      words.length === 1
        ? word(words[0])
        : `SELECT aviso_id, ${words.map((_, index) => `w${index}.score`).join(' + ')} AS score, w0.published_at
             FROM ${words
               .map((stems, index) => `(${word(stems)}) AS w${index}`)
               .reduce((joined, next) => `${joined} JOIN ${next} USING (aviso_id)`)}`;
    const matches =
      indexed.length === 1
        ? term(indexed[0])
        : `SELECT aviso_id, sum(score) AS score, max(published_at) AS published_at
             FROM (${indexed.map((words) => `(${term(words)})`).join(' UNION ALL ')}) AS hits GROUP BY aviso_id`;
    // The stem index carries no area: an area narrows the matches on the ads themselves.
    const inArea =
      area === null
        ? matches
        : `SELECT m.* FROM (${matches}) AS m JOIN avisos v ON v.id = m.aviso_id WHERE v.area_id = ${param(area)}`;
    const [row] = await this.dataSource.query(
      `WITH matches AS MATERIALIZED (${inArea})
       SELECT (SELECT count(*) FROM matches)::int AS total,
              ARRAY(SELECT aviso_id FROM matches ORDER BY score DESC, published_at DESC, aviso_id DESC
                     LIMIT $1 OFFSET $2) AS ids`,
      params,
    );
    return row as PageIds;
  }

  /**
   * The indexed stems each word matches: the 'spanish' stem of every form, and for a prefix form
   * every indexed stem it begins, found by walking the index from one stem to the next. A word
   * with no stem (a stop word such as 'de') is left out of its term; a term with a word that no
   * ad has is left out of the search.
   */
  private async indexedTerms(terms: SearchTerms): Promise<IndexedTerms> {
    const forms = terms.flatMap((words, termIndex) =>
      words.flatMap((wordForms, wordIndex) => wordForms.map((form) => ({ termIndex, wordIndex, ...form }))),
    );
    if (forms.length === 0) return [];
    const rows: { term_index: number; word_index: number; stems: string[] }[] = await this.dataSource.query(
      `WITH RECURSIVE forms AS (
         SELECT f.term_index, f.word_index, stem.lexeme COLLATE "C" AS low,
                (CASE WHEN f.prefix THEN stem.lexeme || chr(1114111) ELSE stem.lexeme END) COLLATE "C" AS high
           FROM unnest($1::int[], $2::int[], $3::text[], $4::bool[]) AS f (term_index, word_index, form, prefix)
          CROSS JOIN LATERAL unnest(to_tsvector('spanish', f_unaccent(f.form))) AS stem
       ), found AS (
         SELECT term_index, word_index, high,
                (SELECT min(t.lexeme) FROM aviso_search_terms t WHERE t.lexeme BETWEEN forms.low AND forms.high) AS lexeme
           FROM forms
         UNION ALL
         SELECT term_index, word_index, high,
                (SELECT min(t.lexeme) FROM aviso_search_terms t WHERE t.lexeme > found.lexeme AND t.lexeme <= found.high)
           FROM found WHERE found.lexeme IS NOT NULL
       )
       SELECT term_index, word_index, array_remove(array_agg(DISTINCT lexeme), NULL) AS stems
         FROM found GROUP BY term_index, word_index`,
      [
        forms.map((form) => form.termIndex),
        forms.map((form) => form.wordIndex),
        forms.map((form) => form.text),
        forms.map((form) => form.prefix),
      ],
    );
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
    const rows: AvisoRow[] = await this.dataSource.query(
      `${avisoSelect(`left(a.descripcion, ${CARD_DESCRIPTION_LIMIT + 1})`)} AND a.id = ANY($1)`,
      [ids],
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [this.toCard(row)] : [];
    });
  }

  private toCard(row: AvisoRow): AvisoCardData {
    // A confidential ad hides everything that names the company, the logo included.
    const company = row.not_confidential;
    return {
      id: row.id,
      titulo: row.titulo,
      area: { id: row.area_id, name: row.area_name },
      subarea: { id: row.sub_area_id, name: row.sub_area_name },
      publicadoEl: row.published_at.toISOString(),
      nombreEmpresa: company ? row.razonsocial : null,
      logoUrl: company && row.logo_file_id ? `${this.config.apiUrl}/api/files/${row.logo_file_id}` : null,
      empresaVerificada: company && row.verified,
      descripcion: row.descripcion,
      localidad: { id: row.locality_id, label: row.locality_name },
      provincia: { id: row.province_id, name: row.province_name },
      discapcidad: row.discapacidad,
      vacantes: row.vacantes,
      modalidad: row.modalidad,
      tipoEmpleo: row.tipo_empleo,
      showSalario: row.show_salario,
      salarioDesde: row.show_salario ? row.salario_desde : null,
      salarioHasta: row.show_salario ? row.salario_hasta : null,
      avisoIdiomas: row.idiomas,
    };
  }
}
