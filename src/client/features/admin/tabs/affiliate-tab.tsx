import { Link2 } from 'lucide-react';
import { TabOverview } from '#client/features/admin/components/tab-overview';

export default function AffiliateTab() {
  return (
    <TabOverview
      icon={Link2}
      title="Affiliate links"
      intro="Connect the Amazon Associates account that earns from gift links, decide how links behave, and follow clicks and orders."
      sections={[
        {
          title: 'Amazon Associates',
          items: ['Associate tag, tracking id and marketplace', 'Access keys, kept encrypted on the server', 'A test link to check the tag'],
        },
        {
          title: 'Link behaviour',
          items: ['Open in a new tab and add nofollow', 'Link cloaking on your own domain'],
        },
        {
          title: 'Analytics and tracking',
          items: ['Clicks, orders and conversion rate from recorded events', 'Monthly earnings as reported', 'Click and conversion tracking switches'],
        },
      ]}
    />
  );
}
