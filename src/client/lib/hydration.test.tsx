import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HydrationGate, RenderedAtProvider, useHydrated, useRenderNow } from './hydration';

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

describe('HydrationGate on the server', () => {
  it('marks what it wraps as not yet operable, in a wrapper the layout does not see', () => {
    expect(renderToString(<HydrationGate><button type="button">Go</button></HydrationGate>)).toBe(
      '<div class="contents" aria-disabled="true"><button type="button">Go</button></div>',
    );
  });
});
