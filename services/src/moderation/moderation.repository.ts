import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { ModerationAction } from '@postulate/contracts';

/** Owner of the table moderation_decisions (issue 39, point 2): the administrator's decisions, the company's appeal and its answer. */
export interface DecisionRow {
  id: number;
  company_id: number;
  aviso_id: number | null;
  aviso_titulo: string;
  action: ModerationAction;
  reason: string;
  decided_at: Date;
  appeal: string | null;
  appealed_at: Date | null;
  appeal_restored: boolean | null;
  appeal_answer: string | null;
  appeal_answered_at: Date | null;
}

/** An appeal waiting, with its company's name. */
export interface WaitingAppealRow extends DecisionRow {
  razonsocial: string;
}

@Injectable()
export class ModerationRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async insert(
    manager: EntityManager,
    decision: { companyId: number; avisoId: number; avisoTitulo: string; action: ModerationAction; reason: string; decidedBy: number },
  ): Promise<number> {
    const [row]: { id: number }[] = await manager.query(
      `INSERT INTO moderation_decisions (company_id, aviso_id, aviso_titulo, action, reason, decided_by)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [decision.companyId, decision.avisoId, decision.avisoTitulo, decision.action, decision.reason, decision.decidedBy],
    );
    return row.id;
  }

  /** Each company's latest decisions (up to `perCompany`), newest first. */
  async latestOf(companyIds: number[], perCompany: number): Promise<DecisionRow[]> {
    return this.dataSource.query(
      `SELECT * FROM (
         SELECT d.*, row_number() OVER (PARTITION BY company_id ORDER BY decided_at DESC, id DESC) AS rank
           FROM moderation_decisions d WHERE company_id = ANY($1::int[])
       ) ranked WHERE rank <= $2 ORDER BY decided_at DESC, id DESC`,
      [companyIds, perCompany],
    );
  }

  /** The decisions of `actions` on one company, newest first. */
  noticesOf(companyId: number, actions: readonly ModerationAction[], limit: number): Promise<DecisionRow[]> {
    return this.dataSource.query(
      `SELECT * FROM moderation_decisions WHERE company_id = $1 AND action = ANY($2::text[]) ORDER BY decided_at DESC, id DESC LIMIT $3`,
      [companyId, actions, limit],
    );
  }

  /** A decision, locked until the transaction ends. */
  async lock(manager: EntityManager, id: number): Promise<DecisionRow | undefined> {
    const [row]: DecisionRow[] = await manager.query(`SELECT * FROM moderation_decisions WHERE id = $1 FOR UPDATE`, [id]);
    return row;
  }

  async setAppeal(manager: EntityManager, id: number, text: string): Promise<void> {
    await manager.query(`UPDATE moderation_decisions SET appeal = $2, appealed_at = now() WHERE id = $1`, [id, text]);
  }

  async answerAppeal(manager: EntityManager, id: number, restored: boolean, answer: string): Promise<void> {
    await manager.query(`UPDATE moderation_decisions SET appeal_restored = $2, appeal_answer = $3, appeal_answered_at = now() WHERE id = $1`, [
      id,
      restored,
      answer,
    ]);
  }

  /** The appeals no administrator answered yet, oldest first. */
  waitingAppeals(): Promise<WaitingAppealRow[]> {
    return this.dataSource.query(
      `SELECT d.*, c.razonsocial FROM moderation_decisions d JOIN companies c ON c.id = d.company_id
        WHERE d.appeal IS NOT NULL AND d.appeal_answered_at IS NULL
        ORDER BY d.appealed_at, d.id`,
    );
  }
}
