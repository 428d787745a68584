import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { Suspense, useId, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { lazyComponent } from '#client/lib/lazy';
import { Label } from '#client/components/ui/label';
import { NativeSelect } from '#client/components/ui/select';
import { Spinner } from '#client/components/ui/spinner';
import { cn } from '#client/lib/cn';
import { useOverflowCue } from '#client/lib/use-overflow-cue';
import { ADMIN_TABS, adminTabFrom, DEFAULT_ADMIN_TAB } from '#client/features/admin/admin-tabs';
import { AdminTabErrorBoundary } from './admin-tab-error-boundary';

function ScrollCue({ side }: { side: 'before' | 'after' }) {
  const Icon = side === 'before' ? ChevronLeft : ChevronRight;
  return (
    <span
      aria-hidden="true"
      data-testid={`admin-tabs-more-${side}`}
      className={cn(
        'pointer-events-none absolute inset-y-0 z-10 flex w-12 items-center from-background to-transparent pb-1 text-muted-foreground',
        side === 'before' ? 'left-0 justify-start bg-gradient-to-r' : 'right-0 justify-end bg-gradient-to-l',
      )}
    >
      <Icon className="size-5" />
    </span>
  );
}

function TabLoading() {
  return (
    <div className="flex min-h-64 items-center justify-center rounded-card border border-border bg-card">
      <Spinner label="Loading tab" />
    </div>
  );
}

/**
 * The ten tabs (Radix Tabs: a tablist with arrow-key navigation, each panel labelled by its tab). Only the open
 * tab is mounted, so each tab's chunk is fetched the first time it is opened. The open tab is kept in ?tab=
 * so that a reload or a shared link lands on it.
 */
export function AdminTabs() {
  const [searchParams, setSearchParams] = useSearchParams();
  const fromUrl = adminTabFrom(searchParams.get('tab'));
  // The tab shows the choice at once; the URL follows a moment later (a navigation). Read from the URL alone, fast
  // arrow keys met a tab strip that still showed an older choice, and a key press was lost. A change of the URL
  // itself (back, a link) still wins.
  const [shown, setShown] = useState({ tab: fromUrl, url: fromUrl });
  if (shown.url !== fromUrl) setShown({ tab: fromUrl, url: fromUrl });
  const current = shown.tab;
  const panels = useMemo(() => ADMIN_TABS.map((tab) => ({ ...tab, Content: lazyComponent(tab.load) })), []);
  const selectId = useId();
  const strip = useRef<HTMLDivElement>(null);
  const cue = useOverflowCue(strip);

  const select = (value: string) => {
    setShown((before) => ({ ...before, tab: adminTabFrom(value) }));
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (value === DEFAULT_ADMIN_TAB) next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <Tabs.Root value={current} onValueChange={select} className="flex flex-col gap-4">
      {/* Phones: ten tabs never fit in 375 px, so the sections are a select (issue 10). */}
      <div className="flex flex-col gap-1.5 sm:hidden">
        <Label htmlFor={selectId}>Admin section</Label>
        <NativeSelect id={selectId} value={current} onChange={(event) => select(event.target.value)}>
          {panels.map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="relative hidden sm:block">
        {/* Wider screens scroll the strip where it does not fit; a fade and an arrow show what is cut off. */}
        {cue.before ? <ScrollCue side="before" /> : null}
        {cue.after ? <ScrollCue side="after" /> : null}
        <div ref={strip} data-testid="admin-tab-strip" className="overflow-x-auto pb-1">
          <Tabs.List
            aria-label="Admin sections"
            className="inline-flex min-w-max gap-1 rounded-card border border-border bg-muted p-1"
          >
          {panels.map(({ value, label, icon: Icon }) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className="inline-flex min-h-11 items-center gap-2 rounded-control px-3 text-sm font-medium whitespace-nowrap text-muted-foreground hover:text-foreground data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-soft"
            >
              <Icon aria-hidden="true" className="size-4" />
              {label}
            </Tabs.Trigger>
          ))}
          </Tabs.List>
        </div>
      </div>
      {panels.map(({ value, label, Content }) => (
        <Tabs.Content key={value} value={value} className="rounded-card focus-visible:outline-offset-4">
          <AdminTabErrorBoundary tab={label}>
            <Suspense fallback={<TabLoading />}>
              <Content />
            </Suspense>
          </AdminTabErrorBoundary>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
