import { describe, expect, it } from 'vitest';
import { collectImport } from './import.ts';
import { openCsv } from './open-csv.ts';
import { readCandidates } from './read-candidates.ts';
import { toArray } from './testing/parse-helpers.ts';

const CSV =
  'Email,First Name,Company Name,Subject,step\n' +
  'ada@lovelace.example,Ada,Analytical,Engines at Analytical,1\n' +
  'ADA@lovelace.example,Ada,Analytical,Re: Engines at Analytical,2\n' +
  'grace@hopper.example,Grace,Compilers,,1\n';
const open = () => openCsv(Buffer.from(CSV));

describe('readCandidates', () => {
  it('yields every record, a repeated address included, with the import’s mapping and normalisation', async () => {
    const candidates = await toArray(readCandidates(await open()));
    expect(candidates.map((c) => [c.row, c.email, c.firstName, c.company, c.fields])).toEqual([
      [2, 'ada@lovelace.example', 'Ada', 'Analytical', { Subject: 'Engines at Analytical', step: '1' }],
      [3, 'ada@lovelace.example', 'Ada', 'Analytical', { Subject: 'Re: Engines at Analytical', step: '2' }],
      [4, 'grace@hopper.example', 'Grace', 'Compilers', { step: '1' }],
    ]);
    // What the import itself would store: the repeated address is a duplicate there.
    const imported = await collectImport(await open());
    expect(imported.candidates.map((c) => c.row)).toEqual([2, 4]);
    expect(candidates.filter((c) => c.row !== 3)).toEqual(imported.candidates);
  });

  it('applies a mapping over the auto-mapping', async () => {
    const [first] = await toArray(readCandidates(await open(), { Subject: 'notes' }));
    expect(first).toMatchObject({ notes: 'Engines at Analytical', fields: { step: '1' } });
  });
});
