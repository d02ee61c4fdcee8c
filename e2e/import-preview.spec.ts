import { expect, test } from './fixtures.ts';
import { createCampaignViaApi, signInAsActiveUser } from './support/api.ts';

/**
 * The import preview fits the content width at 1280 px (docs/decisions/011): a very long sample value
 * is cut short with the whole value in its title, and the "Import as" selects and the Import button are
 * in view without scrolling sideways.
 */
test.use({ viewport: { width: 1280, height: 800 } });

const LONG = `https://example.com/${'very-long-path-segment-'.repeat(30)}end`;
/** A CRM export's header: long, with no space to break at. */
const LONG_HEADER = 'Company_LinkedIn_Profile_URL_as_exported_from_Sales_Navigator_full_export_2026_Q3';
const CSV = [
  `Email Address,First Name,Company Name,Website,Notes,${LONG_HEADER}`,
  `ana@acme-robotics.com,Ana,Acme Robotics,${LONG},${'A note that goes on and on '.repeat(20)},${LONG}`,
  'ben@globex-labs.com,Ben,Globex Labs,https://globex.example,Short,https://linkedin.example/globex',
].join('\n');

test('a CSV with a very long value previews within the page width', async ({ page, baseURL }) => {
  await signInAsActiveUser(page.request, 'wide-csv', baseURL!);
  const { id } = await createCampaignViaApi(page.request, baseURL!, 'Wide values');
  await page.goto(`/dashboard/campaigns/${id}?tab=prospects`);
  await page.getByLabel('CSV file').setInputFiles({ name: 'wide.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
  await expect(page.getByRole('heading', { name: 'Column mapping' })).toBeVisible();

  // The page does not scroll sideways.
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);

  // Every "Import as" select and the Import button lie inside the viewport horizontally.
  const inView = async (box: { x: number; width: number } | null) => {
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(1280);
  };
  for (const column of ['Email Address', 'First Name', 'Company Name', 'Website', 'Notes', LONG_HEADER])
    await inView(await page.getByRole('combobox', { name: `Import column ${column} as` }).boundingBox());
  const importButton = page.getByRole('button', { name: 'Import prospects' });
  await importButton.scrollIntoViewIfNeeded();
  await inView(await importButton.boundingBox());

  // The long value is cut short on screen, and whole in its title.
  const sample = page.getByTitle(new RegExp(`${LONG.slice(0, 60)}`)).first();
  await expect(sample).toBeVisible();
  expect(await sample.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
});
