/** One bar or slice: what it is called and how much. */
export interface ChartDatum {
  label: string;
  value: number;
}

/** bar: vertical bars (months); hbar: horizontal bars, for long labels (relationships, categories); pie. */
export type ChartKind = 'bar' | 'hbar' | 'pie';

export interface ChartDrawingProps {
  kind: ChartKind;
  data: ChartDatum[];
  /** Formats a value for the tooltip and the axis (a price, a count). */
  format?: (value: number) => string;
}
