import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { briefSchema } from '#shared/brief.ts';
import { generateDraft } from '#server/engine/index.ts';
import { listProspects } from '#server/engine/testing/prospect-lists.ts';
import { startFakeOpenAiServer, type FakeOpenAiServer } from './openai-server.ts';
import { prospectWriter } from './prospect-writer.ts';

// The example "model" (docs/examples/emails-test-server.csv) through the real engine on 200 real rows
// (the committed list, tests/fixtures/prospects: real companies of the Remote-in-Tech directory):
// what the README says of it must hold — built from each row and the brief, within the length, its own
// facts grounded, and about one claim in five invented and flagged.
const brief = briefSchema.parse(
  JSON.parse(readFileSync(resolve(import.meta.dirname, '../../docs/examples/brief-saas.json'), 'utf8')),
);
const rows = listProspects().slice(0, 200);
let server: FakeOpenAiServer;
beforeAll(async () => {
  server = await startFakeOpenAiServer({ fallback: prospectWriter() });
});
afterAll(() => server.close());

const provider = () => ({ provider: 'openai-compatible' as const, model: 'example', baseUrl: server.baseUrl });

describe('prospectWriter through generateDraft', () => {
  it(
    'writes first e-mails from each row and the brief, and only its invented claims are flagged',
    { timeout: 60_000 },
    async () => {
      const drafts = await Promise.all(
        rows.map(({ prospect }) => generateDraft({ prospect, brief, step: 1, provider: provider() })),
      );
      const invented = drafts.filter((d) => d.opener.startsWith('Congrats on'));
      expect(invented.length / drafts.length).toBeGreaterThan(0.12);
      expect(invented.length / drafts.length).toBeLessThan(0.28);
      drafts.forEach((draft, i) => {
        const { prospect } = rows[i]!;
        expect(draft.body.startsWith(`Hi ${prospect.firstName},`)).toBe(true);
        expect(draft.body).toContain(draft.opener);
        expect(draft.body).toContain(brief.offer);
        expect(draft.body.split(/\s+/).length).toBeLessThanOrEqual(brief.lengthWords);
        const isInvented = invented.includes(draft);
        // A fact of the row, unless the row has none the writer can use (no sentence to quote, no
        // industry): then the prompt's non-personal observation, and no fact of the row listed.
        const observation = / while looking at /.test(draft.opener);
        expect(draft.factsUsed.length > (isInvented ? 1 : 0)).toBe(!observation);
        expect(draft.factsUsed.filter((f) => !f.supported).length).toBe(isInvented ? 1 : 0);
        expect(draft.flags.includes('unsupported_claim')).toBe(isInvented);
        expect(draft.flags.filter((f) => f !== 'unsupported_claim')).toEqual([]);
      });
      expect(drafts.filter((d) => / while looking at /.test(d.opener)).length / drafts.length).toBeLessThan(0.05);
      // Openers vary with the row: no two the same.
      expect(new Set(drafts.map((d) => d.opener)).size).toBe(drafts.length);
    },
  );

  it('writes short follow-ups without personal facts', async () => {
    const { prospect } = rows[0]!;
    for (const step of [2, 3]) {
      const draft = await generateDraft({ prospect, brief, step, provider: provider() });
      expect(draft).toMatchObject({ factsUsed: [], flags: [] });
      expect(draft.subject).toMatch(/^Re: /);
      expect(draft.body.split(/\s+/).length).toBeLessThanOrEqual(60);
    }
  });
});
