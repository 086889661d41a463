import { COMPANY_DOCUMENT_SLOTS, type DocumentReview } from '@postulate/contracts';
import { quoteText } from '../mail/quoted-text.js';
import type { QueuedMail } from '../mail/mail.service.js';

/** What a review did to the company's 'Empresa verificada' badge. */
export type VerificationChange = 'unchanged' | 'gained' | 'lost';

/**
 * The company hears how the administrator reviewed one of its 'Ver files' documents: approved, or
 * refused with the reason to correct it. Not a notification it can turn off: it is about the
 * company's own verification, like an account e-mail.
 */
export function documentReviewMail(
  company: { razonsocial: string; email: string },
  review: DocumentReview,
  verification: VerificationChange,
  portalUrl: string,
): QueuedMail {
  const document = COMPANY_DOCUMENT_SLOTS[review.slot - 1];
  const approved = review.estado === 'Aprobado';
  const badge =
    verification === 'gained'
      ? ['', 'Con los documentos obligatorios aprobados, tu empresa quedó verificada: sus avisos muestran la insignia «Empresa verificada».']
      : verification === 'lost'
        ? ['', 'Hasta que lo aprobemos, tu empresa deja de estar verificada y sus avisos no muestran la insignia «Empresa verificada».']
        : [];
  return {
    to: company.email,
    subject: approved ? `Aprobamos el documento "${document}"` : `Rechazamos el documento "${document}": falta corregirlo`,
    text: [
      'Hola:',
      '',
      approved
        ? `Revisamos el documento "${document}" de ${company.razonsocial} en Postulate y lo aprobamos.`
        : `Revisamos el documento "${document}" de ${company.razonsocial} en Postulate y no lo pudimos aprobar. El motivo:`,
      ...(approved
        ? review.comentario
          ? ['', 'Comentario de la revisión:', '', ...quoteText(review.comentario)]
          : []
        : ['', ...quoteText(review.comentario)]),
      ...badge,
      '',
      approved ? 'Mirá el estado de todos tus documentos en "Ver files":' : 'Corregilo y cargá el documento de nuevo en "Ver files":',
      `${portalUrl}/admin/perfilempre?tab=archivos`,
    ].join('\n'),
  };
}
