import { z } from './zod.js';

/**
 * Issue 20: the e-mails a person can turn off, one switch each ('Notificaciones' in Mi CV and in
 * the company's profile). Every one carries a signed one-click unsubscribe link for its kind.
 */
export const APPLICANT_NOTIFICATION_KINDS = ['estado', 'mensajes', 'alertas'] as const;
export const COMPANY_NOTIFICATION_KINDS = ['resumen'] as const;
export const NOTIFICATION_KINDS = [...APPLICANT_NOTIFICATION_KINDS, ...COMPANY_NOTIFICATION_KINDS] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** What the switch says, and what the unsubscribe page confirms. */
export const NOTIFICATION_LABELS: Record<NotificationKind, string> = {
  estado: 'Cambios de estado de mis postulaciones',
  mensajes: 'Mensajes nuevos de empresas',
  alertas: 'Alertas de empleo',
  resumen: 'Resumen diario de postulaciones nuevas',
};

export const NOTIFICATION_MESSAGES = {
  invalidKind: 'El tipo de notificación no es válido',
  notYours: 'Ese tipo de notificación no corresponde a tu cuenta',
  invalidToken: 'El enlace para darte de baja no es válido. Podés elegir qué correos recibir desde tu cuenta.',
  unsubscribed: 'Listo: ya no vas a recibir',
} as const;

export const notificationKindSchema = z.enum(NOTIFICATION_KINDS, { error: NOTIFICATION_MESSAGES.invalidKind });

export const notificationPreferenceSchema = z.object({
  tipo: notificationKindSchema,
  etiqueta: z.string(),
  activo: z.boolean(),
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

/** GET and POST /api/notificaciones answer the caller's switches, in NOTIFICATION_KINDS order. */
export const notificationPreferencesSchema = z.object({ preferencias: z.array(notificationPreferenceSchema) });
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** One switch turned on or off. */
export const notificationChangeSchema = z.object({ tipo: notificationKindSchema, activo: z.boolean() }).strict();
export type NotificationChange = z.infer<typeof notificationChangeSchema>;

/** The signed token of an unsubscribe link: opaque to the browser, checked by the API. */
export const unsubscribeTokenSchema = z.object({
  token: z
    .string()
    .min(10)
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/),
});

/** What the one-click unsubscribe answers: which e-mails stopped. */
export const unsubscribeResultSchema = z.object({ tipo: notificationKindSchema, etiqueta: z.string() });
export type UnsubscribeResult = z.infer<typeof unsubscribeResultSchema>;
