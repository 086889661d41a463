import { Button, StatusBanner } from '@postulate/ui';
import { useCvStore } from '../stores/cv-store';

/** The outcome of the last save of the CV (`message` replaces the server's text), and the way out of a conflict with another tab. */
export function CvSaveStatus({ message }: { message?: string | null }) {
  const { applicantId, saveStatus, saveMessage, stale, load } = useCvStore();
  return (
    <div className="cv-status" aria-live="polite">
      <StatusBanner status={saveStatus} message={message ?? saveMessage ?? undefined} />
      {stale && applicantId !== null && (
        <Button variant="secondary" onClick={() => void load(applicantId)}>
          Recargar mi CV
        </Button>
      )}
    </div>
  );
}
