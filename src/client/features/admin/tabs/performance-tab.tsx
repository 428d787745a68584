import { Gauge } from 'lucide-react';
import { TabOverview } from '#client/features/admin/components/tab-overview';

export default function PerformanceTab() {
  return (
    <TabOverview
      icon={Gauge}
      title="Performance monitoring"
      intro="How fast Giftwise feels to real visitors and how the server is holding up, with a score for each measure."
      sections={[
        {
          title: 'Core Web Vitals',
          items: [
            'First Contentful Paint, Largest Contentful Paint, Cumulative Layout Shift',
            'First Input Delay and Time to Interactive',
            'Good, warning and critical against the standard thresholds',
          ],
        },
        {
          title: 'System and network',
          items: ['Database response time and error rate', 'Requests per minute and active users', 'Memory use'],
        },
        {
          title: 'Bundle analysis',
          items: ['The size of each part of the app', 'Start and stop monitoring, clear and refresh metrics'],
        },
      ]}
    />
  );
}
