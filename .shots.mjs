import { chromium } from '@playwright/test';
const base = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
for (const width of [390, 1280]) {
  for (const path of ['/', '/login']) {
    const page = await browser.newPage({ viewport: { width, height: width === 390 ? 844 : 800 } });
    await page.goto(base + path);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `/tmp/ssr-shots/${path === '/' ? 'home' : 'login'}-${width}.png` });
    await page.close();
  }
}
await browser.close();
