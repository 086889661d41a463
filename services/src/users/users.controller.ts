import { Body, Controller, Param, Query, type StreamableFile } from '@nestjs/common';
import { ApiCookieAuth, ApiTags } from '@nestjs/swagger';
import {
  USER_ROUTES as ROUTES,
  type ListResponse,
  type UnlinkedCompaniesQuery,
  type UnlinkedCompany,
  type UserCreate,
  type UserListExport,
  type UserListItem,
  type UserListQuery,
  type UserUpdate,
} from '@postulate/contracts';
import { CurrentUser, Roles } from '../auth/auth.decorators.js';
import { csvFile } from '../common/csv-export.js';
import { ContractRoute } from '../common/contract-route.js';
import type { SessionUser } from '../common/session-user.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { UsersService } from './users.service.js';

const idPipe = new ZodValidationPipe(ROUTES.get.params);

/** The administrator's users screen. Answers never carry a password hash, only `locked`. */
@ApiTags('usuarios')
@ApiCookieAuth()
@Roles('Administrador')
@Controller()
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @ContractRoute(ROUTES.list)
  list(@Query(new ZodValidationPipe(ROUTES.list.query)) query: UserListQuery): Promise<ListResponse<UserListItem>> {
    return this.users.list(query);
  }

  @ContractRoute(ROUTES.export)
  async report(@Body(new ZodValidationPipe(ROUTES.export.body)) filter: UserListExport): Promise<StreamableFile> {
    return csvFile('usuarios', await this.users.exportCsv(filter));
  }

  @ContractRoute(ROUTES.unlinkedCompanies)
  unlinkedCompanies(@Query(new ZodValidationPipe(ROUTES.unlinkedCompanies.query)) query: UnlinkedCompaniesQuery): Promise<ListResponse<UnlinkedCompany>> {
    return this.users.unlinkedCompanies(query);
  }

  @ContractRoute(ROUTES.get)
  get(@Param(idPipe) { id }: { id: number }): Promise<UserListItem> {
    return this.users.get(id);
  }

  @ContractRoute(ROUTES.add)
  add(@Body(new ZodValidationPipe(ROUTES.add.body)) body: UserCreate): Promise<UserListItem> {
    return this.users.create(body);
  }

  @ContractRoute(ROUTES.update)
  update(
    @Param(idPipe) { id }: { id: number },
    @Body(new ZodValidationPipe(ROUTES.update.body)) body: UserUpdate,
    @CurrentUser() actor: SessionUser,
  ): Promise<UserListItem> {
    return this.users.update(id, body, actor);
  }

  @ContractRoute(ROUTES.unlock)
  unlock(@Param(idPipe) { id }: { id: number }): Promise<UserListItem> {
    return this.users.unlock(id);
  }
}
