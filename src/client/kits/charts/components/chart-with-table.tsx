import { Suspense, useId, useState } from 'react';
import { Skeleton } from '#client/components/ui/skeleton';
import { lazyComponent } from '#client/lib/lazy';
import type { ChartDatum, ChartKind } from './chart-types';

const ChartDrawing = lazyComponent(() => import('./chart-drawing'));

export interface ChartWithTableProps {
  title: string;
  kind?: ChartKind;
  data: ChartDatum[];
  /** Header of the table's first and second columns. */
  labelHeader: string;
  valueHeader: string;
  format?: (value: number) => string;
  /** Said instead of a chart when there is nothing to draw. */
  emptyText: string;
}

/**
 * A chart first, a table second (DESIGN.md), and the table is the chart's text equivalent: screen readers read
 * the table (the drawing is hidden from them), and anyone can show it on screen with 'Show as table'.
 */
export function ChartWithTable({ title, kind = 'bar', data, labelHeader, valueHeader, format = String, emptyText }: ChartWithTableProps) {
  const id = useId();
  const [asTable, setAsTable] = useState(false);
  return (
    <figure aria-labelledby={`${id}-title`} className="flex min-w-0 flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <figcaption id={`${id}-title`} className="font-medium">
          {title}
        </figcaption>
        {data.length ? (
          <button
            type="button"
            aria-pressed={asTable}
            onClick={() => setAsTable((shown) => !shown)}
            className="min-h-11 rounded-control px-2 text-sm font-medium text-secondary underline-offset-4 hover:underline"
          >
            {asTable ? 'Show as chart' : 'Show as table'}
            <span className="sr-only"> ({title})</span>
          </button>
        ) : null}
      </div>
      {data.length === 0 ? (
        <p className="rounded-control bg-muted px-4 py-6 text-center text-sm text-muted-foreground">{emptyText}</p>
      ) : (
        <>
          {asTable ? null : (
            <div aria-hidden="true" className="w-full" style={{ height: kind === 'hbar' ? Math.max(120, data.length * 36 + 24) : 240 }}>
              <Suspense fallback={<Skeleton className="size-full rounded-control" />}>
                <ChartDrawing kind={kind} data={data} format={format} />
              </Suspense>
            </div>
          )}
          <table className={asTable ? 'w-full text-sm' : 'sr-only'}>
            <thead>
              <tr className="border-b border-border text-left">
                <th scope="col" className="py-2 font-medium">
                  {labelHeader}
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  {valueHeader}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.map((datum) => (
                <tr key={datum.label} className="border-b border-border last:border-0">
                  <th scope="row" className="py-2 text-left font-normal">
                    {datum.label}
                  </th>
                  <td className="tabular py-2 text-right">{format(datum.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </figure>
  );
}
