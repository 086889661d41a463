import { UFECI_URL, type ModerationAction } from '@postulate/contracts';
import type { QueuedMail } from '../mail/mail.service.js';

/** What each decision did, as the reporter reads it. */
const REPORTER_OUTCOME: Record<ModerationAction, string> = {
  desestimar: 'Revisamos el aviso y no encontramos motivos para sacarlo de la búsqueda: sigue publicado.',
  ocultar: 'Revisamos el aviso y lo sacamos de la búsqueda.',
  suspender: 'Revisamos el aviso y suspendimos a la empresa: sus avisos ya no aparecen en la búsqueda y no puede publicar otros.',
};

/** What each decision did, as the company reads it. */
const COMPANY_OUTCOME: Record<ModerationAction, (titulo: string) => string> = {
  desestimar: (titulo) => `Revisamos denuncias sobre tu aviso "${titulo}" y las desestimamos: el aviso sigue publicado.`,
  ocultar: (titulo) => `Revisamos denuncias sobre tu aviso "${titulo}" y lo ocultamos: ya no aparece en la búsqueda.`,
  suspender: (titulo) =>
    `Revisamos denuncias sobre tu aviso "${titulo}" y suspendimos tu empresa: tus avisos ya no aparecen en la búsqueda y no podés publicar otros.`,
};

/** The answer a reporter who left an e-mail receives, one per report (each has its number). */
export function decisionToReporterMail(decision: {
  to: string;
  ticket: string;
  titulo: string;
  action: ModerationAction;
  reason: string;
  portalUrl: string;
}): QueuedMail {
  return {
    to: decision.to,
    subject: `Tu denuncia ${decision.ticket}: la revisamos`,
    text: [
      'Hola:',
      '',
      `Gracias por denunciar el aviso "${decision.titulo}" (denuncia ${decision.ticket}).`,
      REPORTER_OUTCOME[decision.action],
      '',
      'El motivo:',
      decision.reason,
      '',
      `Si pagaste o diste tus datos, denuncialo también ante la UFECI (Ministerio Público Fiscal): ${UFECI_URL}`,
      '',
      `Postulate · ${decision.portalUrl}`,
    ].join('\n'),
  };
}

/** The decision as its company receives it; a hide or a suspension says it can be answered once. */
export function decisionToCompanyMail(decision: { to: string; titulo: string; action: ModerationAction; reason: string; portalUrl: string }): QueuedMail {
  const answer =
    decision.action === 'desestimar'
      ? []
      : ['', `Podés responder una sola vez desde tu panel, en «Decisiones sobre tus avisos»: ${decision.portalUrl}/admin/home`];
  return {
    to: decision.to,
    subject: decision.action === 'desestimar' ? `Denuncias sobre tu aviso "${decision.titulo}"` : `Decisión sobre tu aviso "${decision.titulo}"`,
    text: ['Hola:', '', COMPANY_OUTCOME[decision.action](decision.titulo), '', 'El motivo:', decision.reason, ...answer].join('\n'),
  };
}

/** The administrator's answer to the company's appeal. */
export function appealAnswerMail(answer: {
  to: string;
  titulo: string;
  action: ModerationAction;
  restored: boolean;
  reason: string;
  portalUrl: string;
}): QueuedMail {
  const outcome = answer.restored
    ? answer.action === 'suspender'
      ? 'Revisamos tu respuesta y levantamos la suspensión: tus avisos vuelven a la búsqueda y podés publicar.'
      : `Revisamos tu respuesta y el aviso "${answer.titulo}" vuelve a la búsqueda.`
    : `Revisamos tu respuesta sobre el aviso "${answer.titulo}" y mantuvimos la decisión.`;
  return {
    to: answer.to,
    subject: `Respuesta a tu apelación: "${answer.titulo}"`,
    text: ['Hola:', '', outcome, '', 'El motivo:', answer.reason, '', `Postulate · ${answer.portalUrl}/admin/home`].join('\n'),
  };
}

/** The warning to someone who applied to ads a decision took out of the search: what to do if asked for money or data. */
export function withdrawnAvisosMail(applicant: { to: string; name: string | null; titulos: string[]; portalUrl: string }): QueuedMail {
  const avisos = applicant.titulos.map((titulo) => `- ${titulo}`);
  return {
    to: applicant.to,
    subject:
      applicant.titulos.length === 1 ? 'Un aviso al que te postulaste ya no está en Postulate' : 'Avisos a los que te postulaste ya no están en Postulate',
    text: [
      applicant.name ? `Hola, ${applicant.name}:` : 'Hola:',
      '',
      applicant.titulos.length === 1
        ? 'Sacamos de Postulate, después de revisar denuncias, este aviso al que te postulaste:'
        : 'Sacamos de Postulate, después de revisar denuncias, estos avisos a los que te postulaste:',
      ...avisos,
      '',
      'Ninguna empresa puede pedirte dinero para postularte o trabajar, ni datos bancarios, fotos de tu DNI o códigos que te lleguen, ni llevarte a WhatsApp o Telegram para seguir el proceso.',
      `Si ya pagaste o diste tus datos, denuncialo ante la UFECI (Ministerio Público Fiscal): ${UFECI_URL}`,
      '',
      `Tus postulaciones siguen en Mis Postulaciones: ${applicant.portalUrl}/mispostulaciones`,
    ].join('\n'),
  };
}
