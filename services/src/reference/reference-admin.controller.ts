import { Body, Controller, HttpCode, HttpStatus, Param, Post, type StreamableFile } from '@nestjs/common';
import { ApiBody, ApiConflictResponse, ApiCookieAuth, ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import {
  listExportSchema,
  type ListExport,
  areaSaveSchema,
  deleteRequestSchema,
  idSchema,
  subAreaSaveSchema,
  workLevelSaveSchema,
  type AreaItem,
  type AreaSave,
  type DeleteRequest,
  type NamedItem,
  type SubAreaSave,
  type WorkLevelSave,
} from '@postulate/contracts';
import { Roles } from '../auth/auth.decorators.js';
import { csvFile } from '../common/csv-export.js';
import { jsonSchema } from '../common/openapi.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { ReferenceAdminService } from './reference-admin.service.js';

const idPipe = new ZodValidationPipe(idSchema);
const levelPipe = new ZodValidationPipe(workLevelSaveSchema);
const subAreaPipe = new ZodValidationPipe(subAreaSaveSchema);
const areaPipe = new ZodValidationPipe(areaSaveSchema);
const deletePipe = new ZodValidationPipe(deleteRequestSchema);
const exportPipe = new ZodValidationPipe(listExportSchema);

const CSV_DESCRIPTION = "The list's filter, every page, as CSV: UTF-8 with BOM, ';' between fields (Excel in es-AR)";

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

  @Post('nivel/add')
  @ApiBody({ schema: jsonSchema(workLevelSaveSchema) })
  @ApiConflictResponse({ description: 'A level with that name (ignoring case and accents) exists' })
  addWorkLevel(@Body(levelPipe) body: WorkLevelSave): Promise<NamedItem> {
    return this.admin.addNamed('nivel', body);
  }

  @Post('nivel/update/:id')
  @HttpCode(HttpStatus.OK)
  @ApiParam({ name: 'id', type: Number })
  @ApiBody({ schema: jsonSchema(workLevelSaveSchema) })
  updateWorkLevel(@Param('id', idPipe) id: number, @Body(levelPipe) body: WorkLevelSave): Promise<NamedItem> {
    return this.admin.updateNamed('nivel', id, body);
  }

  @Post('nivel/delete.php')
  @HttpCode(HttpStatus.OK)
  @ApiBody({ schema: jsonSchema(deleteRequestSchema) })
  @ApiOkResponse({ description: '{message}' })
  @ApiConflictResponse({ description: 'Ads still use the level' })
  deleteWorkLevel(@Body(deletePipe) body: DeleteRequest): Promise<{ message: string }> {
    return this.admin.delete('nivel', body.id);
  }

  @Post('subarea/add')
  @ApiBody({ schema: jsonSchema(subAreaSaveSchema) })
  @ApiConflictResponse({ description: 'A sub-area with that name (ignoring case and accents) exists' })
  addSubArea(@Body(subAreaPipe) body: SubAreaSave): Promise<NamedItem> {
    return this.admin.addNamed('subarea', body);
  }

  @Post('subarea/update/:id')
  @HttpCode(HttpStatus.OK)
  @ApiParam({ name: 'id', type: Number })
  @ApiBody({ schema: jsonSchema(subAreaSaveSchema) })
  updateSubArea(@Param('id', idPipe) id: number, @Body(subAreaPipe) body: SubAreaSave): Promise<NamedItem> {
    return this.admin.updateNamed('subarea', id, body);
  }

  @Post('subarea/delete.php')
  @HttpCode(HttpStatus.OK)
  @ApiBody({ schema: jsonSchema(deleteRequestSchema) })
  @ApiOkResponse({ description: '{message}; the links to its areas go with it' })
  @ApiConflictResponse({ description: 'Ads still use the sub-area' })
  deleteSubArea(@Body(deletePipe) body: DeleteRequest): Promise<{ message: string }> {
    return this.admin.delete('subarea', body.id);
  }

  @Post('area/add')
  @ApiBody({ schema: jsonSchema(areaSaveSchema) })
  @ApiConflictResponse({ description: 'An area with that name (ignoring case and accents) exists' })
  addArea(@Body(areaPipe) body: AreaSave): Promise<AreaItem> {
    return this.admin.addArea(body);
  }

  @Post('area/update/:id')
  @HttpCode(HttpStatus.OK)
  @ApiParam({ name: 'id', type: Number })
  @ApiBody({ schema: jsonSchema(areaSaveSchema) })
  @ApiConflictResponse({ description: 'Duplicate name, or a removed sub-area is still used by ads of this area' })
  updateArea(@Param('id', idPipe) id: number, @Body(areaPipe) body: AreaSave): Promise<AreaItem> {
    return this.admin.updateArea(id, body);
  }

  @Post('area/delete.php')
  @HttpCode(HttpStatus.OK)
  @ApiBody({ schema: jsonSchema(deleteRequestSchema) })
  @ApiOkResponse({ description: '{message}' })
  @ApiConflictResponse({ description: 'Ads still use the area' })
  deleteArea(@Body(deletePipe) body: DeleteRequest): Promise<{ message: string }> {
    return this.admin.delete('area', body.id);
  }

  @Post('nivel/report.php')
  @HttpCode(HttpStatus.OK)
  @ApiBody({ schema: jsonSchema(listExportSchema) })
  @ApiOkResponse({ description: CSV_DESCRIPTION })
  async reportWorkLevels(@Body(exportPipe) filter: ListExport): Promise<StreamableFile> {
    return csvFile(EXPORT_NAMES.nivel, await this.admin.exportCsv('nivel', filter));
  }

  @Post('subarea/report.php')
  @HttpCode(HttpStatus.OK)
  @ApiBody({ schema: jsonSchema(listExportSchema) })
  @ApiOkResponse({ description: CSV_DESCRIPTION })
  async reportSubAreas(@Body(exportPipe) filter: ListExport): Promise<StreamableFile> {
    return csvFile(EXPORT_NAMES.subarea, await this.admin.exportCsv('subarea', filter));
  }

  @Post('area/report.php')
  @HttpCode(HttpStatus.OK)
  @ApiBody({ schema: jsonSchema(listExportSchema) })
  @ApiOkResponse({ description: CSV_DESCRIPTION })
  async reportAreas(@Body(exportPipe) filter: ListExport): Promise<StreamableFile> {
    return csvFile(EXPORT_NAMES.area, await this.admin.exportCsv('area', filter));
  }

}
