import { z } from './zod.js';
import type { messageResponseSchema } from './session-contract.js';
import { captchaTokenSchema, emailSchema, PASSWORD_MIN_LENGTH, passwordSchema, userNameSchema } from './auth.js';
import { identityDigits, isValidCuil } from './cuil.js';
import { MESSAGES } from './messages.js';
import { PROVINCES } from './provinces.js';

/** Registration, confirmation and password recovery: the spec's words where it fixes them. */
export const ACCOUNT_MESSAGES = {
  registered: 'Gracias por registrarte, ahora podés ingresar con tu usuario y clave',
  termsLabel: 'He leído y acepto los Términos y Condiciones',
  recoverSent: 'Se envió un mensaje a tu correo electrónico con las instrucciones para recuperar la contraseña',
  resetTitle: 'Ingresá tu nueva password',
  resetMismatch: 'Las contraseñas no coinciden',
  resetSaved: 'Se guardó su nueva contraseña',
  domicilioMin: 'La dirección debe tener al menos 5 caracteres',
  telRequired: 'El teléfono es requerido',
  localityRequired: 'Debe completar la localidad',
  /** Ours, where the spec is silent. */
  termsRequired: 'Debe aceptar los Términos y Condiciones para continuar',
  razonSocialMin: 'La razón social debe tener al menos 5 caracteres',
  descripcionMin: 'La descripción debe tener al menos 5 caracteres',
  textMax: (max: number) => `No puede superar los ${max} caracteres`,
  telFormat: 'El teléfono debe estar en formato internacional: + y el número completo, por ejemplo +5491145678900',
  provinceRequired: 'Debe completar la provincia',
  localityOutsideProvince: 'La localidad elegida no pertenece a la provincia',
  roleRequired: 'Debe registrarse como empresa o como postulante',
  duplicateName: 'Ya existe un usuario con ese nombre, elegí otro',
  duplicateEmail: 'Ya existe una cuenta registrada con ese correo electrónico',
  logoType: 'El logo debe ser una imagen PNG, JPG o GIF',
  logoTooLarge: 'El logo no puede superar los 500 KB (500000 bytes)',
  logoUnreadable: 'No se pudo leer el logo: el archivo está dañado o no es una imagen',
  logoTooManyPixels: 'El logo no puede superar los 2000 x 2000 píxeles',
  confirmed: 'Tu correo electrónico quedó confirmado. ¡Gracias!',
  confirmInvalid: 'El enlace de confirmación no es válido, ya fue usado o venció',
  passwordCommon: 'Esa clave es de las más usadas y se adivina enseguida: elegí otra',
  passwordPersonal: 'La clave no puede ser ni contener tu usuario o tu correo electrónico',
  unlocked: 'Tu usuario quedó desbloqueado. Ya podés ingresar.',
  unlockInvalid: 'El enlace de desbloqueo no es válido, ya fue usado o venció',
  recoverNameRequired: 'Debe completar el usuario',
  recoverEmailRequired: 'Debe completar el email',
  resetInvalid: 'El enlace para cambiar la contraseña no es válido, ya fue usado o venció. Pedí uno nuevo desde "Recuperar Password".',
  badUploadBody: 'Los datos del formulario no son válidos',
} as const;

/** A company's CUIT: the same 11 digits and check digit as a CUIL (see cuil.ts). */
export const CUIT_MESSAGES = {
  required: 'Debe completar el CUIT',
  digits: 'El CUIT debe tener 11 números (puede separarlos con guiones, puntos o espacios)',
  checkDigit: 'El CUIT no es válido: revisá los números (el último dígito no coincide)',
} as const;

export const cuitSchema = z
  .string(CUIT_MESSAGES.required)
  .overwrite(identityDigits)
  .min(1, { message: CUIT_MESSAGES.required, abort: true })
  .regex(/^\d{11}$/, { message: CUIT_MESSAGES.digits, abort: true })
  .refine(isValidCuil, CUIT_MESSAGES.checkDigit);

/** International format: '+' and 8 to 14 digits; spaces, dashes, dots and brackets typed are dropped. */
export const phoneSchema = z
  .string(ACCOUNT_MESSAGES.telRequired)
  .transform((value) => value.replace(/[\s\-().]/g, ''))
  .pipe(
    z
      .string()
      .min(3, { message: ACCOUNT_MESSAGES.telRequired, abort: true })
      .regex(/^\+\d{8,14}$/, ACCOUNT_MESSAGES.telFormat),
  );

const text = (min: number, max: number, minMessage: string) => z.string(minMessage).trim().min(min, minMessage).max(max, ACCOUNT_MESSAGES.textMax(max));

export const registrationPasswordSchema = z
  .string(MESSAGES.registrationPasswordMin)
  .min(PASSWORD_MIN_LENGTH, MESSAGES.registrationPasswordMin)
  .max(128, MESSAGES.passwordMax);

/** The login a registration creates: usuar {name, email, pass}. */
export const newUserSchema = z.object({
  name: userNameSchema,
  email: emailSchema,
  pass: registrationPasswordSchema,
});
export type NewUser = z.infer<typeof newUserSchema>;

const provinceIds = PROVINCES.map((province) => province.id) as [string, ...string[]];

/** A company profile form before anything is typed: registration and a Mi Perfil still without a company. */
export const EMPTY_COMPANY_FIELDS = {
  razonsocial: '',
  descripcion: '',
  cuit: '',
  email: '',
  tel: '',
  domicilio: '',
  province: '',
  location: '',
};

/** The company profile (registration now, 'Mi Perfil' later): location is a locality id of the province. */
export const companyProfileSchema = z.object({
  razonsocial: text(5, 100, ACCOUNT_MESSAGES.razonSocialMin),
  descripcion: text(5, 250, ACCOUNT_MESSAGES.descripcionMin),
  cuit: cuitSchema,
  email: emailSchema,
  tel: phoneSchema,
  domicilio: text(5, 100, ACCOUNT_MESSAGES.domicilioMin),
  province: z.enum(provinceIds, ACCOUNT_MESSAGES.provinceRequired),
  location: z.string(ACCOUNT_MESSAGES.localityRequired).trim().min(1, ACCOUNT_MESSAGES.localityRequired).max(20),
});

const registrationBase = {
  actionType: z.literal('create').default('create'),
  tokenCaptcha: captchaTokenSchema,
  terms: z.literal(true, ACCOUNT_MESSAGES.termsRequired),
};

const empresaWithUser = companyProfileSchema.extend({ usuar: newUserSchema });
const postulanteWithUser = z.object({ usuar: newUserSchema });

/** The company registration form (POST /api/usuar/newprofilemp, the logo as part 'file'). */
export const companyRegistrationSchema = z.object({ ...registrationBase, empresa: empresaWithUser });
export type CompanyRegistrationInput = z.input<typeof companyRegistrationSchema>;
export type CompanyRegistration = z.output<typeof companyRegistrationSchema>;

/** The applicant registration form: name, pass, email, terms (POST /api/usuar/newprofile). */
export const applicantRegistrationSchema = z.object({ ...registrationBase, postulante: postulanteWithUser });
export type ApplicantRegistrationInput = z.input<typeof applicantRegistrationSchema>;
export type ApplicantRegistration = z.output<typeof applicantRegistrationSchema>;

/** What POST /api/usuar/newprofile(mp) accepts: exactly one of empresa or postulante. */
export const registrationSchema = z
  .object({ ...registrationBase, empresa: empresaWithUser.optional(), postulante: postulanteWithUser.optional() })
  .refine((value) => Boolean(value.empresa) !== Boolean(value.postulante), {
    message: ACCOUNT_MESSAGES.roleRequired,
    path: ['_'],
  });
export type RegistrationRequest = z.output<typeof registrationSchema>;

/** Logo of a company: PNG, JPG or GIF up to 500000 bytes, checked by content on the server. */
export const LOGO_MAX_BYTES = 500_000;
export const LOGO_MIME_TYPES = ['image/png', 'image/jpeg', 'image/gif'] as const;
export type LogoMimeType = (typeof LOGO_MIME_TYPES)[number];

/** The browser's early check of a chosen logo (the server decides by content). */
export function logoProblem(file: { size: number; type: string }): string | null {
  if (!(LOGO_MIME_TYPES as readonly string[]).includes(file.type)) return ACCOUNT_MESSAGES.logoType;
  if (file.size > LOGO_MAX_BYTES) return ACCOUNT_MESSAGES.logoTooLarge;
  return null;
}

/** POST /api/usuar/login/recoverpass/{name}: {name, email}. */
export const recoverPasswordSchema = z.object({
  name: z.string(ACCOUNT_MESSAGES.recoverNameRequired).trim().min(1, ACCOUNT_MESSAGES.recoverNameRequired).max(50, MESSAGES.userNameMax),
  email: z.string(ACCOUNT_MESSAGES.recoverEmailRequired).trim().min(1, { message: ACCOUNT_MESSAGES.recoverEmailRequired, abort: true }).pipe(emailSchema),
});
export type RecoverPasswordRequest = z.infer<typeof recoverPasswordSchema>;

/** POST /api/usuar/updatepass/{token}: {pass, locked: 'N'} (a reset also unlocks the account). */
export const updatePasswordSchema = z.object({
  pass: passwordSchema,
  locked: z.literal('N').default('N'),
});
export type UpdatePasswordRequest = z.input<typeof updatePasswordSchema>;

/** The reset form: the two passwords must match before anything is sent. */
export const resetPasswordFormSchema = z
  .object({ pass: passwordSchema, confirm: z.string() })
  .refine((value) => value.pass === value.confirm, { message: ACCOUNT_MESSAGES.resetMismatch, path: ['confirm'] });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

/** How long the links sent by e-mail stay valid. */
export const CONFIRMATION_LINK_DAYS = 7;
export const RESET_LINK_MINUTES = 60;
/** Life of the link e-mailed when wrong passwords lock an account. */
export const UNLOCK_LINK_HOURS = 24;

export type MessageResponse = z.infer<typeof messageResponseSchema>;
