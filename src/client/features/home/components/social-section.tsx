import { ArrowRight, CalendarHeart, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';

interface SocialCardProps {
  icon: typeof Users;
  title: string;
  headingId: string;
  empty: { title: string; text: string };
  action: { to: string; label: string };
  extra?: ReactNode;
}

function SocialCard({ icon: Icon, title, headingId, empty, action, extra }: SocialCardProps) {
  return (
    <section aria-labelledby={headingId} className="flex flex-col rounded-card border border-border bg-card">
      <header className="flex items-center gap-3 border-b border-border px-5 py-4">
        <span className="flex size-9 items-center justify-center rounded-lg bg-primary-soft text-primary-soft-foreground">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <h3 id={headingId} className="font-semibold">
          {title}
        </h3>
      </header>
      <div className="flex flex-1 flex-col items-center justify-center gap-2 px-6 py-8 text-center">
        <p className="font-medium">{empty.title}</p>
        <p className="max-w-sm text-sm text-muted-foreground">{empty.text}</p>
        {extra}
      </div>
      <footer className="border-t border-border px-5 py-3">
        <Button variant="ghost" className="-ml-4 text-secondary" asChild>
          <Link to={action.to}>
            {action.label}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </Button>
      </footer>
    </section>
  );
}

const signInLink = (
  <Link to="/login" className="mt-1 inline-flex min-h-11 items-center text-sm font-medium text-secondary hover:underline">
    Sign in
  </Link>
);

/**
 * Friend activity and upcoming occasions. Both read data that the social and recipients features bring;
 * until a person has friends or saved birthdays, each card says what will appear and how to get there.
 */
export function SocialSection({ signedIn }: { signedIn: boolean }) {
  return (
    <section aria-labelledby="social-title" className="mx-auto w-full max-w-6xl px-4 pb-12">
      <h2 id="social-title" className="mb-5 text-title font-semibold">
        Friends and occasions
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        <SocialCard
          icon={Users}
          title="Friend Activity"
          headingId="friend-activity-title"
          empty={
            signedIn
              ? {
                  title: 'No friend activity yet',
                  text: 'When your friends create wishlists, give gifts or connect with others, it shows up here.',
                }
              : { title: 'See what your friends are gifting', text: 'Sign in to follow your friends’ wishlists and gifting moments.' }
          }
          extra={signedIn ? undefined : signInLink}
          action={{ to: '/social', label: 'View All Activity' }}
        />
        <SocialCard
          icon={CalendarHeart}
          title="Upcoming Occasions"
          headingId="upcoming-occasions-title"
          empty={
            signedIn
              ? {
                  title: 'No upcoming occasions',
                  text: 'Save the people you buy for with their birthdays, and the next 30 days appear here with the days left.',
                }
              : { title: 'Never miss a birthday', text: 'Sign in to see the birthdays and occasions coming up for the people you buy for.' }
          }
          extra={signedIn ? undefined : signInLink}
          action={{ to: '/gift-for-someone', label: 'Get Gift Ideas' }}
        />
      </div>
    </section>
  );
}
