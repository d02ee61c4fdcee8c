import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** Proves the linter enforces DESIGN.md §3's layers (client ↛ server, server ↛ client, shared ↛ either). */
const eslint = new ESLint({ cwd: resolve(import.meta.dirname, '..') });

async function restricted(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(import.meta.dirname, '..', file) });
  return result!.messages.filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports').map((m) => m.message);
}

describe('layer boundaries', () => {
  it.each([
    ['src/client/x.ts', "import { createApp } from '#server/app.ts';\nexport const a = createApp;\n"],
    [
      'src/client/features/x/y.ts',
      "import { createApp } from '../../../server/app.ts';\nexport const a = createApp;\n",
    ],
    ['src/server/x.ts', "import { a } from '#client/main.tsx';\nexport const b = a;\n"],
    ['src/shared/x.ts', "import { parseEnv } from '#server/env.ts';\nexport const a = parseEnv;\n"],
    ['src/shared/x.ts', "import { a } from '#client/main.tsx';\nexport const b = a;\n"],
  ])('%s may not import across a layer', async (file, code) => {
    expect(await restricted(file, code)).toHaveLength(1);
  });

  it('allows the client type-only imports of server types, and shared imports everywhere', async () => {
    expect(
      await restricted('src/client/x.ts', "import type { App } from '#server/app.ts';\nexport type A = App;\n"),
    ).toEqual([]);
    expect(
      await restricted(
        'src/server/x.ts',
        "import { APP_VERSION } from '#shared/app.ts';\nexport const v = APP_VERSION;\n",
      ),
    ).toEqual([]);
  });
});
