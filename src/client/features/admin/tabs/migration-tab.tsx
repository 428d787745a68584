import { DatabaseZap } from 'lucide-react';
import { TabOverview } from '#client/features/admin/components/tab-overview';

export default function MigrationTab() {
  return (
    <TabOverview
      icon={DatabaseZap}
      title="Production migration"
      intro="Move data that older versions kept in the browser into the database, one service at a time, and verify that nothing was left behind."
      sections={[
        {
          title: 'Migration items',
          items: ['Each item with its priority and status', 'Run one item, or the full migration in priority order', 'A progress bar across all items'],
        },
        {
          title: 'Verification',
          items: ['Per service: not needed, ready, partly or fully migrated', 'An overall status and the security notice'],
        },
      ]}
    />
  );
}
