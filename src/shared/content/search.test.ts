import { describe, expect, it } from 'vitest';
import { HELP, searchInformationPages } from './index.js';
import {
  buildSearchDocuments,
  filterFaq,
  highlightSegments,
  makeSnippet,
  normalizeText,
  queryTerms,
  type SearchDocument,
  searchDocuments,
} from './search.js';
import type { ContentPage, HelpContent } from './types.js';

const pageA: ContentPage = {
  path: '/a',
  eyebrow: 'A',
  title: 'Wishlists explained',
  description: 'All about lists.',
  sections: [
    { id: 'share', heading: 'Sharing', paragraphs: ['Send a link to a wishlist.'] },
    { id: 'privacy', heading: 'Privacy', paragraphs: ['Private lists stay private.'], bullets: ['Friends-only lists are for friends.'] },
  ],
};
const pageB: HelpContent = {
  path: '/b',
  eyebrow: 'B',
  title: 'Help',
  description: 'Answers.',
  sections: [],
  faq: [
    {
      id: 'lists',
      title: 'Lists',
      items: [
        { id: 'q-share', question: 'How do I share a wishlist?', answer: ['Create a share link.'] },
        { id: 'q-reminder', question: 'When do reminders arrive?', answer: ['A week before the occasion by default.'] },
      ],
    },
  ],
};
const documents = buildSearchDocuments([pageA, pageB]);

describe('normalizeText and queryTerms', () => {
  it('lower-cases, removes accents and collapses space', () => {
    expect(normalizeText('  Café   CRÈME ')).toBe('cafe creme');
  });

  it('drops stop words unless nothing else is left', () => {
    expect(queryTerms('How do I reset my password?')).toEqual(['reset', 'password']);
    expect(queryTerms('how')).toEqual(['how']);
    expect(queryTerms('  ,, ')).toEqual([]);
  });

  it('splits on punctuation and removes repeats', () => {
    expect(queryTerms('gift-score GIFT')).toEqual(['gift', 'score']);
  });
});

describe('buildSearchDocuments', () => {
  it('makes one document per page, section and FAQ question, with anchors', () => {
    const summary = documents.map((d: SearchDocument) => `${d.kind}:${d.path}#${d.anchor ?? ''}`);
    expect(summary).toEqual(['page:/a#', 'section:/a#share', 'section:/a#privacy', 'page:/b#', 'question:/b#q-share', 'question:/b#q-reminder']);
  });

  it('includes bullets in a section body', () => {
    expect(documents.find((d) => d.anchor === 'privacy')?.body).toContain('Friends-only lists');
  });
});

describe('searchDocuments', () => {
  it('matches titles, headings, body text and questions, case-insensitively', () => {
    expect(searchDocuments(documents, 'EXPLAINED').map((r) => r.href)).toEqual(['/a']);
    expect(searchDocuments(documents, 'privacy').map((r) => r.href)).toEqual(['/a#privacy']);
    expect(searchDocuments(documents, 'friends-only').map((r) => r.href)).toEqual(['/a#privacy']);
    expect(searchDocuments(documents, 'reminders arrive').map((r) => r.href)).toEqual(['/b#q-reminder']);
  });

  it('ranks a title match above a body match', () => {
    const hrefs = searchDocuments(documents, 'share').map((r) => r.href);
    expect(hrefs[0]).toBe('/b#q-share');
    expect(hrefs).toContain('/a#share');
    const scores = searchDocuments(documents, 'share').map((r) => r.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });

  it('needs every significant word', () => {
    expect(searchDocuments(documents, 'share reminder')).toEqual([]);
  });

  it('forgives a plural', () => {
    expect(searchDocuments(documents, 'wishlists').map((r) => r.href)).toContain('/b#q-share');
    expect(searchDocuments(documents, 'privacies').map((r) => r.href)).toEqual(['/a#privacy']);
  });

  it('lets "share" and "sharing" find each other', () => {
    expect(searchDocuments(documents, 'sharing').map((r) => r.href).sort()).toEqual(['/a#share', '/b#q-share']);
    expect(searchDocuments(documents, 'shared').map((r) => r.href).sort()).toEqual(['/a#share', '/b#q-share']);
  });

  it('answers nothing for an empty query, and honours the limit', () => {
    expect(searchDocuments(documents, '   ')).toEqual([]);
    expect(searchDocuments(documents, 'list', 2)).toHaveLength(2);
  });

  it('gives the page title and a snippet with each result', () => {
    const [hit] = searchDocuments(documents, 'week');
    expect(hit).toMatchObject({ kind: 'question', pageTitle: 'Help', title: 'When do reminders arrive?', snippet: 'A week before the occasion by default.' });
  });
});

describe('makeSnippet', () => {
  const long = `${'Lorem words here. '.repeat(20)}The password reset link works for one hour. ${'More words follow. '.repeat(20)}`;

  it('keeps a short body whole', () => {
    expect(makeSnippet('Short text.', ['text'])).toBe('Short text.');
  });

  it('centres a long body on the first match, with ellipses, at word boundaries', () => {
    const snippet = makeSnippet(long, ['password']);
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet.endsWith('…')).toBe(true);
    expect(snippet).toContain('password reset link');
    expect(snippet.length).toBeLessThanOrEqual(162);
  });

  it('starts at the beginning when only the title matched', () => {
    expect(makeSnippet(long, ['absent']).startsWith('Lorem')).toBe(true);
  });
});

describe('filterFaq', () => {
  it('keeps only matching questions and drops empty topics', () => {
    expect(filterFaq(pageB.faq, 'default')[0].items.map((i) => i.id)).toEqual(['q-reminder']);
    expect(filterFaq(pageB.faq, 'nothing like this')).toEqual([]);
  });

  it('returns every topic for an empty query', () => {
    expect(filterFaq(pageB.faq, ' ')).toEqual(pageB.faq);
  });
});

describe('highlightSegments', () => {
  it('marks each occurrence, case-insensitively', () => {
    expect(highlightSegments('Share a Wishlist, share it', ['share'])).toEqual([
      { text: 'Share', match: true },
      { text: ' a Wishlist, ', match: false },
      { text: 'share', match: true },
      { text: ' it', match: false },
    ]);
  });

  it('leaves text alone when there is nothing to mark', () => {
    expect(highlightSegments('Plain', [])).toEqual([{ text: 'Plain', match: false }]);
  });
});

describe('searchInformationPages (the real content)', () => {
  it('finds the FAQ answer about resetting a password first', () => {
    const [first] = searchInformationPages('reset password');
    expect(first.href).toBe('/help#reset-password');
  });

  it('finds the cookie policy by the cookie’s name', () => {
    expect(searchInformationPages('session_token').map((r) => r.path)).toContain('/cookie-policy');
  });

  it('finds a finder step and an example', () => {
    expect(searchInformationPages('Occasion & Budget').map((r) => r.href)).toContain('/how-it-works#step-occasion-budget');
    expect(searchInformationPages('graduation gamer').map((r) => r.href)).toContain('/examples#teen-graduation');
  });

  it('filters the real FAQ', () => {
    const topics = filterFaq(HELP.faq, 'unsubscribe');
    expect(topics.flatMap((t) => t.items.map((i) => i.id))).toContain('unsubscribe');
  });
});
