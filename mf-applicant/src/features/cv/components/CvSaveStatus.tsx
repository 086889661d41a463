import { Button, StatusBanner } from '@postulate/ui';
import { reloadCv, saveOutcome, useApplicantId } from '../api/cv-api';

interface CvSaveStatusProps {
  /** The section's save (its mutation). */
  save: Parameters<typeof saveOutcome>[0] & { reset: () => void };
  /** Replaces the server's text. */
  message?: string | null;
}

/** The outcome of a section's last save of the CV, and the way out of a conflict with another tab. */
export function CvSaveStatus({ save, message }: CvSaveStatusProps) {
  const applicantId = useApplicantId();
  const outcome = saveOutcome(save);
  return (
    <div className="cv-status" aria-live="polite">
      <StatusBanner status={outcome.status} message={message ?? outcome.message ?? undefined} />
      {outcome.stale && applicantId !== null && (
        <Button
          variant="secondary"
          onClick={() => {
            save.reset();
            void reloadCv(applicantId);
          }}
        >
          Recargar mi CV
        </Button>
      )}
    </div>
  );
}
