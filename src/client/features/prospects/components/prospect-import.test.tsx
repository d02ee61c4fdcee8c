import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { importPreviewSchema, importResultSchema, mappingSchema, type ImportPreview } from '#shared/prospects.ts';
import { answer } from '#tests/support/client/answers.ts';
import { apiServer } from '#tests/support/client/api-server.ts';
import { renderPage } from '#tests/support/client/render.tsx';
import { ProspectImport } from './prospect-import.tsx';

/**
 * The mapping step of a prospect import (ColumnMapping inside ProspectImport): the server's
 * auto-mapping as the person sees it, the problems it points out, and the mapping the import sends.
 */
const csv = [
  'Email Address,First Name,Company Name,Funding Stage,Work Email',
  'ana@acme-robotics.com,Ana,Acme Robotics,Series A,ana.work@acme-robotics.com',
  'li@ledgerline.io,Li,Ledgerline,Seed,',
].join('\n');

/** What the server's auto-mapping answers for this header (e2e/campaigns.spec.ts sees the same). */
const preview: ImportPreview = {
  columns: ['Email Address', 'First Name', 'Company Name', 'Funding Stage', 'Work Email'],
  mapping: {
    'Email Address': 'email',
    'First Name': 'firstName',
    'Company Name': 'company',
    'Funding Stage': null,
    'Work Email': null,
  },
  sample: [
    {
      'Email Address': 'ana@acme-robotics.com',
      'First Name': 'Ana',
      'Company Name': 'Acme Robotics',
      'Funding Stage': 'Series A',
      'Work Email': 'ana.work@acme-robotics.com',
    },
    {
      'Email Address': 'li@ledgerline.io',
      'First Name': 'Li',
      'Company Name': 'Ledgerline',
      'Funding Stage': 'Seed',
      'Work Email': '',
    },
  ],
};

/** The preview and import endpoints of campaign `cmp_1`; records what each import sent. */
function serveImport() {
  const imports: { mapping: unknown; fileName: string; content: string }[] = [];
  apiServer.use(
    http.post('/api/v1/campaigns/cmp_1/prospects/preview', async ({ request }) => {
      const file = (await request.formData()).get('file');
      expect(file).toBeInstanceOf(File);
      return answer(importPreviewSchema, preview);
    }),
    http.post('/api/v1/campaigns/cmp_1/prospects', async ({ request }) => {
      const form = await request.formData();
      const file = form.get('file') as File;
      imports.push({
        mapping: mappingSchema.parse(JSON.parse(String(form.get('mapping')))),
        fileName: file.name,
        content: await file.text(),
      });
      return answer(importResultSchema, { imported: 2, duplicates: [], invalid: [] }, 201);
    }),
  );
  return imports;
}

async function pickFile(user: UserEvent) {
  await user.upload(screen.getByLabelText('CSV file'), new File([csv], 'prospects.csv', { type: 'text/csv' }));
  return screen.findByRole('combobox', { name: 'Import column Email Address as' });
}

async function mapColumn(user: UserEvent, column: string, field: string) {
  await user.click(screen.getByRole('combobox', { name: `Import column ${column} as` }));
  await user.click(await screen.findByRole('option', { name: field }));
}

const importButton = () => screen.getByRole('button', { name: 'Import prospects' });

describe('mapping the columns of an import', () => {
  it('shows the auto-mapped columns, each with its sample values', async () => {
    serveImport();
    const { user } = renderPage(<ProspectImport campaignId="cmp_1" />);
    await pickFile(user);

    const importAs = (column: string) => screen.getByRole('combobox', { name: `Import column ${column} as` });
    expect(importAs('Email Address')).toHaveTextContent('Email');
    expect(importAs('First Name')).toHaveTextContent('First name');
    expect(importAs('Company Name')).toHaveTextContent('Company');
    expect(importAs('Funding Stage')).toHaveTextContent('Keep as custom field');
    const row = screen.getByRole('row', { name: /^Funding Stage/ });
    expect(within(row).getByText('Series A, Seed')).toBeInTheDocument();
    expect(screen.queryByText('No column is mapped to Email')).not.toBeInTheDocument();
    expect(screen.queryByText('One field, several columns')).not.toBeInTheDocument();
    expect(importButton()).toBeEnabled();
  });

  it('offers every standard field, and keeping the column as a custom field', async () => {
    serveImport();
    const { user } = renderPage(<ProspectImport campaignId="cmp_1" />);
    await pickFile(user);
    await user.click(screen.getByRole('combobox', { name: 'Import column Funding Stage as' }));

    const choices = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(choices).toEqual([
      'Email',
      'First name',
      'Last name',
      'Title',
      'Company',
      'Website',
      'LinkedIn URL',
      'Industry',
      'Location',
      'Notes',
      'Keep as custom field',
    ]);
  });

  it('refuses to import with one field chosen for two columns, and says which', async () => {
    const imports = serveImport();
    const { user } = renderPage(<ProspectImport campaignId="cmp_1" />);
    await pickFile(user);
    await mapColumn(user, 'Work Email', 'Email');

    const alert = screen.getByText('One field, several columns').closest('[role="alert"]');
    expect(alert).toHaveTextContent('Email is chosen for more than one column. Pick one column for each field.');
    expect(importButton()).toBeDisabled();
    await user.click(importButton());
    expect(imports).toEqual([]);
  });

  it('warns when no column is mapped to Email, and still imports', async () => {
    const imports = serveImport();
    const { user } = renderPage(<ProspectImport campaignId="cmp_1" />);
    await pickFile(user);
    await mapColumn(user, 'Email Address', 'Keep as custom field');

    expect(screen.getByText('No column is mapped to Email')).toBeInTheDocument();
    expect(screen.getByText(/Every row will be imported without an e-mail address and flagged/)).toBeInTheDocument();
    await user.click(importButton());
    await screen.findByText('prospects.csv: 2 rows read');
    expect(imports).toMatchObject([{ mapping: { 'Email Address': null } }]);
  });

  it('sends the file with the mapping as chosen', async () => {
    const imports = serveImport();
    const { user } = renderPage(<ProspectImport campaignId="cmp_1" />);
    await pickFile(user);
    await mapColumn(user, 'Email Address', 'Keep as custom field');
    await mapColumn(user, 'Work Email', 'Email');
    await mapColumn(user, 'Funding Stage', 'Notes');
    await user.click(importButton());

    expect(await screen.findByText('prospects.csv: 2 rows read')).toBeInTheDocument();
    expect(imports).toEqual([
      {
        mapping: {
          'Email Address': null,
          'First Name': 'firstName',
          'Company Name': 'company',
          'Funding Stage': 'notes',
          'Work Email': 'email',
        },
        fileName: 'prospects.csv',
        content: csv,
      },
    ]);
  });
});
