import { describe, expect, it } from 'vitest';
import { AGE_RANGES, GENDERS, GIFT_OCCASIONS, INTERESTS, PERSONALITY_TRAITS, RELATIONSHIPS } from '#shared/constants/choice-lists.js';
import { matchRoute, ROUTES } from '#shared/routes.js';
import { COOKIE_POLICY, SESSION_COOKIE_NAME } from './cookie-policy.js';
import { EXAMPLES, HELP, HOW_IT_WORKS, INFO_PAGES } from './index.js';

const allText = (value: unknown): string => JSON.stringify(value);

describe('the information pages', () => {
  it.each(INFO_PAGES.map((page) => [page.path, page] as const))('%s has a title, a description and sections, and a public route', (path, page) => {
    expect(page.title.trim()).not.toBe('');
    expect(page.description.length).toBeGreaterThan(40);
    expect(page.sections.length).toBeGreaterThan(0);
    const route = ROUTES.find((r) => r.path === path);
    expect(route?.access).toBe('public');
  });

  it('gives each section a unique anchor within its page, and no section is empty', () => {
    for (const page of INFO_PAGES) {
      const ids = page.sections.map((s) => s.id);
      expect(new Set(ids).size, page.path).toBe(ids.length);
      for (const section of page.sections) {
        expect(section.paragraphs.length + (section.bullets?.length ?? 0), `${page.path}#${section.id}`).toBeGreaterThan(0);
      }
    }
  });

  it('links only to routes that exist (or to a help anchor that exists)', () => {
    const faqIds = new Set(HELP.faq.flatMap((t) => t.items.map((i) => i.id)));
    const links = INFO_PAGES.flatMap((page) => [
      ...page.sections.flatMap((s) => s.links ?? []),
      ...('faq' in page ? page.faq.flatMap((t) => t.items.flatMap((i) => i.links ?? [])) : []),
    ]);
    expect(links.length).toBeGreaterThan(10);
    for (const link of links) {
      const [path, anchor] = link.to.split('#');
      expect(matchRoute(path), link.to).toBeDefined();
      if (anchor && path === '/help') expect(faqIds.has(anchor), link.to).toBe(true);
    }
  });

  it('never uses placeholder wording', () => {
    const text = allText(INFO_PAGES).toLowerCase();
    for (const banned of ['lorem', 'coming soon', 'todo', 'tbd']) expect(text).not.toContain(banned);
  });
});

describe('the Help Center', () => {
  const items = HELP.faq.flatMap((topic) => topic.items);

  it('answers at least 15 questions, each with a unique anchor', () => {
    expect(items.length).toBeGreaterThanOrEqual(15);
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
    for (const item of items) {
      expect(item.question.endsWith('?'), item.question).toBe(true);
      expect(item.answer.join(' ').length, item.id).toBeGreaterThan(60);
    }
  });

  it('covers the topics people ask about', () => {
    const text = allText(HELP.faq).toLowerCase();
    for (const topic of ['verification', 'reset', 'gift finder', 'recommendations', 'wishlist', 'share', 'reminder', 'unsubscribe', 'privacy', 'install', 'friend']) {
      expect(text, topic).toContain(topic);
    }
  });
});

describe('how it works', () => {
  it('has the AI Gift Finder’s four steps with their titles', () => {
    expect(HOW_IT_WORKS.steps.map((s) => s.title)).toEqual([
      'Tell us about them',
      'Occasion & Budget',
      'Their Interests',
      'Final Details (Optional)',
    ]);
  });

  it('describes the local engine that stands in for the AI', () => {
    expect(allText(HOW_IT_WORKS)).toMatch(/built-in recommendation engine/);
  });
});

describe('examples', () => {
  it('use only the finder’s own choices, with a valid budget and at least one interest', () => {
    expect(EXAMPLES.examples.length).toBeGreaterThanOrEqual(3);
    for (const { input, picks } of EXAMPLES.examples) {
      expect(AGE_RANGES).toContain(input.ageRange);
      expect(GENDERS).toContain(input.gender);
      expect(RELATIONSHIPS).toContain(input.relationship);
      expect(GIFT_OCCASIONS).toContain(input.occasion);
      for (const interest of input.interests) expect(INTERESTS).toContain(interest);
      for (const trait of input.traits) expect(PERSONALITY_TRAITS).toContain(trait);
      expect(input.interests.length).toBeGreaterThan(0);
      expect(input.budget.min).toBeGreaterThanOrEqual(0);
      expect(input.budget.max).toBeGreaterThan(input.budget.min);
      expect(picks.length).toBeGreaterThan(0);
      for (const pick of picks) expect(pick.reasons.length).toBeGreaterThan(0);
    }
  });
});

describe('the cookie policy', () => {
  it('names the session cookie exactly as the server sets it, with its attributes, and no tracking cookies', () => {
    expect(SESSION_COOKIE_NAME).toBe('better-auth.session_token');
    const text = allText(COOKIE_POLICY);
    expect(text).toContain('better-auth.session_token');
    expect(text).toContain('HttpOnly');
    expect(text).toContain('SameSite=Lax');
    expect(text).toMatch(/no advertising, analytics or tracking cookies/);
  });
});
