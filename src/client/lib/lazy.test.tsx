import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyPage } from './lazy';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

const render = (node: React.ReactNode) => renderToString(<Suspense fallback={<p>loading</p>}>{node}</Suspense>);

describe('lazyPage', () => {
  it('suspends until its chunk is loaded, then renders at once after preload', async () => {
    let loads = 0;
    const Page = lazyPage(async () => {
      loads++;
      return { default: Greeting };
    });
    expect(render(<Page name="Ada" />)).toContain('loading');
    await Page.preload();
    expect(render(<Page name="Ada" />)).toBe('<!--$--><p>Hello <!-- -->Ada</p><!--/$-->');
    await Page.preload();
    expect(loads).toBe(1);
  });
});
