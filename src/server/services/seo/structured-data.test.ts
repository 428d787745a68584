import { describe, expect, it } from 'vitest';
import { HELP } from '#shared/content/help.js';
import { matchRoute } from '#shared/routes.js';
import { faqPageData, structuredDataFor } from './structured-data.js';

const site = { baseUrl: 'https://giftwise.example', supportEmail: 'help@giftwise.example' };

describe('structured data', () => {
  it('home: a WebSite whose SearchAction opens /search?q=', () => {
    const data = structuredDataFor(matchRoute('/')!, site) as Record<string, any>;
    expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'WebSite', name: 'Giftwise', url: 'https://giftwise.example/' });
    expect(data.potentialAction).toMatchObject({
      '@type': 'SearchAction',
      target: { urlTemplate: 'https://giftwise.example/search?q={search_term_string}' },
      'query-input': 'required name=search_term_string',
    });
  });

  it('about: the Organization with its logo and support address', () => {
    const data = structuredDataFor(matchRoute('/about')!, site) as Record<string, any>;
    expect(data).toMatchObject({ '@type': 'Organization', logo: 'https://giftwise.example/icons/icon-512.png' });
    expect(data.contactPoint).toMatchObject({ email: 'help@giftwise.example' });
  });

  it('help: an FAQPage with every question of the Help Center and its answer', () => {
    const data = structuredDataFor(matchRoute('/help')!, site) as ReturnType<typeof faqPageData>;
    const questions = HELP.faq.flatMap((t) => t.items);
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity).toHaveLength(questions.length);
    expect(data.mainEntity[0]).toEqual({
      '@type': 'Question',
      name: questions[0].question,
      acceptedAnswer: { '@type': 'Answer', text: questions[0].answer.join('\n\n') },
    });
  });

  it('other pages carry none', () => {
    expect(structuredDataFor(matchRoute('/contact')!, site)).toBeUndefined();
  });
});
