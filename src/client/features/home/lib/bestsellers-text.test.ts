import { describe, expect, it } from 'vitest';
import {
  bestsellersNote,
  bestsellersTitle,
  MARKETPLACE_BESTSELLERS_URL,
  MARKETPLACE_TITLE,
  marketplaceBestsellersUrl,
  SAMPLE_TITLE,
  SIGNED_IN_TITLE,
} from './bestsellers-text';

const now = new Date('2026-06-10T12:00:00Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000).toISOString();

describe('bestsellersTitle', () => {
  it('is personal when signed in, whatever the source', () => {
    expect(bestsellersTitle(true, 'amazon')).toBe(SIGNED_IN_TITLE);
    expect(bestsellersTitle(true, 'sample')).toBe('Trending Gifts for You');
  });

  it('names the marketplace signed out, or the sample catalog while that answers', () => {
    expect(bestsellersTitle(false, 'amazon')).toBe(MARKETPLACE_TITLE);
    expect(bestsellersTitle(false, 'sample')).toBe(SAMPLE_TITLE);
    expect(SAMPLE_TITLE).not.toMatch(/Amazon/);
  });
});

describe('bestsellersNote', () => {
  it('counts Amazon best sellers with the relative time', () => {
    expect(bestsellersNote({ count: 12, source: 'amazon', lastUpdated: hoursAgo(3), now })).toBe(
      'Showing 12 Amazon best-selling products • Updated 3 hours ago',
    );
  });

  it('names the sample catalog while it answers', () => {
    expect(bestsellersNote({ count: 12, source: 'sample', lastUpdated: hoursAgo(0.2), now })).toBe(
      'Showing 12 sample catalog products • Updated just now',
    );
  });

  it('uses the spec relative times and the singular', () => {
    expect(bestsellersNote({ count: 1, source: 'amazon', lastUpdated: hoursAgo(1), now })).toBe(
      'Showing 1 Amazon best-selling product • Updated 1 hour ago',
    );
    expect(bestsellersNote({ count: 5, source: 'amazon', lastUpdated: hoursAgo(30), now })).toMatch(/Updated yesterday$/);
    expect(bestsellersNote({ count: 5, source: 'amazon', lastUpdated: hoursAgo(24 * 3), now })).toMatch(/Updated 3 days ago$/);
  });

  it('leaves the time out when the cache has none', () => {
    expect(bestsellersNote({ count: 3, source: 'sample', lastUpdated: null, now })).toBe('Showing 3 sample catalog products');
    expect(bestsellersNote({ count: 3, source: 'sample', lastUpdated: 'not a date', now })).toBe('Showing 3 sample catalog products');
  });
});

describe('marketplaceBestsellersUrl', () => {
  it('is the plain best sellers page when no link carries a tag', () => {
    expect(marketplaceBestsellersUrl([])).toBe(MARKETPLACE_BESTSELLERS_URL);
    expect(marketplaceBestsellersUrl(['https://www.amazon.com/dp/B0001', 'not a url'])).toBe(MARKETPLACE_BESTSELLERS_URL);
  });

  it('carries the affiliate tag of the product links', () => {
    expect(marketplaceBestsellersUrl(['nope', 'https://www.amazon.com/dp/B0001?tag=giftwise-20'])).toBe(
      'https://www.amazon.com/gp/bestsellers?tag=giftwise-20',
    );
  });
});
