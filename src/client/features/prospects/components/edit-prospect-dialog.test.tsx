import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { patchProspectSchema, prospectSchema, type Prospect } from '#shared/prospects.ts';
import { answer, problem } from '#tests/support/client/answers.ts';
import { apiServer } from '#tests/support/client/api-server.ts';
import { renderPage } from '#tests/support/client/render.tsx';
import { EditProspectDialog } from './edit-prospect-dialog.tsx';

/**
 * Editing a prospect from its row: what `PATCH /api/v1/prospects/:id` receives, and the server's
 * refusal shown under the field it names.
 */
const prospect: Prospect = prospectSchema.parse({
  id: 'prospect_1',
  campaignId: 'campaign_1',
  row: 2,
  email: 'luz@lifen.example',
  firstName: 'Luz',
  lastName: 'Nakashima',
  company: 'Lifen',
  fields: { 'Remote Policy': 'hybrid' },
  flags: [],
});

const TAKEN = 'Another prospect of this campaign has this e-mail.';

/** The edit endpoint: refuses ana@… as taken, else answers the prospect with the body applied. */
function servePatch() {
  const received: unknown[] = [];
  apiServer.use(
    http.patch('/api/v1/prospects/:id', async ({ request }) => {
      const body = patchProspectSchema.parse(await request.json());
      received.push(body);
      if (body.email === 'ana@acme.example')
        return problem(409, 'conflict', 'Conflict', { errors: [{ path: 'email', message: TAKEN }] });
      return answer(prospectSchema, { ...prospect, ...body, fields: body.fields ?? prospect.fields });
    }),
  );
  return received;
}

describe('the edit prospect dialog', () => {
  it('sends every field, custom ones included, and closes on success', async () => {
    const received = servePatch();
    const { user } = renderPage(<EditProspectDialog prospect={prospect} label="Luz Nakashima" />);
    await user.click(screen.getByRole('button', { name: 'Edit Luz Nakashima' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Luz Nakashima' });
    await user.type(within(dialog).getByLabelText('Title'), 'Head of Product');
    await user.clear(within(dialog).getByLabelText('Remote Policy'));
    await user.type(within(dialog).getByLabelText('Remote Policy'), 'remote');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    expect(received).toEqual([
      expect.objectContaining({
        email: 'luz@lifen.example',
        title: 'Head of Product',
        website: null,
        fields: { 'Remote Policy': 'remote' },
      }),
    ]);
  });

  it('shows the server’s refusal under the field it names', async () => {
    servePatch();
    const { user } = renderPage(<EditProspectDialog prospect={prospect} label="Luz Nakashima" />);
    await user.click(screen.getByRole('button', { name: 'Edit Luz Nakashima' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Luz Nakashima' });
    const email = within(dialog).getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'ana@acme.example');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText(TAKEN)).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
  });
});
