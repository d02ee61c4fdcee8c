// Taps on the prerendered landing page before React has hydrated it (docs/decisions/032): a
// prerendered button has no handler yet, so a tap on it would be lost. This script, loaded in the head
// ahead of the app, records the `data-early-tap` name of any such tap until the app replays them
// (src/client/lib/early-taps.ts). Plain ES5 in a classic script: it runs before any
// module, and the CSP (`script-src 'self'`) allows it as a file of our origin.
(function () {
  var taps = { names: [], taken: false };
  window.__coldsmithEarlyTaps = taps;
  document.addEventListener(
    'click',
    function (event) {
      if (taps.taken || !(event.target instanceof Element)) return;
      var target = event.target.closest('[data-early-tap]');
      if (target) taps.names.push(target.getAttribute('data-early-tap'));
    },
    true,
  );
})();
