import { describe, expect, it } from 'vitest';
import { quickStart, snippetLanguages } from './snippets.ts';

/** The /api quick-start scripts: the user's own server, every step of the journey, no key in the page. */
describe('quickStart', () => {
  for (const language of snippetLanguages) {
    it(`${language}: uses the base URL and walks list → import → generate → progress → export`, () => {
      const script = quickStart(language, 'https://outreach.example.com/');
      expect(script).toContain('https://outreach.example.com/api/v1');
      expect(script).not.toContain('.com//api');
      const steps = ['/campaigns', '/prospects', '/generate', '/progress', '/export?format=instantly'].map((s) =>
        script.indexOf(s),
      );
      expect(
        steps.every((at) => at >= 0),
        steps.join(),
      ).toBe(true);
      expect([...steps].sort((a, b) => a - b)).toEqual(steps);
      expect(script).toContain('COLDSMITH_API_KEY');
      expect(script).toMatch(/Idempotency-Key/);
      expect(script).not.toMatch(/cs_live_[A-Za-z0-9_-]{10,}/);
    });
  }
});
