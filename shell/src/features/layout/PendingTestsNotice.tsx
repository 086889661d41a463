import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SessionProfile } from '@postulate/contracts';
import { MessageModal } from '@postulate/ui';

const seenKey = (name: string) => `postulate.pendingTestsSeen.${name}`;

/** The spec's reminder for a candidate whose personality or matrix test is still pending; once per browser session. */
export function PendingTestsNotice({ profile }: { profile: SessionProfile }) {
  const navigate = useNavigate();
  const applicant = profile.postulante;
  const pending = applicant !== null && (!applicant.haveMbti || !applicant.haveCards);
  const [open, setOpen] = useState(() => pending && window.sessionStorage.getItem(seenKey(profile.name)) === null);

  const close = () => {
    window.sessionStorage.setItem(seenKey(profile.name), 'yes');
    setOpen(false);
  };

  return (
    <MessageModal
      open={open}
      title="Faltan Test por hacer"
      body="Tenes aun Tests por hacer"
      buttons={[
        {
          label: 'Ir a Mis Tests',
          variant: 'primary',
          onClick: () => {
            close();
            navigate('/mistests');
          },
        },
      ]}
      onClose={close}
    />
  );
}
