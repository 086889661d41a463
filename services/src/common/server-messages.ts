/** Spanish texts only the server sends; the ones the browser shows too live in @postulate/contracts. */
export const SERVER_MESSAGES = {
  serverError: 'Error en el servidor',
  badRequest: 'La solicitud no es válida',
  payloadTooLarge: 'La solicitud es demasiado grande',
  methodNotAllowed: 'Método no permitido',
  databaseDown: 'La base de datos no está disponible',
  unavailable: 'El servicio no está disponible en este momento, intenta de nuevo en unos segundos',
} as const;
