/** Occasion types (issue 11) and their chip colours (core-app.md 2: chips are coloured by type); AA in both themes. */
const OCCASION_TYPE_CLASSES: Record<string, string> = {
  birthday: 'bg-pink-100 text-pink-900 border-pink-300 dark:bg-pink-950 dark:text-pink-200 dark:border-pink-800',
  anniversary: 'bg-red-100 text-red-900 border-red-300 dark:bg-red-950 dark:text-red-200 dark:border-red-800',
  graduation: 'bg-blue-100 text-blue-900 border-blue-300 dark:bg-blue-950 dark:text-blue-200 dark:border-blue-800',
  wedding: 'bg-violet-100 text-violet-900 border-violet-300 dark:bg-violet-950 dark:text-violet-200 dark:border-violet-800',
  other: 'bg-zinc-100 text-zinc-800 border-zinc-300 dark:bg-zinc-800 dark:text-zinc-200 dark:border-zinc-600',
};

export function occasionClasses(type: string): string {
  return OCCASION_TYPE_CLASSES[type] ?? OCCASION_TYPE_CLASSES.other!;
}
