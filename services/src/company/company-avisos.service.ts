import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import {
  COMPANY_MESSAGES,
  COMPANY_RECORDS_MESSAGES,
  MESSAGES,
  SECURITY_AREA,
  SECURITY_LICENCE_SLOT,
  type AvisoSave,
  type AvisoSaved,
  type AvisoStatus,
  type CompanyAvisoData,
  type CompanyAvisoItem,
  type CompanyDashboard,
  type Genero,
  type Modalidad,
  type NivelIdioma,
  type TipoEmpleo,
} from '@postulate/contracts';
import { AvisoIdioma } from '../avisos/entities/aviso-idioma.entity.js';
import { AvisoPregunta } from '../avisos/entities/aviso-pregunta.entity.js';
import { Aviso } from '../avisos/entities/aviso.entity.js';
import { ApiException } from '../common/api-exception.js';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { InvoicesService } from './invoices.service.js';

const notFound = () => new ApiException(HttpStatus.NOT_FOUND, { message: COMPANY_MESSAGES.avisoNotFound });
const conflict = (message: string) => new ApiException(HttpStatus.CONFLICT, { message });
const badField = (field: string, message: string) =>
  new ApiException(HttpStatus.BAD_REQUEST, { message, field, errors: [{ field, message }] });

/** How many unread conversations the dashboard links to; the rest are reached through each ad. */
const UNREAD_CONVERSATIONS_SHOWN = 10;

interface UnreadRow {
  aviso_id: number;
  titulo: string;
  application_id: number;
  name: string | null;
  mensajes: number;
}

interface DashboardRow {
  id: number;
  titulo: string;
  area: string;
  subarea: string;
  status: AvisoStatus;
  published_at: Date | null;
  aplicaciones: number;
  no_leidas: number;
}

/** The ad's columns as the wizard names them. */
function columnsOf(save: AvisoSave) {
  return {
    titulo: save.titulo,
    descripcion: save.descripcion,
    areaId: save.area,
    subAreaId: save.subarea,
    workLevelId: save.nivel,
    localityId: save.localidad,
    direccion: save.direccion,
    notConfidential: save.notConfidential,
    vacantes: save.vacantes,
    modalidad: save.modalidad as Modalidad,
    tipoEmpleo: save.tipoEmpleo as TipoEmpleo,
    genero: save.genero as Genero,
    discapacidad: save.discapcidad,
    edadDesde: save.edadDesde,
    edadHasta: save.edadHasta,
    experiencia: save.experiecia,
    experienciaExcluyente: save.experienciaEx,
    salarioDesde: save.salarioDesde,
    salarioHasta: save.salarioHasta,
    showSalario: save.showSalario,
    permiteMsjDirecto: save.permiteMsjDirecto,
    recibeMail: save.recibeMail,
    direccionMail: save.direccionMail,
  };
}

/**
 * A company's own ads: the dashboard, the six-step wizard's save, and the state changes
 * draft → published → finished (delete while no application exists). Every query carries the
 * company id, so another company's ad answers 404 as if it did not exist.
 */
@Injectable()
export class CompanyAvisosService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly invoices: InvoicesService,
  ) {}

  async dashboard(companyId: number): Promise<CompanyDashboard> {
    const rows: DashboardRow[] = await this.dataSource.query(
      `SELECT v.id, v.titulo, ar.name AS area, s.name AS subarea, v.status, v.published_at,
              (SELECT count(*) FROM applications a WHERE a.aviso_id = v.id)::int AS aplicaciones,
              (SELECT count(*) FROM applications a WHERE a.aviso_id = v.id AND NOT a.readed)::int AS no_leidas
         FROM avisos v
         JOIN areas ar ON ar.id = v.area_id
         JOIN sub_areas s ON s.id = v.sub_area_id
        WHERE v.company_id = $1
        ORDER BY coalesce(v.published_at, v.created_at) DESC, v.id DESC`,
      [companyId],
    );
    // One row per conversation with applicant messages the company has not opened, newest first.
    const unread: UnreadRow[] = await this.dataSource.query(
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
    const [[company], saldo]: [{ verified: boolean }[], number] = await Promise.all([
      this.dataSource.query(`SELECT verified_at IS NOT NULL AS verified FROM companies WHERE id = $1`, [companyId]),
      this.invoices.pendingTotal(companyId),
    ]);
    return {
      saldo,
      verificada: company.verified,
      avisos: rows.map(
        (row): CompanyAvisoItem => ({
          id: row.id,
          titulo: row.titulo,
          area: row.area,
          subarea: row.subarea,
          status: row.status,
          publicadoEl: row.published_at?.toISOString() ?? null,
          aplicaciones: row.aplicaciones,
          noLeidas: row.no_leidas,
        }),
      ),
      mensajesNoLeidos: unread.reduce((total, row) => total + row.mensajes, 0),
      conversacionesNoLeidas: unread.length,
      conversacionesSinLeer: unread.slice(0, UNREAD_CONVERSATIONS_SHOWN).map((row) => ({
        avisoId: row.aviso_id,
        titulo: row.titulo,
        applicationId: row.application_id,
        nombre: row.name ?? null,
        mensajes: row.mensajes,
      })),
    };
  }

  /** One of the company's ads: the wizard's values, the labels of its selects and the public-style preview. */
  async get(companyId: number, id: number): Promise<CompanyAvisoData> {
    const aviso = await this.dataSource.getRepository(Aviso).findOne({
      where: { id, companyId },
      relations: { area: true, subArea: true, workLevel: true, locality: { province: true }, company: true, idiomas: true, preguntas: true },
      order: { idiomas: { id: 'ASC' }, preguntas: { id: 'ASC' } },
    });
    if (!aviso) throw notFound();
    const avisoIdiomas = aviso.idiomas.map(({ idioma, nivelRead, nivelWrite }) => ({ idioma, nivelRead, nivelWrite }));
    const preguntas = aviso.preguntas.map(({ id: preguntaId, pregunta }) => ({ id: preguntaId, pregunta }));
    const company = aviso.notConfidential;
    return {
      id: aviso.id,
      status: aviso.status,
      publicadoEl: aviso.publishedAt?.toISOString() ?? null,
      aviso: {
        titulo: aviso.titulo,
        descripcion: aviso.descripcion,
        area: aviso.areaId,
        subarea: aviso.subAreaId,
        nivel: aviso.workLevelId,
        provincia: aviso.provinceId,
        localidad: aviso.localityId,
        direccion: aviso.direccion,
        notConfidential: aviso.notConfidential,
        vacantes: aviso.vacantes,
        modalidad: aviso.modalidad,
        tipoEmpleo: aviso.tipoEmpleo,
        genero: aviso.genero,
        discapcidad: aviso.discapacidad,
        edadDesde: aviso.edadDesde,
        edadHasta: aviso.edadHasta,
        experiecia: aviso.experiencia,
        experienciaEx: aviso.experienciaExcluyente,
        salarioDesde: aviso.salarioDesde,
        salarioHasta: aviso.salarioHasta,
        showSalario: aviso.showSalario,
        permiteMsjDirecto: aviso.permiteMsjDirecto,
        recibeMail: aviso.recibeMail,
        direccionMail: aviso.direccionMail,
        avisoIdiomas,
        preguntas,
      },
      labels: { area: aviso.area.name, subarea: aviso.subArea.name, nivel: aviso.workLevel.name, localidad: aviso.locality.name },
      // What an applicant will see once it is published (the salary shows only with showSalario).
      preview: {
        id: aviso.id,
        titulo: aviso.titulo,
        area: { id: aviso.area.id, name: aviso.area.name },
        subarea: { id: aviso.subArea.id, name: aviso.subArea.name },
        nivel: { id: aviso.workLevel.id, name: aviso.workLevel.name },
        publicadoEl: aviso.publishedAt?.toISOString() ?? null,
        nombreEmpresa: company ? aviso.company.razonsocial : null,
        logoUrl: company && aviso.company.logoFileId ? `${this.config.apiUrl}/api/files/${aviso.company.logoFileId}` : null,
        empresaVerificada: company && aviso.company.verifiedAt !== null,
        descripcion: aviso.descripcion,
        localidad: { id: aviso.locality.id, label: aviso.locality.name },
        provincia: { id: aviso.locality.province.id, name: aviso.locality.province.name },
        discapcidad: aviso.discapacidad,
        vacantes: aviso.vacantes,
        modalidad: aviso.modalidad,
        tipoEmpleo: aviso.tipoEmpleo,
        showSalario: aviso.showSalario,
        salarioDesde: aviso.showSalario ? aviso.salarioDesde : null,
        salarioHasta: aviso.showSalario ? aviso.salarioHasta : null,
        avisoIdiomas: avisoIdiomas as { idioma: string; nivelRead: NivelIdioma; nivelWrite: NivelIdioma }[],
        preguntas,
        permiteMsjDirecto: aviso.permiteMsjDirecto,
      },
    };
  }

  /** A new ad, unpublished, with its languages and questions, in one transaction. */
  async add(companyId: number, save: AvisoSave): Promise<AvisoSaved> {
    return this.dataSource.transaction(async (manager) => {
      await this.checkReferences(manager, save);
      const inserted = await manager.insert(Aviso, { ...columnsOf(save), companyId, status: 'draft' });
      const id = (inserted.identifiers[0] as { id: number }).id;
      await this.saveIdiomas(manager, id, save);
      if (save.preguntas.length > 0) {
        await manager.insert(
          AvisoPregunta,
          save.preguntas.map(({ pregunta }) => ({ avisoId: id, pregunta })),
        );
      }
      return { id, status: 'draft', message: MESSAGES.saved };
    });
  }

  /**
   * Changes one of the company's ads (unpublished or published; a finished one is closed).
   * Questions keep their id when sent with it, so an applicant answering meanwhile still matches.
   */
  async update(companyId: number, id: number, save: AvisoSave): Promise<AvisoSaved> {
    return this.dataSource.transaction(async (manager) => {
      const [current]: { status: AvisoStatus }[] = await manager.query(
        `SELECT status FROM avisos WHERE id = $1 AND company_id = $2 FOR UPDATE`,
        [id, companyId],
      );
      if (!current) throw notFound();
      if (current.status === 'finished') throw conflict(COMPANY_MESSAGES.finishedEdit);
      await this.checkReferences(manager, save);
      if (current.status === 'published' && (await this.lacksSecurityLicence(manager, companyId, save.area))) {
        throw conflict(COMPANY_RECORDS_MESSAGES.securityLicence);
      }
      await manager.update(Aviso, { id }, columnsOf(save));
      await manager.delete(AvisoIdioma, { avisoId: id });
      await this.saveIdiomas(manager, id, save);

      const kept = save.preguntas.flatMap((pregunta) => (pregunta.id ? [pregunta.id] : []));
      await manager.query(`DELETE FROM aviso_preguntas WHERE aviso_id = $1 AND NOT (id = ANY($2::int[]))`, [id, kept]);
      for (const pregunta of save.preguntas) {
        if (pregunta.id) {
          await manager.update(AvisoPregunta, { id: pregunta.id, avisoId: id }, { pregunta: pregunta.pregunta });
        } else {
          await manager.insert(AvisoPregunta, { avisoId: id, pregunta: pregunta.pregunta });
        }
      }
      return { id, status: current.status, message: MESSAGES.saved };
    });
  }

  /**
   * Unpublished → published. Publishing an already published ad (a double click) changes nothing.
   * An ad in Seguridad needs the company's security licence approved (slot 8 of 'Ver files').
   */
  async publish(companyId: number, id: number): Promise<AvisoSaved> {
    return this.dataSource.transaction(async (manager) => {
      const [current]: { status: AvisoStatus; area_id: number }[] = await manager.query(
        `SELECT status, area_id FROM avisos WHERE id = $1 AND company_id = $2 FOR UPDATE`,
        [id, companyId],
      );
      if (!current) throw notFound();
      if (current.status === 'finished') throw conflict(COMPANY_MESSAGES.notDraft);
      if (await this.lacksSecurityLicence(manager, companyId, current.area_id)) throw conflict(COMPANY_RECORDS_MESSAGES.securityLicence);
      await manager.query(`UPDATE avisos SET status = 'published', published_at = coalesce(published_at, now()) WHERE id = $1`, [id]);
      return { id, status: 'published', message: COMPANY_MESSAGES.published };
    });
  }

  /** Whether an ad in `areaId` would be a Seguridad ad of a company without its security licence approved. */
  private async lacksSecurityLicence(manager: EntityManager, companyId: number, areaId: number): Promise<boolean> {
    const [row]: { lacks: boolean }[] = await manager.query(
      `SELECT (SELECT name FROM areas WHERE id = $2) = $3
              AND NOT EXISTS (SELECT 1 FROM company_documents
                               WHERE company_id = $1 AND slot = $4 AND state = 'Aprobado') AS lacks`,
      [companyId, areaId, SECURITY_AREA, SECURITY_LICENCE_SLOT],
    );
    return row.lacks;
  }

  /** Published → finished: out of the public search, and new applications are refused. */
  async finish(companyId: number, id: number): Promise<AvisoSaved> {
    const [rows]: [{ id: number }[], number] = await this.dataSource.query(
      `UPDATE avisos SET status = 'finished' WHERE id = $1 AND company_id = $2 AND status IN ('published', 'finished') RETURNING id`,
      [id, companyId],
    );
    if (rows.length === 0) throw (await this.exists(companyId, id)) ? conflict(COMPANY_MESSAGES.notPublished) : notFound();
    return { id, status: 'finished', message: COMPANY_MESSAGES.finished };
  }

  /**
   * Deletes an ad nobody applied to. The check and the delete are one statement: an application
   * arriving at the same moment either lands first (and the delete refuses) or finds no ad.
   */
  async delete(companyId: number, id: number): Promise<{ id: number; message: string }> {
    const [rows]: [{ id: number }[], number] = await this.dataSource.query(
      `DELETE FROM avisos v WHERE v.id = $1 AND v.company_id = $2
          AND NOT EXISTS (SELECT 1 FROM applications a WHERE a.aviso_id = v.id)
        RETURNING v.id`,
      [id, companyId],
    );
    if (rows.length === 0) throw (await this.exists(companyId, id)) ? conflict(COMPANY_MESSAGES.deleteWithApplications) : notFound();
    return { id, message: COMPANY_MESSAGES.deleted };
  }

  private async exists(companyId: number, id: number): Promise<boolean> {
    return this.dataSource.getRepository(Aviso).existsBy({ id, companyId });
  }

  private async saveIdiomas(manager: EntityManager, avisoId: number, save: AvisoSave): Promise<void> {
    if (save.avisoIdiomas.length === 0) return;
    await manager.insert(
      AvisoIdioma,
      save.avisoIdiomas.map((idioma) => ({
        avisoId,
        idioma: idioma.idioma,
        nivelRead: idioma.nivelRead as NivelIdioma,
        nivelWrite: idioma.nivelWrite as NivelIdioma,
      })),
    );
  }

  /** The area, its sub-area, the level and the locality (inside the chosen province) must exist. */
  private async checkReferences(manager: EntityManager, save: AvisoSave): Promise<void> {
    const [row]: { area: boolean; sub: boolean; nivel: boolean; province: string | null }[] = await manager.query(
      `SELECT EXISTS (SELECT 1 FROM areas WHERE id = $1) AS area,
              EXISTS (SELECT 1 FROM area_sub_areas WHERE area_id = $1 AND sub_area_id = $2) AS sub,
              EXISTS (SELECT 1 FROM work_levels WHERE id = $3) AS nivel,
              (SELECT province_id FROM localities WHERE id = $4) AS province`,
      [save.area, save.subarea, save.nivel, save.localidad],
    );
    if (!row.area) throw badField('area', COMPANY_MESSAGES.area);
    if (!row.sub) throw badField('subarea', COMPANY_MESSAGES.subareaFuera);
    if (!row.nivel) throw badField('nivel', COMPANY_MESSAGES.nivel);
    if (!row.province) throw badField('localidad', COMPANY_MESSAGES.localidad);
    if (row.province.trim() !== save.provincia) throw badField('localidad', COMPANY_MESSAGES.localidadFuera);
  }
}
