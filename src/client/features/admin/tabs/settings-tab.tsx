import { Settings } from 'lucide-react';
import { TabOverview } from '#client/features/admin/components/tab-overview';

export default function SettingsTab() {
  return (
    <TabOverview
      icon={Settings}
      title="Platform settings"
      intro="Switches that change how Giftwise behaves for everyone, saved on the server and in effect on every instance within seconds."
      sections={[
        {
          title: 'Features',
          items: ['User registration and email verification', 'AI recommendations', 'Social features'],
        },
        {
          title: 'Security',
          items: ['Maximum login attempts and session timeout', 'Two-factor sign-in for admins', 'API rate limiting'],
        },
      ]}
    />
  );
}
