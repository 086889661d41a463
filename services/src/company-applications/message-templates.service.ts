import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { DEFAULT_MESSAGE_TEMPLATES, TEMPLATE_MESSAGES, TEMPLATES_MAX, type MessageTemplate, type MessageTemplateSave } from '@postulate/contracts';
import { ApiException } from '../common/api-exception.js';
import { MessageTemplatesRepository, type MessageTemplateRow } from './message-templates.repository.js';

const notFound = () => new ApiException(HttpStatus.NOT_FOUND, { message: TEMPLATE_MESSAGES.notFound });

const toTemplate = (row: MessageTemplateRow): MessageTemplate => ({ id: row.id, titulo: row.titulo, texto: row.texto, estado: row.stage });

/**
 * A company's message templates. The defaults are copied into the company's own set the first time
 * it reads or adds one, in that transaction; from then on the set is the company's to change.
 */
@Injectable()
export class MessageTemplatesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly templates: MessageTemplatesRepository,
  ) {}

  list(companyId: number): Promise<MessageTemplate[]> {
    return this.dataSource.transaction(async (manager) => {
      await this.openSet(manager, companyId);
      return (await this.templates.list(manager, companyId)).map(toTemplate);
    });
  }

  /** A new template, refused with 409 once the company has TEMPLATES_MAX. */
  add(companyId: number, template: MessageTemplateSave): Promise<MessageTemplate> {
    return this.dataSource.transaction(async (manager) => {
      await this.openSet(manager, companyId);
      await this.templates.lockSet(manager, companyId);
      if ((await this.templates.count(manager, companyId)) >= TEMPLATES_MAX) {
        throw new ApiException(HttpStatus.CONFLICT, { message: TEMPLATE_MESSAGES.tooMany });
      }
      return toTemplate(await this.templates.insert(manager, companyId, template));
    });
  }

  async update(companyId: number, id: number, template: MessageTemplateSave): Promise<MessageTemplate> {
    const row = await this.templates.update(companyId, id, template);
    if (!row) throw notFound();
    return toTemplate(row);
  }

  async remove(companyId: number, id: number): Promise<void> {
    if (!(await this.templates.remove(companyId, id))) throw notFound();
  }

  private async openSet(manager: EntityManager, companyId: number): Promise<void> {
    if (await this.templates.openSet(manager, companyId)) await this.templates.insertMany(manager, companyId, DEFAULT_MESSAGE_TEMPLATES);
  }
}
