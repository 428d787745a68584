import { ArrowRight, BarChart3, CalendarHeart, Gift, Star } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';

const WHAT_IT_SHOWS = [
  { icon: Gift, title: 'Every gift you give', text: 'Who it was for, the occasion, the date and what it cost.' },
  { icon: Star, title: 'How it landed', text: 'Rate each gift afterwards, so the next idea builds on what worked.' },
  { icon: BarChart3, title: 'Your gifting at a glance', text: 'Gifts given, total spent, average rating, favourite categories and gifts by month.' },
  { icon: CalendarHeart, title: 'Top recipients', text: 'The people you give to most, with their relationship to you.' },
];

/**
 * Gift History lives on the profile (core-app.md route table). Until gifts are recorded here, the section
 * explains what it will hold and where gifts come from.
 */
export function GiftHistorySection() {
  return (
    <div className="flex flex-col gap-5">
      <p className="text-muted-foreground">
        Gifts you record for the people in your recipients list appear here, newest first, with your statistics.
      </p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {WHAT_IT_SHOWS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3 rounded-control border border-border bg-background p-4">
            <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-secondary" />
            <div>
              <p className="font-medium">{title}</p>
              <p className="text-sm text-muted-foreground">{text}</p>
            </div>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <Link to="/gift-for-someone">
            Find a gift
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </Button>
        <Button variant="outline" asChild>
          <Link to="/recipients">Your recipients</Link>
        </Button>
      </div>
    </div>
  );
}
