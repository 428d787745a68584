import { ArrowRight, CalendarHeart, Gift, Heart, Sparkles, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button';
import { useAuth } from '#client/lib/auth/auth-context';
import { useSocialFeatures } from '#client/lib/site-config';
import { BestsellersSection } from './components/bestsellers-section';
import { HeroStats } from './components/hero-stats';
import { SocialSection } from './components/social-section';
import { homeGreeting } from './lib/greeting';

const FEATURES = [
  {
    icon: Sparkles,
    title: 'AI gift finder',
    text: 'Describe the person, the occasion and your budget; get picks with the reasons they fit.',
    to: '/gift-for-someone',
    cta: 'Try the gift finder',
  },
  {
    icon: CalendarHeart,
    title: 'Never miss a date',
    text: 'Save the people you buy for with their birthdays and occasions, and get an email before each one.',
    to: '/calendar',
    cta: 'Open the calendar',
  },
  {
    icon: Heart,
    title: 'Wishlists to share',
    text: 'Keep lists for every occasion, invite others to edit, and share a link with family and friends.',
    to: '/wishlists',
    cta: 'See wishlists',
  },
  {
    icon: Users,
    title: 'Gift with friends',
    text: 'Follow what friends are planning, like and comment, and find ideas together.',
    to: '/social',
    cta: 'Visit the social hub',
    social: true,
  },
] as const;

export default function HomePage() {
  const { user } = useAuth();
  // The social hub's card only while the 'Social Features' site setting is on.
  const social = useSocialFeatures() === true;
  const features = FEATURES.filter((feature) => social || !('social' in feature));
  const greeting = homeGreeting(user);
  return (
    <>
      <section aria-labelledby="hero-title" className="relative overflow-hidden">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 -top-40 -z-10 mx-auto h-96 max-w-4xl rounded-full bg-primary-soft opacity-70 blur-3xl"
        />
        <div className="mx-auto flex max-w-6xl flex-col items-center gap-6 px-4 pt-14 pb-12 text-center sm:pt-20">
          <p className="inline-flex items-center gap-2 rounded-full bg-secondary-soft px-3 py-1 text-sm font-medium text-secondary-soft-foreground">
            <Gift aria-hidden="true" className="size-4" />
            {greeting ?? 'Gifts that feel personal'}
          </p>
          <h1 id="hero-title" className="max-w-3xl text-4xl leading-tight font-bold tracking-tight text-balance sm:text-display">
            AI Gift Recommendations for Everyone You Love
          </h1>
          <p className="max-w-2xl text-lg text-pretty text-muted-foreground">
            Tell Giftwise who you are shopping for. It suggests thoughtful gifts that match their interests, the occasion and
            your budget, and remembers the dates that matter.
          </p>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:flex-wrap sm:justify-center">
            <Button size="lg" asChild>
              <Link to="/discover">
                Start Discovering
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </Button>
            <Button size="lg" variant="outline" asChild>
              <Link to="/how-it-works">How It Works</Link>
            </Button>
            <Button size="lg" variant="secondary" asChild>
              <Link to="/gift-for-someone">Find Gifts for Someone Else</Link>
            </Button>
          </div>
          <HeroStats />
        </div>
      </section>

      <BestsellersSection signedIn={Boolean(user)} />
      <SocialSection signedIn={Boolean(user)} />

      <section aria-labelledby="features-title" className="mx-auto w-full max-w-6xl px-4 pb-16">
        <h2 id="features-title" className="mb-6 text-title font-semibold">
          Everything for thoughtful gifting
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {features.map((feature) => (
            <li key={feature.title} className="flex flex-col gap-3 rounded-card border border-border bg-card p-5">
              <span className="flex size-10 items-center justify-center rounded-lg bg-primary-soft text-primary-soft-foreground">
                <feature.icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="font-semibold">{feature.title}</h3>
              <p className="flex-1 text-sm text-muted-foreground">{feature.text}</p>
              <Link
                to={feature.to}
                className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-secondary underline-offset-4 hover:underline"
              >
                {feature.cta}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
