// Charts drawn on the server as SVG: a line over time with its 95 % interval as a band, several lines told apart by
// their markers' shapes and dashes as well as by colour, and a sparkline. Each has a <title> and a description, and
// the pages print the same figures in a table (for screen readers and for copying). Scales and paths are a few lines
// of arithmetic: a chart library would cost the bundle more than it saves here.
import type { Lang } from "@/platform/i18n";

export interface SeriesPoint {
  /** ISO date-time. */
  at: string;
  value: number | null;
  low?: number | null;
  high?: number | null;
}

export interface Series {
  name: string;
  points: SeriesPoint[];
}

/** Colour, dash and marker of the n-th series: distinguishable without colour. */
const STYLES = [
  { colour: "#1d4ed8", dash: "", marker: "circle" },
  { colour: "#b45309", dash: "6 3", marker: "square" },
  { colour: "#047857", dash: "2 3", marker: "triangle" },
  { colour: "#7c3aed", dash: "8 3 2 3", marker: "diamond" },
  { colour: "#be123c", dash: "1 2", marker: "cross" },
  { colour: "#0e7490", dash: "10 4", marker: "circle-open" },
] as const;

export const seriesStyle = (index: number) => STYLES[index % STYLES.length]!;

const fixed = (n: number) => Math.round(n * 10) / 10;

function Marker({ x, y, kind, colour }: { x: number; y: number; kind: (typeof STYLES)[number]["marker"]; colour: string }) {
  const r = 3.5;
  switch (kind) {
    case "square":
      return <rect x={fixed(x - r)} y={fixed(y - r)} width={r * 2} height={r * 2} fill={colour} />;
    case "triangle":
      return <path d={`M${fixed(x)} ${fixed(y - r - 1)}L${fixed(x + r + 1)} ${fixed(y + r)}L${fixed(x - r - 1)} ${fixed(y + r)}Z`} fill={colour} />;
    case "diamond":
      return <path d={`M${fixed(x)} ${fixed(y - r - 1)}L${fixed(x + r + 1)} ${fixed(y)}L${fixed(x)} ${fixed(y + r + 1)}L${fixed(x - r - 1)} ${fixed(y)}Z`} fill={colour} />;
    case "cross":
      return <path d={`M${fixed(x - r)} ${fixed(y - r)}L${fixed(x + r)} ${fixed(y + r)}M${fixed(x + r)} ${fixed(y - r)}L${fixed(x - r)} ${fixed(y + r)}`} stroke={colour} stroke-width="2" />;
    case "circle-open":
      return <circle cx={fixed(x)} cy={fixed(y)} r={r} fill="#fff" stroke={colour} stroke-width="2" />;
    default:
      return <circle cx={fixed(x)} cy={fixed(y)} r={r} fill={colour} />;
  }
}

export interface LineChartProps {
  id: string;
  title: string;
  description: string;
  lang: Lang;
  series: Series[];
  /** The y axis: 0–100 unless said. */
  max?: number;
  /** The band of the first series (its 95 % interval), named in the legend. */
  bandLabel?: string;
}

/** A line chart over time, 0 to `max` on the y axis, with the first series' interval as a band. */
export function LineChart({ id, title, description, lang, series, max = 100, bandLabel }: LineChartProps) {
  const [W, H, left, right, top, bottom] = [640, 260, 40, 16, 12, 34];
  const times = [...new Set(series.flatMap((s) => s.points.map((p) => Date.parse(p.at))))].sort((a, b) => a - b);
  const t0 = times[0] ?? 0;
  const t1 = times.at(-1) ?? 1;
  const x = (at: string) => (t1 === t0 ? left + (W - left - right) / 2 : left + ((Date.parse(at) - t0) / (t1 - t0)) * (W - left - right));
  const y = (v: number) => top + (1 - Math.min(max, Math.max(0, v)) / max) * (H - top - bottom);
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((f) => f * max);
  const day = new Intl.DateTimeFormat(lang, { day: "numeric", month: "short", timeZone: "UTC" });
  const labelled = times.length <= 8 ? times : times.filter((_, i) => i % Math.ceil(times.length / 8) === 0);
  const first = series[0];
  const band = first?.points.filter((p) => p.low != null && p.high != null) ?? [];
  const bandPath =
    band.length > 1
      ? `M${band.map((p) => `${fixed(x(p.at))} ${fixed(y(p.high!))}`).join("L")}L${[...band].reverse().map((p) => `${fixed(x(p.at))} ${fixed(y(p.low!))}`).join("L")}Z`
      : undefined;
  return (
    <figure class="chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${id}-title ${id}-desc`} preserveAspectRatio="xMidYMid meet">
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {ticks.map((v) => (
          <g>
            <line x1={left} x2={W - right} y1={fixed(y(v))} y2={fixed(y(v))} stroke="#d5dbe5" />
            <text x={left - 6} y={fixed(y(v) + 4)} text-anchor="end" font-size="11" fill="#4a5568">{v}</text>
          </g>
        ))}
        {labelled.map((t) => (
          <text x={fixed(x(new Date(t).toISOString()))} y={H - 12} text-anchor="middle" font-size="11" fill="#4a5568">{day.format(t)}</text>
        ))}
        {bandPath && <path d={bandPath} fill="#1d4ed8" fill-opacity="0.14" stroke="none" />}
        {series.map((s, i) => {
          const style = seriesStyle(i);
          const points = s.points.filter((p) => p.value !== null);
          const d = points.map((p, j) => `${j === 0 ? "M" : "L"}${fixed(x(p.at))} ${fixed(y(p.value!))}`).join("");
          return (
            <g>
              {points.length > 1 && <path d={d} fill="none" stroke={style.colour} stroke-width="2" stroke-dasharray={style.dash || undefined} />}
              {points.map((p) => <Marker x={x(p.at)} y={y(p.value!)} kind={style.marker} colour={style.colour} />)}
            </g>
          );
        })}
      </svg>
      {(series.length > 1 || bandLabel) && (
        <figcaption class="legend">
          {series.map((s, i) => (
            <span class="legend-item">
              <svg width="26" height="12" aria-hidden="true"><line x1="1" x2="25" y1="6" y2="6" stroke={seriesStyle(i).colour} stroke-width="2" stroke-dasharray={seriesStyle(i).dash || undefined} /><Marker x={13} y={6} kind={seriesStyle(i).marker} colour={seriesStyle(i).colour} /></svg>
              {s.name}
            </span>
          ))}
          {bandLabel && band.length > 1 && (
            <span class="legend-item"><svg width="26" height="12" aria-hidden="true"><rect x="1" y="1" width="24" height="10" fill="#1d4ed8" fill-opacity="0.14" /></svg>{bandLabel}</span>
          )}
        </figcaption>
      )}
    </figure>
  );
}

/** A small line of the last values (oldest first), 0–100, with its description as its title. */
export function Sparkline({ values, label }: { values: number[]; label: string }) {
  const [W, H] = [80, 22];
  if (values.length === 0) return <span class="help">—</span>;
  const x = (i: number) => (values.length === 1 ? W / 2 : 2 + (i / (values.length - 1)) * (W - 4));
  const y = (v: number) => 2 + (1 - Math.min(100, Math.max(0, v)) / 100) * (H - 4);
  const d = values.map((v, i) => `${i === 0 ? "M" : "L"}${fixed(x(i))} ${fixed(y(v))}`).join("");
  return (
    <svg width={W} height={H} viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label} class="spark">
      <title>{label}</title>
      {values.length > 1 && <path d={d} fill="none" stroke="#1d4ed8" stroke-width="1.5" />}
      <circle cx={fixed(x(values.length - 1))} cy={fixed(y(values.at(-1)!))} r="2.5" fill="#1d4ed8" />
    </svg>
  );
}
