import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { ListResponse, LookupQuery, UserListItem } from '@postulate/contracts';
import { toListResponse } from '../common/list-response.js';
import { fvalueParameter, nameContains } from '../common/name-filter.js';
import { User } from './entities/user.entity.js';

@Injectable()
export class UsersService {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  /** Users whose name contains fvalue; the password hash is never selected. */
  async list(query: LookupQuery): Promise<ListResponse<UserListItem>> {
    const [users, total] = await this.users
      .createQueryBuilder('account')
      .select(['account.id', 'account.name', 'account.email', 'account.role'])
      .where(nameContains('account.name'), fvalueParameter(query.fvalue))
      .orderBy('account.name')
      .take(query.limit)
      .getManyAndCount();
    return toListResponse(
      users.map(({ id, name, email, role }) => ({ id, name, email, role })),
      total,
    );
  }
}
