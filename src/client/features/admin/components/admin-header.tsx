import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button';

/** The admin panel's own header: where you are, that you act as an admin, and the way back. */
export function AdminHeader({ name }: { name: string }) {
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex flex-col gap-1">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-title font-semibold sm:text-3xl sm:tracking-tight">Admin Panel</h1>
          <span className="inline-flex items-center gap-1 rounded-full bg-primary-soft px-2.5 py-0.5 text-sm font-semibold text-primary-soft-foreground">
            <ShieldCheck aria-hidden="true" className="size-4" />
            Admin
          </span>
        </div>
        <p className="text-muted-foreground">Signed in as {name}. Manage people, content, AI and the health of Giftwise.</p>
      </div>
      <Button variant="outline" asChild className="self-start sm:self-auto">
        <Link to="/">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Site
        </Link>
      </Button>
    </header>
  );
}
