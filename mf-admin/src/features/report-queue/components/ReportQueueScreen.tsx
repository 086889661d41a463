import { useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useSearchParams } from 'react-router-dom';
import { errorMessage } from '@postulate/client';
import {
  appealVerdictSchema,
  formatDmy,
  HIDDEN_LABELS,
  MODERATION_ACTION_LABELS,
  MODERATION_REASON_MAX,
  moderationDecisionSchema,
  REPORT_CASES_SHOWN,
  REPORT_QUEUE_ORDERS,
  REPORT_REASON_LABELS,
  type AppealVerdict,
  type AppealVerdictInput,
  type ModerationAction,
  type ModerationDecision,
  type ModerationDecisionInput,
  type PendingAppeal,
  type ReportCase,
  type ReportQueueOrder,
} from '@postulate/contracts';
import { Alert, Button, Field, FORM_VALIDATION, Loading, Modal, Textarea } from '@postulate/ui';
import { AVISO_STATUS_LABELS } from '../../common/components/aviso-status';
import { useAppealVerdict, useModerationDecision, useReportQueue } from '../api/report-queue-api';

const ORDER_LABELS: Record<ReportQueueOrder, string> = { recientes: 'Más recientes', mas_denunciados: 'Más denunciados' };
const isOrder = (value: string | null): value is ReportQueueOrder => REPORT_QUEUE_ORDERS.some((orden) => orden === value);

const day = (iso: string) => formatDmy(new Date(iso));
const counted = (count: number, one: string, many: string) => (count === 1 ? `1 ${one}` : `${count} ${many}`);

type Decision = { caso: ReportCase; accion: ModerationAction };
type Verdict = { appeal: PendingAppeal; restablecer: boolean };

/**
 * /admin/denuncias: 'Denuncias' (issue 39, point 2). The companies' answers to earlier decisions
 * come first; then the ads with open reports, each with the ad as published, its company's record
 * and the reports, newest report or most reporters first (the order lives in the URL so it
 * survives a reload). Every decision needs a reason, which the company and every reporter who left
 * an e-mail receive.
 */
export function ReportQueueScreen() {
  const titleId = useId();
  const casesTitleId = useId();
  const appealsTitleId = useId();
  const [params, setParams] = useSearchParams();
  const requested = params.get('orden');
  const orden: ReportQueueOrder = isOrder(requested) ? requested : 'recientes';
  const queue = useReportQueue(orden);
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const [answering, setAnswering] = useState<Verdict | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const casos = queue.data?.casos ?? [];
  const apelaciones = queue.data?.apelaciones ?? [];
  const totalCasos = queue.data?.totalCasos ?? 0;

  const closeWith = (message: string | null) => {
    setDeciding(null);
    setAnswering(null);
    if (message) setDone(message);
  };

  return (
    <section className="adm-screen pl-stack" aria-labelledby={titleId}>
      <h1 id={titleId} className="pl-page-title">
        Denuncias
      </h1>
      <p className="pl-muted">
        Los avisos denunciados, con la empresa y sus antecedentes. Cada decisión lleva un motivo: lo reciben la empresa y quienes denunciaron con su correo.
      </p>
      <div className="pl-cluster" role="group" aria-label="Orden de los avisos">
        {REPORT_QUEUE_ORDERS.map((option) => (
          <Button
            key={option}
            variant={option === orden ? 'primary' : 'secondary'}
            aria-pressed={option === orden}
            onClick={() => setParams(option === 'recientes' ? {} : { orden: option })}
          >
            {ORDER_LABELS[option]}
          </Button>
        ))}
      </div>
      {done && <Alert tone="success">{done}</Alert>}
      {queue.isError && <Alert tone="error">{errorMessage(queue.error)}</Alert>}
      {queue.isPending && <Loading />}
      {apelaciones.length > 0 && (
        <section className="pl-stack" aria-labelledby={appealsTitleId}>
          <h2 id={appealsTitleId}>Apelaciones pendientes</h2>
          <ol className="pl-stack adm-report-list" aria-label="Apelaciones pendientes">
            {apelaciones.map((appeal) => (
              <AppealItem
                key={appeal.id}
                appeal={appeal}
                onAnswer={(restablecer) => {
                  setDone(null);
                  setAnswering({ appeal, restablecer });
                }}
              />
            ))}
          </ol>
        </section>
      )}
      {queue.isSuccess && casos.length === 0 && <p>No hay denuncias para revisar.</p>}
      {casos.length > 0 && (
        <section className="pl-stack" aria-labelledby={casesTitleId}>
          <h2 id={casesTitleId}>{counted(totalCasos, 'aviso con denuncias', 'avisos con denuncias')}</h2>
          {totalCasos > casos.length && (
            <p className="pl-muted">Se muestran los primeros {REPORT_CASES_SHOWN}: los siguientes aparecen a medida que decidís estos.</p>
          )}
          <ol className="pl-stack adm-report-list" aria-label="Avisos con denuncias">
            {casos.map((caso) => (
              <CaseItem
                key={caso.aviso.id}
                caso={caso}
                onDecide={(accion) => {
                  setDone(null);
                  setDeciding({ caso, accion });
                }}
              />
            ))}
          </ol>
        </section>
      )}
      {deciding && <DecisionDialog decision={deciding} onClose={closeWith} />}
      {answering && <VerdictDialog verdict={answering} onClose={closeWith} />}
    </section>
  );
}

function AppealItem({ appeal, onAnswer }: { appeal: PendingAppeal; onAnswer: (restablecer: boolean) => void }) {
  const headingId = `apelacion-${appeal.id}-titulo`;
  return (
    <li className="pl-card pl-stack adm-report-card" aria-labelledby={headingId}>
      <h3 id={headingId} className="pl-card__title">
        {appeal.empresa.razonsocial}: «{appeal.avisoTitulo}»
      </h3>
      <div>
        <p className="pl-small">
          <strong>Decisión: {MODERATION_ACTION_LABELS[appeal.accion]}</strong>, el {day(appeal.decididaEl)}
        </p>
        <p className="adm-report-text">{appeal.motivo}</p>
      </div>
      <div>
        <p className="pl-small">
          <strong>Respuesta de la empresa</strong> del {day(appeal.apeladaEl)}
        </p>
        <p className="adm-report-text">{appeal.apelacion}</p>
      </div>
      <div className="pl-cluster">
        <Button variant="primary" onClick={() => onAnswer(true)} aria-label={`Restablecer ${appeal.avisoTitulo}`}>
          Restablecer
        </Button>
        <Button variant="secondary" onClick={() => onAnswer(false)} aria-label={`Mantener la decisión sobre ${appeal.avisoTitulo}`}>
          Mantener la decisión
        </Button>
      </div>
    </li>
  );
}

function CaseItem({
  caso: { aviso, empresa, denuncias, denunciantes, ultimaDenuncia },
  onDecide,
}: {
  caso: ReportCase;
  onDecide: (accion: ModerationAction) => void;
}) {
  const headingId = `caso-${aviso.id}-titulo`;
  return (
    <li className="pl-card pl-stack adm-report-card" aria-labelledby={headingId}>
      <div className="pl-stack pl-stack--tight">
        <h3 id={headingId} className="pl-card__title">
          {aviso.titulo}
        </h3>
        <p className="pl-small">
          {aviso.oculto ? (
            <span className="pl-badge pl-badge--error">{HIDDEN_LABELS[aviso.oculto]}</span>
          ) : (
            <span className="pl-badge">{AVISO_STATUS_LABELS[aviso.status]}</span>
          )}{' '}
          {aviso.publicadoEl ? `Publicado el ${day(aviso.publicadoEl)}` : 'Sin publicar'} · Última denuncia el {day(ultimaDenuncia)}
        </p>
        <details>
          <summary>Ver el aviso como se publicó</summary>
          <p className="adm-report-text">{aviso.descripcion}</p>
        </details>
      </div>
      <div className="adm-report-columns">
        <div className="pl-stack pl-stack--tight">
          <h4 className="pl-small">Empresa</h4>
          <p>
            <Link to={`/admin/empresas/${empresa.id}`}>{empresa.razonsocial}</Link>{' '}
            <span className={empresa.verificada ? 'pl-badge pl-badge--success' : 'pl-badge'}>{empresa.verificada ? 'Verificada' : 'Sin verificar'}</span>
            {empresa.suspendida && (
              <>
                {' '}
                <span className="pl-badge pl-badge--error">Suspendida</span>
              </>
            )}
          </p>
          <p className="pl-small">
            {counted(empresa.avisosPublicados, 'aviso publicado', 'avisos publicados')} ·{' '}
            {counted(empresa.denunciasAnteriores, 'denuncia anterior', 'denuncias anteriores')}
          </p>
          {empresa.decisiones.length === 0 ? (
            <p className="pl-small pl-muted">Sin decisiones anteriores</p>
          ) : (
            <ul className="pl-small" aria-label={`Decisiones anteriores sobre ${empresa.razonsocial}`}>
              {empresa.decisiones.map((decision, index) => (
                <li key={index}>
                  <strong>{MODERATION_ACTION_LABELS[decision.accion]}</strong> · «{decision.avisoTitulo}» · {day(decision.fecha)}: {decision.motivo}
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="pl-stack pl-stack--tight">
          <h4 className="pl-small">Denuncias</h4>
          <p className="pl-small">
            {counted(denuncias.length, 'denuncia', 'denuncias')} de {counted(denunciantes, 'persona', 'personas distintas')}
          </p>
          <ul className="pl-stack pl-stack--tight adm-report-reports" aria-label={`Denuncias sobre ${aviso.titulo}`}>
            {denuncias.map((denuncia) => (
              <li key={denuncia.ticket}>
                <p>
                  <strong>{REPORT_REASON_LABELS[denuncia.motivo]}</strong>
                </p>
                <p className="pl-small pl-muted">
                  {[denuncia.ticket, day(denuncia.fecha), denuncia.conEmail && 'con correo', denuncia.conCuenta && 'con cuenta'].filter(Boolean).join(' · ')}
                </p>
                <p className="adm-report-text">{denuncia.detalles ?? 'Sin detalles'}</p>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="pl-cluster">
        <Button variant="secondary" onClick={() => onDecide('desestimar')} aria-label={`Desestimar ${aviso.titulo}`}>
          Desestimar
        </Button>
        <Button variant="danger" onClick={() => onDecide('ocultar')} aria-label={`Ocultar el aviso ${aviso.titulo}`}>
          Ocultar el aviso
        </Button>
        <Button variant="danger" onClick={() => onDecide('suspender')} aria-label={`Suspender a la empresa ${empresa.razonsocial}`}>
          Suspender a la empresa
        </Button>
      </div>
    </li>
  );
}

/** Who receives the reason: the company always, and each reporter who left an e-mail. */
function recipientsText(caso: ReportCase): string {
  const withEmail = caso.denuncias.filter((denuncia) => denuncia.conEmail).length;
  if (withEmail === 0) return 'Lo recibe la empresa: nadie dejó su correo al denunciar.';
  return withEmail === 1 ? 'Lo reciben la empresa y 1 persona que dejó su correo.' : `Lo reciben la empresa y ${withEmail} personas que dejaron su correo.`;
}

const DECISION_TEXT: Record<ModerationAction, (caso: ReportCase) => { title: string; text: string }> = {
  desestimar: ({ aviso }) => ({
    title: `Desestimar las denuncias de "${aviso.titulo}"`,
    text: aviso.oculto === 'denuncias' ? 'El aviso vuelve a la búsqueda.' : 'El aviso sigue como está.',
  }),
  ocultar: ({ aviso }) => ({
    title: `Ocultar el aviso "${aviso.titulo}"`,
    text: 'El aviso sale de la búsqueda. La empresa puede responder una vez a la decisión.',
  }),
  suspender: ({ empresa }) => ({
    title: `Suspender a la empresa "${empresa.razonsocial}"`,
    text: 'Se ocultan todos sus avisos y sus usuarios no pueden publicar. La empresa puede responder una vez a la decisión.',
  }),
};

function DecisionDialog({ decision: { caso, accion }, onClose }: { decision: Decision; onClose: (message: string | null) => void }) {
  const reasonId = useId();
  const decide = useModerationDecision();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ModerationDecisionInput, unknown, ModerationDecision>({
    ...FORM_VALIDATION,
    resolver: zodResolver(moderationDecisionSchema),
    defaultValues: { accion, motivo: '' },
  });
  const { title, text } = DECISION_TEXT[accion](caso);
  const confirm = handleSubmit((values) => decide.mutate({ avisoId: caso.aviso.id, decision: values }, { onSuccess: (answer) => onClose(answer.message) }));

  return (
    <ReasonModal
      title={title}
      text={text}
      confirmLabel={MODERATION_ACTION_LABELS[accion]}
      tone={accion === 'desestimar' ? 'primary' : 'danger'}
      pending={decide.isPending}
      error={decide.isError ? decide.error : null}
      onConfirm={() => void confirm()}
      onCancel={() => onClose(null)}
    >
      <Field label="Motivo" htmlFor={reasonId} error={errors.motivo?.message} hint={recipientsText(caso)} required>
        <Textarea id={reasonId} rows={4} maxLength={MODERATION_REASON_MAX} required {...register('motivo')} />
      </Field>
    </ReasonModal>
  );
}

function verdictText({ appeal, restablecer }: Verdict): { title: string; text: string } {
  const suspension = appeal.accion === 'suspender';
  if (!restablecer) return { title: `Mantener la decisión sobre "${appeal.avisoTitulo}"`, text: `${appeal.empresa.razonsocial} sigue como está.` };
  return suspension
    ? {
        title: `Levantar la suspensión de "${appeal.empresa.razonsocial}"`,
        text: 'Sus avisos vuelven a la búsqueda y sus usuarios pueden volver a publicar.',
      }
    : { title: `Restablecer el aviso "${appeal.avisoTitulo}"`, text: 'El aviso vuelve a la búsqueda.' };
}

function VerdictDialog({ verdict, onClose }: { verdict: Verdict; onClose: (message: string | null) => void }) {
  const reasonId = useId();
  const answer = useAppealVerdict();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AppealVerdictInput, unknown, AppealVerdict>({
    ...FORM_VALIDATION,
    resolver: zodResolver(appealVerdictSchema),
    defaultValues: { restablecer: verdict.restablecer, motivo: '' },
  });
  const { title, text } = verdictText(verdict);
  const confirm = handleSubmit((values) =>
    answer.mutate({ decisionId: verdict.appeal.id, verdict: values }, { onSuccess: (answered) => onClose(answered.message) }),
  );

  return (
    <ReasonModal
      title={title}
      text={text}
      confirmLabel={verdict.restablecer ? 'Restablecer' : 'Mantener la decisión'}
      tone="primary"
      pending={answer.isPending}
      error={answer.isError ? answer.error : null}
      onConfirm={() => void confirm()}
      onCancel={() => onClose(null)}
    >
      <Field label="Motivo" htmlFor={reasonId} error={errors.motivo?.message} hint="Lo recibe la empresa por correo." required>
        <Textarea id={reasonId} rows={4} maxLength={MODERATION_REASON_MAX} required {...register('motivo')} />
      </Field>
    </ReasonModal>
  );
}

interface ReasonModalProps {
  title: string;
  text: string;
  confirmLabel: string;
  tone: 'primary' | 'danger';
  pending: boolean;
  error: unknown;
  onConfirm: () => void;
  onCancel: () => void;
  children: ReactNode;
}

/** A decision's dialog: what it does, the server's refusal if any, the reason's field, and confirm or cancel. */
function ReasonModal({ title, text, confirmLabel, tone, pending, error, onConfirm, onCancel, children }: ReasonModalProps) {
  return (
    <Modal
      open
      title={title}
      onClose={onCancel}
      showCloseButton={false}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            Cancelar
          </Button>
          <Button variant={tone} onClick={onConfirm} busy={pending}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="pl-stack">
        <p>{text}</p>
        {error !== null && <Alert tone="error">{errorMessage(error)}</Alert>}
        {children}
      </div>
    </Modal>
  );
}
