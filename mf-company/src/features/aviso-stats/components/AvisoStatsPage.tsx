import { Link, useParams } from 'react-router-dom';
import { errorMessage } from '@postulate/client';
import { AVISO_SOURCE_LABELS, FUNNEL_STAGE_LABELS, formatDmy, sharePercent, viewsText, type AvisoStats } from '@postulate/contracts';
import { Alert, Button, Loading } from '@postulate/ui';
import { useAvisoStats } from '../api/aviso-stats-api';
import { DailyChart } from './DailyChart';
import '../aviso-stats.css';

/** '27/11/2026' from the API's '2026-11-27'. */
const dmy = (isoDay: string) => formatDmy(new Date(`${isoDay}T12:00:00`));
const number = (value: number) => value.toLocaleString('es-AR');

function Summary({ stats }: { stats: AvisoStats }) {
  const conversion = stats.vistas > 0 ? sharePercent(stats.postulaciones, stats.vistas) : null;
  return (
    <dl className="cmp-stats-summary">
      <div className="pl-card">
        <dt>Vistas del aviso</dt>
        <dd>{number(stats.vistas)}</dd>
      </div>
      <div className="pl-card">
        <dt>Postulaciones</dt>
        <dd>{number(stats.postulaciones)}</dd>
      </div>
      <div className="pl-card">
        <dt>Se postularon</dt>
        <dd>{conversion === null ? '—' : `${conversion} %`}</dd>
        <dd className="pl-small pl-muted">{conversion === null ? 'Todavía sin vistas' : 'de las vistas'}</dd>
      </div>
    </dl>
  );
}

function Daily({ stats }: { stats: AvisoStats }) {
  const last = stats.dias.at(-1);
  if (!stats.desde || !last) {
    return <p className="pl-muted">Este aviso todavía no se publicó: las estadísticas empiezan el día que lo publiques.</p>;
  }
  const period = `del ${dmy(stats.desde)} al ${dmy(last.fecha)}`;
  return (
    <>
      <DailyChart dias={stats.dias} label={`Gráfico de vistas y postulaciones por día, ${period}. Las cifras están en la tabla "Ver las cifras por día".`} />
      <details className="cmp-stats-days">
        <summary>Ver las cifras por día</summary>
        <div className="cmp-stats-scroll">
          <table className="cmp-stats-table">
            <caption className="pl-visually-hidden">Vistas y postulaciones por día, {period}</caption>
            <thead>
              <tr>
                <th scope="col">Día</th>
                <th scope="col">Vistas</th>
                <th scope="col">Postulaciones</th>
              </tr>
            </thead>
            <tbody>
              {[...stats.dias].reverse().map((dia) => (
                <tr key={dia.fecha}>
                  <th scope="row">{dmy(dia.fecha)}</th>
                  <td>{number(dia.vistas)}</td>
                  <td>{number(dia.postulaciones)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </>
  );
}

function Sources({ stats }: { stats: AvisoStats }) {
  return (
    <>
      <table className="cmp-stats-table">
        <caption className="pl-visually-hidden">Vistas y postulaciones por origen</caption>
        <thead>
          <tr>
            <th scope="col">Origen</th>
            <th scope="col">Vistas</th>
            <th scope="col">Postulaciones</th>
          </tr>
        </thead>
        <tbody>
          {stats.origenes.map((row) => (
            <tr key={row.origen}>
              <th scope="row">{AVISO_SOURCE_LABELS[row.origen]}</th>
              <td>{number(row.vistas)}</td>
              <td>{number(row.postulaciones)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {stats.sinOrigen > 0 && (
        <p className="pl-small pl-muted">
          {stats.sinOrigen === 1 ? '1 postulación llegó' : `${number(stats.sinOrigen)} postulaciones llegaron`} antes de que se registrara el origen.
        </p>
      )}
    </>
  );
}

function Funnel({ stats }: { stats: AvisoStats }) {
  if (stats.postulaciones === 0) return <p className="pl-muted">Todavía no recibiste postulaciones en este aviso.</p>;
  return (
    <ol className="cmp-funnel">
      {stats.etapas.map((row) => (
        <li key={row.etapa} className={row.etapa === 'descartada' ? 'cmp-funnel__row cmp-funnel__row--apart' : 'cmp-funnel__row'}>
          <span className="cmp-funnel__label">{FUNNEL_STAGE_LABELS[row.etapa]}</span>
          <span className="cmp-funnel__bar" aria-hidden="true">
            <span style={{ width: `${row.porcentaje}%` }} />
          </span>
          <span className="cmp-funnel__figure">
            {number(row.postulaciones)} · {row.porcentaje} %
          </span>
        </li>
      ))}
    </ol>
  );
}

/** /admin/aviso/{id}/estadisticas: how one of the company's ads performs. */
export function AvisoStatsPage() {
  const avisoId = Number(useParams().id);
  const query = useAvisoStats(avisoId);
  const back = (
    <div>
      <Link className="pl-button pl-button--ghost" to="/admin/home">
        Volver al home
      </Link>
    </div>
  );
  if (query.isError) {
    return (
      <section className="pl-stack" aria-labelledby="cmp-stats-title">
        {back}
        <h1 id="cmp-stats-title">Estadísticas del aviso</h1>
        <Alert tone="error">{errorMessage(query.error)}</Alert>
        <div>
          <Button variant="secondary" busy={query.isFetching} onClick={() => void query.refetch()}>
            Reintentar
          </Button>
        </div>
      </section>
    );
  }
  const stats = query.data;
  if (!stats) return <Loading label="Cargando las estadísticas..." />;
  return (
    <section className="pl-stack" aria-labelledby="cmp-stats-title">
      {back}
      <header>
        <h1 id="cmp-stats-title">Estadísticas del aviso</h1>
        <p className="cmp-stats-aviso">{stats.titulo}</p>
        <p className="pl-small pl-muted">
          {viewsText(stats.vistas)} contadas sin cookies: una por persona y por hora, sin robots ni las visitas de tu empresa. Las de las últimas horas pueden
          tardar unos segundos en sumarse.
        </p>
      </header>
      <Summary stats={stats} />
      <section className="pl-card pl-stack" aria-labelledby="cmp-stats-days">
        <h2 id="cmp-stats-days">Vistas y postulaciones por día</h2>
        <Daily stats={stats} />
      </section>
      <div className="cmp-stats-columns">
        <section className="pl-card pl-stack" aria-labelledby="cmp-stats-sources">
          <h2 id="cmp-stats-sources">De dónde llegaron</h2>
          <Sources stats={stats} />
        </section>
        <section className="pl-card pl-stack" aria-labelledby="cmp-stats-funnel">
          <h2 id="cmp-stats-funnel">Hasta dónde llegaron</h2>
          <p className="pl-small pl-muted">Cuántas postulaciones alcanzaron cada etapa, sobre el total recibido.</p>
          <Funnel stats={stats} />
        </section>
      </div>
      {stats.postulaciones > 0 && (
        <div>
          <Link className="pl-button pl-button--primary" to={`/admin/aviso/${avisoId}/aplicaciones`}>
            Ver las postulaciones
          </Link>
        </div>
      )}
    </section>
  );
}
