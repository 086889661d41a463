/** How long wrong passwords lock an account: the API applies it and the lock-out message tells it. */
export const LOCK_MINUTES = 15;

/** Spanish texts the spec fixes word for word. */
export const MESSAGES = {
  initializing: 'Inicializando...',
  loading: 'Cargando...',
  saving: 'Guardando',
  loadingBanner: 'Cargando',
  saved: 'Guardado con éxito',
  saveError: 'Error en el guardado',
  remoteFailed: 'algo salió mal, intentá más tarde',
  unparseable: 'Ups... Algo salió mal, comunicate con nuestro centro de ayuda',
  confirmTitle: 'Confirme Acción',
  confirm: 'Confirmar',
  cancel: 'Cancelar',
  close: 'Cerrar',
  // The spec's text, then what the person can do about it.
  userLocked: `Su usuario está lockeado por varios intentos erróneos. Podés volver a intentar en ${LOCK_MINUTES} minutos, desbloquearlo ahora con el enlace que te enviamos por correo, o elegir una contraseña nueva con 'Recuperar Password'.`,
  loginExpired: 'Error: Problemas con el login para este usuario, vuelva a intentar en unos segundos',
  // Login succeeded but the browser did not keep the cookie: retrying cannot help, settings can.
  sessionNotStored:
    'Tu navegador no guardó la cookie de sesión, así que no pudimos iniciarla: permití las cookies para este sitio en la configuración del navegador.',
  userNameMin: 'El usuario debe tener al menos 4 caracteres',
  nameMin: 'El nombre debe tener al menos 4 caracteres',
  userNameValid: 'La sintaxis del usuario es válida',
  /** The login form keeps the spec's minimum: accounts older than the 8-character rule still log in. */
  loginPasswordMin: 'La contraseña debe tener al menos 4 dígitos',
  passwordMin: 'La contraseña debe tener al menos 8 caracteres',
  registrationPasswordMin: 'La clave debe tener al menos 8 caracteres',
  passwordMax: 'La contraseña no puede superar los 128 caracteres',
  userNameMax: 'El usuario no puede superar los 50 caracteres',
  emailMax: 'El correo electrónico no puede superar los 254 caracteres',
  emailLocalPartMax: 'La parte del correo electrónico antes de la @ no puede superar los 64 caracteres',
  mustChangePassword: 'Tu contraseña es más corta de lo que pedimos ahora: elegí una nueva de al menos 8 caracteres.',
  emailFormat: 'El correo electrónico no tiene un formato válido',
  selectPlaceholder: 'Escriba o seleccione para filtrar',
  selectEmpty: 'No se encontraron resultados',
  finderDefault: '[Seleccione]',
  /** Texts of ours where the spec is silent. */
  invalidCredentials: 'Usuario o contraseña incorrectos',
  captchaRequired: 'Resuelva el captcha para continuar',
  captchaInvalid: 'El captcha no es válido o ya fue usado, vuelva a intentarlo',
  sessionRequired: 'Debe iniciar sesión para continuar',
  forbidden: 'No tiene permisos para realizar esta acción',
  csrfInvalid: 'La solicitud no es válida, recargue la página e intente de nuevo',
  notFound: 'No encontramos lo que buscabas',
  loginWelcome: 'Bienvenido',
  tooManyRequests: 'Demasiados intentos, espere unos segundos',
  userNameInvisible: 'El usuario no puede tener caracteres invisibles ni saltos de línea',
  tooDeep: 'La solicitud tiene demasiados niveles anidados y no se puede procesar',
  invalidCharacters: 'El texto contiene caracteres no válidos (un carácter nulo o un símbolo incompleto)',
} as const;

/** A rate limit's answer, with how long to wait (Retry-After says the same in seconds). */
export function rateLimitedMessage(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  const wait = seconds < 60 ? plural(seconds, 'segundo') : plural(minutes, 'minuto');
  return `Demasiados intentos. Vuelva a intentar en ${wait}.`;
}

export const exceptionMessage = (message: string) => `Error: ${message}`;
