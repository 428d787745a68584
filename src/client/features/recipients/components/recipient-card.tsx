import { Cake, History, Lightbulb, Pencil, Sparkles, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import type { Recipient } from '#shared/schemas/recipients';
import { Button } from '#client/components/ui/button';
import { AGE_RANGE_LABELS } from '#client/lib/choice-labels';

/** 'today', 'tomorrow' or 'in N days' (core-app.md 9's wording for birthday reminders). */
function daysLeftText(days: number): string {
  if (days === 0) return 'today';
  if (days === 1) return 'tomorrow';
  return `in ${days} days`;
}

function birthdayLine(recipient: Recipient): string | null {
  if (!recipient.next_birthday || recipient.days_until_birthday === null) return null;
  const date = new Date(`${recipient.next_birthday}T00:00:00`).toLocaleDateString(undefined, { day: 'numeric', month: 'long' });
  return `Birthday ${date}, ${daysLeftText(recipient.days_until_birthday)}`;
}

export interface RecipientCardProps {
  recipient: Recipient;
  onEdit(): void;
  onDelete(): void;
  onShowIdeas(): void;
}

/** One person: who they are to you, their birthday, interests, and what you can do next. */
export function RecipientCard({ recipient, onEdit, onDelete, onShowIdeas }: RecipientCardProps) {
  const birthday = birthdayLine(recipient);
  const headingId = `recipient-${recipient.id}`;
  return (
    <article aria-labelledby={headingId} data-testid="recipient-card" className="flex flex-col gap-3 rounded-card border border-border bg-card p-5">
      <header className="flex flex-col gap-1">
        <h2 id={headingId} className="text-lg font-semibold">
          {recipient.name}
        </h2>
        <p className="text-sm text-muted-foreground">
          {[recipient.relationship, recipient.age ? `Age ${AGE_RANGE_LABELS[recipient.age]}` : null].filter(Boolean).join(' · ') || 'No relationship or age set'}
        </p>
      </header>
      {birthday ? (
        <p className="flex items-center gap-2 text-sm">
          <Cake aria-hidden="true" className="size-4 text-primary" />
          {birthday}
        </p>
      ) : null}
      {recipient.interests.length ? (
        <ul aria-label="Interests" className="flex flex-wrap gap-1.5">
          {recipient.interests.slice(0, 6).map((interest) => (
            <li key={interest} className="rounded-full bg-secondary-soft px-2.5 py-0.5 text-caption font-medium text-secondary-soft-foreground">
              {interest}
            </li>
          ))}
          {recipient.interests.length > 6 ? <li className="px-1 text-caption text-muted-foreground">+{recipient.interests.length - 6}</li> : null}
        </ul>
      ) : null}
      <div className="mt-auto flex flex-wrap gap-2 pt-2">
        <Button asChild size="sm">
          <Link to={`/gift-for-someone?recipient=${encodeURIComponent(recipient.id)}`}>
            <Sparkles aria-hidden="true" className="size-4" />
            Get Gift Ideas
            <span className="sr-only"> for {recipient.name}</span>
          </Link>
        </Button>
        <Button variant="outline" size="sm" onClick={onShowIdeas}>
          <Lightbulb aria-hidden="true" className="size-4" />
          Saved ideas
          <span className="sr-only"> for {recipient.name}</span>
        </Button>
        <Button variant="ghost" size="sm" asChild>
          <Link to={`/profile?recipient=${encodeURIComponent(recipient.id)}#gift-history`}>
            <History aria-hidden="true" className="size-4" />
            Gift history
            <span className="sr-only"> for {recipient.name}</span>
          </Link>
        </Button>
        <span className="ml-auto flex">
          <Button variant="ghost" size="icon" aria-label={`Edit ${recipient.name}`} title="Edit" onClick={onEdit}>
            <Pencil aria-hidden="true" className="size-4" />
          </Button>
          <Button variant="ghost" size="icon" aria-label={`Delete ${recipient.name}`} title="Delete" onClick={onDelete} className="text-destructive">
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        </span>
      </div>
    </article>
  );
}
