import type { Locator } from '@playwright/test';

/**
 * Drops a file on an element as a browser does when a file is dragged from the desktop: a
 * DataTransfer holding a File is built in the page, then `dragenter`, `dragover` and `drop` are
 * dispatched on the element with it (Playwright cannot drag from outside the page; this is the same
 * event sequence and payload the page's drop handler receives). `onDragOver` runs between `dragover`
 * and `drop`, so a test can check the zone's highlight.
 */
export async function dropFile(
  target: Locator,
  file: { name: string; mimeType: string; text: string },
  onDragOver?: () => Promise<void>,
) {
  const dataTransfer = await target.page().evaluateHandle(({ name, mimeType, text }) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([text], name, { type: mimeType }));
    return transfer;
  }, file);
  await target.dispatchEvent('dragenter', { dataTransfer });
  await target.dispatchEvent('dragover', { dataTransfer });
  await onDragOver?.();
  await target.dispatchEvent('drop', { dataTransfer });
  await dataTransfer.dispose();
}
