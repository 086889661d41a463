import { Controller, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { HOME_ROUTES, type AvisoDetailData, type HomeQuery, type HomeResponse } from '@postulate/contracts';
import { Public } from '../auth/auth.decorators.js';
import { ContractRoute } from '../common/contract-route.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { HomeService } from './home.service.js';

/** The public home and ad pages (HOME_ROUTES): visitors and every role read the same published ads. */
@ApiTags('home')
@Public()
@Controller()
export class HomeController {
  constructor(private readonly home: HomeService) {}

  @ContractRoute(HOME_ROUTES.search)
  search(@Query(new ZodValidationPipe(HOME_ROUTES.search.query)) query: HomeQuery): Promise<HomeResponse> {
    return this.home.home(query);
  }

  @ContractRoute(HOME_ROUTES.aviso)
  aviso(@Param(new ZodValidationPipe(HOME_ROUTES.aviso.params)) { id }: { id: number }): Promise<AvisoDetailData> {
    return this.home.aviso(id);
  }
}
