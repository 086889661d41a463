import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query, Res, UploadedFile, type StreamableFile } from '@nestjs/common';
import { ApiBody, ApiConflictResponse, ApiCookieAuth, ApiNotFoundResponse, ApiOkResponse, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import {
  COMPANY_DOCUMENT_MAX_BYTES,
  COMPANY_RECORDS_MESSAGES,
  idSchema,
  invoiceFileSchema,
  invoiceListExportSchema,
  invoiceListQuerySchema,
  invoiceSaveSchema,
  type InvoiceItem,
  type InvoiceListExport,
  type InvoiceListQuery,
  type InvoicePage,
  type InvoiceSave,
} from '@postulate/contracts';
import { CurrentUser, Roles } from '../auth/auth.decorators.js';
import type { SessionUser } from '../auth/auth.types.js';
import { csvFile } from '../common/csv-export.js';
import { jsonPart } from '../common/json-part.js';
import { jsonSchema } from '../common/openapi.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { sendPrivateFile } from '../files/private-file.js';
import { FileUploadRoute, type UploadedFileData } from '../files/single-file-upload.js';
import { CurrentCompany } from './current-company.service.js';
import { InvoicesService, type InvoiceScope } from './invoices.service.js';

const idPipe = new ZodValidationPipe(idSchema);
const savePipe = new ZodValidationPipe(invoiceSaveSchema);
const filePipe = new ZodValidationPipe(invoiceFileSchema);
const slotPipe = new ZodValidationPipe(invoiceFileSchema.shape.slot);

/** 'Ver Facturas': administrators issue and edit a company's invoices; the company reads its own. */
@ApiTags('factura')
@ApiCookieAuth()
@Controller('factura')
export class InvoicesController {
  constructor(
    private readonly invoices: InvoicesService,
    private readonly company: CurrentCompany,
  ) {}

  @Get()
  @Roles('Administrador', 'Empresa', 'Tester')
  @ApiQuery({ name: 'empresa', required: false, type: Number, description: "Administrators: one company's invoices" })
  @ApiQuery({ name: 'fvalue', required: false })
  @ApiQuery({ name: 'fname', required: false, enum: ['apellido', 'codigo', 'status', 'razonsocial'] })
  @ApiQuery({ name: 'ftype', required: false, enum: ['like', 'eq'] })
  @ApiQuery({ name: 'page', required: false, type: Number })
  @ApiQuery({ name: 'size', required: false, type: Number })
  @ApiOkResponse({ description: '{response: [{id, empresa, punto, codigo, fecha, apellido, comentario, status, importe, pdf, doc}], size, total, saldo}' })
  async list(@Query(new ZodValidationPipe(invoiceListQuerySchema)) query: InvoiceListQuery, @CurrentUser() user: SessionUser): Promise<InvoicePage> {
    return this.invoices.list(await this.scope(user), query);
  }

  @Post('report.php')
  @Roles('Administrador', 'Empresa', 'Tester')
  @HttpCode(HttpStatus.OK)
  @ApiBody({ schema: jsonSchema(invoiceListExportSchema) })
  @ApiOkResponse({ description: "The list's filter, every page, as CSV (UTF-8 with BOM, ';', dd/MM/yyyy)" })
  async report(@Body(new ZodValidationPipe(invoiceListExportSchema)) filter: InvoiceListExport, @CurrentUser() user: SessionUser): Promise<StreamableFile> {
    return csvFile('facturas', await this.invoices.exportCsv(await this.scope(user), filter));
  }

  @Post('add')
  @Roles('Administrador')
  @ApiBody({ schema: jsonSchema(invoiceSaveSchema) })
  @ApiConflictResponse({ description: 'Another invoice has that punto de venta and number' })
  add(@Body(savePipe) body: InvoiceSave): Promise<InvoiceItem> {
    return this.invoices.create(body);
  }

  @Post('update/:id')
  @Roles('Administrador')
  @HttpCode(HttpStatus.OK)
  @ApiParam({ name: 'id', type: Number })
  @ApiBody({ schema: jsonSchema(invoiceSaveSchema) })
  @ApiConflictResponse({ description: 'Another invoice has that punto de venta and number' })
  update(@Param('id', idPipe) id: number, @Body(savePipe) body: InvoiceSave): Promise<InvoiceItem> {
    return this.invoices.update(id, body);
  }

  @Post('add_file.php')
  @Roles('Administrador')
  @HttpCode(HttpStatus.OK)
  @FileUploadRoute({
    jsonbody: '{"id": invoice id, "slot": "pdf" | "doc"}',
    file: 'pdf: a PDF; doc: a PDF, PNG or JPEG; at most 2 MB, checked by content',
    maxBytes: COMPANY_DOCUMENT_MAX_BYTES,
    tooLargeMessage: COMPANY_RECORDS_MESSAGES.fileTooLarge,
  })
  @ApiOkResponse({ description: 'The invoice with its file' })
  addFile(@Body() parts: Record<string, unknown>, @UploadedFile() file: UploadedFileData | undefined): Promise<InvoiceItem> {
    const { id, slot } = filePipe.transform(jsonPart(parts?.jsonbody));
    return this.invoices.attach(id, slot, file);
  }

  @Get('archivo/:id/:slot')
  @Roles('Administrador', 'Empresa', 'Tester')
  @ApiParam({ name: 'id', type: Number })
  @ApiParam({ name: 'slot', enum: ['pdf', 'doc'] })
  @ApiOkResponse({ description: 'The invoice PDF or its attached document' })
  @ApiNotFoundResponse({ description: 'No such file, or an invoice of another company' })
  async file(
    @Param('id', idPipe) id: number,
    @Param('slot', slotPipe) slot: 'pdf' | 'doc',
    @CurrentUser() user: SessionUser,
    @Res() res: Response,
  ): Promise<void> {
    sendPrivateFile(res, await this.invoices.download(await this.scope(user), id, slot));
  }

  private async scope(user: SessionUser): Promise<InvoiceScope> {
    return user.role === 'Administrador' ? { admin: true } : { admin: false, companyId: await this.company.idOf(user) };
  }
}
