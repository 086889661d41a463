import { Controller, Param, Query, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { SHARING_ROUTES, type HomeQuery, type SharePage } from '@postulate/contracts';
import { Public } from '../auth/auth.decorators.js';
import { ContractRoute } from '../common/contract-route.js';
import { PUBLIC_CACHE_CONTROL } from '../common/public-cache.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { SharingService } from './sharing.service.js';

/** Sends text or bytes that are the same for every visitor, kept by browsers and CDNs as the public JSON is. */
function sendPublic(res: Response, type: string, body: string | Buffer): void {
  res.set({ 'Content-Type': type, 'Cache-Control': PUBLIC_CACHE_CONTROL, 'X-Content-Type-Options': 'nosniff' });
  res.end(body);
}

/** What search engines, link previews and feed readers read (SHARING_ROUTES): published ads only. */
@ApiTags('home')
@Public()
@Controller()
export class SharingController {
  constructor(private readonly sharing: SharingService) {}

  @ContractRoute(SHARING_ROUTES.page)
  page(@Param(new ZodValidationPipe(SHARING_ROUTES.page.params)) { id }: { id: number }): Promise<SharePage> {
    return this.sharing.page(id);
  }

  @ContractRoute(SHARING_ROUTES.image)
  async image(@Param(new ZodValidationPipe(SHARING_ROUTES.image.params)) { id }: { id: number }, @Res() res: Response): Promise<void> {
    sendPublic(res, 'image/png', await this.sharing.image(id));
  }

  @ContractRoute(SHARING_ROUTES.feed)
  async feed(@Query(new ZodValidationPipe(SHARING_ROUTES.feed.query)) query: HomeQuery, @Req() req: Request, @Res() res: Response): Promise<void> {
    sendPublic(res, 'application/rss+xml; charset=utf-8', await this.sharing.feed(query, req.originalUrl));
  }

  @ContractRoute(SHARING_ROUTES.sitemap)
  async sitemap(@Res() res: Response): Promise<void> {
    sendPublic(res, 'application/xml; charset=utf-8', await this.sharing.sitemap());
  }

  @ContractRoute(SHARING_ROUTES.robots)
  robots(@Res() res: Response): void {
    sendPublic(res, 'text/plain; charset=utf-8', this.sharing.robots());
  }
}
