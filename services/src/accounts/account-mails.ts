import { CONFIRMATION_LINK_DAYS, LOCK_MINUTES, RESET_LINK_MINUTES, UNLOCK_LINK_HOURS } from '@postulate/contracts';
import type { MailMessage } from '../mail/mail-transport.js';

/** Plain-text e-mails: every client shows them and a link in them stays clickable. */
export function confirmationMail(to: string, name: string, link: string): MailMessage {
  return {
    to,
    subject: 'Confirmá tu correo electrónico en Postulate',
    text: [
      `Hola ${name}:`,
      '',
      'Gracias por registrarte en Postulate. Para confirmar tu correo electrónico abrí este enlace:',
      '',
      link,
      '',
      `El enlace se puede usar una sola vez y vence en ${CONFIRMATION_LINK_DAYS} días.`,
      'Ya podés ingresar con tu usuario y clave aunque todavía no lo hayas confirmado.',
      '',
      'Si no te registraste en Postulate, ignorá este mensaje.',
    ].join('\n'),
  };
}

export function resetMail(to: string, name: string, link: string): MailMessage {
  return {
    to,
    subject: 'Recuperá tu contraseña de Postulate',
    text: [
      `Hola ${name}:`,
      '',
      'Recibimos un pedido para cambiar la contraseña de tu usuario. Para elegir una nueva abrí este enlace:',
      '',
      link,
      '',
      `El enlace se puede usar una sola vez y vence en ${RESET_LINK_MINUTES} minutos.`,
      'Si no lo pediste vos, ignorá este mensaje: tu contraseña actual sigue funcionando.',
    ].join('\n'),
  };
}

/** Sent when wrong passwords lock the account: the owner lifts the lock at once. */
export function unlockMail(to: string, name: string, link: string): MailMessage {
  return {
    to,
    subject: 'Tu usuario de Postulate quedó bloqueado',
    text: [
      `Hola ${name}:`,
      '',
      `Hubo varios intentos de ingresar a tu usuario con una contraseña incorrecta, así que lo bloqueamos por ${LOCK_MINUTES} minutos.`,
      'Si fuiste vos, podés desbloquearlo ahora abriendo este enlace:',
      '',
      link,
      '',
      `El enlace se puede usar una sola vez y vence en ${UNLOCK_LINK_HOURS} horas.`,
      'Desde un navegador en el que ya ingresaste antes podés entrar aunque el usuario esté bloqueado.',
      "Si no fuiste vos, alguien está probando contraseñas: te recomendamos elegir una nueva con 'Recuperar Password'.",
    ].join('\n'),
  };
}
