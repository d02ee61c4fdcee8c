import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { draftFlagCodes } from '#shared/emails.ts';
import { prospectFlagCodes } from '#shared/prospects.ts';
import { draftFlagLabel, draftFlagLabels } from './draft-flag-labels.ts';
import { DraftFlagList } from './draft-flags.tsx';

describe('draft flags in review and the playground', () => {
  it("names every draft flag, the prospect's own included", () => {
    expect(Object.keys(draftFlagLabels)).toEqual([...draftFlagCodes]);
    for (const code of prospectFlagCodes) expect(draftFlagLabel(code)).not.toContain('_');
    expect(draftFlagLabel('suspicious_value')).toBe('Suspicious value in the row');
    expect(draftFlagLabel('some_new_code')).toBe('some new code');
  });

  it("lists the labels, with the row's reason beside its own flags", () => {
    const reason = 'Company "=HYPERLINK(…)" is a spreadsheet formula, not a company name.';
    render(
      <DraftFlagList flags={['generic_opener', 'suspicious_value']} reasons={[{ code: 'suspicious_value', reason }]} />,
    );
    const items = within(screen.getByRole('region', { name: 'Flags' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['Generic opener', `Suspicious value in the row: ${reason}`]);
  });

  it('shows nothing without flags', () => {
    const { container } = render(<DraftFlagList flags={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
