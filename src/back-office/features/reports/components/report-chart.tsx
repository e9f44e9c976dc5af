// One chart of the reports page (chart.js, only the parts the page draws are registered, so the rest
// of the library is left out of the build; the page is its own lazy chunk, so chart.js never reaches
// the player portal or another back-office page). Colours are the staff palette's CSS variables, read
// again when the theme changes; money is drawn in major units and shown with the brand's formatter.
// The canvas is an image to assistive technology (the tables beside it hold the same figures).
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useThemeModeStore } from '../../../../lib/theme/theme-mode.store.ts';

Chart.register(BarController, BarElement, CategoryScale, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip);

/** A palette variable of src/back-office/app/staff-palette.ts. */
export type PaletteColour = '--c-primary' | '--c-success' | '--c-warning' | '--c-danger' | '--c-secondary';

export interface ChartSeries {
  label: string;
  /** Integer minor units. */
  values: readonly number[];
  colour: PaletteColour;
}

export interface ReportChartProps {
  kind: 'line' | 'bar';
  /** What the chart shows, for screen readers. */
  title: string;
  labels: readonly string[];
  series: readonly ChartSeries[];
  minorUnits: number;
  money: (minor: number) => string;
  /** Bars along the vertical axis (long category and vendor names). */
  horizontal?: boolean;
  testId?: string;
}

const cssVar = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim() || '#888';

export function ReportChart({ kind, title, labels, series, minorUnits, money, horizontal = false, testId }: ReportChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const mode = useThemeModeStore((s) => s.mode);

  useEffect(() => {
    if (!canvas.current) return;
    const scale = 10 ** minorUnits;
    const text = cssVar('--c-text-muted');
    const grid = cssVar('--c-border');
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    const valueAxis = horizontal ? 'x' : 'y';
    const config: ChartConfiguration<'line' | 'bar', number[], string> = {
      type: kind,
      data: {
        labels: [...labels],
        datasets: series.map((s) => {
          const colour = cssVar(s.colour);
          return {
            label: s.label,
            data: s.values.map((v) => v / scale),
            borderColor: colour,
            backgroundColor: colour,
            borderWidth: kind === 'line' ? 2 : 0,
            pointRadius: labels.length > 45 ? 0 : 2,
            tension: 0,
          };
        }),
      },
      options: {
        indexAxis: horizontal ? 'y' : 'x',
        responsive: true,
        maintainAspectRatio: false,
        animation: reduced ? false : { duration: 250 },
        interaction: { mode: 'index', intersect: false },
        color: text,
        scales: {
          x: { ticks: { color: text, maxRotation: 0, autoSkip: true }, grid: { color: grid } },
          y: { ticks: { color: text, autoSkip: true }, grid: { color: grid } },
          [valueAxis]: {
            ticks: { color: text, callback: (value: string | number) => money(Math.round(Number(value) * scale)).replace(/\.00$/, '') },
            grid: { color: grid },
          },
        },
        plugins: {
          legend: { labels: { color: text, boxWidth: 12 } },
          tooltip: { callbacks: { label: (item) => `${item.dataset.label}: ${money(Math.round(Number(item.raw) * scale))}` } },
        },
      },
    };
    const chart = new Chart(canvas.current, config);
    return () => chart.destroy();
  }, [kind, labels, series, minorUnits, money, horizontal, mode]);

  return (
    <Box $tall={horizontal ? Math.max(220, labels.length * 28 * Math.max(1, series.length / 2) + 60) : 260}>
      <canvas ref={canvas} role="img" aria-label={title} data-testid={testId} />
    </Box>
  );
}

const Box = styled.div<{ $tall: number }>`
  position: relative;
  height: ${({ $tall }) => $tall}px;
  min-width: 0;
`;
