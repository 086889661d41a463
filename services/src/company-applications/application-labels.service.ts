import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  COMPANY_MESSAGES,
  LABEL_MESSAGES,
  TAG_SUGGESTIONS_MAX,
  TAGS_PER_APPLICATION_MAX,
  tagKey,
  type ApplicationLabels,
  type TagSuggestion,
} from '@postulate/contracts';
import { ApplicationsRepository } from '../applications/applications.repository.js';
import { ApiException } from '../common/api-exception.js';
import { ApplicationLabelsRepository } from './application-labels.repository.js';

const applicationNotFound = () => new ApiException(HttpStatus.NOT_FOUND, { message: COMPANY_MESSAGES.applicationNotFound });

/**
 * The company's rating (1 to 5 stars) and tags on the applications to its ads. Each write sets a
 * state rather than toggling one, so a repeated request (a double click) changes nothing more.
 * Nobody but the company sees them.
 */
@Injectable()
export class ApplicationLabelsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly applications: ApplicationsRepository,
    private readonly labels: ApplicationLabelsRepository,
  ) {}

  async rate(companyId: number, applicationId: number, rating: number | null): Promise<ApplicationLabels> {
    const row = await this.applications.setRating(companyId, applicationId, rating);
    if (!row) throw applicationNotFound();
    return { id: row.id, calificacion: row.rating, etiquetas: row.tags };
  }

  /** Adds a tag (case and accents ignored: one the application carries changes nothing); at most 10 per application. */
  addTag(companyId: number, applicationId: number, name: string): Promise<ApplicationLabels> {
    const key = tagKey(name);
    return this.dataSource.transaction(async (manager) => {
      const application = await this.labels.lockOwned(manager, companyId, applicationId);
      if (!application) throw applicationNotFound();
      const tags = await this.labels.tagsOf(manager, applicationId);
      if (!tags.some((tag) => tag.key === key)) {
        if (tags.length >= TAGS_PER_APPLICATION_MAX) throw new ApiException(HttpStatus.CONFLICT, { message: LABEL_MESSAGES.tooManyTags, field: 'etiqueta' });
        await this.labels.attach(manager, companyId, applicationId, name, key);
      }
      return this.answer(manager, application.id, application.rating);
    });
  }

  /** Takes a tag off (case and accents ignored); one the application does not carry changes nothing. */
  removeTag(companyId: number, applicationId: number, name: string): Promise<ApplicationLabels> {
    return this.dataSource.transaction(async (manager) => {
      const application = await this.labels.lockOwned(manager, companyId, applicationId);
      if (!application) throw applicationNotFound();
      await this.labels.detach(manager, companyId, applicationId, tagKey(name));
      return this.answer(manager, application.id, application.rating);
    });
  }

  /** The company's tags in use that contain the text (already a tag key); a tag no application carries is not offered. */
  async suggestions(companyId: number, key: string): Promise<TagSuggestion[]> {
    const rows = await this.labels.suggestions(companyId, key, TAG_SUGGESTIONS_MAX);
    return rows.map((row) => ({ nombre: row.name, usos: row.uses }));
  }

  private async answer(manager: Parameters<ApplicationLabelsRepository['tagsOf']>[0], id: number, rating: number | null): Promise<ApplicationLabels> {
    const tags = await this.labels.tagsOf(manager, id);
    return { id, calificacion: rating, etiquetas: tags.map((tag) => tag.name) };
  }
}
