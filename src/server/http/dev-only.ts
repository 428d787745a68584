import type { DevOnly } from '#shared/api/contract.js';
import type { AppContext } from '#server/app-context.js';

/**
 * Whether the development tools a contract marks `devOnly` are registered on this server (docs/decisions/183):
 * the mailbox with the local mail stand-in on a loopback site, the test clock with TEST_CLOCK=on. Anywhere else
 * their paths do not exist (404). The route plugins and tests/api/route-table.test.ts both ask this.
 */
export function devOnlyEnabled(ctx: Pick<AppContext, 'mailTransport' | 'settings' | 'testClock'>, which: DevOnly): boolean {
  if (which === 'dev-mailbox') return ctx.mailTransport.kind === 'local' && ctx.settings.isLoopback;
  return Boolean(ctx.testClock);
}
