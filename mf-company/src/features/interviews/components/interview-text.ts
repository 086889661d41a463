import { INTERVIEW_ANSWER_LABELS, INTERVIEW_MODALITY_LABELS, interviewWhen, type Interview } from '@postulate/contracts';

/** Where, as a line: the address, the link or the phone. */
export const placeLine = (interview: Interview) =>
  interview.modalidad === 'presencial' && interview.direccion
    ? `Presencial: ${interview.direccion}`
    : interview.modalidad === 'video' && interview.enlace
      ? `Videollamada: ${interview.enlace}`
      : INTERVIEW_MODALITY_LABELS[interview.modalidad];

/** What the candidate answered, as the company reads it (words, never only a colour). */
export const answerLine = (interview: Interview) =>
  interview.estado === 'cancelada' ? 'Cancelada' : interview.respuesta ? INTERVIEW_ANSWER_LABELS[interview.respuesta] : 'Sin confirmar';

export const whenLine = (interview: Interview) => interviewWhen(interview.inicio, interview.duracion);

/** Whether it is still ahead or under way: it can be reprogrammed or cancelled. */
export const isUpcoming = (interview: Interview, now = Date.now()) =>
  interview.estado === 'programada' && new Date(interview.inicio).getTime() + interview.duracion * 60_000 > now;
