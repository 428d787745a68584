import type { ContentPage, ExamplesContent, FaqTopic, HelpContent, HowItWorksContent } from './types.js';

/**
 * Search over the information pages, pure and synchronous: the content is small (a few hundred
 * paragraphs), so a linear scan with a simple score answers in well under a millisecond and needs no index
 * library. Matching is case- and accent-insensitive, every significant word of the query must appear
 * (words such as "how" or "my" are ignored), and a trailing plural "s" is forgiven.
 */
export type SearchHitKind = 'page' | 'section' | 'question' | 'step' | 'example';

export interface SearchDocument {
  kind: SearchHitKind;
  /** The page's registry path. */
  path: string;
  /** The element id on that page, if the hit is a part of it. */
  anchor?: string;
  pageTitle: string;
  /** The heading of the hit: a page title, a section heading, an FAQ question... */
  title: string;
  body: string;
}

export interface SearchResult {
  kind: SearchHitKind;
  path: string;
  anchor?: string;
  /** path#anchor, ready to link to. */
  href: string;
  pageTitle: string;
  title: string;
  /** A short excerpt of the body around the first match (the start of the body if only the title matched). */
  snippet: string;
  score: number;
}

export type AnyContentPage = ContentPage | HelpContent | HowItWorksContent | ExamplesContent;

const STOP_WORDS = new Set(
  'a an and are as at be by can do does for from how i if in is it me my of on or so the to what when where which who why will with you your'.split(
    ' ',
  ),
);

const SNIPPET_LENGTH = 160;

/** Lower case, accents removed, typographic apostrophes made plain, runs of space collapsed. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[\u2018\u2019]/g, "'")
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of a query that must match: without stop words, unless the query has nothing else. */
export function queryTerms(query: string): string[] {
  const words = [...new Set(normalizeText(query).split(/[^\p{L}\p{N}]+/u).filter(Boolean))];
  const significant = words.filter((word) => !STOP_WORDS.has(word));
  return significant.length ? significant : words;
}

/**
 * The forms of a term that count as a match: the word itself, its singular for a simple plural, and a
 * short stem for -ing, -ed and silent -e words, so that "share", "shared" and "sharing" find each other.
 */
function termForms(term: string): string[] {
  const forms = [term];
  if (term.length > 4 && term.endsWith('ies')) forms.push(`${term.slice(0, -3)}y`);
  else if (term.length > 3 && term.endsWith('s') && !term.endsWith('ss')) forms.push(term.slice(0, -1));
  if (term.length > 5 && (term.endsWith('ing') || term.endsWith('ed'))) forms.push(term.slice(0, term.endsWith('ed') ? -2 : -3));
  else if (term.length > 4 && term.endsWith('e')) forms.push(term.slice(0, -1));
  return forms;
}

/** Where a term first occurs in normalised text, or -1. */
function findTerm(normalized: string, term: string): number {
  let first = -1;
  for (const form of termForms(term)) {
    const at = normalized.indexOf(form);
    if (at !== -1 && (first === -1 || at < first)) first = at;
  }
  return first;
}

function startsWord(normalized: string, at: number): boolean {
  return at === 0 || !/[\p{L}\p{N}]/u.test(normalized[at - 1]);
}

function matchesAllTerms(text: string, terms: string[]): boolean {
  const normalized = normalizeText(text);
  return terms.every((term) => findTerm(normalized, term) !== -1);
}

const WEIGHTS = { title: 10, pageTitle: 3, body: 1, wordStart: 2, phraseInTitle: 15, phraseInBody: 5, exact: 1 } as const;
const KIND_BONUS: Record<SearchHitKind, number> = { page: 2, question: 2, step: 1, section: 0, example: 0 };

/** The score of a document for the terms, or 0 when a term is missing from it. */
function scoreDocument(doc: SearchDocument, terms: string[], phrase: string): number {
  const title = normalizeText(doc.title);
  const pageTitle = normalizeText(doc.pageTitle);
  const body = normalizeText(doc.body);
  let score = 0;
  // The page title helps a part of the page rank, but cannot make it a hit alone: searching a page's name
  // should find the page, not every section on it.
  let ownMatch = false;
  for (const term of terms) {
    const inTitle = findTerm(title, term);
    const inPageTitle = findTerm(pageTitle, term);
    const inBody = findTerm(body, term);
    if (inTitle === -1 && inPageTitle === -1 && inBody === -1) return 0;
    if (inTitle !== -1 || inBody !== -1) ownMatch = true;
    if (inTitle !== -1) score += WEIGHTS.title + (startsWord(title, inTitle) ? WEIGHTS.wordStart : 0) + (title.includes(term) ? WEIGHTS.exact : 0);
    if (inPageTitle !== -1) score += WEIGHTS.pageTitle;
    if (inBody !== -1) score += WEIGHTS.body + (startsWord(body, inBody) ? WEIGHTS.wordStart / 2 : 0);
  }
  if (!ownMatch) return 0;
  if (terms.length > 1 && phrase) {
    if (title.includes(phrase)) score += WEIGHTS.phraseInTitle;
    else if (body.includes(phrase)) score += WEIGHTS.phraseInBody;
  }
  return score + KIND_BONUS[doc.kind];
}

/** About SNIPPET_LENGTH characters of the body around the first term found, cut at word boundaries. */
export function makeSnippet(body: string, terms: string[], length = SNIPPET_LENGTH): string {
  const text = body.replace(/\s+/g, ' ').trim();
  if (text.length <= length) return text;
  const normalized = normalizeText(text);
  // normalizeText keeps one character per character here (accents are removed from letters, not added),
  // except for decomposed input; positions are a guide, so a small shift only moves the window a little.
  const hits = terms.map((term) => findTerm(normalized, term)).filter((at) => at !== -1);
  const firstHit = hits.length ? Math.min(...hits) : 0;
  let start = Math.max(0, firstHit - Math.floor(length / 3));
  if (start > 0) {
    const space = text.indexOf(' ', start);
    start = space === -1 || space > firstHit ? start : space + 1;
  }
  let end = Math.min(text.length, start + length);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > start + length / 2) end = space;
  }
  return `${start > 0 ? '…' : ''}${text.slice(start, end).replace(/[\s,;:.]+$/, '')}${end < text.length ? '…' : ''}`;
}

function joinText(paragraphs: string[], bullets: string[] = []): string {
  return [...paragraphs, ...bullets].join(' ');
}

/** Every searchable part of the pages: each page, section, FAQ question, finder step and example. */
export function buildSearchDocuments(pages: readonly AnyContentPage[]): SearchDocument[] {
  const documents: SearchDocument[] = [];
  for (const page of pages) {
    const base = { path: page.path, pageTitle: page.title };
    documents.push({ ...base, kind: 'page', title: page.title, body: page.description });
    if ('steps' in page) {
      for (const step of page.steps) {
        documents.push({ ...base, kind: 'step', anchor: step.id, title: step.title, body: joinText([step.summary, ...step.details]) });
      }
    }
    if ('faq' in page) {
      for (const topic of page.faq) {
        for (const item of topic.items) {
          documents.push({ ...base, kind: 'question', anchor: item.id, title: item.question, body: joinText(item.answer) });
        }
      }
    }
    if ('examples' in page) {
      for (const example of page.examples) {
        const { input } = example;
        const facts = [input.relationship, input.occasion, ...input.interests, ...input.traits, input.additionalInfo ?? ''];
        const picks = example.picks.flatMap((pick) => [pick.idea, ...pick.reasons]);
        documents.push({ ...base, kind: 'example', anchor: example.id, title: example.title, body: joinText([...facts, ...picks, example.takeaway]) });
      }
    }
    for (const section of page.sections) {
      documents.push({ ...base, kind: 'section', anchor: section.id, title: section.heading, body: joinText(section.paragraphs, section.bullets) });
    }
  }
  return documents;
}

/** The documents that match every significant word of the query, best first (ties keep the pages' order). */
export function searchDocuments(documents: readonly SearchDocument[], query: string, limit = 20): SearchResult[] {
  const terms = queryTerms(query);
  if (!terms.length) return [];
  const phrase = normalizeText(query);
  return documents
    .map((doc, order) => ({ doc, order, score: scoreDocument(doc, terms, phrase) }))
    .filter((hit) => hit.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, limit)
    .map(({ doc, score }) => ({
      kind: doc.kind,
      path: doc.path,
      anchor: doc.anchor,
      href: doc.anchor ? `${doc.path}#${doc.anchor}` : doc.path,
      pageTitle: doc.pageTitle,
      title: doc.title,
      snippet: makeSnippet(doc.body, terms),
      score,
    }));
}

/** The Help Center's live filter: topics keep the questions whose question or answer has every word. */
export function filterFaq(topics: readonly FaqTopic[], query: string): FaqTopic[] {
  const terms = queryTerms(query);
  if (!terms.length) return [...topics];
  return topics
    .map((topic) => ({
      ...topic,
      items: topic.items.filter((item) => matchesAllTerms(`${topic.title} ${item.question} ${item.answer.join(' ')}`, terms)),
    }))
    .filter((topic) => topic.items.length > 0);
}

export interface TextSegment {
  text: string;
  match: boolean;
}

/** Splits text into plain and matching runs, so that a page can mark the query's words. */
export function highlightSegments(text: string, terms: string[]): TextSegment[] {
  const forms = [...new Set(terms.flatMap(termForms))].filter(Boolean).sort((a, b) => b.length - a.length);
  if (!forms.length || text.normalize('NFD').length !== text.length) return [{ text, match: false }];
  const lower = text.toLowerCase();
  const segments: TextSegment[] = [];
  let plainStart = 0;
  let at = 0;
  while (at < text.length) {
    const form = forms.find((candidate) => lower.startsWith(candidate, at));
    if (!form) {
      at += 1;
      continue;
    }
    if (at > plainStart) segments.push({ text: text.slice(plainStart, at), match: false });
    segments.push({ text: text.slice(at, at + form.length), match: true });
    at += form.length;
    plainStart = at;
  }
  if (plainStart < text.length) segments.push({ text: text.slice(plainStart), match: false });
  return segments;
}
