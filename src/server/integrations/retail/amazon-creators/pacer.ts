/** Requests leave one at a time, at least minIntervalMs apart (Amazon's starting quota is about one a second). */
export function createPacer(minIntervalMs: number): <T>(work: () => Promise<T>) => Promise<T> {
  let queue: Promise<unknown> = Promise.resolve();
  let lastRequestAt = 0;

  return function paced<T>(work: () => Promise<T>): Promise<T> {
    const run = queue.then(async () => {
      const wait = lastRequestAt + minIntervalMs - Date.now();
      if (minIntervalMs > 0 && wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      lastRequestAt = Date.now();
      return work();
    });
    queue = run.catch(() => undefined);
    return run;
  };
}
