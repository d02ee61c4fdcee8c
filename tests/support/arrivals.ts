/**
 * What a test server receives, in order, and a wait for the next one: `push` as items arrive,
 * `next()` resolves with the oldest item not yet taken (at once when one is waiting), or fails after
 * `timeoutMs`. Shared by the fake SMTP server and the webhook receiver.
 */
export type Arrivals<T> = { items: T[]; push(item: T): void; next(timeoutMs: number, what: string): Promise<T> };

export function arrivals<T>(): Arrivals<T> {
  const items: T[] = [];
  const waiters: (() => void)[] = [];
  let taken = 0;
  return {
    items,
    push(item) {
      items.push(item);
      for (const wake of waiters.splice(0)) wake();
    },
    async next(timeoutMs, what) {
      const deadline = Date.now() + timeoutMs;
      while (items.length <= taken) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no ${what} arrived within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return items[taken++]!;
    },
  };
}
