// Apart from company-records.ts, whose schemas would bring zod to every page that shows the
// 'Empresa verificada' badge (the visitor's home among them).

/** The texts of company verification and invoices (the spec is silent: all ours). */
export const COMPANY_RECORDS_MESSAGES = {
  verified: 'Empresa verificada',
  verifiedHint: 'Verificamos la documentación de esta empresa',
  slotInvalid: 'El documento no es válido',
  fileMissing: 'Debe adjuntar un archivo',
  fileTooLarge: 'El archivo no puede superar los 2 MB',
  fileType: 'El archivo debe ser una imagen PNG o JPG, o un PDF',
  fileUnreadable: 'No pudimos leer el archivo: probá con otra copia',
  fileActive: 'El PDF tiene contenido activo (JavaScript, formularios o archivos adjuntos): guardalo como PDF simple e intentá de nuevo',
  companyNotFound: 'La empresa no existe',
  documentMissing: 'Ese documento todavía no fue cargado',
  reviewRequired: 'Debe elegir Aprobado o Rechazado',
  commentRequired: 'Indicá el motivo del rechazo para que la empresa pueda corregirlo',
  commentMax: 'El comentario no puede superar los 500 caracteres',
  uploaded: 'Documento cargado: queda pendiente de revisión',
  invoiceNotFound: 'La factura no existe',
  punto: 'El punto de venta debe tener 4 dígitos',
  codigo: 'El número de comprobante debe tener 8 dígitos',
  fecha: 'Debe ingresar una fecha válida (dd/mm/aaaa) que no sea futura',
  apellido: 'Debe completar el apellido del contacto',
  apellidoMax: 'El apellido no puede superar los 50 caracteres',
  comentarioMax: 'El comentario no puede superar los 250 caracteres',
  status: 'El estado debe ser Pendiente, Pagada o Anulada',
  importe: 'El importe debe ser un número mayor que cero, con hasta 2 decimales',
  duplicateInvoice: 'Ya existe una factura con ese punto de venta y número',
  invoiceSlot: "El archivo de la factura debe ser 'pdf' o 'doc'",
  invoicePdfType: 'La factura debe ser un PDF',
  noBalance: 'Nada por pagar',
  /** What the company owes, not a credit it holds. */
  balance: 'Saldo pendiente de pago',
  userNotFound: 'El usuario no existe o no es una Empresa o Tester',
  userTaken: 'Ese usuario ya está vinculado con otra empresa',
  linked: 'Usuario vinculado',
  securityLicence:
    'Para publicar avisos en Seguridad, la empresa necesita la Habilitación para servicios de seguridad aprobada: cargala en Mi Perfil, pestaña Ver files',
} as const;

/** The dashboard card's text: '$ 1.234,56' of pending invoices, or 'Nada por pagar'. */
export function formatBalance(pending: number): string {
  if (pending <= 0) return COMPANY_RECORDS_MESSAGES.noBalance;
  return new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'ARS' }).format(pending);
}
