import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import {
  APPLY_MESSAGES,
  CONVERSATION_MESSAGES,
  formatDmyTime,
  type Conversation as ConversationData,
  type ConversationMessage as MessageData,
  type ConversationView,
} from '@postulate/contracts';
import { ApiException } from '../common/api-exception.js';
import { ConversationMessage } from './entities/conversation-message.entity.js';

/** The company side's text when an ad takes no direct messages (backoffice spec). */
export const COMPANY_NO_DIRECT_MESSAGES = 'Los mensajes directos de este aviso no estan activados';

type Side = 'Empresa' | 'Postulante';

/** The application a conversation belongs to, with what decides who may read and write it. */
interface Thread {
  application_id: number;
  aviso_id: number;
  company_id: number;
  applicant_id: number | null;
  permite_msj_directo: boolean;
  conversation_id: number | null;
}

const THREAD_SQL = `
  SELECT a.id AS application_id, a.aviso_id, v.company_id, a.applicant_id, v.permite_msj_directo, cn.id AS conversation_id
    FROM applications a
    JOIN avisos v ON v.id = a.aviso_id
    LEFT JOIN conversations cn ON cn.application_id = a.id`;

const notFound = () => new ApiException(HttpStatus.NOT_FOUND, { message: CONVERSATION_MESSAGES.notFound });

/**
 * One conversation per application between the company and the applicant. The company writes
 * first (that opens the conversation); the applicant may answer; both only while the ad allows
 * direct messages. Every method checks the caller's side of the application.
 */
@Injectable()
export class ConversationsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  // ---------- Applicant side ----------

  /** The conversation of the applicant's application to the ad (null before the company writes). */
  async viewForApplicant(applicantId: number, idAviso: number): Promise<ConversationView> {
    return this.view(this.dataSource.manager, await this.applicantThread(this.dataSource.manager, applicantId, idAviso));
  }

  /** The applicant's answer; refused while the company has not written or the ad takes no messages. */
  async sendAsApplicant(applicantId: number, idAviso: number, text: string): Promise<ConversationView> {
    return this.dataSource.transaction(async (manager) => {
      const thread = await this.applicantThread(manager, applicantId, idAviso, true);
      if (!thread.permite_msj_directo) {
        throw new ApiException(HttpStatus.FORBIDDEN, { message: CONVERSATION_MESSAGES.noDirectMessages });
      }
      const companyWrote =
        thread.conversation_id !== null &&
        (await manager.existsBy(ConversationMessage, { conversationId: thread.conversation_id, senderRole: 'Empresa' }));
      if (!companyWrote) throw new ApiException(HttpStatus.CONFLICT, { message: CONVERSATION_MESSAGES.companyFirst });
      const [{ name }] = await manager.query(
        `SELECT coalesce(cv.data->>'name', u.name) AS name
           FROM applicants ap JOIN users u ON u.id = ap.user_id LEFT JOIN cvs cv ON cv.applicant_id = ap.id
          WHERE ap.id = $1`,
        [applicantId],
      );
      await this.append(manager, thread.conversation_id!, 'Postulante', name, text);
      return this.view(manager, thread);
    });
  }

  /** Opening a conversation: every message in it is now read by the applicant. */
  async markReadByApplicant(applicantId: number, conversationId: number): Promise<void> {
    await this.markRead(conversationId, 'applicant_read_id', `a.applicant_id = $2`, applicantId);
  }

  // ---------- Company side (the company's screens use these) ----------

  /** The conversation of an application to one of the company's ads. */
  async viewForCompany(companyId: number, applicationId: number): Promise<ConversationView> {
    return this.view(this.dataSource.manager, await this.companyThread(this.dataSource.manager, companyId, applicationId));
  }

  /** A company message; the first one opens the conversation. */
  async sendAsCompany(companyId: number, applicationId: number, text: string): Promise<ConversationView> {
    return this.dataSource.transaction(async (manager) => {
      const thread = await this.companyThread(manager, companyId, applicationId, true);
      if (thread.applicant_id === null) throw notFound();
      if (!thread.permite_msj_directo) throw new ApiException(HttpStatus.FORBIDDEN, { message: COMPANY_NO_DIRECT_MESSAGES });
      if (thread.conversation_id === null) {
        // ON CONFLICT: a company writing from two tabs at once opens one conversation.
        await manager.query(`INSERT INTO conversations (application_id) VALUES ($1) ON CONFLICT (application_id) DO NOTHING`, [
          applicationId,
        ]);
        [{ id: thread.conversation_id }] = await manager.query(`SELECT id FROM conversations WHERE application_id = $1`, [
          applicationId,
        ]);
      }
      const [{ razonsocial }] = await manager.query(`SELECT razonsocial FROM companies WHERE id = $1`, [companyId]);
      await this.append(manager, thread.conversation_id!, 'Empresa', razonsocial, text);
      return this.view(manager, thread);
    });
  }

  async markReadByCompany(companyId: number, conversationId: number): Promise<void> {
    await this.markRead(conversationId, 'company_read_id', `v.company_id = $2`, companyId);
  }

  // ---------- Shared ----------

  /** Every message the applicant exchanged, for the data export. */
  async messagesOfApplication(applicationId: number): Promise<MessageData[]> {
    const messages = await this.dataSource.query(
      `SELECT m.id, m.sender_role, m.sender_name, m.text, m.created_at
         FROM conversation_messages m JOIN conversations cn ON cn.id = m.conversation_id
        WHERE cn.application_id = $1 ORDER BY m.id`,
      [applicationId],
    );
    return messages.map(toMessage);
  }

  private async applicantThread(manager: EntityManager, applicantId: number, idAviso: number, lock = false): Promise<Thread> {
    const [thread] = await manager.query(`${THREAD_SQL} WHERE a.applicant_id = $1 AND a.aviso_id = $2${lock ? ' FOR UPDATE OF a' : ''}`, [
      applicantId,
      idAviso,
    ]);
    if (!thread) throw new ApiException(HttpStatus.NOT_FOUND, { message: APPLY_MESSAGES.applicationNotFound });
    return thread;
  }

  private async companyThread(manager: EntityManager, companyId: number, applicationId: number, lock = false): Promise<Thread> {
    const [thread] = await manager.query(`${THREAD_SQL} WHERE a.id = $1 AND v.company_id = $2${lock ? ' FOR UPDATE OF a' : ''}`, [
      applicationId,
      companyId,
    ]);
    if (!thread) throw new ApiException(HttpStatus.NOT_FOUND, { message: APPLY_MESSAGES.applicationNotFound });
    return thread;
  }

  private async append(manager: EntityManager, conversationId: number, side: Side, name: string, text: string): Promise<void> {
    await manager.insert(ConversationMessage, { conversationId, senderRole: side, senderName: name, text });
  }

  private async view(manager: EntityManager, thread: Thread): Promise<ConversationView> {
    let conversation: ConversationData | null = null;
    if (thread.conversation_id !== null) {
      const messages = await manager.query(
        `SELECT id, sender_role, sender_name, text, created_at FROM conversation_messages WHERE conversation_id = $1 ORDER BY id`,
        [thread.conversation_id],
      );
      conversation = {
        id: thread.conversation_id,
        idAviso: thread.aviso_id,
        idCompany: thread.company_id,
        idPostulante: thread.applicant_id,
        messages: messages.map(toMessage),
      };
    }
    return { conversation, canCommunicate: thread.permite_msj_directo };
  }

  /** Moves the side's read mark to the newest message, if the conversation is on the caller's side. */
  private async markRead(conversationId: number, column: 'applicant_read_id' | 'company_read_id', owner: string, ownerId: number) {
    const [rows] = await this.dataSource.query(
      `UPDATE conversations cn
          SET ${column} = coalesce((SELECT max(id) FROM conversation_messages WHERE conversation_id = cn.id), 0)
         FROM applications a JOIN avisos v ON v.id = a.aviso_id
        WHERE cn.id = $1 AND a.id = cn.application_id AND ${owner}
        RETURNING cn.id`,
      [conversationId, ownerId],
    );
    if (rows.length === 0) throw notFound();
  }
}

function toMessage(row: { id: number; sender_role: Side; sender_name: string; text: string; created_at: Date }): MessageData {
  return {
    id: row.id,
    nameTransmitter: row.sender_name,
    senderRole: row.sender_role,
    message: row.text,
    ulmod: formatDmyTime(row.created_at),
  };
}
