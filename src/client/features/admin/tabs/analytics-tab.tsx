import { ChartNoAxesCombined } from 'lucide-react';
import { TabOverview } from '#client/features/admin/components/tab-overview';

export default function AnalyticsTab() {
  return (
    <TabOverview
      icon={ChartNoAxesCombined}
      title="Platform analytics"
      intro="How Giftwise is used, measured from what people actually do, as charts first and tables second."
      sections={[
        {
          title: 'Platform',
          items: ['Daily active users', 'Gift recommendations generated and their success rate', "Today's AI API costs"],
        },
        {
          title: 'Engagement',
          items: ['Average session time', 'Conversion rate and returning users', 'Wishlist completion'],
        },
      ]}
    />
  );
}
