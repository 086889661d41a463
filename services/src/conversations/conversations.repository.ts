import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { ConversationMessage } from './entities/conversation-message.entity.js';

/*
 * Owner of the tables conversations and conversation_messages: only this class writes them. A
 * conversation belongs to an application, so its reads join applications and avisos to check the
 * caller's side; writes to those tables never happen here.
 */

export type MessageSide = 'Empresa' | 'Postulante';

/** The application a conversation belongs to, with what decides who may read and write it. */
export interface ThreadRow {
  application_id: number;
  aviso_id: number;
  company_id: number;
  applicant_id: number | null;
  permite_msj_directo: boolean;
  conversation_id: number | null;
}

export interface MessageRow {
  id: number;
  sender_role: MessageSide;
  sender_name: string;
  text: string;
  created_at: Date;
}

/** A conversation with applicant messages the company has not opened. */
export interface UnreadConversationRow {
  aviso_id: number;
  titulo: string;
  application_id: number;
  name: string | null;
  mensajes: number;
}

const THREAD_SQL = `
  SELECT a.id AS application_id, a.aviso_id, v.company_id, a.applicant_id, v.permite_msj_directo, cn.id AS conversation_id
    FROM applications a
    JOIN avisos v ON v.id = a.aviso_id
    LEFT JOIN conversations cn ON cn.application_id = a.id`;

@Injectable()
export class ConversationsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** One row per conversation on the company's ads with applicant messages it has not opened, newest first. */
  async unreadConversationsOfCompany(companyId: number): Promise<UnreadConversationRow[]> {
    const rows: UnreadConversationRow[] = await this.dataSource.query(
      `SELECT v.id AS aviso_id, v.titulo, a.id AS application_id, a.cv_snapshot ->> 'name' AS name,
              count(m.id)::int AS mensajes, max(m.id) AS newest
         FROM avisos v
         JOIN applications a ON a.aviso_id = v.id
         JOIN conversations cn ON cn.application_id = a.id
         JOIN conversation_messages m ON m.conversation_id = cn.id AND m.sender_role = 'Postulante' AND m.id > cn.company_read_id
        WHERE v.company_id = $1
        GROUP BY v.id, a.id
        ORDER BY newest DESC`,
      [companyId],
    );
    return rows.map((row) => ({ ...row, mensajes: Number(row.mensajes) }));
  }

  /** The thread of the applicant's application to the ad; `lock` holds the application until the transaction ends. */
  async threadForApplicant(manager: EntityManager, applicantId: number, avisoId: number, lock = false): Promise<ThreadRow | undefined> {
    const [thread]: ThreadRow[] = await manager.query(`${THREAD_SQL} WHERE a.applicant_id = $1 AND a.aviso_id = $2${lock ? ' FOR UPDATE OF a' : ''}`, [
      applicantId,
      avisoId,
    ]);
    return thread;
  }

  /** The thread of an application to one of the company's ads; `lock` holds the application until the transaction ends. */
  async threadForCompany(manager: EntityManager, companyId: number, applicationId: number, lock = false): Promise<ThreadRow | undefined> {
    const [thread]: ThreadRow[] = await manager.query(`${THREAD_SQL} WHERE a.id = $1 AND v.company_id = $2${lock ? ' FOR UPDATE OF a' : ''}`, [
      applicationId,
      companyId,
    ]);
    return thread;
  }

  /** The name an applicant's messages carry: the CV's, else the account's. */
  async applicantSenderName(manager: EntityManager, applicantId: number): Promise<string> {
    const [{ name }]: { name: string }[] = await manager.query(
      `SELECT coalesce(cv.data->>'name', u.name) AS name
           FROM applicants ap JOIN users u ON u.id = ap.user_id LEFT JOIN cvs cv ON cv.applicant_id = ap.id
          WHERE ap.id = $1`,
      [applicantId],
    );
    return name;
  }

  /** The name a company's messages carry. */
  async companySenderName(manager: EntityManager, companyId: number): Promise<string> {
    const [{ razonsocial }]: { razonsocial: string }[] = await manager.query(`SELECT razonsocial FROM companies WHERE id = $1`, [companyId]);
    return razonsocial;
  }

  /** The application's conversation id, opening it if needed. */
  async openConversation(manager: EntityManager, applicationId: number): Promise<number> {
    // ON CONFLICT: both sides writing their first message at once open one conversation.
    await manager.query(`INSERT INTO conversations (application_id) VALUES ($1) ON CONFLICT (application_id) DO NOTHING`, [applicationId]);
    const [{ id }]: { id: number }[] = await manager.query(`SELECT id FROM conversations WHERE application_id = $1`, [applicationId]);
    return id;
  }

  async appendMessage(manager: EntityManager, conversationId: number, side: MessageSide, name: string, text: string): Promise<void> {
    await manager.insert(ConversationMessage, { conversationId, senderRole: side, senderName: name, text });
  }

  /** The conversation's messages, oldest first. */
  messagesOf(manager: EntityManager, conversationId: number): Promise<MessageRow[]> {
    return manager.query(`SELECT id, sender_role, sender_name, text, created_at FROM conversation_messages WHERE conversation_id = $1 ORDER BY id`, [
      conversationId,
    ]);
  }

  /** Every message of the application's conversation, oldest first. */
  messagesOfApplication(applicationId: number): Promise<MessageRow[]> {
    return this.dataSource.query(
      `SELECT m.id, m.sender_role, m.sender_name, m.text, m.created_at
         FROM conversation_messages m JOIN conversations cn ON cn.id = m.conversation_id
        WHERE cn.application_id = $1 ORDER BY m.id`,
      [applicationId],
    );
  }

  /** Moves the applicant's read mark to the newest message; false when the conversation is not theirs. */
  markReadByApplicant(conversationId: number, applicantId: number): Promise<boolean> {
    return this.markRead(conversationId, 'applicant_read_id', `a.applicant_id = $2`, applicantId);
  }

  /** Moves the company's read mark to the newest message; false when the conversation is not on its ads. */
  markReadByCompany(conversationId: number, companyId: number): Promise<boolean> {
    return this.markRead(conversationId, 'company_read_id', `v.company_id = $2`, companyId);
  }

  private async markRead(conversationId: number, column: 'applicant_read_id' | 'company_read_id', owner: string, ownerId: number): Promise<boolean> {
    const [rows]: [{ id: number }[]] = await this.dataSource.query(
      `UPDATE conversations cn
          SET ${column} = coalesce((SELECT max(id) FROM conversation_messages WHERE conversation_id = cn.id), 0)
         FROM applications a JOIN avisos v ON v.id = a.aviso_id
        WHERE cn.id = $1 AND a.id = cn.application_id AND ${owner}
        RETURNING cn.id`,
      [conversationId, ownerId],
    );
    return rows.length > 0;
  }

  /** The account's erasure: the conversations of the applicant's applications go, their messages with them (cascade). */
  async deleteOfApplicant(manager: EntityManager, applicantId: number): Promise<void> {
    await manager.query(`DELETE FROM conversations WHERE application_id IN (SELECT id FROM applications WHERE applicant_id = $1)`, [applicantId]);
  }
}
