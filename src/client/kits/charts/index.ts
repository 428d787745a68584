/** The charts kit: a chart with its table equivalent, the chart library loaded only when a chart shows. Used by the
 * recipients page (relationship breakdown) and the profile's gift stats. */
export { ChartWithTable } from './components/chart-with-table';
