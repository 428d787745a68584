import { Users } from 'lucide-react';
import { TabOverview } from '#client/features/admin/components/tab-overview';

export default function UsersTab() {
  return (
    <TabOverview
      icon={Users}
      title="User management"
      intro="Find any account, see how it uses Giftwise, and act on it: roles, suspension, password resets and verification emails."
      sections={[
        {
          title: 'Directory',
          items: [
            'Total, verified, unverified and onboarded counters',
            'Search by name or email; filter by role and status',
            'Pages of 10, 20, 50 or 100 people',
          ],
        },
        {
          title: 'Details',
          items: ['Joined, last active, verification and onboarding', 'Wishlists, recipients and gifts given', 'Interests and personality traits'],
        },
        {
          title: 'Actions',
          items: ['Add a user', 'Send a password reset or resend verification', 'Suspend, unsuspend or delete an account'],
        },
      ]}
    />
  );
}
