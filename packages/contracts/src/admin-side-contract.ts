import { z } from './zod.js';
import { companyProfileSchema } from './accounts.js';
import {
  areaSaveSchema,
  deletedSchema,
  deleteRequestSchema,
  idSchema,
  subAreaSaveSchema,
  unlinkedCompaniesQuerySchema,
  unlinkedCompanySchema,
  userCreateSchema,
  userUpdateSchema,
  workLevelSaveSchema,
} from './admin.js';
import { ADMIN_SIDE_PLACES } from './admin-side-places.js';
import { defineRoute } from './api-route.js';
import { CSV_TYPES, areaItemSchema, fileBytesSchema, listResponseSchema, namedItemSchema } from './api-schemas.js';
import { companyProfileDataSchema } from './company.js';
import {
  applicationsExportSchema,
  COMPANY_DOCUMENT_MAX_BYTES,
  COMPANY_DOCUMENT_TYPES,
  companyAdminViewSchema,
  companyDocumentsSchema,
  companyFileSchema,
  companyLinkSchema,
  companyListExportSchema,
  companyListItemSchema,
  companyListQuerySchema,
  documentReviewSchema,
  invoiceFileSchema,
  invoiceItemSchema,
  invoiceListExportSchema,
  invoiceListQuerySchema,
  invoicePageSchema,
  invoiceSaveSchema,
  linkableUserSchema,
  linkableUsersQuerySchema,
} from './company-records.js';
import { COMPANY_RECORDS_MESSAGES } from './company-records-messages.js';
import { avisoRejectSchema, avisoReviewedSchema, avisosInReviewSchema } from './aviso-review.js';
import { requirementAvisoItemSchema, requirementAvisosQuerySchema } from './fair-wording-review.js';
import { listExportSchema, userListExportSchema, userListItemSchema, userListQuerySchema } from './reference.js';

const byId = z.object({ id: idSchema });
const csvSummary = "The list's filter, every page, as CSV: UTF-8 with BOM, ';' between fields (Excel in es-AR)";
const { adminReference, users, companyRecords, invoices, requirementAvisos, avisoReview } = ADMIN_SIDE_PLACES;

// What a list's add, rename, delete and CSV declare beside their place (spread after it, so each
// route keeps its place's literal path).
const added = <Body extends z.ZodType, Response extends z.ZodType>(body: Body, response: Response, what: string) => ({
  summary: `Adds ${what}`,
  body,
  created: true as const,
  response,
  refusals: { 400: 'The name breaks its rule', 409: 'One with that name (ignoring case and accents) exists' },
});
const renamed = <Body extends z.ZodType>(body: Body, what: string) => ({
  summary: `Renames ${what}`,
  params: byId,
  body,
  response: namedItemSchema,
  refusals: { 400: 'The name breaks its rule', 404: 'Unknown id', 409: 'One with that name (ignoring case and accents) exists' },
});
const deleted = (what: string, summary = `Deletes ${what}: {message}`) => ({
  summary,
  body: deleteRequestSchema,
  response: deletedSchema,
  refusals: { 404: 'Unknown id', 409: `Ads still use ${what}` },
});
const exported = { summary: csvSummary, body: listExportSchema, response: fileBytesSchema, fileTypes: CSV_TYPES };

/** The administrator's writes on the reference lists (the reads are public, in REFERENCE_ROUTES). */
export const ADMIN_REFERENCE_ROUTES = {
  addWorkLevel: defineRoute({ ...adminReference.addWorkLevel, ...added(workLevelSaveSchema, namedItemSchema, 'a level') }),
  updateWorkLevel: defineRoute({ ...adminReference.updateWorkLevel, ...renamed(workLevelSaveSchema, 'a level') }),
  deleteWorkLevel: defineRoute({ ...adminReference.deleteWorkLevel, ...deleted('the level') }),
  exportWorkLevels: defineRoute({ ...adminReference.exportWorkLevels, ...exported }),
  addSubArea: defineRoute({ ...adminReference.addSubArea, ...added(subAreaSaveSchema, namedItemSchema, 'a sub-area') }),
  updateSubArea: defineRoute({ ...adminReference.updateSubArea, ...renamed(subAreaSaveSchema, 'a sub-area') }),
  deleteSubArea: defineRoute({
    ...adminReference.deleteSubArea,
    ...deleted('the sub-area', 'Deletes a sub-area: {message}; the links to its areas go with it'),
  }),
  exportSubAreas: defineRoute({ ...adminReference.exportSubAreas, ...exported }),
  addArea: defineRoute({
    ...adminReference.addArea,
    ...added(areaSaveSchema, areaItemSchema, 'an area with its sub-areas (ids)'),
    refusals: { 400: 'The name or a sub-area id breaks its rule', 409: 'One with that name (ignoring case and accents) exists' },
  }),
  updateArea: defineRoute({
    ...adminReference.updateArea,
    summary: 'Renames an area and sets its sub-areas',
    params: byId,
    body: areaSaveSchema,
    response: areaItemSchema,
    refusals: {
      400: 'The name or a sub-area id breaks its rule',
      404: 'Unknown id',
      409: 'Duplicate name, or a removed sub-area is still used by ads of this area',
    },
  }),
  deleteArea: defineRoute({ ...adminReference.deleteArea, ...deleted('the area') }),
  exportAreas: defineRoute({ ...adminReference.exportAreas, ...exported }),
};

/** The administrator's users screen: answers never carry a password hash, only `locked`. */
export const USER_ROUTES = {
  list: defineRoute({
    ...users.list,
    summary: 'Users filtered by name, e-mail or role (case and accents ignored), paged',
    query: userListQuerySchema,
    response: listResponseSchema(userListItemSchema),
  }),
  export: defineRoute({ ...users.export, summary: csvSummary, body: userListExportSchema, response: fileBytesSchema, fileTypes: CSV_TYPES }),
  unlinkedCompanies: defineRoute({
    ...users.unlinkedCompanies,
    summary: 'Up to 20 companies no user manages, whose razón social or CUIT contains fvalue',
    query: unlinkedCompaniesQuerySchema,
    response: listResponseSchema(unlinkedCompanySchema),
  }),
  get: defineRoute({ ...users.get, summary: 'A user', params: byId, response: userListItemSchema, refusals: { 404: 'Unknown id' } }),
  add: defineRoute({
    ...users.add,
    summary: 'Creates an Administrador, Empresa or Tester, an Empresa or Tester optionally linked to a company without a user',
    body: userCreateSchema,
    created: true,
    response: userListItemSchema,
    refusals: { 400: 'A field breaks its rule', 409: 'The name or the e-mail is taken, or the company has a user already' },
  }),
  update: defineRoute({
    ...users.update,
    summary: "Changes a user's name, e-mail, role and (when given) password",
    params: byId,
    body: userUpdateSchema,
    response: userListItemSchema,
    refusals: {
      400: "A field breaks its rule, a change of the caller's own role, or of a role to or from Postulante",
      404: 'Unknown id',
      409: 'The name or the e-mail is taken',
    },
  }),
  unlock: defineRoute({
    ...users.unlock,
    summary: 'Lifts a lock-out from wrong passwords: the user, now with locked false',
    params: byId,
    response: userListItemSchema,
    refusals: { 404: 'Unknown id' },
  }),
};

const companyNotFound = { 404: 'Unknown company' } as const;

/**
 * The provider-edit view (backoffice-side): the administrator's Empresas, a company's profile, its
 * nine documents ('Ver files') and its user; and the company's own documents.
 */
export const COMPANY_RECORDS_ROUTES = {
  list: defineRoute({
    ...companyRecords.list,
    summary: 'Companies filtered by razón social, CUIT or e-mail, with their verification and user, paged',
    query: companyListQuerySchema,
    response: listResponseSchema(companyListItemSchema),
  }),
  export: defineRoute({
    ...companyRecords.export,
    summary:
      "The universal export as CSV (UTF-8 with BOM, ';', dd/MM/yyyy): an administrator gets the companies list ({fvalue, fname, ftype}); a company one of its ads' applications ({idAviso, tab, seguridad})",
    body: z.union([companyListExportSchema, applicationsExportSchema]),
    response: fileBytesSchema,
    fileTypes: CSV_TYPES,
    refusals: { 400: "A filter breaks its rule (the caller's role decides which body it is)", 404: "An ad that is not the company's" },
  }),
  linkableUsers: defineRoute({
    ...companyRecords.linkableUsers,
    summary: 'Empresa and Tester users without a company whose name or e-mail contains fvalue',
    query: linkableUsersQuerySchema,
    response: listResponseSchema(linkableUserSchema),
  }),
  get: defineRoute({
    ...companyRecords.get,
    summary: "The provider-edit view's head",
    params: byId,
    response: companyAdminViewSchema,
    refusals: companyNotFound,
  }),
  profile: defineRoute({
    ...companyRecords.profile,
    summary: 'The company profile, as in Mi Perfil',
    params: byId,
    response: companyProfileDataSchema,
    refusals: companyNotFound,
  }),
  updateProfile: defineRoute({
    ...companyRecords.updateProfile,
    summary: 'Saves the company profile under Mi Perfil’s rules (the logo stays the company’s own)',
    params: byId,
    body: companyProfileSchema,
    response: companyProfileDataSchema,
    refusals: { 400: 'A field breaks its rule', ...companyNotFound },
  }),
  link: defineRoute({
    ...companyRecords.link,
    summary: 'Links an Empresa or Tester user without a company (null unlinks): the company with its new user',
    params: byId,
    body: companyLinkSchema,
    response: companyAdminViewSchema,
    refusals: { 404: 'Unknown company, or no Empresa or Tester user with that id', 409: 'The user manages another company' },
  }),
  ownDocuments: defineRoute({
    ...companyRecords.ownDocuments,
    summary: "The company's nine document slots and whether it is verified",
    response: companyDocumentsSchema,
  }),
  documents: defineRoute({
    ...companyRecords.documents,
    summary: "A company's nine document slots, to review",
    params: byId,
    response: companyDocumentsSchema,
    refusals: companyNotFound,
  }),
  uploadDocument: defineRoute({
    ...companyRecords.uploadDocument,
    summary: 'Uploads the document of one slot (jsonbody {id of the company, slot 1-9}): the documents, the slot pending review',
    body: companyFileSchema,
    upload: {
      description: 'PNG, JPEG or PDF of at most 2 MB, checked by content',
      maxBytes: COMPANY_DOCUMENT_MAX_BYTES,
      tooLargeMessage: COMPANY_RECORDS_MESSAGES.fileTooLarge,
    },
    response: companyDocumentsSchema,
    refusals: {
      400: 'No file, or one that is not a PNG, JPEG or PDF',
      404: "Another company's id (for a company), or an unknown one",
      413: 'The file is larger than 2 MB',
    },
  }),
  review: defineRoute({
    ...companyRecords.review,
    summary: "Approves or refuses one slot: the company's documents after the review; the first seven approved make it verified",
    body: documentReviewSchema,
    response: companyDocumentsSchema,
    refusals: { 400: 'A refusal without a comment', 404: 'Unknown company, or an empty slot' },
  }),
  documentFile: defineRoute({
    ...companyRecords.documentFile,
    summary: 'A document’s bytes: images inline, a PDF as a download',
    params: z.object({ id: idSchema.describe('The company'), slot: companyFileSchema.shape.slot.describe('1 to 9') }),
    response: fileBytesSchema,
    fileTypes: COMPANY_DOCUMENT_TYPES,
    refusals: { 404: 'An empty slot, or a company that is not the caller’s' },
  }),
};

/** 'Ver Facturas': administrators issue and edit a company's invoices; the company reads its own. */
export const INVOICE_ROUTES = {
  list: defineRoute({
    ...invoices.list,
    summary: "Invoices (an administrator's of every company or of `empresa`; a company's own), paged, with what the company owes",
    query: invoiceListQuerySchema,
    response: invoicePageSchema,
  }),
  export: defineRoute({
    ...invoices.export,
    summary: "The list's filter, every page, as CSV (UTF-8 with BOM, ';', dd/MM/yyyy)",
    body: invoiceListExportSchema,
    response: fileBytesSchema,
    fileTypes: CSV_TYPES,
  }),
  add: defineRoute({
    ...invoices.add,
    summary: 'Issues an invoice to a company',
    body: invoiceSaveSchema,
    created: true,
    response: invoiceItemSchema,
    refusals: { 400: 'A field breaks its rule', 404: 'Unknown company', 409: 'Another invoice has that punto de venta and number' },
  }),
  update: defineRoute({
    ...invoices.update,
    summary: 'Changes an invoice',
    params: byId,
    body: invoiceSaveSchema,
    response: invoiceItemSchema,
    refusals: { 400: 'A field breaks its rule', 404: 'Unknown invoice or company', 409: 'Another invoice has that punto de venta and number' },
  }),
  attachFile: defineRoute({
    ...invoices.attachFile,
    summary: 'Attaches the invoice PDF or a document (jsonbody {id of the invoice, slot pdf | doc}): the invoice with its file',
    body: invoiceFileSchema,
    upload: {
      description: 'pdf: a PDF; doc: a PDF, PNG or JPEG; at most 2 MB, checked by content',
      maxBytes: COMPANY_DOCUMENT_MAX_BYTES,
      tooLargeMessage: COMPANY_RECORDS_MESSAGES.fileTooLarge,
    },
    response: invoiceItemSchema,
    refusals: { 400: 'No file, or one the slot does not take', 404: 'Unknown invoice', 413: 'The file is larger than 2 MB' },
  }),
  file: defineRoute({
    ...invoices.file,
    summary: 'The invoice PDF or its attached document',
    params: z.object({ id: idSchema, slot: invoiceFileSchema.shape.slot }),
    response: fileBytesSchema,
    fileTypes: COMPANY_DOCUMENT_TYPES,
    refusals: { 404: 'No such file, or an invoice of another company' },
  }),
};

/** The ads that ask for a gender or an age range, with the company's reason, newest first. */
export const REQUIREMENT_AVISO_ROUTES = {
  list: defineRoute({
    ...requirementAvisos.list,
    summary: "Ads whose 'Género' is not 'Indistinto' or that set an age range, with the company's reason, last saved first, paged",
    query: requirementAvisosQuerySchema,
    response: listResponseSchema(requirementAvisoItemSchema),
  }),
};

/** Issue 39: 'Avisos en revisión', the ads held before publishing, and the administrator's verdict. */
export const AVISO_REVIEW_ROUTES = {
  list: defineRoute({
    ...avisoReview.list,
    summary: 'Ads held before publishing (unverified company or a scam signal in the text), oldest first, with the signals and words found',
    response: avisosInReviewSchema,
  }),
  approve: defineRoute({
    ...avisoReview.approve,
    summary: "'Publicar': an ad in review is published, dated as a company's publish would",
    params: byId,
    response: avisoReviewedSchema,
    refusals: { 404: 'Unknown ad', 409: 'The ad is not in review (already decided, or withdrawn by its company)' },
  }),
  reject: defineRoute({
    ...avisoReview.reject,
    summary: "'Rechazar': an ad in review goes back to its company unpublished; the reason reaches the company by e-mail",
    params: byId,
    body: avisoRejectSchema,
    response: avisoReviewedSchema,
    refusals: { 400: 'No reason, or a reason over 1000 characters', 404: 'Unknown ad', 409: 'The ad is not in review' },
  }),
};

/** The administrator's back office and the company's records (documents, invoices): each feature's declarations, as ADMIN_SIDE_PLACES names them. */
export const ADMIN_SIDE_ROUTES = {
  adminReference: ADMIN_REFERENCE_ROUTES,
  users: USER_ROUTES,
  companyRecords: COMPANY_RECORDS_ROUTES,
  invoices: INVOICE_ROUTES,
  requirementAvisos: REQUIREMENT_AVISO_ROUTES,
  avisoReview: AVISO_REVIEW_ROUTES,
};
