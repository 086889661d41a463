import { HttpStatus, Injectable } from '@nestjs/common';
import { AVISO_SOURCES, COMPANY_MESSAGES, FUNNEL_STAGES, sharePercent, type AvisoStats } from '@postulate/contracts';
import { ApplicationsRepository } from '../applications/applications.repository.js';
import { AvisosRepository } from '../avisos/avisos.repository.js';
import { ApiException } from '../common/api-exception.js';
import { argentineDay } from '../notifications/notifications.service.js';
import { AvisoStatsRepository } from './aviso-stats.repository.js';

/** The days a chart shows at most: the last 90 of the ad's life. */
const MAX_DAYS = 90;
const DAY_MS = 86_400_000;

/** The days from `from` to `to` (YYYY-MM-DD, both included), in order. */
function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = Date.parse(`${from}T00:00:00Z`); day <= Date.parse(`${to}T00:00:00Z`); day += DAY_MS) {
    days.push(new Date(day).toISOString().slice(0, 10));
  }
  return days;
}

/** An ad's statistics for its company (issue 38): views, applications by day and source, the stage funnel. */
@Injectable()
export class AvisoStatsService {
  constructor(
    private readonly avisos: AvisosRepository,
    private readonly applications: ApplicationsRepository,
    private readonly views: AvisoStatsRepository,
  ) {}

  async forAviso(companyId: number, avisoId: number, now = new Date()): Promise<AvisoStats> {
    const span = await this.avisos.statsSpanOf(companyId, avisoId);
    if (!span) throw new ApiException(HttpStatus.NOT_FOUND, { message: COMPANY_MESSAGES.avisoNotFound });

    let desde: string | null = null;
    let days: string[] = [];
    if (span.publishedAt) {
      const last = argentineDay(span.finishedAt && span.finishedAt < now ? span.finishedAt : now);
      const earliest = argentineDay(new Date(Date.parse(`${last}T12:00:00Z`) - (MAX_DAYS - 1) * DAY_MS));
      const published = argentineDay(span.publishedAt);
      desde = published > earliest ? published : earliest;
      days = daysBetween(desde, last);
    }
    const [viewsByDay, appliedByDay, viewsBySource, appliedBySource, funnel] = await Promise.all([
      desde ? this.views.byDay(avisoId, desde) : new Map<string, number>(),
      desde ? this.applications.appliedByDay(avisoId, desde) : new Map<string, number>(),
      this.views.bySource(avisoId),
      this.applications.appliedBySource(avisoId),
      this.applications.funnel(avisoId),
    ]);

    const postulaciones = [...appliedBySource.values()].reduce((sum, total) => sum + total, 0);
    // Reaching a stage means reaching every stage before it: each stage counts those whose furthest is it or later.
    const reached = new Array<number>(FUNNEL_STAGES.length).fill(0);
    for (let index = FUNNEL_STAGES.length - 1, later = 0; index >= 0; index--) {
      later += funnel.furthest.get(index) ?? 0;
      reached[index] = later;
    }
    return {
      titulo: span.titulo,
      vistas: [...viewsBySource.values()].reduce((sum, total) => sum + total, 0),
      postulaciones,
      desde,
      dias: days.map((fecha) => ({ fecha, vistas: viewsByDay.get(fecha) ?? 0, postulaciones: appliedByDay.get(fecha) ?? 0 })),
      origenes: AVISO_SOURCES.map((origen) => ({ origen, vistas: viewsBySource.get(origen) ?? 0, postulaciones: appliedBySource.get(origen) ?? 0 })),
      sinOrigen: appliedBySource.get(null) ?? 0,
      etapas: [
        ...FUNNEL_STAGES.map((etapa, index) => ({ etapa, postulaciones: reached[index], porcentaje: sharePercent(reached[index], postulaciones) })),
        { etapa: 'descartada' as const, postulaciones: funnel.discarded, porcentaje: sharePercent(funnel.discarded, postulaciones) },
      ],
    };
  }
}
