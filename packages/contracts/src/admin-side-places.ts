import type { RoutePlace } from './api-route.js';

/** The administrator's back office and the company's records (documents, invoices): each feature's places, zod-free (see route-places.ts). */
export const ADMIN_SIDE_PLACES = {
  /** The administrator's writes on the reference lists (their reads are `reference`), and each list's CSV. */
  adminReference: {
    addWorkLevel: { method: 'POST', path: '/api/nivel/add' },
    updateWorkLevel: { method: 'POST', path: '/api/nivel/update/:id' },
    deleteWorkLevel: { method: 'POST', path: '/api/nivel/delete.php' },
    exportWorkLevels: { method: 'POST', path: '/api/nivel/report.php', answers: 'file' },
    addSubArea: { method: 'POST', path: '/api/subarea/add' },
    updateSubArea: { method: 'POST', path: '/api/subarea/update/:id' },
    deleteSubArea: { method: 'POST', path: '/api/subarea/delete.php' },
    exportSubAreas: { method: 'POST', path: '/api/subarea/report.php', answers: 'file' },
    addArea: { method: 'POST', path: '/api/area/add' },
    updateArea: { method: 'POST', path: '/api/area/update/:id' },
    deleteArea: { method: 'POST', path: '/api/area/delete.php' },
    exportAreas: { method: 'POST', path: '/api/area/report.php', answers: 'file' },
  },
  /** The administrator's users screen. */
  users: {
    list: { method: 'GET', path: '/api/usuar' },
    export: { method: 'POST', path: '/api/usuar/report.php', answers: 'file' },
    unlinkedCompanies: { method: 'GET', path: '/api/usuar/empresas' },
    get: { method: 'GET', path: '/api/usuar/get/:id' },
    add: { method: 'POST', path: '/api/usuar/add' },
    update: { method: 'POST', path: '/api/usuar/update/:id' },
    unlock: { method: 'POST', path: '/api/usuar/unlock/:id' },
  },
  /** The administrator's Empresas (a company's head, profile, user and documents) and a company's own documents. */
  companyRecords: {
    list: { method: 'GET', path: '/api/empresa' },
    export: { method: 'POST', path: '/api/empresa/report.php', answers: 'file' },
    linkableUsers: { method: 'GET', path: '/api/empresa/usuarios' },
    get: { method: 'GET', path: '/api/empresa/get/:id' },
    profile: { method: 'GET', path: '/api/empresa/get/:id/perfil' },
    updateProfile: { method: 'POST', path: '/api/empresa/update/:id' },
    link: { method: 'POST', path: '/api/empresa/link/:id' },
    ownDocuments: { method: 'GET', path: '/api/empresa/documentos' },
    documents: { method: 'GET', path: '/api/empresa/get/:id/documentos' },
    uploadDocument: { method: 'POST', path: '/api/empresa/add_file.php', multipart: true },
    review: { method: 'POST', path: '/api/empresa/documento/revisar' },
    documentFile: { method: 'GET', path: '/api/empresa/documento/:id/:slot', answers: 'file' },
  },
  /** 'Ver Facturas': the administrator issues a company's invoices, the company reads its own. */
  invoices: {
    list: { method: 'GET', path: '/api/factura' },
    export: { method: 'POST', path: '/api/factura/report.php', answers: 'file' },
    add: { method: 'POST', path: '/api/factura/add' },
    update: { method: 'POST', path: '/api/factura/update/:id' },
    attachFile: { method: 'POST', path: '/api/factura/add_file.php', multipart: true },
    file: { method: 'GET', path: '/api/factura/archivo/:id/:slot', answers: 'file' },
  },
  /** 'Avisos con requisitos de género o edad': the ads the administrator reviews (Ley 23.592). */
  requirementAvisos: {
    list: { method: 'GET', path: '/api/avisos/requisitos' },
  },
  avisoReview: {
    list: { method: 'GET', path: '/api/admin/avisos/revision' },
    approve: { method: 'POST', path: '/api/admin/avisos/:id/aprobar' },
    reject: { method: 'POST', path: '/api/admin/avisos/:id/rechazar' },
  },
} as const satisfies Record<string, Record<string, RoutePlace>>;
