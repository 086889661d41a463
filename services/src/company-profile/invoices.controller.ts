import { Body, Controller, Param, Query, Res, UploadedFile, type StreamableFile } from '@nestjs/common';
import { ApiCookieAuth, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import {
  INVOICE_ROUTES as ROUTES,
  type InvoiceFileSlot,
  type InvoiceItem,
  type InvoiceListExport,
  type InvoiceListQuery,
  type InvoicePage,
  type InvoiceSave,
} from '@postulate/contracts';
import { CurrentUser, Roles } from '../auth/auth.decorators.js';
import { ContractRoute } from '../common/contract-route.js';
import { csvFile } from '../common/csv-export.js';
import { jsonPart } from '../common/json-part.js';
import type { SessionUser } from '../common/session-user.js';
import type { UploadedFileData } from '../common/single-file-upload.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { sendPrivateFile } from '../files/private-file.js';
import { CurrentCompany } from '../companies/current-company.service.js';
import { InvoicesService, type InvoiceScope } from './invoices.service.js';

const savePipe = new ZodValidationPipe(ROUTES.add.body);
const filePipe = new ZodValidationPipe(ROUTES.attachFile.body);

/** 'Ver Facturas': administrators issue and edit a company's invoices; the company reads its own. */
@ApiTags('factura')
@ApiCookieAuth()
@Controller()
export class InvoicesController {
  constructor(
    private readonly invoices: InvoicesService,
    private readonly company: CurrentCompany,
  ) {}

  @ContractRoute(ROUTES.list)
  @Roles('Administrador', 'Empresa', 'Tester')
  async list(@Query(new ZodValidationPipe(ROUTES.list.query)) query: InvoiceListQuery, @CurrentUser() user: SessionUser): Promise<InvoicePage> {
    return this.invoices.list(await this.scope(user), query);
  }

  @ContractRoute(ROUTES.export)
  @Roles('Administrador', 'Empresa', 'Tester')
  async report(@Body(new ZodValidationPipe(ROUTES.export.body)) filter: InvoiceListExport, @CurrentUser() user: SessionUser): Promise<StreamableFile> {
    return csvFile('facturas', await this.invoices.exportCsv(await this.scope(user), filter));
  }

  @ContractRoute(ROUTES.add)
  @Roles('Administrador')
  add(@Body(savePipe) body: InvoiceSave): Promise<InvoiceItem> {
    return this.invoices.create(body);
  }

  @ContractRoute(ROUTES.update)
  @Roles('Administrador')
  update(@Param(new ZodValidationPipe(ROUTES.update.params)) { id }: { id: number }, @Body(savePipe) body: InvoiceSave): Promise<InvoiceItem> {
    return this.invoices.update(id, body);
  }

  @ContractRoute(ROUTES.attachFile)
  @Roles('Administrador')
  addFile(@Body() parts: Record<string, unknown>, @UploadedFile() file: UploadedFileData | undefined): Promise<InvoiceItem> {
    const { id, slot } = filePipe.transform(jsonPart(parts?.jsonbody));
    return this.invoices.attach(id, slot, file);
  }

  @ContractRoute(ROUTES.file)
  @Roles('Administrador', 'Empresa', 'Tester')
  async file(
    @Param(new ZodValidationPipe(ROUTES.file.params)) { id, slot }: { id: number; slot: InvoiceFileSlot },
    @CurrentUser() user: SessionUser,
    @Res() res: Response,
  ): Promise<void> {
    sendPrivateFile(res, await this.invoices.download(await this.scope(user), id, slot));
  }

  private async scope(user: SessionUser): Promise<InvoiceScope> {
    return user.role === 'Administrador' ? { admin: true } : { admin: false, companyId: await this.company.idOf(user) };
  }
}
