import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { CV_MESSAGES, type Cv, type CvResponse, type CvSave } from '@postulate/contracts';
import { ApiException } from '../common/api-exception.js';
import { ReferenceRepository } from '../reference/reference.repository.js';
import { CvFilesService, type PreparedUpload } from './cv-files.service.js';
import { CvsRepository } from './cvs.repository.js';
import type { CvDocument } from './entities/cv.entity.js';

const badField = (field: string, message: string) => new ApiException(HttpStatus.BAD_REQUEST, { message, field, errors: [{ field, message }] });

export const staleVersion = () => new ApiException(HttpStatus.CONFLICT, { message: CV_MESSAGES.staleVersion });

const toResponse = (applicantId: number, row: CvDocument | null): CvResponse => ({
  id: applicantId,
  version: row?.version ?? 0,
  cv: row?.data ?? null,
  updatedAt: row?.updatedAt.toISOString() ?? null,
});

const fileIds = (cv: Cv | null) => [cv?.fotoPerfil?.id, cv?.seguridad.documento?.id].filter((id): id is string => !!id);

/** Files of the stored CV that the new one no longer holds. */
const droppedFiles = (stored: Cv | null, next: Cv) => fileIds(stored).filter((id) => !fileIds(next).includes(id));

@Injectable()
export class CvService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cvs: CvsRepository,
    private readonly files: CvFilesService,
    private readonly reference: ReferenceRepository,
  ) {}

  async get(applicantId: number): Promise<CvResponse> {
    return toResponse(applicantId, await this.cvs.cvOf(applicantId));
  }

  /** The CV as it is now, for an application's snapshot; read with the caller's transaction. */
  async current(applicantId: number, manager: EntityManager): Promise<Cv | null> {
    return (await this.cvs.cvOf(applicantId, manager))?.data ?? null;
  }

  /**
   * Saves the whole CV in one transaction if `version` is still the stored one (0: none yet), else
   * answers 409 and writes nothing. An upload is stored in the same transaction and put in its
   * slot; files the CV no longer shows are released.
   */
  async save(applicantId: number, body: CvSave, upload?: PreparedUpload): Promise<CvResponse> {
    return this.dataSource.transaction(async (manager) => {
      // Locks the row, so two saves of one version run one after the other and the second sees the bump.
      const stored = await this.cvs.lockCv(manager, applicantId);
      if ((stored?.version ?? 0) !== body.version) throw staleVersion();

      let cv = await this.withLocality(manager, body.cv);
      this.keepOnlyStoredFiles(stored?.data ?? null, cv);
      if (upload) {
        const file = await this.files.store(manager, applicantId, upload);
        cv = upload.adjunto === 'fotoPerfil' ? { ...cv, fotoPerfil: file } : { ...cv, seguridad: { ...cv.seguridad, documento: file } };
      }
      await this.files.release(manager, droppedFiles(stored?.data ?? null, cv));

      let row: CvDocument;
      if (stored) {
        row = await this.cvs.update(manager, applicantId, cv, stored.version + 1);
      } else {
        // A first save from two tabs at once: the loser inserts nothing and is told to reload.
        const inserted = await this.cvs.insertFirst(manager, applicantId, cv);
        if (!inserted) throw staleVersion();
        row = inserted;
      }
      await this.cvs.setCvName(manager, applicantId, cv.name);
      return toResponse(applicantId, row);
    });
  }

  /** The locality must belong to the chosen province; its label is always ours. */
  private async withLocality(manager: EntityManager, cv: Cv): Promise<Cv> {
    const locality = await this.reference.locality(manager, cv.location.id);
    if (!locality) throw badField('location', CV_MESSAGES.localityRequired);
    if (locality.provinceId !== cv.province) throw badField('location', CV_MESSAGES.localityOutsideProvince);
    return { ...cv, location: { id: locality.id, label: locality.name } };
  }

  /** A save may keep a stored file or drop it (null), never name a different one. */
  private keepOnlyStoredFiles(stored: Cv | null, cv: Cv): void {
    const same = (sent: Cv['fotoPerfil'], kept: Cv['fotoPerfil'] | undefined) => sent === null || (kept != null && kept.id === sent.id);
    if (!same(cv.fotoPerfil, stored?.fotoPerfil)) throw badField('fotoPerfil', CV_MESSAGES.invalidFile);
    if (!same(cv.seguridad.documento, stored?.seguridad.documento)) throw badField('seguridad.documento', CV_MESSAGES.invalidFile);
    // The name and type are the server's record, not what the browser echoes back.
    if (cv.fotoPerfil) cv.fotoPerfil = stored!.fotoPerfil;
    if (cv.seguridad.documento) cv.seguridad = { ...cv.seguridad, documento: stored!.seguridad.documento };
  }
}
