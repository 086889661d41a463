import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { AvisoStats } from '@postulate/contracts';

const HEIGHT = 240;

/** A design token's value: the canvas cannot read CSS custom properties itself. */
const token = (name: string, fallback: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;

/** '27/11': the axis's day. */
const dayMonth = (seconds: number) => {
  const date = new Date(seconds * 1000);
  return `${String(date.getUTCDate()).padStart(2, '0')}/${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
};

/**
 * Views (line, drawn over) and applications (bars) per day, drawn by uPlot on a canvas as wide as its card.
 * The canvas is an image to assistive technology: the same figures are in the table beside it.
 */
export function DailyChart({ dias, label }: { dias: AvisoStats['dias']; label: string }) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    // Days as UTC midnights: the axis shows each date as the API wrote it.
    const data: uPlot.AlignedData = [
      dias.map((dia) => Date.parse(`${dia.fecha}T00:00:00Z`) / 1000),
      dias.map((dia) => dia.postulaciones),
      dias.map((dia) => dia.vistas),
    ];
    const text = token('--color-text-muted', '#475569');
    const grid = token('--color-border', '#e2e8f0');
    const axis = { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
    const chart = new uPlot(
      {
        width: element.clientWidth,
        height: HEIGHT,
        tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
        // The legend names the series; the figures of a day are in the table.
        legend: { show: true, live: false },
        cursor: { drag: { x: false, y: false } },
        // Half a day either side: the first and last bars are whole, and one day alone has a width.
        scales: {
          x: { time: true, range: (_chart, min, max) => [min - 43_200, max + 43_200] },
          y: { range: (_chart, _min, max) => [0, Math.max(5, Math.ceil(max * 1.1))] },
        },
        axes: [
          // A tick per day, or per several days when they do not fit: never hours.
          { ...axis, space: 48, incrs: [1, 2, 3, 7, 14, 30].map((days) => days * 86_400), values: (_chart, ticks) => ticks.map(dayMonth) },
          { ...axis, values: (_chart, ticks) => ticks.map((tick) => (Number.isInteger(tick) ? String(tick) : '')) },
        ],
        series: [
          { label: 'Día', value: (_chart, seconds) => (seconds == null ? '—' : dayMonth(seconds)) },
          {
            label: 'Postulaciones',
            stroke: token('--color-accent-strong', '#c2410c'),
            fill: token('--color-accent', '#e8590c'),
            paths: uPlot.paths.bars?.({ size: [0.6, 24] }),
            points: { show: false },
          },
          { label: 'Vistas', stroke: token('--color-info', '#1d4ed8'), width: 2, points: { show: dias.length <= 31 } },
        ],
      },
      data,
      element,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [dias]);
  return <div ref={container} className="cmp-stats-chart" role="img" aria-label={label} />;
}
