import { describe, expect, it } from 'vitest';
import { previewFromHtml } from './url-preview.service.js';

const page = (head: string) => `<!doctype html><html><head>${head}</head><body><h1>Shop</h1></body></html>`;

describe('previewFromHtml', () => {
  it('takes title, image and price from a JSON-LD Product first', async () => {
    const html = page(`
      <title>Ceramic Mug | Shop</title>
      <meta property="og:title" content="Ceramic Mug (OG)">
      <meta property="og:image" content="/og.jpg">
      <script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"WebPage"},{"@type":"Product","name":"Ceramic Mug","description":"Hand made","image":["https://cdn.example/mug.jpg"],"offers":{"@type":"Offer","price":"24.50","priceCurrency":"eur"}}]}</script>`);
    expect(await previewFromHtml(html, 'https://shop.example/p/mug')).toEqual({
      url: 'https://shop.example/p/mug',
      title: 'Ceramic Mug',
      description: 'Hand made',
      imageUrl: 'https://cdn.example/mug.jpg',
      price: 24.5,
      currency: 'EUR',
    });
  });

  it('falls back to Open Graph, resolving a relative image against the page', async () => {
    const html = page(`
      <meta property="og:title" content="Wool Scarf">
      <meta property="og:description" content="Warm">
      <meta property="og:image" content="/images/scarf.jpg">
      <meta property="product:price:amount" content="39">
      <meta property="product:price:currency" content="USD">`);
    const preview = await previewFromHtml(html, 'https://shop.example/scarf');
    expect(preview).toMatchObject({ title: 'Wool Scarf', description: 'Warm', imageUrl: 'https://shop.example/images/scarf.jpg' });
  });

  it('answers nulls for a page without metadata, and never a javascript: image', async () => {
    const html = page('<meta property="og:image" content="javascript:alert(1)">');
    expect(await previewFromHtml(html, 'https://shop.example/')).toMatchObject({ imageUrl: null, price: null, currency: null });
  });
});
