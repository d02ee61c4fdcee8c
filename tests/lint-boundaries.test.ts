import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import * as prettier from 'prettier';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * Proves that `npm run lint` enforces the boundaries of docs/architecture.md and the formatting:
 * each rule of eslint.config.js is fed an import that breaks it (and one that keeps it), as if the
 * code stood at the given path.
 */
const root = resolve(import.meta.dirname, '..');
const use = (name: string, from: string) => `import { ${name} } from '${from}';\nexport const a = ${name};\n`;
const eslint = new ESLint({ cwd: root });

async function messages(file: string, code: string, ruleId: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, file) });
  return result!.messages.filter((m) => m.ruleId === ruleId).map((m) => m.message);
}

// The first lint parses the import graph the cycle rule walks (seconds on a loaded machine); later ones reuse it.
beforeAll(
  () => eslint.lintText(use('AppError', './errors.ts'), { filePath: resolve(root, 'src/server/lib/x.ts') }),
  120_000,
);

const layers = (file: string, code: string) => messages(file, code, '@typescript-eslint/no-restricted-imports');
const paths = (file: string, code: string) => messages(file, code, 'import-x/no-restricted-paths');

describe('layer boundaries', { timeout: 60_000 }, () => {
  it.each([
    ['src/client/x.ts', use('createApp', '#server/app.ts')],
    ['src/client/features/x/y.ts', use('createApp', '../../../server/app.ts')],
    ['src/server/x.ts', use('a', '#client/main.tsx')],
    ['src/shared/x.ts', use('parseEnv', '#server/env.ts')],
    ['src/shared/x.ts', use('a', '#client/main.tsx')],
  ])('%s may not import across a layer', async (file, code) => {
    expect(await layers(file, code)).toHaveLength(1);
  });

  it('allows the client type-only imports of server types, and shared imports everywhere', async () => {
    expect(
      await layers('src/client/x.ts', "import type { App } from '#server/app.ts';\nexport type A = App;\n"),
    ).toEqual([]);
    expect(await layers('src/server/x.ts', use('APP_VERSION', '#shared/app.ts'))).toEqual([]);
  });
});

describe('server features', { timeout: 60_000 }, () => {
  it.each([
    ['src/server/features/review/x.ts', use('wakeUnfinished', '#server/features/generation/wake.ts')],
    ['src/server/features/review/x.ts', use('wakeUnfinished', '../generation/wake.ts')],
    ['src/server/features/review/deep/x.ts', use('toProspect', '../../prospects/prospects.service.ts')],
    ['src/server/auth/x.ts', use('sendMail', '#server/features/app-mail/send-mail.ts')],
    ['src/server/start.ts', use('campaignRoutes', '#server/features/campaigns/campaigns.routes.ts')],
    ['src/server/app.ts', use('toCampaign', '#server/features/campaigns/campaigns.service.ts')],
  ])('%s may not reach into another feature (%#)', async (file, code) => {
    expect(await paths(file, code)).toHaveLength(1);
  });

  it('lets a feature use its own files and another feature through its index.ts, and app.ts mount routes', async () => {
    expect(await paths('src/server/features/review/x.ts', use('listEmails', './review.service.ts'))).toEqual([]);
    expect(
      await paths('src/server/features/review/x.ts', use('wakeUnfinished', '#server/features/generation/index.ts')),
    ).toEqual([]);
    expect(
      await paths('src/server/app.ts', use('campaignRoutes', '#server/features/campaigns/campaigns.routes.ts')),
    ).toEqual([]);
  });

  it.each([
    ['src/server/engine/x.ts', use('getOwnedCampaign', '#server/features/campaigns/index.ts')],
    ['src/server/lib/x.ts', use('getOwnedCampaign', '#server/features/campaigns/index.ts')],
    ['src/server/db/x.ts', use('getOwnedCampaign', '#server/features/campaigns/index.ts')],
    ['src/server/jobs/x.ts', use('startWorkers', '#server/workers.ts')],
  ])('%s, a lower floor, may not import a feature or a root', async (file, code) => {
    expect(await paths(file, code)).not.toEqual([]);
  });

  it('keeps auth/ below the request pipeline: it may not import middleware/', async () => {
    expect(
      await paths('src/server/auth/x.ts', use('rateLimits', '#server/middleware/rate-limit/index.ts')),
    ).toHaveLength(1);
    expect(await paths('src/server/auth/x.ts', use('DbRateLimitStore', '#server/lib/rate-limit/db-store.ts'))).toEqual(
      [],
    );
  });

  it('leaves tests free to reach into a feature', async () => {
    expect(
      await paths('src/server/features/review/x.test.ts', use('wakeUnfinished', '#server/features/generation/wake.ts')),
    ).toEqual([]);
  });
});

describe('engine rooms', { timeout: 60_000 }, () => {
  it('keeps the judge from the writer', async () => {
    expect(await paths('src/server/engine/judge/x.ts', use('composeOffline', '../write/index.ts'))).toHaveLength(1);
    expect(await paths('src/server/engine/judge/x.ts', use('countWords', '../language/index.ts'))).toEqual([]);
  });

  it.each([
    ['src/server/engine/language/x.ts', use('withSources', '../rows/index.ts')],
    ['src/server/engine/rows/x.ts', use('scoreEmail', '../judge/index.ts')],
    ['src/server/engine/providers/x.ts', use('buildPrompt', '../write/index.ts')],
    ['src/server/engine/judge/x.ts', use('costUsd', '../providers/index.ts')],
    ['src/server/engine/write/x.ts', use('estimateBatch', '../estimate/index.ts')],
    ['src/server/engine/batch/x.ts', use('generateDraft', '../index.ts')],
  ])('%s may import only the rooms below it (%#)', async (file, code) => {
    expect(await paths(file, code)).toHaveLength(1);
  });

  it('lets a room import the rooms below it, and the entry and threads/ every room', async () => {
    expect(await paths('src/server/engine/write/x.ts', use('checkGrounding', '../judge/index.ts'))).toEqual([]);
    expect(await paths('src/server/engine/x.ts', use('draftOutputSchema', './write/index.ts'))).toEqual([]);
    expect(await paths('src/server/engine/threads/x.ts', use('scoreEmail', '../judge/index.ts'))).toEqual([]);
  });

  it.each([
    ['src/server/engine/write/x.ts', use('checkGrounding', '../judge/grounding.ts')],
    ['src/server/engine/judge/x.ts', use('splitSentences', '../language/sentences.ts')],
    ['src/server/engine/write/x.ts', use('languageModel', '../providers/model.ts')],
    ['src/server/engine/x.ts', use('composeOffline', './write/offline/index.ts')],
  ])('%s enters another room through its index.ts (%#)', async (file, code) => {
    expect(await paths(file, code)).toHaveLength(1);
  });

  it('lets the writer take ProviderConfigError alone (the draft threads never load the AI SDK)', async () => {
    expect(
      await paths('src/server/engine/write/x.ts', use('ProviderConfigError', '../providers/config-error.ts')),
    ).toEqual([]);
  });

  it.each([
    ['src/server/features/scoring/x.ts', use('scoreEmail', '#server/engine/judge/score/index.ts')],
    ['src/server/cli/x.ts', use('costUsd', '#server/engine/providers/prices.ts')],
    ['src/server/worker.ts', use('composeOfflineDraft', '#server/engine/drafts.ts')],
    ['bench/x.ts', use('composeOffline', '#server/engine/write/offline/index.ts')],
    ['scripts/x.ts', use('nlp', '#server/engine/language/nlp.ts')],
  ])('%s enters the engine only through an index.ts (%#)', async (file, code) => {
    expect(await paths(file, code)).toHaveLength(1);
  });

  it('lets the rest of the server and the benches use the entries, and tests reach inside', async () => {
    expect(await paths('src/server/features/scoring/x.ts', use('scoreEmail', '#server/engine/judge/index.ts'))).toEqual(
      [],
    );
    expect(await paths('src/server/cli/x.ts', use('generateDraft', '#server/engine/index.ts'))).toEqual([]);
    expect(await paths('bench/x.ts', use('listProspects', '#server/engine/testing/prospect-lists.ts'))).toEqual([]);
    expect(
      await paths('src/server/features/scoring/x.test.ts', use('scoreEmail', '#server/engine/judge/score/index.ts')),
    ).toEqual([]);
  });
});

describe('client features', { timeout: 60_000 }, () => {
  it.each([
    ['src/client/features/review/x.ts', use('useProgress', '#client/features/generation/api/generation.ts')],
    ['src/client/features/review/x.ts', use('ExportMenu', '../export/components/export-menu.tsx')],
    ['src/client/components/x.ts', use('useProgress', '#client/features/generation/api/generation.ts')],
    ['src/client/lib/x.ts', use('useEmails', '#client/features/review/api/emails.ts')],
  ])('%s may not import another feature (%#)', async (file, code) => {
    expect(await paths(file, code)).toHaveLength(1);
  });

  it('allows the app-wide queries on the allow-list, and app/ composing features', async () => {
    expect(await paths('src/client/features/review/x.ts', use('useMe', '#client/features/auth/api/get-me.ts'))).toEqual(
      [],
    );
    expect(
      await paths('src/client/app/x.tsx', use('useProgress', '#client/features/generation/api/generation.ts')),
    ).toEqual([]);
  });
});

describe('import cycles', { timeout: 60_000 }, () => {
  it('refuses an import that closes a cycle, and ignores type-only imports', async () => {
    // lib/problem.ts imports lib/errors.ts: errors.ts importing problem.ts back closes a cycle.
    expect(
      await messages('src/server/lib/errors.ts', use('handleError', './problem.ts'), 'import-x/no-cycle'),
    ).toHaveLength(1);
    expect(
      await messages(
        'src/server/lib/errors.ts',
        "import type { handleError } from './problem.ts';\nexport type A = typeof handleError;\n",
        'import-x/no-cycle',
      ),
    ).toEqual([]);
  });
});

describe('formatting', { timeout: 60_000 }, () => {
  it('npm run lint checks Prettier, which refuses a misformatted file and accepts a formatted one', async () => {
    const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts.lint).toContain('prettier --check .');
    const filepath = resolve(root, 'src/server/x.ts');
    const options = { ...(await prettier.resolveConfig(filepath)), filepath };
    expect(await prettier.check('export const a = {b:1, c: "two"}\n', options)).toBe(false);
    expect(await prettier.check("export const a = { b: 1, c: 'two' };\n", options)).toBe(true);
  });
});
