import type { ApplicationAnswer } from '@postulate/contracts';
import type { QueuedMail } from '../mail/mail.service.js';

/**
 * 'Recibir una copia de cada CV por mail': the company's copy of one application, in plain text
 * with the answers, the CV attached as a PDF at delivery and a link to the application.
 */
export function cvCopyMail(
  to: string,
  application: { id: number; avisoId: number; titulo: string; name: string; respuestas: ApplicationAnswer[] },
  portalUrl: string,
): QueuedMail {
  const answers = application.respuestas.flatMap(({ pregunta, respuesta }) => [`- ${pregunta}`, `  ${respuesta}`]);
  return {
    to,
    subject: `Nueva postulación a "${application.titulo}": ${application.name}`,
    text: [
      'Hola:',
      '',
      `${application.name} se postuló a tu aviso "${application.titulo}" en Postulate. Te enviamos su CV en PDF, adjunto.`,
      ...(answers.length > 0 ? ['', 'Respuestas a tus preguntas:', ...answers] : []),
      '',
      'Para ver la postulación y escribirle, abrí este enlace:',
      `${portalUrl}/admin/aviso/${application.avisoId}/aplicaciones/${application.id}`,
      '',
      'Recibís este correo porque el aviso tiene activada la opción "Recibir una copia de cada CV por mail".',
    ].join('\n'),
    cvApplicationId: application.id,
  };
}
