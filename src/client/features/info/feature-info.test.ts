import { describe, expect, it } from 'vitest';
import { HELP } from '#shared/content/help';
import { matchRoute, ROUTES } from '#shared/routes';
import { FEATURE_INFO } from './feature-info';

const FAQ_IDS = new Set(HELP.faq.flatMap((topic) => topic.items.map((item) => item.id)));

describe('FEATURE_INFO', () => {
  it('describes only routes that exist', () => {
    const paths = new Set(ROUTES.map((route) => route.path));
    for (const path of Object.keys(FEATURE_INFO)) expect(paths.has(path), path).toBe(true);
  });

  it('links only to Help Center questions that exist', () => {
    for (const [path, info] of Object.entries(FEATURE_INFO)) {
      for (const id of info.questions ?? []) expect(FAQ_IDS.has(id), `${path} -> ${id}`).toBe(true);
    }
  });

  it('sends people onward to routes that exist, never to a placeholder', () => {
    for (const [path, info] of Object.entries(FEATURE_INFO)) {
      expect(info.actions.length, path).toBeGreaterThan(0);
      for (const action of info.actions) expect(matchRoute(action.to), `${path} -> ${action.to}`).toBeDefined();
      expect(JSON.stringify(info).toLowerCase(), path).not.toMatch(/coming soon|lorem/);
    }
  });
});
