import type { LucideIcon } from 'lucide-react';
import { Info } from 'lucide-react';

export interface TabOverviewProps {
  icon: LucideIcon;
  title: string;
  intro: string;
  /** What the tab holds, in groups. */
  sections: { title: string; items: string[] }[];
}

/**
 * A tab whose tools belong to a later admin issue: what it will hold, laid out as the tab will be, and
 * plainly not a control panel yet (nothing on it pretends to work).
 */
export function TabOverview({ icon: Icon, title, intro, sections }: TabOverviewProps) {
  return (
    <section aria-labelledby="admin-tab-title" className="flex flex-col gap-6 rounded-card border border-border bg-card p-5 sm:p-8">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-secondary-soft text-secondary-soft-foreground">
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <div className="flex flex-col gap-1.5">
          <h2 id="admin-tab-title" className="text-title font-semibold">
            {title}
          </h2>
          <p className="max-w-2xl text-muted-foreground">{intro}</p>
        </div>
      </header>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {sections.map((section) => (
          <div key={section.title} className="rounded-control border border-border bg-background p-4">
            <h3 className="mb-2 font-semibold">{section.title}</h3>
            <ul className="flex list-disc flex-col gap-1.5 pl-5 text-sm text-muted-foreground marker:text-border">
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <p className="flex items-start gap-2 text-sm text-muted-foreground">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        These tools are not part of this release. Until they are, nothing on this tab changes the site.
      </p>
    </section>
  );
}
