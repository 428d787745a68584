import { type KeyboardEvent, useEffect, useRef } from 'react';
import { cn } from '#client/lib/cn';
import { type IsoDay, longDate, monthWeeks, moveFocus, WEEKDAYS } from '#client/features/calendar/lib/month-grid';
import { occasionClasses } from './occasion-colours';

export interface GridEvent {
  key: string;
  date: IsoDay;
  title: string;
  type: string;
}

export interface MonthGridProps {
  month: Date;
  today: IsoDay;
  events: GridEvent[];
  /** The day that holds the grid's one tab stop. */
  focusedDay: IsoDay;
  onFocusDay(day: IsoDay): void;
  onOpenDay(day: IsoDay): void;
}

/** Chips shown in a cell before '+N more'. */
const CHIPS_PER_DAY = 2;

/**
 * The month, Sunday to Saturday (core-app.md 2), as an ARIA grid: one day holds the tab stop, arrow keys move it
 * (Home and End to the week's ends, Page Up and Down by a month), Enter or Space (or a click) opens Add Event with
 * that day. Moving past the month's edge asks the page to show the neighbouring month.
 */
export function MonthGrid({ month, today, events, focusedDay, onFocusDay, onOpenDay }: MonthGridProps) {
  const weeks = monthWeeks(month);
  const gridRef = useRef<HTMLTableElement>(null);
  const movedByKey = useRef(false);
  const byDay = new Map<IsoDay, GridEvent[]>();
  for (const event of events) byDay.set(event.date, [...(byDay.get(event.date) ?? []), event]);

  useEffect(() => {
    // Focus follows the keys only; a page load or a data refresh never pulls the focus into the grid.
    if (!movedByKey.current) return;
    movedByKey.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-day="${focusedDay}"]`)?.focus();
  }, [focusedDay, month]);

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const next = moveFocus(focusedDay, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    movedByKey.current = true;
    onFocusDay(next);
  };

  return (
    <table ref={gridRef} role="grid" aria-label="Month" onKeyDown={onKeyDown} className="w-full table-fixed border-collapse">
      <thead>
        <tr>
          {WEEKDAYS.map((weekday) => (
            <th key={weekday} scope="col" abbr={weekday} className="pb-2 text-center text-caption font-medium text-muted-foreground">
              <span aria-hidden="true" className="sm:hidden">
                {weekday.slice(0, 1)}
              </span>
              <span aria-hidden="true" className="hidden sm:inline">
                {weekday.slice(0, 3)}
              </span>
              <span className="sr-only">{weekday}</span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]!.iso}>
            {week.map((day) => {
              const dayEvents = byDay.get(day.iso) ?? [];
              const isToday = day.iso === today;
              const label = `${longDate(day.iso)}${isToday ? ', today' : ''}${
                dayEvents.length ? `, ${dayEvents.map((e) => e.title).join(', ')}` : ', no events'
              }`;
              return (
                <td
                  key={day.iso}
                  role="gridcell"
                  className="h-16 border border-border p-0 align-top sm:h-24"
                >
                  <button
                    type="button"
                    data-day={day.iso}
                    tabIndex={day.iso === focusedDay ? 0 : -1}
                    aria-current={isToday ? 'date' : undefined}
                    onClick={() => {
                      onFocusDay(day.iso);
                      onOpenDay(day.iso);
                    }}
                    className={cn(
                      'flex size-full min-h-11 flex-col items-stretch gap-1 p-1 text-left transition-colors duration-150 hover:bg-muted focus-visible:relative focus-visible:z-10 focus-visible:outline-2 focus-visible:outline-ring sm:p-1.5',
                      day.inMonth ? 'bg-card' : 'bg-background text-muted-foreground',
                    )}
                  >
                    {/* The name comes from this text, not an aria-label, so that it holds what the eye reads (the
                        day's number and its events; WCAG 2.5.3, axe's label-content-name-mismatch). */}
                    <span className="sr-only">{label}</span>
                    <span
                      aria-hidden="true"
                      className={cn(
                        'tabular flex size-6 items-center justify-center self-start rounded-full text-caption font-medium',
                        isToday && 'bg-primary text-primary-foreground',
                      )}
                    >
                      {day.dayOfMonth}
                    </span>
                    <span aria-hidden="true" className="flex min-w-0 flex-col gap-0.5">
                      {dayEvents.slice(0, CHIPS_PER_DAY).map((event) => (
                        <span
                          key={event.key}
                          data-occasion-type={event.type}
                          className={cn('hidden truncate rounded border px-1 text-[0.6875rem] leading-4 font-medium sm:block', occasionClasses(event.type))}
                        >
                          {event.title}
                        </span>
                      ))}
                      {dayEvents.length ? (
                        <span className="flex gap-0.5 sm:hidden">
                          {dayEvents.slice(0, 3).map((event) => (
                            <span key={event.key} className={cn('size-2 rounded-full border', occasionClasses(event.type))} />
                          ))}
                        </span>
                      ) : null}
                      {dayEvents.length > CHIPS_PER_DAY ? (
                        <span className="hidden text-[0.6875rem] text-muted-foreground sm:block">+{dayEvents.length - CHIPS_PER_DAY} more</span>
                      ) : null}
                    </span>
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
