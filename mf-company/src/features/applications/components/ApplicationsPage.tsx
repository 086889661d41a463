import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { errorMessage } from '@postulate/client';
import {
  APPLICATION_SEARCH_MAX,
  APPLICATION_SORT_LABELS,
  APPLICATION_SORTS,
  APPLICATION_STAGE_LABELS,
  APPLICATION_STAGES,
  APPLICATION_TAB_LABELS,
  APPLICATION_TABS,
  DEFAULT_PAGE_SIZE,
  LABEL_MESSAGES,
  RATING_MAX,
  REQUIREMENT_FILTER_LABELS,
  REQUIREMENT_FILTERS,
  SECURITY_FLAG_LABELS,
  TAG_MAX,
  UNQUALIFIED_DISCARD,
  starsLabel,
  formatDmy,
  type ApplicationStage,
  type Interview,
  type CompanyApplicationItem,
  type SecurityFlag,
} from '@postulate/contracts';
import { Alert, Button, ConfirmDialog, Input, Loading, Pagination, Select } from '@postulate/ui';
import { Tabs } from '@postulate/ui/tabs';
import { DataTable, StatusBadge } from '@postulate/ui/tables';
import { useCompanyApplications, useDiscardUnqualified, useExportApplications, useSetFavourite } from '../api/applications-api';
import { useTagSuggestions } from '../api/labels-api';
import { AvisoHeader } from './AvisoHeader';
import { filterFromParams, filterSearch } from './list-filter';
import { MessageTemplatesDialog } from './MessageTemplatesDialog';
import { RequirementBadge } from './RequirementBadge';
import { StageChangeDialog, type StageChange } from './StageChangeDialog';
import { StageSelect } from './StageSelect';
import { WaitingDays } from './WaitingDays';
import { useUpcomingInterviews } from '../../interviews/api/interviews-api';
import { InterviewDialog } from '../../interviews/components/InterviewDialog';
import { UpcomingInterviews } from '../../interviews/components/UpcomingInterviews';

/** The filters' order on screen, as the spec lists them. */
const FILTER_ORDER: SecurityFlag[] = [
  'analitico',
  'biometricos',
  'turnoRotativo',
  'cursoCaba',
  'reincidencia',
  'antecedentes',
  'vigilador',
  'clu',
  'portacion',
];
const TABS = APPLICATION_TABS.map((id) => ({ id, label: APPLICATION_TAB_LABELS[id] }));

const STAGE_OPTIONS = APPLICATION_STAGES.map((stage) => (
  <option key={stage} value={stage}>
    {APPLICATION_STAGE_LABELS[stage]}
  </option>
));

const MIN_STARS = Array.from({ length: RATING_MAX }, (_, index) => index + 1);

/** A row's stars, drawn and said ('3 estrellas'), or 'Sin calificar'. */
function Stars({ value }: { value: number | null }) {
  if (value === null) return <span className="pl-muted pl-small">{LABEL_MESSAGES.unrated}</span>;
  return (
    <span className="cmp-stars-shown">
      <span aria-hidden="true">
        {'★'.repeat(value)}
        <span className="cmp-stars-shown__off">{'★'.repeat(RATING_MAX - value)}</span>
      </span>
      <span className="pl-visually-hidden">{starsLabel(value)}</span>
    </span>
  );
}

/** Unread rows read bold italic, and say so in words too. */
function Cell({ item, children }: { item: CompanyApplicationItem; children: ReactNode }) {
  return <span className={item.readed ? undefined : 'cmp-unread'}>{children}</span>;
}

/**
 * /admin/aviso/{id}/aplicaciones: the ad's applications in tabs, paged on the server, with the
 * nine security filters on a 'Seguridad' ad, searched by name or e-mail and sorted on the server.
 * Tab, page, filters, search and order live in the URL, so back and reload keep them.
 */
export function ApplicationsPage() {
  const avisoId = Number(useParams().id);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const filter = filterFromParams(params);
  const { tab, seguridad, estado: stageFilter, requisitos } = filter;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const applications = useCompanyApplications(avisoId, filter, page);
  // The tag filter's field suggests the company's tags in use.
  const tagOptions = useTagSuggestions('').data?.response ?? [];
  const data = applications.data;
  const loading = applications.isFetching;
  // A failed 'Modifica Favorito' shows where a failed read does.
  const favourite = useSetFavourite();
  const failure = favourite.error ?? applications.error;
  const error = failure ? errorMessage(failure) : null;
  const exporting = useExportApplications(avisoId);
  const discard = useDiscardUnqualified(avisoId);
  const [confirmDiscard, setConfirmDiscard] = useState(false);

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

  // Stages: one row from its own select, or the ticked rows at once (all or none), each confirmed
  // in a dialog that may add a message to the applicants.
  const [chosen, setChosen] = useState<number[]>([]);
  const [bulkStage, setBulkStage] = useState<ApplicationStage>('preseleccionada');
  const [pending, setPending] = useState<StageChange | null>(null);
  const [interviewing, setInterviewing] = useState<{ applicationId: number; name: string | null; interview?: Interview } | null>(null);
  // The ad's upcoming interviews, by application: a row reprograms the one it has.
  const upcomingInterviews = useUpcomingInterviews(avisoId).data?.response;
  const interviewOf = new Map((upcomingInterviews ?? []).map((interview) => [interview.idAplicacion, interview]));
  const [templatesOpen, setTemplatesOpen] = useState(false);
  const moved = (ids: number[]) => {
    setPending(null);
    setChosen((current) => current.filter((id) => !ids.includes(id)));
  };
  // One ticked row reads like its own select: the dialog names the applicant.
  const chosenName = () => (chosen.length === 1 ? (data?.response.find((item) => item.id === chosen[0])?.name ?? undefined) : undefined);
  const choose = (id: number, checked: boolean) => setChosen((current) => (checked ? [...current, id] : current.filter((other) => other !== id)));

  const refresh = () => {
    favourite.reset();
    void applications.refetch();
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
      <UpcomingInterviews avisoId={avisoId} />
      <Tabs tabs={TABS} active={tab} onChange={(id) => update({ tab: id === 'all' ? null : id, page: null })} label="Aplicaciones">
        <div className="pl-stack">
          {error && <Alert tone="error">{error}</Alert>}
          <div className="cmp-list-tools">
            <p className="pl-muted" aria-live="polite">
              {data.total === 1 ? '1 aplicación' : `${data.total} aplicaciones`}
            </p>
            <form
              role="search"
              className="cmp-inline-field cmp-search"
              onSubmit={(event) => {
                event.preventDefault();
                const text = new FormData(event.currentTarget).get('q');
                update({ q: typeof text === 'string' ? text.trim() || null : null, page: null });
              }}
            >
              <label className="cmp-inline-field">
                Buscar{' '}
                <Input
                  key={filter.q ?? ''}
                  type="search"
                  name="q"
                  defaultValue={filter.q ?? ''}
                  placeholder="Nombre o e-mail"
                  maxLength={APPLICATION_SEARCH_MAX}
                />
              </label>
              <Button type="submit" variant="secondary">
                Buscar
              </Button>
            </form>
            <label className="cmp-inline-field">
              Ordenar{' '}
              <Select value={filter.orden} onChange={(event) => update({ orden: event.target.value === 'recientes' ? null : event.target.value, page: null })}>
                {APPLICATION_SORTS.map((sort) => (
                  <option key={sort} value={sort}>
                    {APPLICATION_SORT_LABELS[sort]}
                  </option>
                ))}
              </Select>
            </label>
            <label className="cmp-inline-field">
              Estado{' '}
              <Select value={stageFilter ?? ''} onChange={(event) => update({ estado: event.target.value || null, page: null })}>
                <option value="">Todos</option>
                {STAGE_OPTIONS}
              </Select>
            </label>
            {data.aviso.requisitos && (
              <label className="cmp-inline-field">
                Requisitos{' '}
                <Select value={requisitos ?? ''} onChange={(event) => update({ requisitos: event.target.value || null, page: null })}>
                  <option value="">Todos</option>
                  {REQUIREMENT_FILTERS.map((value) => (
                    <option key={value} value={value}>
                      {REQUIREMENT_FILTER_LABELS[value]}
                    </option>
                  ))}
                </Select>
              </label>
            )}
            <label className="cmp-inline-field">
              Calificación{' '}
              <Select value={filter.calificacion ?? ''} onChange={(event) => update({ calificacion: event.target.value || null, page: null })}>
                <option value="">Todas</option>
                {MIN_STARS.map((stars) => (
                  <option key={stars} value={stars}>
                    {stars === RATING_MAX ? starsLabel(stars) : `${starsLabel(stars)} o más`}
                  </option>
                ))}
              </Select>
            </label>
            <form
              className="cmp-inline-field cmp-search"
              aria-label="Filtrar por etiqueta"
              onSubmit={(event) => {
                event.preventDefault();
                const text = new FormData(event.currentTarget).get('etiqueta');
                update({ etiqueta: typeof text === 'string' ? text.trim() || null : null, page: null });
              }}
            >
              <label className="cmp-inline-field">
                Etiqueta{' '}
                <Input
                  key={filter.etiqueta ?? ''}
                  name="etiqueta"
                  list="cmp-tag-filter"
                  defaultValue={filter.etiqueta ?? ''}
                  maxLength={TAG_MAX}
                  autoComplete="off"
                />
              </label>
              <datalist id="cmp-tag-filter">
                {tagOptions.map((tag) => (
                  <option key={tag.nombre} value={tag.nombre} />
                ))}
              </datalist>
              <Button type="submit" variant="secondary">
                Filtrar
              </Button>
              {filter.etiqueta && (
                <Button
                  variant="ghost"
                  onClick={() => update({ etiqueta: null, page: null })}
                  aria-label={`Quitar el filtro de la etiqueta ${filter.etiqueta}`}
                >
                  Quitar
                </Button>
              )}
            </form>
            <Button variant="secondary" onClick={() => setTemplatesOpen(true)}>
              Plantillas de mensajes
            </Button>
            <Button
              variant="secondary"
              // The file holds exactly the rows the list shows, in its order: the same tab, security filters, Estado and search.
              onClick={() => exporting.mutate(filter)}
              busy={exporting.isPending}
              aria-label={`Exportar las aplicaciones de la pestaña ${APPLICATION_TAB_LABELS[tab]}${stageFilter ? ` en estado '${APPLICATION_STAGE_LABELS[stageFilter]}'` : ''} a CSV`}
            >
              Exportar
            </Button>
          </div>
          {exporting.isError && <Alert tone="error">{errorMessage(exporting.error)}</Alert>}
          {requisitos === 'no_cumple' && data.aviso.noCumplenAbiertas > 0 && (
            <div>
              <Button variant="danger" onClick={() => setConfirmDiscard(true)}>
                {UNQUALIFIED_DISCARD.action}
              </Button>
            </div>
          )}
          {discard.isSuccess && <Alert tone="success">{discard.data.message}</Alert>}
          {discard.isError && <Alert tone="error">{errorMessage(discard.error)}</Alert>}
          {chosen.length > 0 && (
            <div className="cmp-list-tools cmp-bulk" role="group" aria-label="Cambiar el estado de las seleccionadas">
              <p>{chosen.length === 1 ? '1 seleccionada' : `${chosen.length} seleccionadas`}</p>
              <label className="cmp-inline-field">
                Mover a{' '}
                <Select value={bulkStage} onChange={(event) => setBulkStage(event.target.value as ApplicationStage)}>
                  {STAGE_OPTIONS}
                </Select>
              </label>
              <Button
                variant={bulkStage === 'descartada' ? 'danger' : 'primary'}
                onClick={() => setPending({ ids: chosen, stage: bulkStage, name: chosenName() })}
              >
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
              filter.q
                ? `Ninguna aplicación de esta pestaña tiene '${filter.q}' en el nombre o el e-mail.`
                : filter.etiqueta
                  ? `Ninguna aplicación de esta pestaña lleva la etiqueta '${filter.etiqueta}'${filter.calificacion ? ` con ${starsLabel(filter.calificacion)} o más` : ''}.`
                  : filter.calificacion
                    ? `Ninguna aplicación de esta pestaña tiene ${starsLabel(filter.calificacion)} o más.`
                    : stageFilter
                      ? `Ninguna aplicación de esta pestaña está en '${APPLICATION_STAGE_LABELS[stageFilter]}'.`
                      : requisitos
                        ? `Ninguna aplicación de esta pestaña figura como '${REQUIREMENT_FILTER_LABELS[requisitos]}'.`
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
                    {item.etiquetas.length > 0 && (
                      <span className="cmp-row-tags">
                        <span className="pl-visually-hidden">Etiquetas: </span>
                        {item.etiquetas.map((tag) => (
                          <span key={tag} className="pl-badge">
                            {tag}
                          </span>
                        ))}
                      </span>
                    )}
                  </Cell>
                ),
              },
              { id: 'espera', header: 'Días sin respuesta', render: (item) => <WaitingDays days={item.diasSinRespuesta} /> },
              { id: 'calificacion', header: 'Calificación', render: (item) => <Stars value={item.calificacion} /> },
              { id: 'educacion', header: 'Educación', render: (item) => <Cell item={item}>{item.educacion ?? '-'}</Cell> },
              { id: 'experiencia', header: 'Experiencia', render: (item) => <Cell item={item}>{item.experiencia ?? '-'}</Cell> },
              ...(data.aviso.requisitos
                ? [{ id: 'requisitos', header: 'Requisitos', render: (item: CompanyApplicationItem) => <RequirementBadge meets={item.cumpleRequisitos} /> }]
                : []),
              {
                id: 'estado',
                header: 'Estado',
                render: (item) => (
                  <span className="cmp-stage">
                    {item.retirada ? (
                      <StatusBadge stage="retirada" />
                    ) : (
                      <StageSelect
                        stage={item.estado}
                        onChoose={(stage) => setPending({ ids: [item.id], stage, name: item.name ?? undefined })}
                        aria-label={`Estado de ${item.name ?? 'postulante dado de baja'}`}
                      />
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
                accessibleLabel: `Ver perfil de ${item.name ?? 'postulante'}`,
                icon: 'user',
                // The profile keeps the list's filter and order, for its 'Anterior' and 'Siguiente'.
                onClick: () => void navigate(`${base}/${item.id}${filterSearch(filter)}`),
              },
              {
                label: item.hasNewMessage ? 'Mensajes (nuevos)' : 'Mensajes',
                accessibleLabel: `Mensajes con ${item.name ?? 'postulante'}${item.hasNewMessage ? ', hay mensajes nuevos' : ''}`,
                icon: 'mail',
                variant: item.hasNewMessage ? 'primary' : 'secondary',
                onClick: () => void navigate(`${base}/${item.id}/mensajes`),
              },
              ...(item.retirada || data.aviso.status === 'finished' || item.name === null
                ? []
                : [
                    {
                      label: interviewOf.has(item.id) ? 'Reprogramar entrevista' : 'Programar entrevista',
                      accessibleLabel: `${interviewOf.has(item.id) ? 'Reprogramar entrevista' : 'Programar entrevista'} con ${item.name ?? 'postulante'}`,
                      icon: 'clipboard' as const,
                      onClick: () => setInterviewing({ applicationId: item.id, name: item.name, interview: interviewOf.get(item.id) }),
                    },
                  ]),
              {
                label: 'Modifica Favorito',
                // The visible words first (WCAG 2.5.3), then whose and what the click does.
                accessibleLabel: `Modifica Favorito de ${item.name ?? 'postulante'}: ${item.favourite ? 'quitar de favoritas' : 'marcar como favorita'}`,
                icon: 'check',
                variant: item.favourite ? 'primary' : 'secondary',
                onClick: () => favourite.mutate({ id: item.id, favourite: !item.favourite }),
                disabled: favourite.isPending,
              },
            ]}
          />
          <Pagination
            page={page}
            pageSize={DEFAULT_PAGE_SIZE}
            total={data.total}
            onPageChange={(next) => update({ page: next > 1 ? String(next) : null })}
            disabled={loading}
          />
        </div>
      </Tabs>
      <div>
        <Button variant="ghost" onClick={refresh}>
          Actualizar
        </Button>
      </div>
      <StageChangeDialog change={pending} canMessage={data.aviso.permiteMsjDirecto} onClose={() => setPending(null)} onDone={moved} />
      {interviewing && (
        <InterviewDialog
          open
          applicationId={interviewing.applicationId}
          name={interviewing.name}
          interview={interviewing.interview}
          onClose={() => setInterviewing(null)}
          onDone={() => setInterviewing(null)}
        />
      )}
      <MessageTemplatesDialog open={templatesOpen} onClose={() => setTemplatesOpen(false)} />
      <ConfirmDialog
        open={confirmDiscard}
        title={UNQUALIFIED_DISCARD.action}
        body={UNQUALIFIED_DISCARD.confirm(data.aviso.noCumplenAbiertas)}
        danger
        busy={discard.isPending}
        onCancel={() => setConfirmDiscard(false)}
        onConfirm={() => discard.mutate(undefined, { onSettled: () => setConfirmDiscard(false) })}
      />
    </section>
  );
}
