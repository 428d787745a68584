import { Bar, BarChart, CartesianGrid, Cell, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ChartDrawingProps } from './chart-types';

/** The palette follows the theme (styles.css): berry, teal, then softer tones; slices repeat it in turn. */
const PALETTE = ['var(--primary)', 'var(--secondary)', '#c2772b', '#6b5bd2', '#3f8f3f', '#8f857c'];

/**
 * The drawing itself, with recharts. It is loaded only when a chart first shows (chart-with-table.tsx), so the
 * library never weighs on the first load of a page. Hidden from assistive technology: the table beside it says
 * the same.
 */
export default function ChartDrawing({ kind, data, format = String }: ChartDrawingProps) {
  if (kind === 'pie') {
    return (
      <ResponsiveContainer width="100%" height={240}>
        <PieChart accessibilityLayer={false}>
          <Pie data={data} dataKey="value" nameKey="label" innerRadius="45%" outerRadius="80%" paddingAngle={2} isAnimationActive={false}>
            {data.map((datum, index) => (
              <Cell key={datum.label} fill={PALETTE[index % PALETTE.length]} />
            ))}
          </Pie>
          <Tooltip formatter={(value) => format(Number(value))} />
        </PieChart>
      </ResponsiveContainer>
    );
  }
  if (kind === 'hbar') {
    return (
      <ResponsiveContainer width="100%" height={Math.max(120, data.length * 36 + 24)}>
        <BarChart accessibilityLayer={false} data={data} layout="vertical" margin={{ top: 0, right: 16, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} stroke="var(--border)" />
          <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12, fill: 'var(--muted-foreground)' }} tickFormatter={(value: number) => format(value)} />
          <YAxis type="category" dataKey="label" width={112} tick={{ fontSize: 12, fill: 'var(--muted-foreground)' }} tickLine={false} />
          <Tooltip formatter={(value) => format(Number(value))} cursor={{ fill: 'var(--muted)' }} />
          <Bar dataKey="value" fill="var(--secondary)" radius={[0, 4, 4, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    );
  }
  return (
    <ResponsiveContainer width="100%" height={240}>
      <BarChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="var(--border)" />
        <XAxis dataKey="label" tick={{ fontSize: 12, fill: 'var(--muted-foreground)' }} interval={0} tickLine={false} />
        <YAxis allowDecimals={false} width={48} tick={{ fontSize: 12, fill: 'var(--muted-foreground)' }} tickFormatter={(value: number) => format(value)} />
        <Tooltip formatter={(value) => format(Number(value))} cursor={{ fill: 'var(--muted)' }} />
        <Bar dataKey="value" fill="var(--primary)" radius={[4, 4, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
