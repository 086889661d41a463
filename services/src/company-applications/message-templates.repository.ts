import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { ApplicationStage } from '@postulate/contracts';

/*
 * Owner of the tables message_template_sets and message_templates: a company's templates for the
 * message that goes with a stage change. Every write names the company, so one never touches
 * another's.
 */

export interface MessageTemplateRow {
  id: number;
  titulo: string;
  texto: string;
  stage: ApplicationStage | null;
}

export interface MessageTemplateColumns {
  titulo: string;
  texto: string;
  estado: ApplicationStage | null;
}

const COLUMNS = 'id, titulo, texto, stage';

@Injectable()
export class MessageTemplatesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Opens the company's set of templates; true only the first time, when the caller writes the
   * defaults in the same transaction. A second caller at the same moment waits on the key and gets false.
   */
  async openSet(manager: EntityManager, companyId: number): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `INSERT INTO message_template_sets (company_id) VALUES ($1) ON CONFLICT (company_id) DO NOTHING RETURNING company_id`,
      [companyId],
    );
    return rows.length > 0;
  }

  /** Holds the company's set until the transaction ends, so two additions cannot both take the last place. */
  async lockSet(manager: EntityManager, companyId: number): Promise<void> {
    await manager.query(`SELECT company_id FROM message_template_sets WHERE company_id = $1 FOR UPDATE`, [companyId]);
  }

  async insertMany(manager: EntityManager, companyId: number, templates: readonly MessageTemplateColumns[]): Promise<void> {
    for (const template of templates) await this.insert(manager, companyId, template);
  }

  async insert(manager: EntityManager, companyId: number, template: MessageTemplateColumns): Promise<MessageTemplateRow> {
    const [row]: MessageTemplateRow[] = await manager.query(
      `INSERT INTO message_templates (company_id, titulo, texto, stage) VALUES ($1, $2, $3, $4) RETURNING ${COLUMNS}`,
      [companyId, template.titulo, template.texto, template.estado],
    );
    return row;
  }

  /** The company's templates, oldest first. */
  list(manager: EntityManager, companyId: number): Promise<MessageTemplateRow[]> {
    return manager.query(`SELECT ${COLUMNS} FROM message_templates WHERE company_id = $1 ORDER BY id`, [companyId]);
  }

  async count(manager: EntityManager, companyId: number): Promise<number> {
    const [{ count }]: { count: number }[] = await manager.query(`SELECT count(*)::int AS count FROM message_templates WHERE company_id = $1`, [companyId]);
    return Number(count);
  }

  /** Changes one of the company's templates; undefined when it is not one. */
  async update(companyId: number, id: number, template: MessageTemplateColumns): Promise<MessageTemplateRow | undefined> {
    const [rows]: [MessageTemplateRow[]] = await this.dataSource.query(
      `UPDATE message_templates SET titulo = $3, texto = $4, stage = $5 WHERE id = $1 AND company_id = $2 RETURNING ${COLUMNS}`,
      [id, companyId, template.titulo, template.texto, template.estado],
    );
    return rows[0];
  }

  /** Deletes one of the company's templates; false when it is not one. */
  async remove(companyId: number, id: number): Promise<boolean> {
    const [rows]: [unknown[]] = await this.dataSource.query(`DELETE FROM message_templates WHERE id = $1 AND company_id = $2 RETURNING id`, [id, companyId]);
    return rows.length > 0;
  }
}
