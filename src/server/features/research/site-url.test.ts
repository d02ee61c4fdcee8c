import { describe, expect, it } from 'vitest';
import { chooseSite } from './site-url.ts';

describe('chooseSite', () => {
  it("takes the row's website, tidied, keeping a path", () => {
    expect(chooseSite({ website: 'Acme.com', email: 'sara@gmail.com' })).toEqual({
      url: 'https://acme.com/',
      from: 'website',
    });
    expect(chooseSite({ website: 'https://group.example/brands/lumen#top', email: null })).toEqual({
      url: 'https://group.example/brands/lumen',
      from: 'website',
    });
  });

  it("falls back to the e-mail's domain, unless a mailbox provider's", () => {
    expect(chooseSite({ website: null, email: 'sara@northwind.io' })).toEqual({
      url: 'https://northwind.io/',
      from: 'email',
    });
    expect(chooseSite({ website: 'not a url', email: 'ops@lumen.co' })).toEqual({
      url: 'https://lumen.co/',
      from: 'email',
    });
    for (const email of ['sara@gmail.com', 'max@web.de', 'li@qq.com', 'kim@outlook.com']) {
      const choice = chooseSite({ website: null, email });
      expect(choice.url, email).toBeNull();
      expect(choice).toMatchObject({ reason: expect.stringContaining('mailbox provider') });
    }
  });

  it('says why when there is nothing to research', () => {
    expect(chooseSite({ website: null, email: null })).toMatchObject({
      url: null,
      reason: expect.stringContaining('no website'),
    });
    expect(chooseSite({ website: 'ftp://files.acme.com', email: null })).toMatchObject({ url: null });
  });
});
