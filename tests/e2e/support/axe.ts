import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The project's axe-core checks: every rule axe runs by default, and label-in-name (label-content-name-mismatch,
 * WCAG 2.5.3), which axe tags 'experimental' and so leaves off unless asked: a control's accessible name must
 * contain the words it shows, so that a voice-control user can say them (issue 17, section 5). Every spec builds
 * its axe run here.
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } });
}
