import { expect, type Page, test } from '@playwright/test';
import { failOnCspViolations } from './support/session';

/**
 * Speed on a phone (issue 9) as a visitor's browser sees it: compressed scripts, the body font preloaded,
 * images that say their size, no layout shift while the page loads, and the parts a first visit does not need
 * (toasts, form validation) fetched only when they are needed.
 */

const PHONE = { width: 375, height: 812 };

failOnCspViolations();

/** Every script the page fetched, with the encoding it came in. */
function watchScripts(page: Page) {
  const scripts: { path: string; encoding: string }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const headers = await response.allHeaders().catch(() => ({}) as Record<string, string>);
    scripts.push({ path: new URL(response.url()).pathname, encoding: headers['content-encoding'] ?? 'identity' });
  });
  return scripts;
}

/** The page's cumulative layout shift so far (shifts right after input do not count, as in CLS). */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
}

test.describe('the first load of the home page on a phone', () => {
  test.use({ viewport: PHONE });

  test('comes compressed, preloads the body font and leaves toasts for later', async ({ page }) => {
    const scripts = watchScripts(page);
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
    });
    const response = await page.goto('/', { waitUntil: 'networkidle' });
    expect(response?.headers()['content-encoding']).toMatch(/^(br|gzip)$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => s.encoding !== 'br' && s.encoding !== 'gzip')).toEqual([]);
    // sonner arrives with the first toast, not with the page.
    expect(scripts.filter((s) => s.path.includes('sonner'))).toEqual([]);

    const preload = page.locator('link[rel="preload"][as="font"]');
    await expect(preload).toHaveCount(1);
    const fontPath = new URL((await preload.getAttribute('href'))!, page.url()).pathname;
    expect(fontPath).toMatch(/^\/assets\/inter-latin-wght-normal-.+\.woff2$/);
    // The page uses the preloaded file itself (a second download of another URL would waste the preload).
    expect(fonts).toContain(fontPath);
  });

  test('every image says its size, product photos load lazily, and nothing shifts', async ({ page }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(page.locator('section[aria-labelledby="bestsellers-title"] img').first()).toBeAttached();
    const images = await page.locator('img').evaluateAll((nodes) =>
      nodes.map((node) => ({ width: node.getAttribute('width'), height: node.getAttribute('height'), loading: node.getAttribute('loading') })),
    );
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) {
      expect(Number(image.width)).toBeGreaterThan(0);
      expect(Number(image.height)).toBeGreaterThan(0);
      expect(image.loading).toBe('lazy');
    }
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.05);
  });
});

test.describe('the login page', () => {
  test.use({ viewport: PHONE });

  test('fetches its validation only when the form is first checked, and it then speaks', async ({ page }) => {
    const scripts = watchScripts(page);
    await page.goto('/login', { waitUntil: 'networkidle' });
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    const validation = () => scripts.filter((s) => /auth-resolvers|schemas|zod/.test(s.path));
    expect(validation()).toEqual([]);
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.05);

    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Please enter your email address')).toBeVisible();
    await expect(page.getByText('Please enter your password')).toBeVisible();
    expect(validation().length).toBeGreaterThan(0);
    // Still on the login page: nothing was sent.
    await expect(page).toHaveURL(/\/login$/);
  });
});
