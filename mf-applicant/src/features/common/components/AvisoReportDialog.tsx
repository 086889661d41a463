import { ApiError, errorMessage } from '@postulate/client';
import type { ReportReason } from '@postulate/contracts';
import { ReportAvisoDialog } from '@postulate/ui/safety';
import { useReportAviso } from '../api/report-api';

/** The ad being reported, and the reason a warning suggested. */
export interface ReportTarget {
  idAviso: number;
  titulo: string;
  reason?: ReportReason;
}

const fieldOf = (error: unknown) => (error instanceof ApiError ? error.field : undefined);

function OpenDialog({ target, onClose }: { target: ReportTarget; onClose: () => void }) {
  const send = useReportAviso(target.idAviso);
  return (
    <ReportAvisoDialog open onClose={onClose} titulo={target.titulo} initialReason={target.reason} send={send} describeError={errorMessage} fieldOf={fieldOf} />
  );
}

/** 'Denunciar aviso' for the signed-in applicant (ad page, Mis Postulaciones, messages): no captcha. */
export function AvisoReportDialog({ target, onClose }: { target: ReportTarget | null; onClose: () => void }) {
  return target ? <OpenDialog key={`${target.idAviso}-${target.reason ?? ''}`} target={target} onClose={onClose} /> : null;
}
