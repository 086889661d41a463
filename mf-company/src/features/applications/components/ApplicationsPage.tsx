import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { errorMessage } from '@postulate/client';
import {
  APPLICATION_STAGE_LABELS,
  APPLICATION_STAGES,
  APPLICATION_TAB_LABELS,
  APPLICATION_TABS,
  DEFAULT_PAGE_SIZE,
  SECURITY_FLAG_LABELS,
  SECURITY_FLAGS,
  formatDmy,
  type ApplicationStage,
  type ApplicationTab,
  type CompanyApplicationItem,
  type SecurityFlag,
} from '@postulate/contracts';
import { Alert, Button, DataTable, Loading, Pagination, Select, StatusBadge, Tabs } from '@postulate/ui';
import { exportApplications, setFavourite, useCompanyApplications } from '../api/applications-api';
import { AvisoHeader } from './AvisoHeader';
import { MessageTemplatesDialog } from './MessageTemplatesDialog';
import { StageChangeDialog, type StageChange } from './StageChangeDialog';

/** The filters' order on screen, as the spec lists them. */
const FILTER_ORDER: SecurityFlag[] = ['analitico', 'biometricos', 'turnoRotativo', 'cursoCaba', 'reincidencia', 'antecedentes', 'vigilador', 'clu', 'portacion'];
const TABS = APPLICATION_TABS.map((id) => ({ id, label: APPLICATION_TAB_LABELS[id] }));

const isTab = (value: string | null): value is ApplicationTab => (APPLICATION_TABS as readonly string[]).includes(value ?? '');
const isStage = (value: string | null): value is ApplicationStage => (APPLICATION_STAGES as readonly string[]).includes(value ?? '');

const STAGE_OPTIONS = APPLICATION_STAGES.map((stage) => (
  <option key={stage} value={stage}>
    {APPLICATION_STAGE_LABELS[stage]}
  </option>
));

/** Unread rows read bold italic, and say so in words too. */
function Cell({ item, children }: { item: CompanyApplicationItem; children: ReactNode }) {
  return <span className={item.readed ? undefined : 'cmp-unread'}>{children}</span>;
}

/**
 * /admin/aviso/{id}/aplicaciones: the ad's applications in tabs, paged on the server, with the
 * nine security filters on a 'Seguridad' ad. Tab, page and filters live in the URL, so back and
 * reload keep them.
 */
export function ApplicationsPage() {
  const avisoId = Number(useParams().id);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab: ApplicationTab = isTab(params.get('tab')) ? (params.get('tab') as ApplicationTab) : 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const seguridad = (params.get('seguridad') ?? '').split(',').filter((flag): flag is SecurityFlag => (SECURITY_FLAGS as readonly string[]).includes(flag));
  const stageParam = params.get('estado');
  const stageFilter = isStage(stageParam) ? stageParam : undefined;
  const applications = useCompanyApplications(avisoId, tab, page, seguridad, stageFilter);
  const data = applications.data;
  const loading = applications.isFetching;
  // A failed 'Modifica Favorito' shows where a failed read does.
  const [markError, setMarkError] = useState<string | null>(null);
  const error = markError ?? (applications.error ? errorMessage(applications.error) : null);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next);
  };

  const toggleFlag = (flag: SecurityFlag, checked: boolean) => {
    const flags = checked ? [...seguridad, flag] : seguridad.filter((item) => item !== flag);
    update({ seguridad: flags.join(',') || null, page: null });
  };

  const toggleFavourite = async (item: CompanyApplicationItem) => {
    setMarkError(null);
    try {
      await setFavourite(item.id, !item.favourite);
    } catch (failure) {
      setMarkError(errorMessage(failure));
    }
  };

  // Stages: one row from its own select, or the ticked rows at once (all or none), each confirmed
  // in a dialog that may add a message to the applicants.
  const [chosen, setChosen] = useState<number[]>([]);
  const [bulkStage, setBulkStage] = useState<ApplicationStage>('preseleccionada');
  const [pending, setPending] = useState<StageChange | null>(null);
  const [templatesOpen, setTemplatesOpen] = useState(false);
  const moved = (ids: number[]) => {
    setPending(null);
    setChosen((current) => current.filter((id) => !ids.includes(id)));
  };
  // One ticked row reads like its own select: the dialog names the applicant.
  const chosenName = () => (chosen.length === 1 ? (data?.response.find((item) => item.id === chosen[0])?.name ?? undefined) : undefined);
  const choose = (id: number, checked: boolean) => setChosen((current) => (checked ? [...current, id] : current.filter((other) => other !== id)));

  const refresh = () => {
    setMarkError(null);
    void applications.refetch();
  };

  // The file holds exactly the rows the list shows: the same tab, security filters and Estado.
  const exportCsv = async () => {
    setExporting(true);
    setExportError(null);
    try {
      await exportApplications({ idAviso: avisoId, tab, seguridad, estado: stageFilter });
    } catch (failure) {
      setExportError(errorMessage(failure));
    } finally {
      setExporting(false);
    }
  };

  if (!data && error) return <Alert tone="error">{error}</Alert>;
  if (!data) return <Loading />;
  const base = `/admin/aviso/${avisoId}/aplicaciones`;

  return (
    <section className="pl-stack" aria-labelledby="cmp-aviso-title">
      <div>
        <Link className="pl-button pl-button--ghost" to="/admin/home">
          Volver al home
        </Link>
      </div>
      <AvisoHeader aviso={data.aviso} />
      {data.aviso.seguridad && (
        <fieldset className="pl-card cmp-filters">
          <legend>Filtrar por experiencia en seguridad (deben cumplir todas las marcadas)</legend>
          <div className="cmp-filters__grid">
            {FILTER_ORDER.map((flag) => (
              <label key={flag} className="pl-check">
                <input type="checkbox" checked={seguridad.includes(flag)} onChange={(event) => toggleFlag(flag, event.target.checked)} />{' '}
                {SECURITY_FLAG_LABELS[flag]}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <Tabs tabs={TABS} active={tab} onChange={(id) => update({ tab: id === 'all' ? null : id, page: null })} label="Aplicaciones">
        <div className="pl-stack">
          {error && <Alert tone="error">{error}</Alert>}
          <div className="cmp-list-tools">
            <p className="pl-muted" aria-live="polite">
              {data.total === 1 ? '1 aplicación' : `${data.total} aplicaciones`}
            </p>
            <label className="cmp-inline-field">
              Estado{' '}
              <Select value={stageFilter ?? ''} onChange={(event) => update({ estado: event.target.value || null, page: null })}>
                <option value="">Todos</option>
                {STAGE_OPTIONS}
              </Select>
            </label>
            <Button variant="secondary" onClick={() => setTemplatesOpen(true)}>
              Plantillas de mensajes
            </Button>
            <Button
              variant="secondary"
              onClick={() => void exportCsv()}
              busy={exporting}
              aria-label={`Exportar las aplicaciones de la pestaña ${APPLICATION_TAB_LABELS[tab]}${stageFilter ? ` en estado '${APPLICATION_STAGE_LABELS[stageFilter]}'` : ''} a CSV`}
            >
              Exportar
            </Button>
          </div>
          {exportError && <Alert tone="error">{exportError}</Alert>}
          {chosen.length > 0 && (
            <div className="cmp-list-tools cmp-bulk" role="group" aria-label="Cambiar el estado de las seleccionadas">
              <p>{chosen.length === 1 ? '1 seleccionada' : `${chosen.length} seleccionadas`}</p>
              <label className="cmp-inline-field">
                Mover a{' '}
                <Select value={bulkStage} onChange={(event) => setBulkStage(event.target.value as ApplicationStage)}>
                  {STAGE_OPTIONS}
                </Select>
              </label>
              <Button variant={bulkStage === 'descartada' ? 'danger' : 'primary'} onClick={() => setPending({ ids: chosen, stage: bulkStage, name: chosenName() })}>
                {bulkStage === 'descartada' ? 'Descartar' : 'Aplicar'}
              </Button>
              <Button variant="ghost" onClick={() => setChosen([])}>
                Quitar selección
              </Button>
            </div>
          )}
          <DataTable
            caption={`Aplicaciones: ${APPLICATION_TAB_LABELS[tab]}`}
            loading={loading}
            rows={data.response}
            rowKey={(item) => item.id}
            emptyText={
              stageFilter
                ? `Ninguna aplicación de esta pestaña está en '${APPLICATION_STAGE_LABELS[stageFilter]}'.`
                : seguridad.length > 0
                  ? 'Ningún postulante cumple todos los filtros marcados.'
                  : 'Todavía no hay aplicaciones en esta pestaña.'
            }
            columns={[
              {
                id: 'elegir',
                header: <span className="pl-visually-hidden">Elegir</span>,
                render: (item) => (
                  <input
                    type="checkbox"
                    className="cmp-choose"
                    checked={chosen.includes(item.id)}
                    onChange={(event) => choose(item.id, event.target.checked)}
                    aria-label={`Elegir a ${item.name ?? 'postulante dado de baja'}`}
                  />
                ),
              },
              {
                id: 'fecha',
                header: 'Fecha de aplicación',
                render: (item) => <Cell item={item}>{formatDmy(new Date(item.postuladoEl))}</Cell>,
              },
              {
                id: 'nombre',
                header: 'Nombre',
                primary: true,
                render: (item) => (
                  <Cell item={item}>
                    {item.name ?? 'Postulante dado de baja'}
                    {!item.readed && <span className="pl-visually-hidden"> (no leída)</span>}
                    {item.favourite && <span className="pl-badge pl-badge--accent"> Favorita</span>}
                  </Cell>
                ),
              },
              { id: 'educacion', header: 'Educación', render: (item) => <Cell item={item}>{item.educacion ?? '-'}</Cell> },
              { id: 'experiencia', header: 'Experiencia', render: (item) => <Cell item={item}>{item.experiencia ?? '-'}</Cell> },
              {
                id: 'estado',
                header: 'Estado',
                render: (item) => (
                  <span className="cmp-stage">
                    {item.retirada ? (
                      <StatusBadge stage="retirada" />
                    ) : (
                      <Select
                        value={item.estado}
                        onChange={(event) => setPending({ ids: [item.id], stage: event.target.value as ApplicationStage, name: item.name ?? undefined })}
                        aria-label={`Estado de ${item.name ?? 'postulante dado de baja'}`}
                      >
                        {STAGE_OPTIONS}
                      </Select>
                    )}
                    <span className="pl-muted pl-small">desde el {formatDmy(new Date(item.estadoDesde))}</span>
                  </span>
                ),
              },
            ]}
            actionsHeader="Acciones"
            actions={(item) => [
              {
                label: 'Ver perfil',
                accessibleLabel: `Ver el perfil de ${item.name ?? 'postulante'}`,
                icon: 'user',
                onClick: () => void navigate(`${base}/${item.id}`),
              },
              {
                label: item.hasNewMessage ? 'Mensajes (nuevos)' : 'Mensajes',
                accessibleLabel: `Mensajes con ${item.name ?? 'postulante'}${item.hasNewMessage ? ', hay mensajes nuevos' : ''}`,
                icon: 'mail',
                variant: item.hasNewMessage ? 'primary' : 'secondary',
                onClick: () => void navigate(`${base}/${item.id}/mensajes`),
              },
              {
                label: 'Modifica Favorito',
                accessibleLabel: `${item.favourite ? 'Quitar de favoritas' : 'Marcar como favorita'} a ${item.name ?? 'postulante'}`,
                icon: 'check',
                variant: item.favourite ? 'primary' : 'secondary',
                onClick: () => void toggleFavourite(item),
              },
            ]}
          />
          <Pagination page={page} pageSize={DEFAULT_PAGE_SIZE} total={data.total} onPageChange={(next) => update({ page: next > 1 ? String(next) : null })} disabled={loading} />
        </div>
      </Tabs>
      <div>
        <Button variant="ghost" onClick={refresh}>
          Actualizar
        </Button>
      </div>
      <StageChangeDialog change={pending} canMessage={data.aviso.permiteMsjDirecto} onClose={() => setPending(null)} onDone={moved} />
      <MessageTemplatesDialog open={templatesOpen} onClose={() => setTemplatesOpen(false)} />
    </section>
  );
}
