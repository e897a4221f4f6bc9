import { Group } from "@visx/group";
import { scaleBand, scaleLinear } from "@visx/scale";
import { Bar, BarGroup, BarStack, LinePath } from "@visx/shape";

/**
 * The dashboard's SVG charts. Each draws into a fixed viewBox and scales with its box, so the
 * server's markup is the finished chart: nothing is measured in the browser. The numbers are
 * read from the caption and the table beside each chart; the SVG is one labelled image.
 */

const W = 600;
const H = 240;
const M = { top: 12, right: 8, bottom: 36, left: 36 };
const innerW = W - M.left - M.right;
const innerH = H - M.top - M.bottom;
const AXIS_TEXT = "#334155";
const GRID = "#e2e8f0";

interface ChartFrameProps {
  labelledBy: string;
  children: React.ReactNode;
  height?: number;
}

function ChartFrame({ labelledBy, children, height = H }: ChartFrameProps) {
  return (
    <svg viewBox={`0 0 ${W} ${height}`} role="img" aria-labelledby={labelledBy} className="mt-3 h-auto w-full">
      {children}
    </svg>
  );
}

/** Gridlines with their values at 0, half and the top of the scale. */
function YGrid({ max }: { max: number }) {
  const y = scaleLinear({ domain: [0, max], range: [innerH, 0] });
  const ticks = max <= 1 ? [0, max] : [0, Math.round(max / 2), max];
  return (
    <g>
      {[...new Set(ticks)].map((t) => (
        <g key={t}>
          <line x1={0} x2={innerW} y1={y(t)} y2={y(t)} stroke={GRID} />
          <text x={-6} y={y(t)} dy="0.32em" textAnchor="end" fontSize={12} fill={AXIS_TEXT}>
            {t}
          </text>
        </g>
      ))}
    </g>
  );
}

/** Labels under the bands, every `step`-th one so they never overlap. */
function XLabels({ labels, x, step = 1 }: { labels: string[]; x: (i: number) => number; step?: number }) {
  return (
    <g>
      {labels.map((label, i) =>
        i % step === 0 ? (
          <text key={i} x={x(i)} y={innerH + 18} textAnchor="middle" fontSize={12} fill={AXIS_TEXT}>
            {label}
          </text>
        ) : null,
      )}
    </g>
  );
}

const niceMax = (n: number) => Math.max(1, Math.ceil(n));

export interface StackedBarsProps<K extends string> {
  labelledBy: string;
  data: Array<Record<K, number> & { label: string }>;
  keys: readonly K[];
  colors: Record<K, string>;
  labelStep?: number;
}

/** Bars stacked by `keys` (requests per week by stage). */
export function StackedBars<K extends string>({ labelledBy, data, keys, colors, labelStep = 1 }: StackedBarsProps<K>) {
  const max = niceMax(Math.max(0, ...data.map((d) => keys.reduce((sum, k) => sum + d[k], 0))));
  const x = scaleBand({ domain: data.map((_, i) => i), range: [0, innerW], padding: 0.25 });
  const y = scaleLinear({ domain: [0, max], range: [innerH, 0] });
  const rows = data.map((d, i) => ({ ...d, i }));
  return (
    <ChartFrame labelledBy={labelledBy}>
      <Group left={M.left} top={M.top}>
        <YGrid max={max} />
        <BarStack
          data={rows}
          keys={[...keys]}
          x={(d) => d.i}
          xScale={x}
          yScale={y}
          color={(key) => colors[key as K]}
          value={(d, key) => d[key as K]}
        />
        <XLabels labels={data.map((d) => d.label)} x={(i) => (x(i) ?? 0) + x.bandwidth() / 2} step={labelStep} />
      </Group>
    </ChartFrame>
  );
}

export interface BarsProps {
  labelledBy: string;
  values: number[];
  labels: string[];
  color: string;
  labelStep?: number;
  /** A lighter bar behind each one up to this value (a window's capacity). */
  capacities?: number[];
}

/** One bar per value (clicks per day, seats booked per window). */
export function Bars({ labelledBy, values, labels, color, labelStep = 1, capacities }: BarsProps) {
  const max = niceMax(Math.max(0, ...values, ...(capacities ?? [])));
  const x = scaleBand({ domain: values.map((_, i) => i), range: [0, innerW], padding: 0.2 });
  const y = scaleLinear({ domain: [0, max], range: [innerH, 0] });
  return (
    <ChartFrame labelledBy={labelledBy}>
      <Group left={M.left} top={M.top}>
        <YGrid max={max} />
        {capacities?.map((c, i) => (
          <Bar key={`c${i}`} x={x(i)} y={y(c)} width={x.bandwidth()} height={innerH - y(c)} fill="#e2e8f0" />
        ))}
        {values.map((v, i) => (
          <Bar key={i} x={x(i)} y={y(v)} width={x.bandwidth()} height={innerH - y(v)} fill={color} />
        ))}
        <XLabels labels={labels} x={(i) => (x(i) ?? 0) + x.bandwidth() / 2} step={labelStep} />
      </Group>
    </ChartFrame>
  );
}

export interface GroupedBarsProps<K extends string> {
  labelledBy: string;
  data: Array<Record<K, number | null> & { label: string }>;
  keys: readonly K[];
  colors: Record<K, string>;
  labelStep?: number;
}

/** Bars side by side per label (median and 90th percentile per month); a null draws nothing. */
export function GroupedBars<K extends string>({ labelledBy, data, keys, colors, labelStep = 1 }: GroupedBarsProps<K>) {
  const max = niceMax(Math.max(0, ...data.flatMap((d) => keys.map((k) => d[k] ?? 0))));
  const x0 = scaleBand({ domain: data.map((_, i) => i), range: [0, innerW], padding: 0.2 });
  const x1 = scaleBand({ domain: [...keys], range: [0, x0.bandwidth()], padding: 0.1 });
  const y = scaleLinear({ domain: [0, max], range: [innerH, 0] });
  const rows = data.map(
    (d, i) => ({ i, ...Object.fromEntries(keys.map((k) => [k, d[k] ?? 0])) }) as { i: number } & Record<K, number>,
  );
  return (
    <ChartFrame labelledBy={labelledBy}>
      <Group left={M.left} top={M.top}>
        <YGrid max={max} />
        <BarGroup
          data={rows}
          keys={[...keys]}
          height={innerH}
          x0={(d) => d.i}
          x0Scale={x0}
          x1Scale={x1}
          yScale={y}
          color={(key) => colors[key as K]}
        />
        <XLabels labels={data.map((d) => d.label)} x={(i) => (x0(i) ?? 0) + x0.bandwidth() / 2} step={labelStep} />
      </Group>
    </ChartFrame>
  );
}

/** A small line of daily values, drawn as decoration beside a row that states its total. */
export function Sparkline({ values, color = "#1d4ed8" }: { values: number[]; color?: string }) {
  const w = 120;
  const h = 28;
  const x = scaleLinear({ domain: [0, Math.max(1, values.length - 1)], range: [2, w - 2] });
  const y = scaleLinear({ domain: [0, niceMax(Math.max(0, ...values))], range: [h - 2, 2] });
  return (
    <svg viewBox={`0 0 ${w} ${h}`} width={w} height={h} aria-hidden="true" focusable="false" className="max-w-full">
      <LinePath
        data={values.map((v, i) => [i, v] as const)}
        x={(d) => x(d[0])}
        y={(d) => y(d[1])}
        stroke={color}
        strokeWidth={2}
        fill="none"
      />
    </svg>
  );
}
