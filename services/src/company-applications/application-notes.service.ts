import { HttpStatus, Injectable } from '@nestjs/common';
import { COMPANY_MESSAGES, NOTE_MESSAGES, type ApplicationNote } from '@postulate/contracts';
import { ApplicationsRepository } from '../applications/applications.repository.js';
import { ApiException } from '../common/api-exception.js';
import { ApplicationNotesRepository, type ApplicationNoteRow } from './application-notes.repository.js';

const toNote = (row: ApplicationNoteRow): ApplicationNote => ({ id: row.id, texto: row.text, autor: row.author, creadaEl: row.created_at.toISOString() });

/** Private notes on the applications to a company's ads: the company reads, adds and deletes them; nobody else sees them. */
@Injectable()
export class ApplicationNotesService {
  constructor(
    private readonly applications: ApplicationsRepository,
    private readonly notes: ApplicationNotesRepository,
  ) {}

  async list(companyId: number, applicationId: number): Promise<ApplicationNote[]> {
    await this.ownApplication(companyId, applicationId);
    return (await this.notes.list(applicationId)).map(toNote);
  }

  async add(companyId: number, userId: number, applicationId: number, text: string): Promise<ApplicationNote> {
    await this.ownApplication(companyId, applicationId);
    return toNote(await this.notes.insert(applicationId, userId, text));
  }

  async remove(companyId: number, noteId: number): Promise<void> {
    if (!(await this.notes.removeForCompany(companyId, noteId))) throw new ApiException(HttpStatus.NOT_FOUND, { message: NOTE_MESSAGES.notFound });
  }

  /** Another company's application answers as an unknown one. */
  private async ownApplication(companyId: number, applicationId: number): Promise<void> {
    if (!(await this.applications.applicantForCompany(companyId, applicationId))) {
      throw new ApiException(HttpStatus.NOT_FOUND, { message: COMPANY_MESSAGES.applicationNotFound });
    }
  }
}
