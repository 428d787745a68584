import { Tabs } from 'radix-ui';
import { Suspense, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { lazyComponent } from '../../../app/lazy';
import { Spinner } from '../../../components/ui/spinner';
import { ADMIN_TABS, adminTabFrom, DEFAULT_ADMIN_TAB } from '../admin-tabs';
import { AdminTabErrorBoundary } from './admin-tab-error-boundary';

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
  const current = adminTabFrom(searchParams.get('tab'));
  const panels = useMemo(() => ADMIN_TABS.map((tab) => ({ ...tab, Content: lazyComponent(tab.load) })), []);

  const select = (value: string) => {
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
      <div className="-mx-4 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0">
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
