import type { Email } from '#shared/review.ts';

/** The facts the e-mail used (each marked supported or not) and the prospect's own data beside it. */
const standard: [keyof Email['prospect'], string][] = [
  ['email', 'E-mail'],
  ['firstName', 'First name'],
  ['lastName', 'Last name'],
  ['title', 'Title'],
  ['company', 'Company'],
  ['website', 'Website'],
  ['linkedinUrl', 'LinkedIn'],
  ['industry', 'Industry'],
  ['location', 'Location'],
  ['notes', 'Notes'],
];

export function ProspectFacts({ email }: { email: Email }) {
  const p = email.prospect;
  const rows = [...standard.map(([key, label]) => [label, p[key]] as const), ...Object.entries(p.fields)].filter(
    ([, v]) => typeof v === 'string' && v,
  );
  return (
    <>
      {email.factsUsed.length > 0 ? (
        <section aria-label="Facts used">
          <h3 className="mb-2 text-sm font-semibold">Facts used</h3>
          <ul className="grid gap-1 text-sm">
            {email.factsUsed.map((f) => (
              <li key={`${f.field}:${f.claim}`}>
                {f.supported ? '✓' : '✗'} “{f.claim}”{' '}
                <span className="text-muted-foreground">
                  ({f.field}
                  {f.supported ? '' : ', not in the data'})
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-label="Prospect">
        <h3 className="mb-2 text-sm font-semibold">Prospect{p.row ? ` · row ${p.row}` : ''}</h3>
        <dl className="grid grid-cols-[8rem_1fr] gap-x-3 gap-y-1 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="break-words">{value as string}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}
