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
import { MailService } from '../mail/mail.service.js';
import { ApplicationNotifications } from '../notifications/application-notifications.js';
import { ConversationsRepository, type MessageRow, type ThreadRow } from './conversations.repository.js';

/** The company side's text when an ad takes no direct messages (backoffice spec). */
export const COMPANY_NO_DIRECT_MESSAGES = 'Los mensajes directos de este aviso no están activados';

const notFound = () => new ApiException(HttpStatus.NOT_FOUND, { message: CONVERSATION_MESSAGES.notFound });

/**
 * One conversation per application between the company and the applicant; either side's first
 * message opens it, only while the ad allows direct messages. The spec's 'the company writes first'
 * is for conversations without an ad, and every conversation here belongs to an application to an
 * ad. Every method checks the caller's side of the application.
 */
@Injectable()
export class ConversationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly conversations: ConversationsRepository,
    private readonly applicationNotifications: ApplicationNotifications,
    private readonly mail: MailService,
  ) {}

  // ---------- Applicant side ----------

  /** The conversation of the applicant's application to the ad (null before the company writes). */
  async viewForApplicant(applicantId: number, idAviso: number): Promise<ConversationView> {
    return this.view(this.dataSource.manager, await this.applicantThread(this.dataSource.manager, applicantId, idAviso));
  }

  /** The applicant writes (first or not); refused while the ad takes no direct messages. */
  async sendAsApplicant(applicantId: number, idAviso: number, text: string): Promise<ConversationView> {
    return this.dataSource.transaction(async (manager) => {
      const thread = await this.applicantThread(manager, applicantId, idAviso, true);
      if (!thread.permite_msj_directo) {
        throw new ApiException(HttpStatus.FORBIDDEN, { message: CONVERSATION_MESSAGES.noDirectMessages });
      }
      thread.conversation_id ??= await this.conversations.openConversation(manager, thread.application_id);
      const name = await this.conversations.applicantSenderName(manager, applicantId);
      await this.conversations.appendMessage(manager, thread.conversation_id, 'Postulante', name, text);
      return this.view(manager, thread);
    });
  }

  /** Opening a conversation: every message in it is now read by the applicant. */
  async markReadByApplicant(applicantId: number, conversationId: number): Promise<void> {
    if (!(await this.conversations.markReadByApplicant(conversationId, applicantId))) throw notFound();
  }

  // ---------- Company side (the company's screens use these) ----------

  /** The conversation of an application to one of the company's ads. */
  async viewForCompany(companyId: number, applicationId: number): Promise<ConversationView> {
    return this.view(this.dataSource.manager, await this.companyThread(this.dataSource.manager, companyId, applicationId));
  }

  /** The company writes (its first message may open the conversation); the applicant gets an e-mail with the message unless they turned 'mensajes' off. */
  async sendAsCompany(companyId: number, applicationId: number, text: string): Promise<ConversationView> {
    const view = await this.dataSource.transaction(async (manager) => {
      const thread = await this.companyThread(manager, companyId, applicationId, true);
      if (thread.applicant_id === null) throw notFound();
      if (!thread.permite_msj_directo) throw new ApiException(HttpStatus.FORBIDDEN, { message: COMPANY_NO_DIRECT_MESSAGES });
      thread.conversation_id ??= await this.conversations.openConversation(manager, applicationId);
      const razonsocial = await this.conversations.companySenderName(manager, companyId);
      await this.conversations.appendMessage(manager, thread.conversation_id, 'Empresa', razonsocial, text);
      await this.applicationNotifications.companyWrote(manager, applicationId, text);
      return this.view(manager, thread);
    });
    this.mail.deliverSoon();
    return view;
  }

  async markReadByCompany(companyId: number, conversationId: number): Promise<void> {
    if (!(await this.conversations.markReadByCompany(conversationId, companyId))) throw notFound();
  }

  // ---------- Shared ----------

  /** Every message the applicant exchanged, for the data export. */
  async messagesOfApplication(applicationId: number): Promise<MessageData[]> {
    return (await this.conversations.messagesOfApplication(applicationId)).map(toMessage);
  }

  private async applicantThread(manager: EntityManager, applicantId: number, idAviso: number, lock = false): Promise<ThreadRow> {
    const thread = await this.conversations.threadForApplicant(manager, applicantId, idAviso, lock);
    if (!thread) throw new ApiException(HttpStatus.NOT_FOUND, { message: APPLY_MESSAGES.applicationNotFound });
    return thread;
  }

  private async companyThread(manager: EntityManager, companyId: number, applicationId: number, lock = false): Promise<ThreadRow> {
    const thread = await this.conversations.threadForCompany(manager, companyId, applicationId, lock);
    if (!thread) throw new ApiException(HttpStatus.NOT_FOUND, { message: APPLY_MESSAGES.applicationNotFound });
    return thread;
  }

  private async view(manager: EntityManager, thread: ThreadRow): Promise<ConversationView> {
    let conversation: ConversationData | null = null;
    if (thread.conversation_id !== null) {
      const messages = await this.conversations.messagesOf(manager, thread.conversation_id);
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
}

function toMessage(row: MessageRow): MessageData {
  return {
    id: row.id,
    nameTransmitter: row.sender_name,
    senderRole: row.sender_role,
    message: row.text,
    ulmod: formatDmyTime(row.created_at),
  };
}
