import { Controller, Get, Query } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { lookupQuerySchema, type ListResponse, type LookupQuery, type UserListItem } from '@postulate/contracts';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { Roles } from '../auth/auth.decorators.js';
import { UsersService } from './users.service.js';

@ApiTags('usuarios')
@ApiCookieAuth()
@Roles('Administrador')
@Controller('usuar')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @ApiQuery({ name: 'fvalue', required: false, description: 'Text the user name contains' })
  @ApiQuery({ name: 'fname', required: false, enum: ['name'] })
  @ApiQuery({ name: 'limit', required: false, type: Number })
  @ApiOkResponse({ description: '{response: [{id, name, email, role}], size, total}' })
  list(@Query(new ZodValidationPipe(lookupQuerySchema)) query: LookupQuery): Promise<ListResponse<UserListItem>> {
    return this.users.list(query);
  }
}
