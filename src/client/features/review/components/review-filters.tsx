import { useEffect, useState } from 'react';
import { draftFlagLabel } from '#client/components/draft-flag-labels.ts';
import { Input } from '#client/components/ui/input.tsx';
import { verdictLabels } from '#client/config/score-labels.ts';
import { draftFlagCodes, emailGrades, emailStatuses, emailVerdicts, type EmailVerdict } from '#shared/emails.ts';
import type { EmailFilter } from '#shared/review.ts';
import { LabelledSelect } from '#client/components/ui/labelled-select.tsx';

/**
 * Filters of the review table: status, grade, verdict, flag, and a search box (debounced
 * SEARCH_DEBOUNCE_MS). The verdict filter offers each verdict and "Edit or don't send" (every e-mail
 * not ready to go as written); the API takes any set of verdicts.
 */
export const SEARCH_DEBOUNCE_MS = 300;
const any: [string, string] = ['', 'Any'];
const verdictOptions: [string, string][] = [
  any,
  ...emailVerdicts.map((v): [string, string] => [v, verdictLabels[v]]),
  ['edit,dont_send', `${verdictLabels.edit} or ${verdictLabels.dont_send.toLowerCase()}`],
];

export function ReviewFilters({ filter, onChange }: { filter: EmailFilter; onChange: (filter: EmailFilter) => void }) {
  const [q, setQ] = useState(filter.q ?? '');
  useEffect(() => {
    const timer = setTimeout(() => {
      if ((filter.q ?? '') !== q) onChange({ ...filter, q: q || undefined });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [q, filter, onChange]);
  const set = (key: 'status' | 'grade' | 'flag') => (value: string) =>
    onChange({ ...filter, [key]: value || undefined });
  return (
    <div className="flex flex-wrap items-end gap-3" role="search" aria-label="Filter e-mails">
      <LabelledSelect
        label="Status"
        value={filter.status ?? ''}
        onChange={set('status')}
        options={[any, ...emailStatuses.map((s): [string, string] => [s, s[0]!.toUpperCase() + s.slice(1)])]}
      />
      <LabelledSelect
        label="Grade"
        value={filter.grade ?? ''}
        onChange={set('grade')}
        options={[any, ...emailGrades.map((g): [string, string] => [g, g])]}
      />
      <LabelledSelect
        label="Verdict"
        value={filter.verdict?.join(',') ?? ''}
        onChange={(value) => onChange({ ...filter, verdict: value ? (value.split(',') as EmailVerdict[]) : undefined })}
        options={verdictOptions}
      />
      <LabelledSelect
        label="Flag"
        value={filter.flag ?? ''}
        onChange={set('flag')}
        options={[any, ...draftFlagCodes.map((f): [string, string] => [f, draftFlagLabel(f)])]}
      />
      <label className="grid min-w-48 flex-1 gap-1 text-sm">
        <span className="text-muted-foreground text-xs font-medium">Search</span>
        <Input
          type="search"
          placeholder="Name, company, e-mail or text"
          value={q}
          onChange={(event) => setQ(event.target.value)}
        />
      </label>
    </div>
  );
}
