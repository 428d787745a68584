import { House, ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button';

/** admin-area.md 2: what anyone but an admin sees at /admin. */
export function AdminAccessRequired() {
  return (
    <section
      aria-labelledby="admin-access-title"
      className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center sm:py-24"
    >
      <span className="flex size-16 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
        <ShieldAlert aria-hidden="true" className="size-8" strokeWidth={1.75} />
      </span>
      <h1 id="admin-access-title" className="text-title font-semibold">
        Admin Access Required
      </h1>
      <p className="text-muted-foreground">You need administrator privileges to access this panel.</p>
      <Button asChild>
        <Link to="/">
          <House aria-hidden="true" className="size-4" />
          Return to Home
        </Link>
      </Button>
    </section>
  );
}
