/**
 * Fair turns on the event loop for CPU-bound work (issue 14, item 17): `await takeTurn()` resumes its
 * caller in a later turn of the loop, one caller per turn, so requests are read between any two
 * callers' work. `setImmediate` alone is not enough when many callers yield at once: every pending
 * immediate runs in the same check phase, so thirty e-mails waiting together resumed back to back and
 * a request waited for all of them (p50 115 ms on bench/responsive.ts); handing out one turn per
 * phase bounds its wait to one caller's work. Order is first come, first served.
 */
const waiting: (() => void)[] = [];
let pumping = false;

function pump() {
  const next = waiting.shift();
  if (!next) {
    pumping = false;
    return;
  }
  next();
  setImmediate(pump);
}

export function takeTurn(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    if (!pumping) {
      pumping = true;
      setImmediate(pump);
    }
  });
}
