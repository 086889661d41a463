import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { errorMessage, useSessionStore } from '@postulate/client';
import {
  COMPANY_MESSAGES,
  COMPANY_RECORDS_MESSAGES,
  MODERATION_MESSAGES,
  formatBalance,
  formatDmy,
  viewsText,
  type CompanyAvisoItem,
} from '@postulate/contracts';
import { Alert, Button, ConfirmDialog, Icon, Loading, Modal, StatusBanner, VerifiedBadge } from '@postulate/ui';
import { useChangeAviso, useDuplicateAviso, useRepublishAviso, type AvisoChange } from '../../avisos/api/avisos-api';
import type { WizardNoticeState } from '../../avisos/components/AvisoWizard';
import { NoCompany } from '../../common/components/NoCompany';
import { profileTabPath } from '../../profile/components/profile-tabs';
import { useDashboard } from '../api/dashboard-api';
import { UpcomingInterviews } from '../../interviews/components/UpcomingInterviews';
import { ModerationNotices } from './ModerationNotices';
import { WaitingApplications } from './WaitingApplications';

interface AvisoRowProps {
  aviso: CompanyAvisoItem;
  onManage: (aviso: CompanyAvisoItem) => void;
  onRepublish: (aviso: CompanyAvisoItem) => void;
  onDuplicate: (aviso: CompanyAvisoItem) => void;
  /** A change is under way: 'Republicar' and 'Duplicar' wait for it, so a double click makes one draft. */
  busy: boolean;
}

function AvisoRow({ aviso, onManage, onRepublish, onDuplicate, busy }: AvisoRowProps) {
  // Held 'En revisión' it was never public: no statistics nor applications yet. Hidden after reports it was.
  const published = aviso.status === 'published' || aviso.status === 'finished' || aviso.status === 'hidden';
  // The server refuses any change or copy of a hidden ad (MODERATION_MESSAGES.hiddenChange).
  const hidden = aviso.status === 'hidden';
  return (
    <li className="cmp-aviso">
      <div className="cmp-aviso__main">
        {published && aviso.publicadoEl && (
          <p className="pl-small pl-muted">
            Publicado el {formatDmy(new Date(aviso.publicadoEl))}
            {aviso.status === 'published' && aviso.venceEl && <> · Vence el {formatDmy(new Date(aviso.venceEl))}</>}
            {' · '}
            {viewsText(aviso.vistas)}
          </p>
        )}
        <p className="cmp-aviso__title">
          {aviso.titulo}
          {aviso.status === 'finished' && <span className="pl-badge"> {aviso.vencido ? 'Vencido' : 'Finalizado'}</span>}
          {aviso.status === 'review' && <span className="pl-badge pl-badge--accent"> En revisión</span>}
          {hidden && <span className="pl-badge pl-badge--accent"> Oculto</span>}
        </p>
        {aviso.status === 'review' && aviso.motivoRevision && <p className="pl-small">{aviso.motivoRevision}.</p>}
        {hidden && aviso.motivoOculto && <p className="pl-small">{aviso.motivoOculto}.</p>}
        <p className="pl-small">
          {aviso.area} - {aviso.subarea}
        </p>
      </div>
      <div className="cmp-aviso__actions">
        <Link className="pl-button pl-button--ghost" to={`/admin/aviso/${aviso.id}/vista`} aria-label={`Vista previa de ${aviso.titulo}`}>
          Vista previa
        </Link>
        {aviso.status === 'finished' ? (
          <Button variant="secondary" onClick={() => onRepublish(aviso)} disabled={busy} aria-label={`Republicar ${aviso.titulo}`}>
            Republicar
          </Button>
        ) : (
          !hidden && (
            <Button variant="secondary" onClick={() => onManage(aviso)} aria-label={`Administrar ${aviso.titulo}`}>
              Administrar
            </Button>
          )
        )}
        {!hidden && (
          <Button variant="secondary" onClick={() => onDuplicate(aviso)} disabled={busy} aria-label={`Duplicar ${aviso.titulo}`}>
            Duplicar
          </Button>
        )}
        {published && (
          <Link className="pl-button pl-button--ghost" to={`/admin/aviso/${aviso.id}/estadisticas`} aria-label={`Estadísticas de ${aviso.titulo}`}>
            Estadísticas
          </Link>
        )}
        {published && (
          <Link
            className="pl-button pl-button--primary"
            to={`/admin/aviso/${aviso.id}/aplicaciones`}
            // The name starts with the text shown (WCAG 2.5.3), so 'Aplicaciones' spoken still finds it.
            aria-label={`Aplicaciones (${aviso.aplicaciones})${aviso.noLeidas > 0 ? ` · ${aviso.noLeidas} sin leer` : ''} de ${aviso.titulo}`}
          >
            Aplicaciones ({aviso.aplicaciones}){aviso.noLeidas > 0 && <span className="cmp-count"> · {aviso.noLeidas} sin leer</span>}
          </Link>
        )}
      </div>
    </li>
  );
}

/** /admin/home and /admin/ctaempre for an Empresa: the ads by state, the balance and the messages waiting. */
export function Dashboard() {
  const profile = useSessionStore((state) => state.profile);
  const navigate = useNavigate();
  const dashboard = useDashboard(Boolean(profile?.empresa));
  const data = dashboard.data;
  const error = dashboard.error ? errorMessage(dashboard.error) : null;
  const [managing, setManaging] = useState<CompanyAvisoItem | null>(null);
  // 'Borrarlo', 'Finalizar' and 'Republicar' all ask 'Confirme Acción' first.
  const [confirming, setConfirming] = useState<{ change: 'delete' | 'finish'; aviso: CompanyAvisoItem } | null>(null);
  const [republishing, setRepublishing] = useState<CompanyAvisoItem | null>(null);
  const change = useChangeAviso();
  const republication = useRepublishAviso();
  const duplication = useDuplicateAviso();
  // Set on the first click, before the button can show it is busy: a double click makes one copy.
  const duplicating = useRef(false);

  const apply = (kind: AvisoChange, aviso: CompanyAvisoItem) => {
    setManaging(null);
    setConfirming(null);
    republication.reset();
    duplication.reset();
    change.mutate({ change: kind, id: aviso.id });
  };

  // 'Republicar' opens the new draft (the same content) in the wizard.
  const republish = (aviso: CompanyAvisoItem) => {
    setRepublishing(null);
    change.reset();
    duplication.reset();
    republication.mutate(aviso.id, {
      // Said in the wizard: this banner goes with the dashboard.
      onSuccess: (draft) => void navigate(`/admin/aviso/${draft.id}/editar`, { state: { notice: draft.message } satisfies WizardNoticeState }),
    });
  };

  // 'Duplicar' opens the copy, a new draft 'Copia de …', in the wizard.
  const duplicate = (aviso: CompanyAvisoItem) => {
    if (duplicating.current) return;
    duplicating.current = true;
    change.reset();
    republication.reset();
    duplication.mutate(aviso.id, {
      onSuccess: (draft) => void navigate(`/admin/aviso/${draft.id}/editar`, { state: { notice: draft.message } satisfies WizardNoticeState }),
      onSettled: () => (duplicating.current = false),
    });
  };

  // One banner for the last change, republication or copy: the others were reset when it started.
  const last = !duplication.isIdle ? duplication : !republication.isIdle ? republication : change;
  const status: { kind: 'idle' | 'saving' | 'saved' | 'error'; message?: string } = last.isPending
    ? { kind: 'saving', message: COMPANY_MESSAGES.savingChanges }
    : last.isSuccess
      ? { kind: 'saved', message: last.data.message }
      : last.error
        ? { kind: 'error', message: errorMessage(last.error) }
        : { kind: 'idle' };

  if (!profile?.empresa) return <NoCompany />;
  // Held 'En revisión' (issue 39) an ad is still unpublished: it stays with the drafts, with its badge.
  const drafts = data?.avisos.filter((aviso) => aviso.status === 'draft' || aviso.status === 'review') ?? [];
  const published = data?.avisos.filter((aviso) => aviso.status === 'published') ?? [];
  const finished = data?.avisos.filter((aviso) => aviso.status === 'finished') ?? [];
  const hidden = data?.avisos.filter((aviso) => aviso.status === 'hidden') ?? [];
  const saving = status.kind === 'saving';
  const rowsOf = (avisos: CompanyAvisoItem[], labelledBy: string) => (
    <ul className="cmp-avisos" aria-labelledby={labelledBy}>
      {avisos.map((aviso) => (
        <AvisoRow key={aviso.id} aviso={aviso} onManage={setManaging} onRepublish={setRepublishing} onDuplicate={duplicate} busy={saving} />
      ))}
    </ul>
  );
  // A list shown only when it has ads.
  const sectionOf = (id: string, title: string, avisos: CompanyAvisoItem[]) =>
    avisos.length > 0 && (
      <section className="pl-card pl-stack" aria-labelledby={id}>
        <h2 id={id} className="pl-card__title">
          {title}
        </h2>
        {rowsOf(avisos, id)}
      </section>
    );

  return (
    <section className="pl-stack" aria-labelledby="dashboard-title">
      <h1 id="dashboard-title" className="pl-page-title">
        Tus avisos
      </h1>
      <div className="cmp-company-line">
        <p className="pl-muted">{profile.empresa.name}</p>
        {data && (data.verificada ? <VerifiedBadge /> : <Link to={profileTabPath('archivos')}>Verificá tu empresa</Link>)}
      </div>
      {status.kind !== 'idle' && <StatusBanner status={status.kind} message={status.message} />}
      {error && <Alert tone="error">{error}</Alert>}
      {!data && !error && <Loading />}
      {data?.suspendida && (
        <section className="pl-card pl-stack cmp-suspended" aria-labelledby="suspended-title">
          <h2 id="suspended-title" className="pl-card__title">
            <Icon name="alert" size={18} /> Tu empresa está suspendida
          </h2>
          <p>{MODERATION_MESSAGES.suspended}.</p>
          <p>Tus avisos no aparecen en las búsquedas. Podés seguir preparando borradores y atendiendo a quienes ya se postularon.</p>
        </section>
      )}
      {data && (
        <div className="cmp-dashboard">
          <ModerationNotices notices={data.moderacion} />
          <section className="pl-card pl-stack" aria-labelledby="drafts-title">
            <h2 id="drafts-title" className="pl-card__title">
              Publica tu aviso
            </h2>
            {drafts.length === 0 ? <p className="pl-muted">No tenés avisos sin publicar.</p> : rowsOf(drafts, 'drafts-title')}
            <div>
              <Button variant="primary" onClick={() => navigate('/admin/aviso/nuevo')} disabled={saving}>
                Genera un nuevo aviso
              </Button>
            </div>
          </section>
          <section className="pl-card pl-stack" aria-labelledby="published-title">
            <h2 id="published-title" className="pl-card__title">
              Cantidad de avisos publicados: {published.length}
            </h2>
            {published.length === 0 ? (
              <p className="pl-muted">{hidden.length > 0 ? 'Ninguno de tus avisos está en la búsqueda ahora.' : 'Todavía no publicaste avisos.'}</p>
            ) : (
              rowsOf(published, 'published-title')
            )}
          </section>
          {sectionOf('hidden-title', `Avisos ocultos: ${hidden.length}`, hidden)}
          {sectionOf('finished-title', `Avisos finalizados: ${finished.length}`, finished)}
          <UpcomingInterviews />
          <section className="pl-card pl-stack" aria-labelledby="balance-title">
            <h2 id="balance-title" className="pl-card__title">
              {COMPANY_RECORDS_MESSAGES.balance}
            </h2>
            <p className="cmp-balance">{formatBalance(data.saldo)}</p>
            <div>
              <Link to={profileTabPath('facturas')}>Ver tus facturas</Link>
            </div>
          </section>
          <section className="pl-card pl-stack" aria-labelledby="messages-title">
            <h2 id="messages-title" className="pl-card__title">
              Mensajes con aplicantes
            </h2>
            {data.mensajesNoLeidos === 0 ? (
              <p className="pl-muted">No tenés mensajes sin leer.</p>
            ) : (
              <>
                <p>
                  <strong>{data.mensajesNoLeidos}</strong> {data.mensajesNoLeidos === 1 ? 'mensaje sin leer' : 'mensajes sin leer'} en{' '}
                  {data.conversacionesNoLeidas} {data.conversacionesNoLeidas === 1 ? 'conversación' : 'conversaciones'}.
                </p>
                <ul className="cmp-unread" aria-labelledby="messages-title">
                  {data.conversacionesSinLeer.map((conversation) => (
                    <li key={conversation.applicationId}>
                      <Link to={`/admin/aviso/${conversation.avisoId}/aplicaciones/${conversation.applicationId}/mensajes`}>
                        {conversation.nombre ?? 'Postulante dado de baja'}
                      </Link>{' '}
                      <span className="pl-small pl-muted">
                        · {conversation.titulo} · {conversation.mensajes} {conversation.mensajes === 1 ? 'nuevo' : 'nuevos'}
                      </span>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </section>
          <WaitingApplications waiting={data.esperanRespuesta} />
        </div>
      )}

      <Modal open={managing !== null} title={COMPANY_MESSAGES.avisoActions} onClose={() => setManaging(null)} size="sm">
        {managing && (
          <div className="pl-stack">
            <p>
              <strong>{managing.titulo}</strong>
            </p>
            <div className="pl-cluster">
              <Button data-autofocus onClick={() => navigate(`/admin/aviso/${managing.id}/editar`)}>
                Editarlo
              </Button>
              {managing.status === 'draft' && !data?.suspendida && (
                <Button variant="primary" onClick={() => apply('publish', managing)}>
                  Publicarlo
                </Button>
              )}
              {(managing.status === 'draft' || managing.status === 'review') && (
                <Button variant="danger" onClick={() => setConfirming({ change: 'delete', aviso: managing })}>
                  Borrarlo
                </Button>
              )}
              {managing.status === 'published' && (
                <Button variant="danger" onClick={() => setConfirming({ change: 'finish', aviso: managing })}>
                  Finalizar
                </Button>
              )}
            </div>
            {managing.status === 'draft' && data?.suspendida && <p className="pl-small">{MODERATION_MESSAGES.suspended}.</p>}
          </div>
        )}
      </Modal>
      <ConfirmDialog
        open={confirming !== null}
        body={
          confirming?.change === 'delete'
            ? `¿Borrar el aviso "${confirming.aviso.titulo}"? No se puede deshacer.`
            : confirming
              ? `¿Finalizar el aviso "${confirming.aviso.titulo}"? Deja de aparecer en las búsquedas y no recibe más postulaciones.`
              : ''
        }
        onConfirm={() => confirming && apply(confirming.change, confirming.aviso)}
        onCancel={() => setConfirming(null)}
        danger
      />
      <ConfirmDialog
        open={republishing !== null}
        title="Republicar el aviso"
        body={
          republishing &&
          `Se abrirá un borrador con el contenido de "${republishing.titulo}" para que lo revises (el mismo, si ya lo republicaste y no lo publicaste). No se publica hasta que lo publiques; el aviso finalizado y sus aplicaciones quedan como están.`
        }
        onConfirm={() => republishing && republish(republishing)}
        onCancel={() => setRepublishing(null)}
      />
    </section>
  );
}
