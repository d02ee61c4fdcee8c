import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixturePath, fixtureText } from '#tests/support/test-data.ts';
import { CliFileError } from './check-files.ts';
import { parseBriefSet, pickBrief, readBrief, readJsonFile } from './read-brief.ts';

const BRIEFS = 'emails-to-grade/briefs.json';
const briefs = () => JSON.parse(fixtureText(BRIEFS)) as Record<string, Record<string, unknown>>;

describe('parseBriefSet', () => {
  it('reads briefs keyed by id, each checked and given its defaults', () => {
    const set = parseBriefSet(briefs(), BRIEFS);
    expect('byId' in set && [...set.byId.keys()]).toEqual(['monitoring', 'recruiting']);
    const picked = pickBrief(set, 'recruiting');
    expect(picked).toMatchObject({ senderCompany: 'Talentdock', steps: 2, followUpDays: [3] });
  });

  it('reads one brief, which every e-mail gets whatever its brief_id', () => {
    const set = parseBriefSet(briefs().monitoring, 'brief.json');
    expect(pickBrief(set, undefined)).toMatchObject({ senderCompany: 'Tracewell' });
    expect(pickBrief(set, 'anything')).toMatchObject({ senderCompany: 'Tracewell' });
  });

  it('says why a row gets no brief', () => {
    const set = parseBriefSet(briefs(), BRIEFS);
    expect(pickBrief(set, 'sales')).toBe('brief_id "sales" is not in the brief file (monitoring, recruiting)');
    expect(pickBrief(set, undefined)).toBe('no brief_id, and the brief file holds 2 briefs (monitoring, recruiting)');
    expect(pickBrief(parseBriefSet({ only: briefs().monitoring }, 'b.json'), undefined)).toMatchObject({
      senderCompany: 'Tracewell',
    });
  });

  it('refuses a file that is neither, naming the bad brief and its fields', () => {
    expect(() => parseBriefSet([], 'b.json')).toThrow(
      new CliFileError('The brief b.json must be a JSON object: one brief, or briefs keyed by id.'),
    );
    expect(() => parseBriefSet({}, 'b.json')).toThrow('The brief file b.json holds no brief.');
    expect(() => parseBriefSet({ a: briefs().monitoring, b: { senderName: '' } }, 'b.json')).toThrow(
      /^The brief "b" in b\.json is not valid: senderName: Enter the sender’s name; offer: /,
    );
    expect(() => parseBriefSet({ offer: 'x' }, 'b.json')).toThrow(/^The brief b\.json is not valid: senderName/);
  });
});

describe('readJsonFile and readBrief', () => {
  it('read a brief file, and name the file when it is not JSON or not there', async () => {
    await expect(readBrief(fixturePath(BRIEFS))).rejects.toThrow(/is not valid: senderName/);
    const dir = mkdtempSync(join(tmpdir(), 'cs-brief-'));
    writeFileSync(join(dir, 'bad.json'), '{"senderName": ');
    await expect(readJsonFile(join(dir, 'bad.json'), 'brief')).rejects.toThrow(
      new RegExp(`^Cannot read the brief ${join(dir, 'bad.json')}: `),
    );
    await expect(readBrief(join(dir, 'none.json'))).rejects.toThrow(CliFileError);
    writeFileSync(join(dir, 'one.json'), JSON.stringify(briefs().monitoring));
    expect(await readBrief(join(dir, 'one.json'))).toMatchObject({ senderName: 'Noor Haddad' });
  });
});
