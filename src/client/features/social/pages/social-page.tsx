import { Settings, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button';
import { BlockedPanel, FriendsPanel, RequestsPanel } from '#client/features/social/components/connection-panels';
import { FindPeoplePanel, InvitePanel, SuggestionsPanel } from '#client/features/social/components/discover-panels';
import { SocialFeed } from '#client/features/social/components/social-feed';
import { StatsBar } from '#client/features/social/components/stats-bar';

/** /social: the person's stats, the feed, and beside it everything about their friends. */
export default function SocialPage() {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8">
      <div className="flex items-center gap-3">
        <span className="flex size-12 items-center justify-center rounded-xl bg-primary-soft text-primary-soft-foreground">
          <Users aria-hidden="true" className="size-6" />
        </span>
        <h1 className="flex-1 text-3xl font-bold tracking-tight">Social Hub</h1>
        {/* The privacy settings live with the profile (the help's 'Who can see my activity?' says so too). */}
        <Button variant="outline" size="sm" asChild>
          <Link to="/profile#social">
            <Settings aria-hidden="true" className="size-4" />
            Privacy settings
          </Link>
        </Button>
      </div>
      <StatsBar />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-labelledby="feed-title" className="flex min-w-0 flex-col gap-3">
          <h2 id="feed-title" className="text-xl font-semibold">
            Activity
          </h2>
          <SocialFeed />
        </section>
        <div className="flex min-w-0 flex-col gap-4">
          <RequestsPanel />
          <SuggestionsPanel />
          <FindPeoplePanel />
          <InvitePanel />
          <FriendsPanel />
          <BlockedPanel />
        </div>
      </div>
    </div>
  );
}
