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
import { toTsQuery } from './search-query.js';

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
  idiomas: AvisoIdiomaItem[];
}

/** FROM and WHERE of a search, its parameters, and the relevance expression when there are terms. */
interface SearchSql {
  from: string;
  where: string;
  rank: string | null;
  params: unknown[];
}

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
         c.razonsocial, c.logo_file_id,
         coalesce((SELECT json_agg(json_build_object('idioma', i.idioma, 'nivelRead', i.nivel_read,
                                                     'nivelWrite', i.nivel_write) ORDER BY i.id)
                     FROM aviso_idiomas i WHERE i.aviso_id = a.id), '[]') AS idiomas
    FROM avisos a
    JOIN companies c ON c.id = a.company_id
   WHERE a.status = 'published'`;

/**
 * The public home: area counts and the search over published ads. Full-text search ('spanish'
 * stemming over unaccented text, GIN-indexed) ranked by relevance, then newest first.
 */
@Injectable()
export class HomeService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async home(query: HomeQuery): Promise<HomeResponse> {
    const tsQuery = toTsQuery(query.terms);
    // Terms without a single word (only punctuation) match nothing, rather than everything.
    const search = this.searchSql(query.terms.length > 0 ? (tsQuery ?? '') : null, query.provinces);
    const [areas, page] = await Promise.all([this.areaCounts(), this.page(search, query.page)]);
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

  /**
   * FROM/WHERE of the search. The tsquery is computed once in FROM; provinces compare with the
   * column's own type so the (province_id, published_at) index serves them.
   */
  private searchSql(tsQuery: string | null, provinces: string[]): SearchSql {
    const params: unknown[] = [];
    let from = 'avisos a';
    const where = ["a.status = 'published'"];
    let rank: string | null = null;
    if (tsQuery !== null) {
      params.push(tsQuery);
      from += `, to_tsquery('spanish', f_unaccent($${params.length})) AS query`;
      where.push('a.search_vector @@ query');
      rank = 'ts_rank(a.search_vector, query)';
    }
    if (provinces.length > 0) {
      params.push(provinces);
      where.push(`a.province_id = ANY($${params.length}::char(2)[])`);
    }
    return { from, where: where.join(' AND '), rank, params };
  }

  /**
   * The ids of a page and, for a filtered search, the total. A term search ranks every match, so
   * the matches are gathered once, narrow (id, rank, date), and both the count and the page come
   * from them in one statement. Without terms the indexes on (province, date) and (date) serve the
   * page; unfiltered, the total is left to the caller (null).
   */
  private async page(search: SearchSql, page: number): Promise<{ ids: number[]; total: number | null }> {
    const params = [...search.params, HOME_PAGE_SIZE, (page - 1) * HOME_PAGE_SIZE];
    const limit = `LIMIT $${params.length - 1} OFFSET $${params.length}`;
    if (search.rank !== null) {
      const [row] = await this.dataSource.query(
        `WITH matches AS MATERIALIZED (
           SELECT a.id, ${search.rank} AS rank, a.published_at FROM ${search.from} WHERE ${search.where}
         )
         SELECT (SELECT count(*) FROM matches)::int AS total,
                ARRAY(SELECT id FROM matches ORDER BY rank DESC, published_at DESC, id DESC ${limit}) AS ids`,
        params,
      );
      return row as { ids: number[]; total: number };
    }
    const rows: { id: number }[] = await this.dataSource.query(
      `SELECT a.id FROM ${search.from} WHERE ${search.where} ORDER BY a.published_at DESC, a.id DESC ${limit}`,
      params,
    );
    const ids = rows.map((row) => row.id);
    if (search.params.length === 0) return { ids, total: null };
    const [counted] = await this.dataSource.query(
      `SELECT count(*)::int AS total FROM ${search.from} WHERE ${search.where}`,
      search.params,
    );
    return { ids, total: (counted as { total: number }).total };
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
