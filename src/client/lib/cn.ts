import { type ClassValue, clsx } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

/**
 * tailwind-merge must know the theme's own names (styles.css @theme): otherwise it takes `text-body` for a
 * colour and drops the `text-primary-foreground` next to it.
 */
const twMerge = extendTailwindMerge({
  extend: {
    theme: {
      text: ['display', 'title', 'body', 'caption'],
      radius: ['card', 'control'],
      shadow: ['soft'],
    },
  },
});

/** Joins class names; later Tailwind classes win over earlier ones (a variant's padding over the base's). */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
