import { useState } from 'react';
import { APPEALABLE_ACTIONS, formatDmy, type ModerationNotice } from '@postulate/contracts';
import { Button, StatusBanner } from '@postulate/ui';
import { AppealDialog } from './AppealDialog';
import { noticeHeadline } from './notice-headline';

/** Where an answered decision stands: the company's answer, then the administrator's verdict or the wait for it. */
function AppealState({ apelacion, respuesta }: Pick<ModerationNotice, 'apelacion' | 'respuesta'>) {
  if (apelacion === null) return null;
  return (
    <div className="cmp-notice__appeal">
      <p className="cmp-notice__label">Tu respuesta</p>
      <p className="cmp-notice__text">{apelacion}</p>
      {respuesta === null ? (
        <p>
          <span className="pl-badge">Esperando revisión</span>
        </p>
      ) : (
        <>
          <p className="cmp-notice__label">
            {respuesta.restablecida ? 'Revertimos la decisión' : 'Mantuvimos la decisión'} el {formatDmy(new Date(respuesta.fecha))}
          </p>
          <p className="cmp-notice__text">Motivo: {respuesta.motivo}</p>
        </>
      )}
    </div>
  );
}

/**
 * 'Decisiones sobre tus avisos' (issue 39): what the administrators decided on reports of the
 * company's ads, with their reason; a hide or a suspension can be answered once ('Responder').
 */
export function ModerationNotices({ notices }: { notices: ModerationNotice[] }) {
  const [answering, setAnswering] = useState<ModerationNotice | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  if (notices.length === 0) return null;

  return (
    <section className="pl-card pl-stack" aria-labelledby="moderation-title">
      <h2 id="moderation-title" className="pl-card__title">
        Decisiones sobre tus avisos
      </h2>
      {sent && <StatusBanner status="saved" message={sent} />}
      <ul className="cmp-notices" aria-labelledby="moderation-title">
        {notices.map((notice) => {
          const headline = noticeHeadline(notice);
          return (
            <li key={notice.id} className="cmp-notice">
              <h3 className="cmp-notice__title">{headline}</h3>
              <p className="pl-small pl-muted">{formatDmy(new Date(notice.fecha))}</p>
              <p className="cmp-notice__text">Motivo: {notice.motivo}</p>
              <AppealState apelacion={notice.apelacion} respuesta={notice.respuesta} />
              {notice.apelacion === null && APPEALABLE_ACTIONS.includes(notice.accion) && (
                <div>
                  <Button
                    variant="secondary"
                    onClick={() => {
                      setSent(null);
                      setAnswering(notice);
                    }}
                    aria-label={`Responder: ${headline}`}
                  >
                    Responder
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <AppealDialog
        notice={answering}
        onClose={() => setAnswering(null)}
        onSent={(message) => {
          setAnswering(null);
          setSent(message);
        }}
      />
    </section>
  );
}
