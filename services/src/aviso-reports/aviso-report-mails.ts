import { REPORT_REASON_LABELS, UFECI_URL, type ReportReason } from '@postulate/contracts';
import type { QueuedMail } from '../mail/mail.service.js';

/** The acknowledgement a reporter who left an e-mail receives: the number, the reason and what happens next. */
export function reportReceivedMail(report: { to: string; ticket: string; titulo: string; reason: ReportReason; portalUrl: string }): QueuedMail {
  const lines = [
    'Hola:',
    '',
    `Recibimos tu denuncia del aviso "${report.titulo}". Tu número de seguimiento es ${report.ticket}.`,
    `Motivo: ${REPORT_REASON_LABELS[report.reason]}.`,
    '',
    'Vamos a revisar el aviso y te vamos a escribir a esta dirección con lo que decidamos.',
    `Recordá: ninguna empresa puede pedirte dinero para postularte o trabajar. Si ya pagaste o diste tus datos, denuncialo también ante la UFECI (Ministerio Público Fiscal): ${UFECI_URL}`,
    '',
    `Postulate · ${report.portalUrl}`,
  ];
  return { to: report.to, subject: `Recibimos tu denuncia ${report.ticket}`, text: lines.join('\n') };
}
