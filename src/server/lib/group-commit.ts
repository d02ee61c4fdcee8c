/**
 * Group commit: many small writes that arrive while one is in flight go to the database together, in
 * one statement, as PostgreSQL's own WAL group commit does for transactions (`commit_delay`). A lone
 * write goes at once, so nothing waits when the load is light; under load each statement carries every
 * write that queued behind the last one. The generation pipeline stores each e-mail this way: one
 * statement per e-mail cost ~4 ms on PGlite and was the largest share of a batch's time (issue 16,
 * item 4; docs/decisions/037).
 *
 * - `write(item)` resolves once a statement holding the item committed, with the item's own answer
 *   (`flush` answers one result per item, in order; a write answers nothing), and rejects with that
 *   statement's error when it failed alone.
 * - Reads can be grouped too: a read that arrives while one is in flight joins the next, which starts
 *   after it arrived, so it never sees data older than its own arrival (the generation worker's
 *   paused-campaign check, claim.ts).
 * - When a group's statement fails, each item of the group is written again on its own (`flush([item])`),
 *   so one bad item fails only its own write.
 * - `window` holds a group open after its first item before it goes, unless it fills: a number of ms,
 *   or `'turn'` (until the event loop's next turn: the items of this turn go together, nothing waits a
 *   timer). On PGlite a statement completes within the turn that sent it, so without a window the next
 *   write never finds one in flight and nothing would be grouped. The webhooks' wake-ups wait 20 ms the
 *   same way (features/webhooks/publish-event.ts WAKE_COALESCE_MS). Default: none, the first item goes
 *   at once. `busyWindowMs`: when the last group went less than that long ago (items keep coming), the
 *   window is that long instead, so a steady stream is gathered in larger groups while a lone item,
 *   or a slow trickle, waits only its `window`.
 * - At most `maxItems` items per statement (default 50, a size at which the JSON parameter stays small:
 *   ~2 KB per e-mail) and at most `maxInFlight` statements at once (default 1: on PGlite statements run
 *   one at a time anyway; on PostgreSQL a few overlap on the pool's connections).
 */
export type GroupCommitOptions = {
  maxItems?: number;
  maxInFlight?: number;
  window?: number | 'turn';
  busyWindowMs?: number;
};

export function groupCommit<T, R = void>(
  flush: (items: readonly T[]) => Promise<readonly R[] | void>,
  options: GroupCommitOptions = {},
): (item: T) => Promise<R> {
  const maxItems = Math.max(1, options.maxItems ?? 50);
  const maxInFlight = Math.max(1, options.maxInFlight ?? 1);
  const busyWindowMs = options.busyWindowMs;
  let lastSentAt = -Infinity;
  let cancelWindow: (() => void) | undefined;
  type Waiting = { item: T; resolve: (result: R) => void; reject: (error: unknown) => void };
  const queue: Waiting[] = [];
  let inFlight = 0;

  async function send(group: Waiting[]) {
    try {
      const results = await flush(group.map((w) => w.item));
      group.forEach((w, i) => w.resolve(results?.[i] as R));
    } catch (error) {
      if (group.length === 1) group[0]!.reject(error);
      else
        await Promise.all(
          group.map((w) =>
            flush([w.item]).then(
              (results) => w.resolve(results?.[0] as R),
              (alone: unknown) => w.reject(alone),
            ),
          ),
        );
    }
  }

  function pump() {
    const busy = busyWindowMs !== undefined && performance.now() - lastSentAt < busyWindowMs;
    const window = busy ? busyWindowMs : options.window;
    if (window !== undefined && queue.length > 0 && queue.length < maxItems) {
      if (cancelWindow) return;
      if (window === 'turn') {
        const immediate = setImmediate(sendNow);
        cancelWindow = () => clearImmediate(immediate);
      } else {
        const timeout = setTimeout(sendNow, window);
        cancelWindow = () => clearTimeout(timeout);
      }
      return;
    }
    sendNow();
  }

  function sendNow() {
    cancelWindow?.();
    cancelWindow = undefined;
    while (inFlight < maxInFlight && queue.length > 0) {
      const group = queue.splice(0, maxItems);
      lastSentAt = performance.now();
      inFlight++;
      void send(group).finally(() => {
        inFlight--;
        // What queued meanwhile has waited long enough: it goes now.
        sendNow();
      });
    }
  }

  return (item) =>
    new Promise<R>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      pump();
    });
}
