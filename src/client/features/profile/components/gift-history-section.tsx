import { useQuery } from '@tanstack/react-query';
import { Plus, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { GiftHistoryEntry } from '#shared/schemas/gift-history';
import { Button } from '#client/components/ui/button';
import { giftRecipientsQuery } from '#client/features/profile/api/gift-history-api';
import { GiftEntryDialog } from './gift-history/gift-entry-dialog';
import { GiftHistoryList } from './gift-history/gift-history-list';
import { GiftInsights, GiftStatsPanel } from './gift-history/gift-stats-panel';
import { ReceivedGifts } from './gift-history/received-gifts';

function Subsection({ title, id, children }: { title: string; id: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h3 id={id} className="font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

/**
 * Gift History on the profile (core-app.md 2, 3, 9; issue 11): the stats panel and insights, the gifts given (50 at
 * a time; ?recipient={id} narrows to one person, as each recipient links here), and received gifts with their
 * thank-you list.
 */
export function GiftHistorySection() {
  const [search, setSearch] = useSearchParams();
  const recipientId = search.get('recipient');
  const recipients = useQuery({ ...giftRecipientsQuery(), enabled: recipientId !== null });
  const recipientName = recipients.data?.find((r) => r.id === recipientId)?.name;
  const [editing, setEditing] = useState<GiftHistoryEntry | 'new' | null>(null);
  const { hash } = useLocation();
  // Arriving from a recipient (/profile?recipient={id}#gift-history): the section renders after the profile has
  // loaded, too late for the browser's own jump to the anchor.
  useEffect(() => {
    if (hash === '#gift-history') document.getElementById('gift-history')?.scrollIntoView();
  }, [hash]);
  const clearRecipient = () => {
    const next = new URLSearchParams(search);
    next.delete('recipient');
    setSearch(next, { replace: true, preventScrollReset: true });
  };

  return (
    <div className="flex flex-col gap-8">
      <Subsection title="Your gifting at a glance" id="gift-stats-title">
        <GiftStatsPanel />
      </Subsection>
      <Subsection title="Insights" id="gift-insights-title">
        <GiftInsights />
      </Subsection>
      <Subsection title="Gifts given" id="gifts-given-title">
        <div className="flex flex-wrap items-center justify-between gap-3">
          {recipientId ? (
            <p className="flex items-center gap-2 text-sm">
              Showing gifts for {recipientName ?? 'one recipient'}
              <Button size="sm" variant="ghost" onClick={clearRecipient}>
                <X aria-hidden="true" className="size-4" />
                Show everyone
              </Button>
            </p>
          ) : (
            <span />
          )}
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" className="size-4" />
            Log a gift
          </Button>
        </div>
        <GiftHistoryList recipientId={recipientId} onEdit={setEditing} />
      </Subsection>
      <Subsection title="Gifts received" id="gifts-received-title">
        <ReceivedGifts />
      </Subsection>
      <GiftEntryDialog entry={editing} recipientId={recipientId} onClose={() => setEditing(null)} />
    </div>
  );
}
