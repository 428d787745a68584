import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RenderedAtProvider, useHydrated, useRenderNow } from './hydration';

function Probe() {
  const hydrated = useHydrated();
  const now = useRenderNow();
  return <p>{`${hydrated ? 'hydrated' : 'server'} ${now.toISOString()}`}</p>;
}

describe('useHydrated and useRenderNow on the server', () => {
  it("render the server form: not hydrated, and the page state's render time as now", () => {
    const renderedAt = Date.UTC(2026, 11, 31, 23, 59, 59);
    const html = renderToString(
      <RenderedAtProvider renderedAt={renderedAt}>
        <Probe />
      </RenderedAtProvider>,
    );
    expect(html).toBe('<p>server 2026-12-31T23:59:59.000Z</p>');
  });
});
