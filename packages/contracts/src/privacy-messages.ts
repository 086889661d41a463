// Apart from privacy.ts and its zod schema: the public home shows the 'deleted' message, and a
// module it imports that builds a schema brings all of zod onto a visitor's first page.
export const PRIVACY_MESSAGES = {
  passwordRequired: 'Ingresá tu contraseña para confirmar',
  wrongPassword: 'La contraseña no es correcta',
  deleted: 'Tu cuenta y tus datos fueron eliminados',
} as const;
