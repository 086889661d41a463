import type { ModerationAction, ModerationNotice } from '@postulate/contracts';

/** The administrator's decision told to the company, in the first person of the portal. */
const HEADLINES: Record<ModerationAction, (titulo: string) => string> = {
  desestimar: (titulo) => `Desestimamos las denuncias sobre tu aviso «${titulo}»`,
  ocultar: (titulo) => `Ocultamos tu aviso «${titulo}»`,
  suspender: (titulo) => `Suspendimos tu empresa por las denuncias sobre «${titulo}»`,
};

export const noticeHeadline = (notice: Pick<ModerationNotice, 'accion' | 'avisoTitulo'>) => HEADLINES[notice.accion](notice.avisoTitulo);
