import { describe, expect, it } from 'vitest';
import { absoluteUrl, jsonForScript } from './html.js';

describe('jsonForScript', () => {
  it('cannot close its script element, and still parses to the same value', () => {
    const value = { text: '</script><script>alert(1)</script> & <!-- \u2028' };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('absoluteUrl', () => {
  it('joins BASE_URL and a site path; absolute URLs pass through', () => {
    expect(absoluteUrl('https://giftwise.example', '/about')).toBe('https://giftwise.example/about');
    expect(absoluteUrl('https://giftwise.example', 'og.png')).toBe('https://giftwise.example/og.png');
    expect(absoluteUrl('https://giftwise.example', 'https://cdn.example/x.png')).toBe('https://cdn.example/x.png');
  });
});
