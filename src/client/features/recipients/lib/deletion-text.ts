import type { RecipientDeletionImpact } from '#shared/schemas/recipients';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What the delete confirmation says goes with a recipient, and what stays. */
export function deletionText(name: string, impact: RecipientDeletionImpact): { goes: string; stays: string | null } {
  const parts = [
    impact.occasions ? count(impact.occasions, 'occasion', 'occasions') : null,
    impact.reminders ? count(impact.reminders, 'reminder', 'reminders') : null,
    impact.gift_ideas ? count(impact.gift_ideas, 'saved gift idea', 'saved gift ideas') : null,
  ].filter((part): part is string => part !== null);
  const goes = parts.length
    ? `${name}'s ${parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0]} will be deleted with them.`
    : `${name} has no occasions, reminders or saved gift ideas, so nothing else is deleted.`;
  const stays = impact.gift_history
    ? `${count(impact.gift_history, 'gift history entry stays', 'gift history entries stay')} in your Gift History, without their name.`
    : null;
  return { goes, stays };
}
