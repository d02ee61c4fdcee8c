import { Blob, File } from 'node:buffer';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { apiServer } from '#tests/support/client/api-server.ts';

/**
 * The client project's setup (jsdom), after vitest.setup.ts (a `console.error` fails the test):
 * jest-dom's matchers, an unmounted page and fresh API handlers after each test, and an API in which
 * a request no test expected is an error.
 */

// jsdom's Blob, File and FormData are not those Node's fetch (and so msw) reads: an upload built with
// them arrives without its file name and bytes. Page code uses the globals, so it gets Node's (defined
// here, not assigned: assigning would write through to jsdom's window). Node's FormData class is
// reached through one of its instances.
const NodeFormData = (await new Response(new URLSearchParams()).formData()).constructor as typeof FormData;
for (const [name, value] of Object.entries({ Blob, File, FormData: NodeFormData }))
  Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });

// What jsdom lacks and Radix's Select (pointer capture, scrolling the chosen item into view) and its
// popper (ResizeObserver) call.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.setPointerCapture ??= () => undefined;
Element.prototype.releasePointerCapture ??= () => undefined;
Element.prototype.scrollIntoView ??= () => undefined;
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  apiServer.resetHandlers();
});
afterAll(() => apiServer.close());
