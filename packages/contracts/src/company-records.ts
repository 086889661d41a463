import { z } from './zod.js';
import { idSchema } from './admin.js';
import { amountSchema } from './amounts.js';
import { listResponseSchema } from './api-schemas.js';
import { companyApplicationsQuerySchema } from './company.js';
import { dmyDateSchema, todayDmy } from './dates.js';
import { filterQuery, pagingShape } from './reference.js';
import { COMPANY_RECORDS_MESSAGES } from './company-records-messages.js';

// ---------- 'Ver files': the nine document slots ----------

/** The nine slots, in order: the first seven approved make the company verified. */
export const COMPANY_DOCUMENT_SLOTS = [
  'Constancia de inscripción AFIP',
  'Estatuto o contrato social',
  'Designación de autoridades',
  'DNI del representante (frente)',
  'DNI del representante (dorso)',
  'Comprobante de domicilio',
  'Inscripción en Ingresos Brutos',
  'Habilitación para servicios de seguridad',
  'Otro',
] as const;
export const COMPANY_DOCUMENT_SLOT_COUNT = COMPANY_DOCUMENT_SLOTS.length;
/** Slots 1..7 decide verification; 8 is needed only to publish in 'Seguridad'; 9 is anything else. */
export const VERIFICATION_SLOTS = 7;
export const SECURITY_LICENCE_SLOT = 8;
export const COMPANY_DOCUMENT_MAX_BYTES = 2_000_000;
export const COMPANY_DOCUMENT_TYPES = ['image/png', 'image/jpeg', 'application/pdf'] as const;
export type CompanyDocumentType = (typeof COMPANY_DOCUMENT_TYPES)[number];

export const DOCUMENT_STATES = ['Pendiente', 'Aprobado', 'Rechazado'] as const;
export type DocumentState = (typeof DOCUMENT_STATES)[number];
export const DOCUMENT_REVIEWS = ['Aprobado', 'Rechazado'] as const;

const slotSchema = z.preprocess(
  (value) => (typeof value === 'string' && /^\d{1,2}$/.test(value) ? Number(value) : value),
  z
    .int(COMPANY_RECORDS_MESSAGES.slotInvalid)
    .min(1, COMPANY_RECORDS_MESSAGES.slotInvalid)
    .max(COMPANY_DOCUMENT_SLOT_COUNT, COMPANY_RECORDS_MESSAGES.slotInvalid),
);

/** One slot of 'Ver files'; `archivo` null while nothing was uploaded to it. */
export const companyDocumentSchema = z.object({
  slot: z.int(),
  nombre: z.string(),
  archivo: z.object({ id: z.string(), nombre: z.string(), tipo: z.enum(COMPANY_DOCUMENT_TYPES), cargadoEl: z.string() }).nullable(),
  estado: z.enum(DOCUMENT_STATES).nullable().describe('null for an empty slot'),
  comentario: z.string().describe("The administrator's comment, read by the company (why a document was refused)"),
  revisadoEl: z.string().nullable(),
});
export type CompanyDocument = z.infer<typeof companyDocumentSchema>;

/** GET /api/empresa/documentos (the company's own) and /api/empresa/get/{id}/documentos (admin). */
export const companyDocumentsSchema = z.object({
  companyId: z.int(),
  verificada: z.boolean(),
  documentos: z.array(companyDocumentSchema),
});
export type CompanyDocuments = z.infer<typeof companyDocumentsSchema>;

/** POST /api/empresa/add_file.php: the `jsonbody` part ({id} of the company, slot 1-9) beside `file`. */
export const companyFileSchema = z.object({ id: idSchema, slot: slotSchema });
export type CompanyFile = z.output<typeof companyFileSchema>;

/** POST /api/empresa/documento/revisar: the administrator approves or refuses one slot. */
export const documentReviewSchema = z
  .object({
    id: idSchema,
    slot: slotSchema,
    estado: z.enum(DOCUMENT_REVIEWS, COMPANY_RECORDS_MESSAGES.reviewRequired),
    comentario: z.string().trim().max(500, COMPANY_RECORDS_MESSAGES.commentMax).default(''),
  })
  .refine((review) => review.estado === 'Aprobado' || review.comentario.length > 0, {
    message: COMPANY_RECORDS_MESSAGES.commentRequired,
    path: ['comentario'],
  });
export type DocumentReview = z.output<typeof documentReviewSchema>;
export type DocumentReviewInput = z.input<typeof documentReviewSchema>;

// ---------- Administrator: Empresas ----------

export const COMPANY_LIST_FIELDS = ['razonsocial', 'cuit', 'email'] as const;
const companyFilter = filterQuery(COMPANY_LIST_FIELDS, 'Solo se puede filtrar por razón social, CUIT o email');

/** GET /api/empresa/?fvalue&fname&ftype&page&size (Administrador). */
export const companyListQuerySchema = companyFilter.extend(pagingShape);
export type CompanyListQuery = z.output<typeof companyListQuerySchema>;

export const companyListItemSchema = z.object({
  id: z.int(),
  razonsocial: z.string(),
  cuit: z.string(),
  email: z.string(),
  avisosPublicados: z.int().describe('Published ads now'),
  verificada: z.boolean(),
  pendientes: z.int().describe('Documents waiting for review'),
  usuario: z.string().nullable().describe('The user who manages it, if any'),
  alta: z.string().describe('dd/MM/yyyy of its registration'),
});
export type CompanyListItem = z.infer<typeof companyListItemSchema>;

/** GET /api/empresa/get/{id}: the provider-edit view's head. */
export const companyAdminViewSchema = companyListItemSchema.extend({ usuarioId: z.int().nullable() });
export type CompanyAdminView = z.infer<typeof companyAdminViewSchema>;

/** POST /api/empresa/link/{id}: {userId} of an Empresa or Tester without a company, or null to unlink. */
export const companyLinkSchema = z.object({ userId: z.union([idSchema, z.null()]) });
export type CompanyLink = z.output<typeof companyLinkSchema>;

/** GET /api/empresa/usuarios?fvalue: Empresa and Tester users without a company, to link. */
export const linkableUsersQuerySchema = z.object({ fvalue: companyListQuerySchema.shape.fvalue });

/** One user of that list. */
export const linkableUserSchema = z.object({ id: z.int(), name: z.string(), email: z.string(), role: z.enum(['Empresa', 'Tester']) });
export type LinkableUser = z.infer<typeof linkableUserSchema>;

// ---------- CSV exports ----------

/** POST /api/empresa/report.php as Administrador: the companies list's own filter. */
export const companyListExportSchema = companyFilter;
export type CompanyListExport = z.output<typeof companyListExportSchema>;

/** POST /api/empresa/report.php as Empresa: one ad's applications under the list's own filters (tab, security, Estado, search, stars, tag) and order. */
export const applicationsExportSchema = companyApplicationsQuerySchema
  .pick({ tab: true, seguridad: true, estado: true, q: true, requisitos: true, calificacion: true, etiqueta: true, orden: true })
  .extend({ idAviso: idSchema });
export type ApplicationsExport = z.input<typeof applicationsExportSchema>;

// ---------- 'Ver Facturas': invoices ----------

export const INVOICE_STATES = ['Pendiente', 'Pagada', 'Anulada'] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];
export const INVOICE_FILE_SLOTS = ['pdf', 'doc'] as const;
export type InvoiceFileSlot = (typeof INVOICE_FILE_SLOTS)[number];
/** Largest amount an invoice holds (numeric(14,2)). */
export const INVOICE_MAX_AMOUNT = 999_999_999_999.99;

/** POST /api/factura/add and /update/{id} (Administrador). `empresa` is the company's id. */
export const invoiceSaveSchema = z.object({
  empresa: idSchema,
  punto: z
    .string(COMPANY_RECORDS_MESSAGES.punto)
    .trim()
    .regex(/^\d{4}$/, COMPANY_RECORDS_MESSAGES.punto),
  codigo: z
    .string(COMPANY_RECORDS_MESSAGES.codigo)
    .trim()
    .regex(/^\d{8}$/, COMPANY_RECORDS_MESSAGES.codigo),
  fecha: dmyDateSchema('01/01/2000', todayDmy, COMPANY_RECORDS_MESSAGES.fecha),
  apellido: z.string(COMPANY_RECORDS_MESSAGES.apellido).trim().min(1, COMPANY_RECORDS_MESSAGES.apellido).max(50, COMPANY_RECORDS_MESSAGES.apellidoMax),
  comentario: z.string(COMPANY_RECORDS_MESSAGES.comentarioMax).trim().max(250, COMPANY_RECORDS_MESSAGES.comentarioMax).default(''),
  status: z.enum(INVOICE_STATES, COMPANY_RECORDS_MESSAGES.status),
  importe: amountSchema({
    cents: true,
    min: 0.01,
    max: INVOICE_MAX_AMOUNT,
    minMessage: COMPANY_RECORDS_MESSAGES.importe,
    tooLargeMessage: COMPANY_RECORDS_MESSAGES.importe,
    requiredMessage: COMPANY_RECORDS_MESSAGES.importe,
  }),
});
export type InvoiceSave = z.output<typeof invoiceSaveSchema>;
export type InvoiceSaveInput = z.input<typeof invoiceSaveSchema>;

export const INVOICE_LIST_FIELDS = ['apellido', 'codigo', 'status', 'razonsocial'] as const;
const invoiceFilter = filterQuery(INVOICE_LIST_FIELDS, 'Solo se puede filtrar por apellido, número, estado o razón social').extend({
  /** The administrator's filter by company; a company always reads only its own. */
  empresa: z.preprocess((value) => (value === '' || value === null ? undefined : value), idSchema.optional()),
});

/** GET /api/factura/?empresa&fvalue&fname&ftype&page&size */
export const invoiceListQuerySchema = invoiceFilter.extend(pagingShape);
export type InvoiceListQuery = z.output<typeof invoiceListQuerySchema>;

/** POST /api/factura/report.php: the invoices list's filter, every page, as CSV. */
export const invoiceListExportSchema = invoiceFilter;
export type InvoiceListExport = z.output<typeof invoiceListExportSchema>;

const invoiceFileLinkSchema = z.object({ url: z.string(), nombre: z.string() }).nullable().describe('The download of the file, or null when none was attached');

/** One row of 'Ver Facturas'. */
export const invoiceItemSchema = z.object({
  id: z.int(),
  empresa: z.object({ id: z.int(), razonsocial: z.string() }),
  punto: z.string(),
  codigo: z.string(),
  fecha: z.string().describe('dd/MM/yyyy'),
  apellido: z.string(),
  comentario: z.string(),
  status: z.enum(INVOICE_STATES),
  importe: z.number().describe('Pesos, two decimals'),
  pdf: invoiceFileLinkSchema,
  doc: invoiceFileLinkSchema,
});
export type InvoiceItem = z.infer<typeof invoiceItemSchema>;

/** GET /api/factura/: the page plus what the company owes ('Pendiente' invoices of the filter's company). */
export const invoicePageSchema = listResponseSchema(invoiceItemSchema).extend({ saldo: z.number() });
export type InvoicePage = z.infer<typeof invoicePageSchema>;

/** POST /api/factura/add_file.php: the `jsonbody` part ({id} of the invoice, slot pdf or doc) beside `file`. */
export const invoiceFileSchema = z.object({ id: idSchema, slot: z.enum(INVOICE_FILE_SLOTS, COMPANY_RECORDS_MESSAGES.invoiceSlot) });
