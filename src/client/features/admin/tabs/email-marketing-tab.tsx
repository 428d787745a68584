import { Mail } from 'lucide-react';
import { TabOverview } from '#client/features/admin/components/tab-overview';

export default function EmailMarketingTab() {
  return (
    <TabOverview
      icon={Mail}
      title="Email marketing"
      intro="Write templates, send campaigns to the people who agreed to hear from Giftwise, and see how they were received."
      sections={[
        {
          title: 'Campaigns',
          items: [
            'Each campaign with its status, recipients and schedule',
            'Sent, opened and clicked counts from real delivery events',
            'Send a draft now or schedule it',
          ],
        },
        {
          title: 'Templates',
          items: [
            'Welcome, occasion reminder, price drop, gift recommendations and newsletter',
            'Subject, HTML and text versions with variables',
            'Preview, copy and delete',
          ],
        },
        {
          title: 'Analytics',
          items: [
            'Total sent, open rate, click rate and subscribers',
            'Bounce and unsubscribe rates',
            'Subscriber growth month by month',
          ],
        },
      ]}
    />
  );
}
