import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { AvisoStatus, Genero, HiddenReason, NivelIdioma, PreguntaTipo, RespuestaSiNo, ReviewReason } from '@postulate/contracts';
import { PublicReads } from '../database/public-reads.js';
import {
  browsePageStatement,
  facetedPageStatement,
  homeReferencesStatement,
  publishedAvisoStatement,
  publishedCardsStatement,
  publishedInWindowStatement,
  stemsOfFormsStatement,
  toFacetedPage,
  toHomePage,
  toReferences,
  type FacetedPage,
  type FormStemsRow,
  type HomePage,
  type HomePageRow,
  type HomeReferences,
  type IndexedTerms,
  type PublishedAvisoDetailRow,
  type PublishedAvisoRow,
  type PublishedWindow,
  type SearchFilters,
  type TermForms,
} from './aviso-search.sql.js';
import { AvisoIdioma } from './entities/aviso-idioma.entity.js';
import { AvisoPregunta } from './entities/aviso-pregunta.entity.js';
import { Aviso } from './entities/aviso.entity.js';

/*
 * Owner of the tables avisos, aviso_preguntas, aviso_idiomas and the ones the avisos triggers keep
 * (aviso_search_terms, area_published_counts): only this class writes them. Reads that join other
 * aggregates' tables live here when the question is about ads; writes to other aggregates' tables
 * never do.
 */

export interface AvisoQuestionRow {
  id: number;
  pregunta: string;
  tipo: PreguntaTipo;
  respuestaRequerida: RespuestaSiNo | null;
  minimoRequerido: number | null;
}

/** A question as the wizard saves it: with its id when it already exists. */
export type AvisoQuestionColumns = Omit<AvisoQuestionRow, 'id'> & { id?: number | null };

/** An ad of the administrator's queue 'Avisos en revisión'. */
export interface AvisoInReviewRow {
  id: number;
  titulo: string;
  descripcion: string;
  company_id: number;
  razonsocial: string;
  verificada: boolean;
  review_reasons: ReviewReason[] | null;
  review_requested_at: Date;
  preguntas: string[];
}

/** A line of the company's dashboard: the ad and its applications. */
export interface DashboardAvisoRow {
  id: number;
  titulo: string;
  area: string;
  subarea: string;
  status: AvisoStatus;
  published_at: Date | null;
  expires_at: Date | null;
  /** Finished because it expired, not by the company. */
  vencido: boolean;
  /** Why it was held 'En revisión' (kept after it leaves review); null if never held. */
  review_reasons: ReviewReason[] | null;
  /** Why a hidden ad is hidden; null unless hidden. */
  hidden_reason: HiddenReason | null;
  aplicaciones: number;
  no_leidas: number;
}

/** An ad as a decision on its reports locks it. */
export interface ModerationAvisoRow {
  id: number;
  company_id: number;
  titulo: string;
  status: AvisoStatus;
  hidden_reason: HiddenReason | null;
}

/** An ad of the reports queue. */
export interface ModerationCaseRow {
  id: number;
  titulo: string;
  descripcion: string;
  status: AvisoStatus;
  hidden_reason: HiddenReason | null;
  published_at: Date | null;
}

/** A published ad about to expire, and whom to tell: the company's user (none when the company has no user). */
export interface ExpiryNoticeRow {
  id: number;
  titulo: string;
  expires_at: Date;
  user_id: number | null;
  email: string | null;
}

/** An ad asking for a gender or ages, with its company and the reason given (the administrator's review). */
export interface RequirementAvisoRow {
  id: number;
  titulo: string;
  company_id: number;
  razonsocial: string;
  genero: Genero;
  edad_desde: number | null;
  edad_hasta: number | null;
  motivo_requisito: string | null;
  status: AvisoStatus;
  updated_at: Date;
}

/** Whether each select of the wizard names a row that exists (province: the locality's). */
export interface AvisoReferencesRow {
  area: boolean;
  sub: boolean;
  nivel: boolean;
  province: string | null;
}

/** The ad's own columns, as the wizard writes them. */
export type AvisoColumns = Pick<
  Aviso,
  | 'titulo'
  | 'descripcion'
  | 'areaId'
  | 'subAreaId'
  | 'workLevelId'
  | 'localityId'
  | 'direccion'
  | 'notConfidential'
  | 'vacantes'
  | 'modalidad'
  | 'tipoEmpleo'
  | 'genero'
  | 'discapacidad'
  | 'edadDesde'
  | 'edadHasta'
  | 'motivoRequisito'
  | 'experiencia'
  | 'experienciaExcluyente'
  | 'salarioDesde'
  | 'salarioHasta'
  | 'showSalario'
  | 'permiteMsjDirecto'
  | 'recibeMail'
  | 'direccionMail'
  | 'durationDays'
>;

export interface IdiomaColumns {
  idioma: string;
  nivelRead: NivelIdioma;
  nivelWrite: NivelIdioma;
}

@Injectable()
export class AvisosRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly publicReads: PublicReads,
  ) {}

  // ---------- The public search ----------
  // Its statements are written by aviso-search.sql.ts. Reads of the public pages go through
  // PublicReads (a replica when one is configured); a caller inside a transaction passes its manager.

  /** A published ad, with its full description. */
  async published(id: number): Promise<PublishedAvisoDetailRow | undefined> {
    const { sql, params } = publishedAvisoStatement(id);
    const [row]: PublishedAvisoDetailRow[] = await this.publicReads.query(sql, params, 'public-aviso');
    return row;
  }

  /** Whether the ad can be reported: in the search, or already hidden by reports or a decision (more reports still count). */
  async isReportable(id: number): Promise<boolean> {
    const [row]: { id: number }[] = await this.dataSource.query(`SELECT id FROM avisos WHERE id = $1 AND status IN ('published', 'hidden')`, [id]);
    return row !== undefined;
  }

  /** The published ads among `ids` (any order), the description cut just past the card limit. */
  publishedCards(manager: EntityManager, ids: number[]): Promise<PublishedAvisoRow[]> {
    const { sql, params } = publishedCardsStatement(ids);
    return manager.query(sql, params);
  }

  /** The ad's questions, in the order they were written. */
  questionsOf(avisoId: number, manager?: EntityManager): Promise<AvisoQuestionRow[]> {
    const sql = `SELECT id, pregunta, tipo, respuesta_requerida AS "respuestaRequerida", minimo_requerido AS "minimoRequerido"
                   FROM aviso_preguntas WHERE aviso_id = $1 ORDER BY id`;
    return manager ? manager.query(sql, [avisoId]) : this.publicReads.query(sql, [avisoId], 'public-aviso-questions');
  }

  /** The references alone, for an answer that reads no ad. */
  async homeReferences(): Promise<HomeReferences> {
    const { sql, params } = homeReferencesStatement();
    const [row]: HomePageRow[] = await this.publicReads.query(sql, params, 'public-home-references');
    return toReferences(row);
  }

  /** The home without any filter (browsePageStatement). */
  async browsePage(offset: number): Promise<HomePage> {
    const { sql, params } = browsePageStatement(offset);
    const [row]: HomePageRow[] = await this.publicReads.query(sql, params, 'public-browse-page');
    return toHomePage(row);
  }

  /** The newest `limit` published ads and when each last changed: the sitemap's entries. */
  publishedChanges(limit: number): Promise<{ id: number; updated_at: Date }[]> {
    return this.publicReads.query(`SELECT id, updated_at FROM avisos WHERE status = 'published' ORDER BY published_at DESC, id DESC LIMIT $1`, [limit]);
  }

  /** A search with terms (null: none) or filters: its page, total, facet counts and references (facetedPageStatement). */
  async facetedPage(terms: TermForms | null, filters: SearchFilters, offset: number): Promise<FacetedPage> {
    const { sql, params } = facetedPageStatement(terms, filters, offset);
    const [row]: HomePageRow[] = await this.publicReads.queryShaped(sql, params);
    return toFacetedPage(row, offset);
  }

  /** A job alert's digest among the ads published in `window`: the first `limit` ids and how many there are (publishedInWindowStatement). */
  async publishedInWindow(
    manager: EntityManager,
    indexed: IndexedTerms | null,
    filters: SearchFilters,
    window: PublishedWindow,
    limit: number,
  ): Promise<{ ids: number[]; total: number }> {
    const { sql, params } = publishedInWindowStatement(indexed, filters, window, limit);
    const [row]: { total: number; ids: number[] }[] = await manager.query(sql, params);
    return { ids: row.ids, total: Number(row.total) };
  }

  /** The indexed stems each word of `terms` matches: rows for the words that have a stem. */
  stemsOfForms(terms: TermForms): Promise<FormStemsRow[]> {
    const { sql, params } = stemsOfFormsStatement(terms);
    return this.publicReads.query(sql, params, 'public-search-stems');
  }

  // ---------- Applying ----------

  /** What applying needs of an ad. */
  forApplying(manager: EntityManager, id: number): Promise<Pick<Aviso, 'id' | 'status' | 'titulo' | 'recibeMail' | 'direccionMail'> | null> {
    return manager.findOne(Aviso, {
      where: { id },
      select: { id: true, status: true, titulo: true, recibeMail: true, direccionMail: true },
    });
  }

  // ---------- The company's ads ----------

  /** The company's ads with their applications (all, and not yet read), newest first. */
  /**
   * Every ad that asks for a gender other than 'Indistinto' or an age range, last saved first, and
   * how many there are (the condition is avisos_requirements_idx's).
   */
  async requirementPage(offset: number, limit: number): Promise<{ total: number; rows: RequirementAvisoRow[] }> {
    const where = `v.genero <> 'Indistinto' OR v.edad_desde IS NOT NULL OR v.edad_hasta IS NOT NULL`;
    const [{ total }]: { total: number }[] = await this.dataSource.query(`SELECT count(*)::int AS total FROM avisos v WHERE ${where}`);
    const rows: RequirementAvisoRow[] = await this.dataSource.query(
      `SELECT v.id, v.titulo, v.company_id, c.razonsocial, v.genero, v.edad_desde, v.edad_hasta, v.motivo_requisito, v.status, v.updated_at
         FROM avisos v
         JOIN companies c ON c.id = v.company_id
        WHERE ${where}
        ORDER BY v.updated_at DESC, v.id DESC
        LIMIT $1 OFFSET $2`,
      [limit, offset],
    );
    return { total, rows };
  }

  async dashboardOf(companyId: number): Promise<DashboardAvisoRow[]> {
    const rows: DashboardAvisoRow[] = await this.dataSource.query(
      `SELECT v.id, v.titulo, ar.name AS area, s.name AS subarea, v.status, v.published_at, v.expires_at,
              v.expired_at IS NOT NULL AS vencido, v.review_reasons, v.hidden_reason,
              (SELECT count(*) FROM applications a WHERE a.aviso_id = v.id)::int AS aplicaciones,
              (SELECT count(*) FROM applications a WHERE a.aviso_id = v.id AND NOT a.readed AND a.withdrawn_at IS NULL)::int AS no_leidas
         FROM avisos v
         JOIN areas ar ON ar.id = v.area_id
         JOIN sub_areas s ON s.id = v.sub_area_id
        WHERE v.company_id = $1
        ORDER BY coalesce(v.published_at, v.created_at) DESC, v.id DESC`,
      [companyId],
    );
    return rows.map((row) => ({ ...row, aplicaciones: Number(row.aplicaciones), no_leidas: Number(row.no_leidas) }));
  }

  /** One of the company's ads with the names of its selects, its company, languages and questions. */
  ownedWithDetails(companyId: number, id: number): Promise<Aviso | null> {
    return this.dataSource.getRepository(Aviso).findOne({
      where: { id, companyId },
      relations: { area: true, subArea: true, workLevel: true, locality: { province: true }, company: true, idiomas: true, preguntas: true },
      order: { idiomas: { id: 'ASC' }, preguntas: { id: 'ASC' } },
    });
  }

  /** The dates an ad's statistics span, if the ad is the company's: published, and finished (expired, or last changed). */
  async statsSpanOf(companyId: number, id: number): Promise<{ titulo: string; publishedAt: Date | null; finishedAt: Date | null } | undefined> {
    const [row]: { titulo: string; published_at: Date | null; finished_at: Date | null }[] = await this.dataSource.query(
      `SELECT titulo, published_at, CASE WHEN status = 'finished' THEN coalesce(expired_at, updated_at) END AS finished_at
         FROM avisos WHERE id = $1 AND company_id = $2`,
      [id, companyId],
    );
    return row && { titulo: row.titulo, publishedAt: row.published_at, finishedAt: row.finished_at };
  }

  /** Whether the company has the ad. */
  isOwned(companyId: number, id: number): Promise<boolean> {
    return this.dataSource.getRepository(Aviso).existsBy({ id, companyId });
  }

  /** Whether the wizard's area, sub-area, level and locality exist (and the locality's province). */
  async references(manager: EntityManager, refs: { area: number; subarea: number; nivel: number; localidad: string }): Promise<AvisoReferencesRow> {
    const [row]: AvisoReferencesRow[] = await manager.query(
      `SELECT EXISTS (SELECT 1 FROM areas WHERE id = $1) AS area,
              EXISTS (SELECT 1 FROM area_sub_areas WHERE area_id = $1 AND sub_area_id = $2) AS sub,
              EXISTS (SELECT 1 FROM work_levels WHERE id = $3) AS nivel,
              (SELECT province_id FROM localities WHERE id = $4) AS province`,
      [refs.area, refs.subarea, refs.nivel, refs.localidad],
    );
    return row;
  }

  /** A new unpublished ad ('Republicar': copied from a finished one); its id. */
  async insertDraft(manager: EntityManager, companyId: number, columns: AvisoColumns, republishedFrom: number | null = null): Promise<number> {
    const inserted = await manager.insert(Aviso, { ...columns, companyId, status: 'draft', republishedFrom });
    return (inserted.identifiers[0] as { id: number }).id;
  }

  async insertQuestions(manager: EntityManager, avisoId: number, preguntas: AvisoQuestionColumns[]): Promise<void> {
    if (preguntas.length === 0) return;
    await manager.insert(
      AvisoPregunta,
      preguntas.map(({ pregunta, tipo, respuestaRequerida, minimoRequerido }) => ({ avisoId, pregunta, tipo, respuestaRequerida, minimoRequerido })),
    );
  }

  /** The company's ad's status, locked until the transaction ends. */
  async lockStatus(manager: EntityManager, companyId: number, id: number): Promise<{ status: AvisoStatus } | undefined> {
    const [current]: { status: AvisoStatus }[] = await manager.query(`SELECT status FROM avisos WHERE id = $1 AND company_id = $2 FOR UPDATE`, [id, companyId]);
    return current;
  }

  /** The company's ad's status and area, locked until the transaction ends. */
  async lockForPublishing(
    manager: EntityManager,
    companyId: number,
    id: number,
  ): Promise<{ status: AvisoStatus; area_id: number; review_reasons: ReviewReason[] | null } | undefined> {
    const [current]: { status: AvisoStatus; area_id: number; review_reasons: ReviewReason[] | null }[] = await manager.query(
      `SELECT status, area_id, review_reasons FROM avisos WHERE id = $1 AND company_id = $2 FOR UPDATE`,
      [id, companyId],
    );
    return current;
  }

  async updateColumns(manager: EntityManager, id: number, columns: AvisoColumns): Promise<void> {
    await manager.update(Aviso, { id }, columns);
  }

  /** Replaces the ad's languages. */
  async replaceIdiomas(manager: EntityManager, avisoId: number, idiomas: IdiomaColumns[]): Promise<void> {
    await manager.delete(AvisoIdioma, { avisoId });
    await this.insertIdiomas(manager, avisoId, idiomas);
  }

  async insertIdiomas(manager: EntityManager, avisoId: number, idiomas: IdiomaColumns[]): Promise<void> {
    if (idiomas.length === 0) return;
    await manager.insert(
      AvisoIdioma,
      idiomas.map((idioma) => ({ avisoId, ...idioma })),
    );
  }

  /**
   * Makes the ad's questions these: the ones sent with an id keep it (renamed), the others are
   * deleted, and the ones without an id are added.
   */
  async replaceQuestions(manager: EntityManager, avisoId: number, preguntas: AvisoQuestionColumns[]): Promise<void> {
    const kept = preguntas.flatMap((pregunta) => (pregunta.id ? [pregunta.id] : []));
    await manager.query(`DELETE FROM aviso_preguntas WHERE aviso_id = $1 AND NOT (id = ANY($2::int[]))`, [avisoId, kept]);
    for (const { id, pregunta, tipo, respuestaRequerida, minimoRequerido } of preguntas) {
      if (id) {
        await manager.update(AvisoPregunta, { id, avisoId }, { pregunta, tipo, respuestaRequerida, minimoRequerido });
      } else {
        await manager.insert(AvisoPregunta, { avisoId, pregunta, tipo, respuestaRequerida, minimoRequerido });
      }
    }
  }

  /** Publishes the ad, keeping its first publication date; it expires its duration after that date. Its page changes now (the sitemap's lastmod). */
  async markPublished(manager: EntityManager, id: number): Promise<void> {
    await manager.query(
      `UPDATE avisos SET status = 'published', published_at = coalesce(published_at, now()), updated_at = now(),
              expires_at = coalesce(published_at, now()) + duration_days * interval '1 day'
        WHERE id = $1`,
      [id],
    );
  }

  /**
   * A published ad whose duration was edited expires that long after its publication; moved later,
   * its 'vence pronto' e-mail is due again before the new date.
   */
  async rescheduleExpiry(manager: EntityManager, id: number): Promise<void> {
    await manager.query(
      `UPDATE avisos SET expires_at = published_at + duration_days * interval '1 day',
              expiry_notice_at = CASE WHEN published_at + duration_days * interval '1 day' > expires_at THEN NULL ELSE expiry_notice_at END
        WHERE id = $1 AND status = 'published' AND expires_at IS DISTINCT FROM published_at + duration_days * interval '1 day'`,
      [id],
    );
  }

  /**
   * Finishes up to `limit` published ads whose expiry has passed at `now`, as expired; their ids.
   * SKIP LOCKED: another instance's run, or a company finishing one of them, keeps its own.
   */
  async expireDue(manager: EntityManager, now: Date, limit: number): Promise<number[]> {
    const [rows]: [{ id: number }[], number] = await manager.query(
      `UPDATE avisos SET status = 'finished', expired_at = $1
        WHERE status = 'published'
          AND id IN (SELECT id FROM avisos WHERE status = 'published' AND expires_at <= $1 ORDER BY expires_at LIMIT $2 FOR UPDATE SKIP LOCKED)
        RETURNING id`,
      [now, limit],
    );
    return rows.map((row) => Number(row.id));
  }

  /**
   * Marks up to `limit` published ads expiring within `within` of `now` as told, each once; the ads
   * and whom to tell (the company's user, when it has one). SKIP LOCKED as expireDue.
   */
  async claimExpiryNotices(manager: EntityManager, now: Date, within: Date, limit: number): Promise<ExpiryNoticeRow[]> {
    return manager.query(
      `WITH claimed AS (
         UPDATE avisos SET expiry_notice_at = $1
          WHERE id IN (SELECT id FROM avisos
                        WHERE status = 'published' AND expiry_notice_at IS NULL AND expires_at > $1 AND expires_at <= $2
                        ORDER BY expires_at LIMIT $3 FOR UPDATE SKIP LOCKED)
          RETURNING id, titulo, expires_at, company_id
       )
       SELECT cl.id, cl.titulo, cl.expires_at, u.id AS user_id, u.email
         FROM claimed cl JOIN companies c ON c.id = cl.company_id LEFT JOIN users u ON u.id = c.user_id
        ORDER BY cl.expires_at, cl.id`,
      [now, within, limit],
    );
  }

  /** The texts a company writes in an ad (title, description, address, questions): what the review before publishing reads. */
  async textsOf(manager: EntityManager, id: number): Promise<string[]> {
    const [aviso]: { titulo: string; descripcion: string; direccion: string | null; motivo_requisito: string | null }[] = await manager.query(
      `SELECT titulo, descripcion, direccion, motivo_requisito FROM avisos WHERE id = $1`,
      [id],
    );
    if (!aviso) return [];
    const preguntas: { pregunta: string }[] = await manager.query(`SELECT pregunta FROM aviso_preguntas WHERE aviso_id = $1 ORDER BY id`, [id]);
    return [aviso.titulo, aviso.descripcion, aviso.direccion ?? '', aviso.motivo_requisito ?? '', ...preguntas.map((row) => row.pregunta)];
  }

  /** Holds an unpublished ad 'En revisión' with why; it waits in the queue from now. */
  async markInReview(manager: EntityManager, id: number, reasons: ReviewReason[]): Promise<void> {
    await manager.query(`UPDATE avisos SET status = 'review', review_reasons = $2::jsonb, review_requested_at = now(), updated_at = now() WHERE id = $1`, [
      id,
      JSON.stringify(reasons),
    ]);
  }

  /** An ad in review edited by its company: why it is held follows the text as it reads now (it keeps its place in the queue). */
  async updateReviewReasons(manager: EntityManager, id: number, reasons: ReviewReason[]): Promise<void> {
    await manager.query(`UPDATE avisos SET review_reasons = $2::jsonb WHERE id = $1 AND status = 'review'`, [id, JSON.stringify(reasons)]);
  }

  /** The ads 'En revisión', oldest first, with their company, its verification and the ads' questions. */
  async inReview(): Promise<AvisoInReviewRow[]> {
    const rows: AvisoInReviewRow[] = await this.dataSource.query(
      `SELECT v.id, v.titulo, v.descripcion, v.company_id, c.razonsocial, c.verified_at IS NOT NULL AS verificada,
              v.review_reasons, v.review_requested_at,
              coalesce((SELECT array_agg(p.pregunta ORDER BY p.id) FROM aviso_preguntas p WHERE p.aviso_id = v.id), '{}') AS preguntas
         FROM avisos v JOIN companies c ON c.id = v.company_id
        WHERE v.status = 'review'
        ORDER BY v.review_requested_at, v.id`,
    );
    return rows;
  }

  /** An ad (of any company), locked until the transaction ends, with its title and whom its company's e-mails go to. */
  async lockForReview(
    manager: EntityManager,
    id: number,
  ): Promise<{ status: AvisoStatus; company_id: number; titulo: string; email: string | null } | undefined> {
    const [row]: { status: AvisoStatus; company_id: number; titulo: string; email: string | null }[] = await manager.query(
      `SELECT v.status, v.company_id, v.titulo, u.email
         FROM avisos v JOIN companies c ON c.id = v.company_id LEFT JOIN users u ON u.id = c.user_id
        WHERE v.id = $1
          FOR UPDATE OF v`,
      [id],
    );
    return row;
  }

  /** 'Rechazar': an ad in review goes back to its company unpublished. */
  async returnToDraft(manager: EntityManager, id: number): Promise<void> {
    await manager.query(`UPDATE avisos SET status = 'draft', updated_at = now() WHERE id = $1 AND status = 'review'`, [id]);
  }

  /**
   * The company's ad's status, locked until the transaction ends, and the unpublished copy already
   * republished from it, if any.
   */
  async lockForRepublishing(
    manager: EntityManager,
    companyId: number,
    id: number,
  ): Promise<{ status: AvisoStatus; draftId: number | null; draftStatus: AvisoStatus | null } | undefined> {
    const current = await this.lockStatus(manager, companyId, id);
    if (!current) return undefined;
    // A statement of its own, after the lock: it sees a copy another request committed while this one waited.
    // Held 'En revisión' it is still the unpublished copy (issue 39).
    const [draft]: { id: number; status: AvisoStatus }[] = await manager.query(
      `SELECT id, status FROM avisos WHERE republished_from = $1 AND status IN ('draft', 'review')`,
      [id],
    );
    return { status: current.status, draftId: draft ? Number(draft.id) : null, draftStatus: draft?.status ?? null };
  }

  /** Finishes the company's published (or finished) ad; false when no such ad. */
  async finish(manager: EntityManager, companyId: number, id: number): Promise<boolean> {
    const [rows]: [{ id: number }[], number] = await manager.query(
      `UPDATE avisos SET status = 'finished' WHERE id = $1 AND company_id = $2 AND status IN ('published', 'finished') RETURNING id`,
      [id, companyId],
    );
    return rows.length > 0;
  }

  // ---------- Moderation (issue 39): hidden ads ----------

  /** Reports hide a published ad at once, pending review; false when it is not published (already hidden, finished…). */
  async hideForReports(manager: EntityManager, id: number): Promise<boolean> {
    const [rows]: [{ id: number }[], number] = await manager.query(
      `UPDATE avisos SET status = 'hidden', hidden_reason = 'denuncias', updated_at = now() WHERE id = $1 AND status = 'published' RETURNING id`,
      [id],
    );
    return rows.length > 0;
  }

  /** An ad (of any company), locked until the transaction ends, with what a decision on its reports needs. */
  async lockForModeration(manager: EntityManager, id: number): Promise<ModerationAvisoRow | undefined> {
    const [row]: ModerationAvisoRow[] = await manager.query(`SELECT id, company_id, titulo, status, hidden_reason FROM avisos WHERE id = $1 FOR UPDATE`, [id]);
    return row;
  }

  /** 'Ocultar el aviso': a published ad, or one hidden pending review, is hidden by the decision; false when it was neither. */
  async hideByDecision(manager: EntityManager, id: number): Promise<boolean> {
    const [rows]: [{ id: number }[], number] = await manager.query(
      `UPDATE avisos SET status = 'hidden', hidden_reason = 'moderacion', updated_at = now()
        WHERE id = $1 AND (status = 'published' OR (status = 'hidden' AND hidden_reason = 'denuncias')) RETURNING id`,
      [id],
    );
    return rows.length > 0;
  }

  /**
   * A suspended company's published ads leave the search, and so does the reported ad the decision
   * was on if reports had hidden it; other hidden ads stay hidden for their own reason. Lifting the
   * suspension returns them all. Answers the ads it hid.
   */
  async hideForSuspension(manager: EntityManager, companyId: number, avisoId: number): Promise<number[]> {
    const [rows]: [{ id: number }[], number] = await manager.query(
      `UPDATE avisos SET status = 'hidden', hidden_reason = 'suspension', updated_at = now()
        WHERE company_id = $1 AND (status = 'published' OR (id = $2 AND status = 'hidden' AND hidden_reason = 'denuncias')) RETURNING id`,
      [companyId, avisoId],
    );
    return rows.map((row) => row.id);
  }

  /**
   * Hidden for one of `reasons` → published again, with its publication and expiry dates as they
   * were (an ad whose time ran out meanwhile is finished by the next expiry run).
   */
  async unhide(manager: EntityManager, where: { id: number } | { companyId: number }, reasons: readonly HiddenReason[]): Promise<void> {
    const [column, value] = 'id' in where ? ['id', where.id] : ['company_id', where.companyId];
    await manager.query(
      `UPDATE avisos SET status = 'published', hidden_reason = NULL, updated_at = now()
        WHERE ${column} = $1 AND status = 'hidden' AND hidden_reason = ANY($2::text[])`,
      [value, reasons],
    );
  }

  /** The ads of the reports queue, as published, any order. */
  moderationCases(ids: number[]): Promise<ModerationCaseRow[]> {
    return this.dataSource.query(`SELECT id, titulo, descripcion, status, hidden_reason, published_at FROM avisos WHERE id = ANY($1::int[])`, [ids]);
  }

  /** How many ads each company has in the search now. */
  async publishedCounts(companyIds: number[]): Promise<Map<number, number>> {
    const rows: { company_id: number; total: number }[] = await this.dataSource.query(
      `SELECT company_id, count(*)::int AS total FROM avisos WHERE company_id = ANY($1::int[]) AND status = 'published' GROUP BY company_id`,
      [companyIds],
    );
    return new Map(rows.map((row) => [row.company_id, row.total]));
  }

  /**
   * Deletes the company's ad if nobody applied to it; false otherwise. The check and the delete are
   * one statement: an application arriving at the same moment either lands first (and the delete
   * refuses) or finds no ad.
   */
  async deleteUnapplied(companyId: number, id: number): Promise<boolean> {
    const [rows]: [{ id: number }[], number] = await this.dataSource.query(
      `DELETE FROM avisos v WHERE v.id = $1 AND v.company_id = $2
          AND NOT EXISTS (SELECT 1 FROM applications a WHERE a.aviso_id = v.id)
        RETURNING v.id`,
      [id, companyId],
    );
    return rows.length > 0;
  }
}
