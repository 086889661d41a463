import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '@postulate/client';
import { AVISO_REVIEW_MESSAGES, AVISO_REVIEW_REASON_MAX, avisoRejectSchema, formatDmy, REVIEW_REASON_LABELS, type AvisoInReview } from '@postulate/contracts';
import { Alert, Button, Field, Loading, Modal, Textarea } from '@postulate/ui';
import { useAvisosInReview, useAvisoVerdict } from '../api/aviso-review-api';

type Verdict = { aviso: AvisoInReview; approve: boolean };

/**
 * /admin/revision: 'Avisos en revisión' (issue 39). The ads the server held when their company
 * published them, oldest first, each with its company (verified or not), the signals found with
 * the words that matched, and its text. 'Publicar' publishes it; 'Rechazar' sends it back to the
 * company unpublished, with a required reason the company receives by e-mail.
 */
export function AvisoReviewScreen() {
  const titleId = useId();
  const list = useAvisosInReview();
  const [deciding, setDeciding] = useState<Verdict | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const avisos = list.data?.avisos ?? [];

  return (
    <section className="adm-screen pl-stack" aria-labelledby={titleId}>
      <h1 id={titleId} className="pl-page-title">
        Avisos en revisión
      </h1>
      <p className="pl-muted">
        Avisos de empresas sin verificar o cuyo texto pide dinero o datos, lleva a WhatsApp o Telegram o trae un teléfono. No se publican hasta que los revises;
        primero los que más esperan.
      </p>
      {done && <Alert tone="success">{done}</Alert>}
      {list.isError && <Alert tone="error">{errorMessage(list.error)}</Alert>}
      {list.isPending && <Loading />}
      {list.isSuccess && avisos.length === 0 && <p>No hay avisos esperando revisión.</p>}
      {avisos.length > 0 && (
        <ol className="pl-stack adm-review-list" aria-label="Avisos en revisión">
          {avisos.map((aviso) => (
            <li key={aviso.id} className="pl-card pl-stack" aria-labelledby={`aviso-${aviso.id}-titulo`}>
              <h2 id={`aviso-${aviso.id}-titulo`} className="pl-card__title">
                {aviso.titulo}
              </h2>
              <p className="pl-small">
                <Link to={`/admin/empresas/${aviso.companyId}`}>{aviso.empresa}</Link> ·{' '}
                <strong>{aviso.verificada ? 'Empresa verificada' : 'Empresa sin verificar'}</strong> · En revisión desde el{' '}
                {formatDmy(new Date(aviso.enRevisionDesde))}
              </p>
              <div>
                <h3 className="pl-small">Por qué está en revisión</h3>
                <ul>
                  {aviso.motivos.map((motivo) => (
                    <li key={motivo.kind}>
                      {REVIEW_REASON_LABELS[motivo.kind]}
                      {motivo.words.length > 0 && <>: {motivo.words.map((word) => `«${word}»`).join(', ')}</>}
                    </li>
                  ))}
                  {aviso.motivos.length === 0 && <li>Su texto ya no trae señales: la empresa lo corrigió.</li>}
                </ul>
              </div>
              <details>
                <summary>Texto del aviso</summary>
                <p className="adm-review-text">{aviso.descripcion}</p>
                {aviso.preguntas.length > 0 && (
                  <>
                    <h3 className="pl-small">Preguntas</h3>
                    <ul>
                      {aviso.preguntas.map((pregunta, index) => (
                        <li key={index}>{pregunta}</li>
                      ))}
                    </ul>
                  </>
                )}
              </details>
              <div className="pl-cluster">
                <Button variant="primary" onClick={() => (setDone(null), setDeciding({ aviso, approve: true }))} aria-label={`Publicar ${aviso.titulo}`}>
                  Publicar
                </Button>
                <Button variant="danger" onClick={() => (setDone(null), setDeciding({ aviso, approve: false }))} aria-label={`Rechazar ${aviso.titulo}`}>
                  Rechazar
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      {deciding && (
        <VerdictDialog
          verdict={deciding}
          onClose={(message) => {
            setDeciding(null);
            setDone(message);
          }}
        />
      )}
    </section>
  );
}

function VerdictDialog({ verdict: { aviso, approve }, onClose }: { verdict: Verdict; onClose: (message: string | null) => void }) {
  const reasonId = useId();
  const [motivo, setMotivo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const decide = useAvisoVerdict();
  const verb = approve ? 'Publicar' : 'Rechazar';

  const confirm = () => {
    if (approve) return decide.mutate({ id: aviso.id, approve: true }, { onSuccess: (answer) => onClose(answer.message) });
    const parsed = avisoRejectSchema.safeParse({ motivo });
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    setError(null);
    decide.mutate({ id: aviso.id, approve: false, motivo: parsed.data.motivo }, { onSuccess: (answer) => onClose(answer.message) });
  };

  return (
    <Modal
      open
      title={`${verb} "${aviso.titulo}"`}
      onClose={() => onClose(null)}
      footer={
        <>
          <Button variant="secondary" onClick={() => onClose(null)} disabled={decide.isPending}>
            Cancelar
          </Button>
          <Button variant={approve ? 'primary' : 'danger'} onClick={confirm} busy={decide.isPending}>
            {verb}
          </Button>
        </>
      }
    >
      <div className="pl-stack">
        <p>
          {approve
            ? `Se publica ahora, con ${aviso.empresa} como empresa, y aparece en las búsquedas.`
            : `Vuelve a ${aviso.empresa} sin publicar; la empresa recibe tu motivo por correo y puede corregirlo.`}
        </p>
        {decide.isError && <Alert tone="error">{errorMessage(decide.error)}</Alert>}
        {!approve && (
          <Field label="Motivo del rechazo" htmlFor={reasonId} error={error ?? undefined} hint={AVISO_REVIEW_MESSAGES.reasonRequired} required>
            <Textarea id={reasonId} rows={4} maxLength={AVISO_REVIEW_REASON_MAX} value={motivo} onChange={(event) => setMotivo(event.target.value)} />
          </Field>
        )}
      </div>
    </Modal>
  );
}
