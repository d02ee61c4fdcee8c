import freeMailDomains from 'email-providers';
import { tidyWebsite } from '#server/features/prospects/index.ts';

const freeMail = new Set<string>(freeMailDomains);

/** Where a prospect's research starts, or why there is none. */
export type SiteChoice = { url: string; from: 'website' | 'email' } | { url: null; reason: string };

/**
 * The home page to research for a prospect (issue 15, item 1): the row's `website` when it is an
 * http(s) URL, else the e-mail's domain unless that is a mailbox provider's (gmail.com, web.de… from
 * the `email-providers` list, 8,700 domains), where the domain says nothing about the company. A site
 * given with a path keeps it: a row may point at the company's page on a group's site.
 */
export function chooseSite(prospect: { website: string | null; email: string | null }): SiteChoice {
  const website = prospect.website ? tidyWebsite(prospect.website) : null;
  if (website) {
    const url = httpUrl(website);
    if (url) return { url, from: 'website' };
  }
  const domain = prospect.email?.split('@')[1]?.trim().toLowerCase();
  if (!domain) return { url: null, reason: 'The row has no website and no e-mail to take a domain from.' };
  if (freeMail.has(domain))
    return {
      url: null,
      reason: `The row has no website, and ${domain} is a mailbox provider, not the company's site.`,
    };
  const url = httpUrl(`https://${domain}/`);
  return url ? { url, from: 'email' } : { url: null, reason: `The e-mail's domain (${domain}) is not a web address.` };
}

function httpUrl(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    url.hash = '';
    return url.href;
  } catch {
    return null;
  }
}
