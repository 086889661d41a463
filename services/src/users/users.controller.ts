import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query, type StreamableFile } from '@nestjs/common';
import { ApiBody, ApiConflictResponse, ApiCookieAuth, ApiOkResponse, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  userListExportSchema,
  type UserListExport,
  idSchema,
  unlinkedCompaniesQuerySchema,
  userCreateSchema,
  userListQuerySchema,
  userUpdateSchema,
  type ListResponse,
  type UnlinkedCompaniesQuery,
  type UnlinkedCompany,
  type UserCreate,
  type UserListItem,
  type UserListQuery,
  type UserUpdate,
} from '@postulate/contracts';
import { CurrentUser, Roles } from '../auth/auth.decorators.js';
import type { SessionUser } from '../auth/auth.types.js';
import { csvFile } from '../common/csv-export.js';
import { jsonSchema } from '../common/openapi.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { UsersService } from './users.service.js';

const idPipe = new ZodValidationPipe(idSchema);

/** The administrator's users screen. Answers never carry a password hash, only `locked`. */
@ApiTags('usuarios')
@ApiCookieAuth()
@Roles('Administrador')
@Controller('usuar')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @ApiQuery({ name: 'fvalue', required: false, description: 'Text to look for (case and accents ignored)' })
  @ApiQuery({ name: 'fname', required: false, enum: ['name', 'email', 'role'] })
  @ApiQuery({ name: 'ftype', required: false, enum: ['like', 'eq'] })
  @ApiQuery({ name: 'page', required: false, type: Number })
  @ApiQuery({ name: 'size', required: false, type: Number, description: '1 to 100, default 20' })
  @ApiOkResponse({ description: '{response: [{id, name, email, role, locked}], size, total}' })
  list(@Query(new ZodValidationPipe(userListQuerySchema)) query: UserListQuery): Promise<ListResponse<UserListItem>> {
    return this.users.list(query);
  }

  @Post('report.php')
  @HttpCode(HttpStatus.OK)
  @ApiBody({ schema: jsonSchema(userListExportSchema) })
  @ApiOkResponse({ description: "The list's filter, every page, as CSV: UTF-8 with BOM, ';' between fields (Excel in es-AR)" })
  async report(@Body(new ZodValidationPipe(userListExportSchema)) filter: UserListExport): Promise<StreamableFile> {
    return csvFile('usuarios', await this.users.exportCsv(filter));
  }

  @Get('empresas')
  @ApiQuery({ name: 'fvalue', required: false, description: 'Part of the razón social or the CUIT' })
  @ApiOkResponse({ description: '{response: [{id, razonsocial, cuit}], size, total}: up to 20 companies no user manages' })
  unlinkedCompanies(
    @Query(new ZodValidationPipe(unlinkedCompaniesQuerySchema)) query: UnlinkedCompaniesQuery,
  ): Promise<ListResponse<UnlinkedCompany>> {
    return this.users.unlinkedCompanies(query);
  }

  @Get('get/:id')
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ description: '{id, name, email, role, locked}' })
  get(@Param('id', idPipe) id: number): Promise<UserListItem> {
    return this.users.get(id);
  }

  @Post('add')
  @ApiBody({ schema: jsonSchema(userCreateSchema) })
  @ApiConflictResponse({ description: 'The name or the e-mail is taken, or the company has a user already' })
  add(@Body(new ZodValidationPipe(userCreateSchema)) body: UserCreate): Promise<UserListItem> {
    return this.users.create(body);
  }

  @Post('update/:id')
  @HttpCode(HttpStatus.OK)
  @ApiParam({ name: 'id', type: Number })
  @ApiBody({ schema: jsonSchema(userUpdateSchema) })
  @ApiConflictResponse({ description: 'The name or the e-mail is taken' })
  update(
    @Param('id', idPipe) id: number,
    @Body(new ZodValidationPipe(userUpdateSchema)) body: UserUpdate,
    @CurrentUser() actor: SessionUser,
  ): Promise<UserListItem> {
    return this.users.update(id, body, actor);
  }

  @Post('unlock/:id')
  @HttpCode(HttpStatus.OK)
  @ApiParam({ name: 'id', type: Number })
  @ApiOkResponse({ description: 'The user, now with locked false' })
  unlock(@Param('id', idPipe) id: number): Promise<UserListItem> {
    return this.users.unlock(id);
  }
}
