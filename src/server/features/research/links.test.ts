import { describe, expect, it } from 'vitest';
import { chooseLinks, sameSite } from './links.ts';

const HOME = `<html><body><header><nav>
<a href="/">Home</a> <a href="/about">About</a> <a href="https://www.acme.example/platform">Platform</a>
<a href="/customers/">Customers</a> <a href="/careers">Careers</a> <a href="/blog">Blog</a>
<a href="/blog/2026/03/series-b">We raised a Series B</a> <a href="/login">Log in</a> <a href="/privacy">Privacy</a>
<a href="https://partner.example/about">Partner</a> <a href="mailto:hi@acme.example">Mail</a>
<a href="/brochure.pdf">Brochure (about us)</a> <a href="/pricing">Pricing</a>
<a href="/team" hidden>Team</a> <a href="/about#history">Our history</a>
</nav></header></body></html>`;

describe('chooseLinks', () => {
  it('takes one page per kind first (about, product, customers…), same site only', () => {
    const chosen = chooseLinks(HOME, 'https://acme.example/', 3);
    expect(chosen.map((l) => [l.url, l.kind])).toEqual([
      ['https://acme.example/about', 'about'],
      ['https://www.acme.example/platform', 'product'],
      ['https://acme.example/customers', 'customers'],
    ]);
  });

  it('never answers more than max, nor sign-in, legal, file, off-site, hidden or keyword-less links', () => {
    const all = chooseLinks(HOME, 'https://acme.example/', 10).map((l) => l.url);
    expect(all).toEqual([
      'https://acme.example/about',
      'https://www.acme.example/platform',
      'https://acme.example/customers',
      'https://acme.example/careers',
      'https://acme.example/blog',
      'https://acme.example/blog/2026/03/series-b',
    ]);
    expect(chooseLinks(HOME, 'https://acme.example/', 1)).toHaveLength(1);
    expect(chooseLinks(HOME, 'https://acme.example/', 0)).toEqual([]);
  });

  it('counts www. as the same site, but not another port or host', () => {
    expect(sameSite(new URL('https://www.acme.example/a'), new URL('https://acme.example/'))).toBe(true);
    expect(sameSite(new URL('https://acme.example:8443/'), new URL('https://acme.example/'))).toBe(false);
    expect(sameSite(new URL('https://shop.acme.example/'), new URL('https://acme.example/'))).toBe(false);
  });
});
