import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkOpenApi } from '#tests/support/openapi.ts';
import { fixturePath } from '#tests/support/test-data.ts';

/**
 * The OpenAPI validator the document's test relies on is itself checked against the official OAS 3.1
 * schema fixtures (OAI/OpenAPI-Specification, branch v3.1-dev, tests/schema; Apache-2.0; copied to
 * tests/fixtures/standards/openapi-3.1/): it must accept every document that is valid and refuse every
 * one that is not, or "the document is valid" would prove nothing. One valid fixture uses an external
 * `$ref`, which the tool does not fetch by design; it must be refused for exactly that reason, and our
 * document uses internal references only.
 */
const fixtures = (kind: 'pass' | 'fail') => {
  const dir = fixturePath(`standards/openapi-3.1/tests/${kind}`);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.yaml'))
    .map((name) => ({ name, text: readFileSync(`${dir}/${name}`, 'utf8') }));
};
const EXTERNAL_REF = 'security-scheme-object-examples.yaml';

describe('the OpenAPI 3.1 validator (@seriousme/openapi-schema-validator)', () => {
  it('accepts every valid official fixture', { timeout: 60_000 }, async () => {
    const pass = fixtures('pass');
    expect(pass.length).toBe(35);
    const refused: string[] = [];
    for (const { name, text } of pass.filter((f) => f.name !== EXTERNAL_REF)) {
      const result = await checkOpenApi(text);
      if (!result.valid || result.version !== '3.1') refused.push(`${name}: ${JSON.stringify(result.errors)}`);
    }
    expect(refused).toEqual([]);
  });

  it('refuses every invalid official fixture', { timeout: 60_000 }, async () => {
    const fail = fixtures('fail');
    expect(fail.length).toBe(11);
    const accepted: string[] = [];
    for (const { name, text } of fail) if ((await checkOpenApi(text)).valid) accepted.push(name);
    expect(accepted).toEqual([]);
  });

  it('refuses the fixture with an external $ref only because it does not fetch it', async () => {
    const { text } = fixtures('pass').find((f) => f.name === EXTERNAL_REF)!;
    const result = await checkOpenApi(text);
    expect(result.valid).toBe(false);
    expect(String(result.errors)).toMatch(/only internal refs are supported/);
  });
});
