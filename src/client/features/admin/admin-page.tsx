import { useQuery } from '@tanstack/react-query';
import { isApiError } from '#client/lib/api-client';
import { useAuth } from '#client/lib/auth/auth-context';
import { adminStatsQuery } from './api/admin-stats-query';
import { AdminAccessRequired } from './components/admin-access-required';
import { AdminHeader } from './components/admin-header';
import { AdminStatCards } from './components/admin-stat-cards';
import { AdminTabs } from './components/admin-tabs';

function AdminPanel({ name }: { name: string }) {
  const stats = useQuery(adminStatsQuery);
  // The server decides: a role taken away since the page loaded shows the same screen as for anyone else.
  if (isApiError(stats.error) && stats.error.code === 'PERMISSION_DENIED') return <AdminAccessRequired />;
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:py-10">
      <AdminHeader name={name} />
      <AdminStatCards />
      <AdminTabs />
    </div>
  );
}

/**
 * /admin (admin-area.md 2). The route guard has already sent signed-out visitors to /login; here the role
 * picks the panel or the access-required screen. Every call the panel makes is checked on the server too.
 */
export default function AdminPage() {
  const { user } = useAuth();
  if (!user || user.role !== 'admin') return <AdminAccessRequired />;
  return <AdminPanel name={user.name} />;
}
