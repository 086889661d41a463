import { Injectable } from '@nestjs/common';
import type { ListResponse, RequirementAvisoItem, RequirementAvisosQuery } from '@postulate/contracts';
import { AvisosRepository } from '../avisos/avisos.repository.js';
import { toListResponse } from '../common/list-response.js';

/** 'Avisos con requisitos de género o edad': what the administrator reviews under Ley 23.592. */
@Injectable()
export class RequirementAvisosService {
  constructor(private readonly avisos: AvisosRepository) {}

  async list({ page, size }: RequirementAvisosQuery): Promise<ListResponse<RequirementAvisoItem>> {
    const { total, rows } = await this.avisos.requirementPage((page - 1) * size, size);
    return toListResponse(
      rows.map((row) => ({
        id: row.id,
        titulo: row.titulo,
        empresa: row.razonsocial,
        companyId: row.company_id,
        genero: row.genero,
        edadDesde: row.edad_desde,
        edadHasta: row.edad_hasta,
        motivo: row.motivo_requisito,
        status: row.status,
        modificadoEl: row.updated_at.toISOString(),
      })),
      total,
    );
  }
}
