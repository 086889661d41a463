import { Body, Controller, Param, type StreamableFile } from '@nestjs/common';
import { ApiCookieAuth, ApiTags } from '@nestjs/swagger';
import {
  ADMIN_REFERENCE_ROUTES as ROUTES,
  type AreaItem,
  type AreaSave,
  type DeleteRequest,
  type Deleted,
  type ListExport,
  type NamedItem,
  type SubAreaSave,
  type WorkLevelSave,
} from '@postulate/contracts';
import { Roles } from '../auth/auth.decorators.js';
import { csvFile } from '../common/csv-export.js';
import { ContractRoute } from '../common/contract-route.js';
import { ChangesPublicAnswers } from '../common/public-cache.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { ReferenceAdminService } from './reference-admin.service.js';

const idPipe = new ZodValidationPipe(ROUTES.updateArea.params);
const levelPipe = new ZodValidationPipe(ROUTES.addWorkLevel.body);
const subAreaPipe = new ZodValidationPipe(ROUTES.addSubArea.body);
const areaPipe = new ZodValidationPipe(ROUTES.addArea.body);
const deletePipe = new ZodValidationPipe(ROUTES.deleteArea.body);
const exportPipe = new ZodValidationPipe(ROUTES.exportAreas.body);

/** The file name of each list's export. */
const EXPORT_NAMES = { nivel: 'niveles', subarea: 'subareas', area: 'areas' } as const;

/**
 * The administrator's writes on the reference lists: POST /api/{entity}/add, /update/{id} and
 * /delete.php {id} (the spec's universal API). Reads are public, in ReferenceController.
 */
@ApiTags('referencias')
@ApiCookieAuth()
@Roles('Administrador')
@Controller()
export class ReferenceAdminController {
  constructor(private readonly admin: ReferenceAdminService) {}

  @ContractRoute(ROUTES.addWorkLevel)
  @ChangesPublicAnswers()
  addWorkLevel(@Body(levelPipe) body: WorkLevelSave): Promise<NamedItem> {
    return this.admin.addNamed('nivel', body);
  }

  @ContractRoute(ROUTES.updateWorkLevel)
  @ChangesPublicAnswers()
  updateWorkLevel(@Param(idPipe) { id }: { id: number }, @Body(levelPipe) body: WorkLevelSave): Promise<NamedItem> {
    return this.admin.updateNamed('nivel', id, body);
  }

  @ContractRoute(ROUTES.deleteWorkLevel)
  @ChangesPublicAnswers()
  deleteWorkLevel(@Body(deletePipe) body: DeleteRequest): Promise<Deleted> {
    return this.admin.delete('nivel', body.id);
  }

  @ContractRoute(ROUTES.addSubArea)
  @ChangesPublicAnswers()
  addSubArea(@Body(subAreaPipe) body: SubAreaSave): Promise<NamedItem> {
    return this.admin.addNamed('subarea', body);
  }

  @ContractRoute(ROUTES.updateSubArea)
  @ChangesPublicAnswers()
  updateSubArea(@Param(idPipe) { id }: { id: number }, @Body(subAreaPipe) body: SubAreaSave): Promise<NamedItem> {
    return this.admin.updateNamed('subarea', id, body);
  }

  @ContractRoute(ROUTES.deleteSubArea)
  @ChangesPublicAnswers()
  deleteSubArea(@Body(deletePipe) body: DeleteRequest): Promise<Deleted> {
    return this.admin.delete('subarea', body.id);
  }

  @ContractRoute(ROUTES.addArea)
  @ChangesPublicAnswers()
  addArea(@Body(areaPipe) body: AreaSave): Promise<AreaItem> {
    return this.admin.addArea(body);
  }

  @ContractRoute(ROUTES.updateArea)
  @ChangesPublicAnswers()
  updateArea(@Param(idPipe) { id }: { id: number }, @Body(areaPipe) body: AreaSave): Promise<AreaItem> {
    return this.admin.updateArea(id, body);
  }

  @ContractRoute(ROUTES.deleteArea)
  @ChangesPublicAnswers()
  deleteArea(@Body(deletePipe) body: DeleteRequest): Promise<Deleted> {
    return this.admin.delete('area', body.id);
  }

  @ContractRoute(ROUTES.exportWorkLevels)
  async reportWorkLevels(@Body(exportPipe) filter: ListExport): Promise<StreamableFile> {
    return csvFile(EXPORT_NAMES.nivel, await this.admin.exportCsv('nivel', filter));
  }

  @ContractRoute(ROUTES.exportSubAreas)
  async reportSubAreas(@Body(exportPipe) filter: ListExport): Promise<StreamableFile> {
    return csvFile(EXPORT_NAMES.subarea, await this.admin.exportCsv('subarea', filter));
  }

  @ContractRoute(ROUTES.exportAreas)
  async reportAreas(@Body(exportPipe) filter: ListExport): Promise<StreamableFile> {
    return csvFile(EXPORT_NAMES.area, await this.admin.exportCsv('area', filter));
  }
}
