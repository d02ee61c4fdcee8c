import isFQDN from 'validator/lib/isFQDN.js';

/** `host[:port][/path…]` with no scheme, as spreadsheets often hold websites ("acme.com", "www.acme.com/about"). */
const bareHost = /^(?:\/\/)?([^\s/?#:@]+)((?::\d{1,5})?(?:[/?#]\S*)?)$/;

/**
 * Tidies a website cell when it is trivially safe: a bare domain gets `https://` ("acme.com" →
 * "https://acme.com"; every browser does the same, and HTTPS is what sites serve today); the host of an
 * http(s) URL is lower-cased. Anything else (other schemes, text with spaces, a host that is not a
 * domain name) is kept exactly as written: the cell is never lost, only not improved.
 * @returns the tidied URL, the cell trimmed, or null for an empty cell
 */
export function tidyWebsite(raw: string): string | null {
  const value = raw.trim();
  if (value === '') return null;
  const scheme = /^(https?):\/\/([^\s/?#]+)(.*)$/i.exec(value);
  if (scheme) return `${scheme[1]?.toLowerCase()}://${scheme[2]?.toLowerCase()}${scheme[3]}`;
  const bare = bareHost.exec(value);
  if (bare && isFQDN(bare[1] ?? '')) return `https://${bare[1]?.toLowerCase()}${bare[2]}`;
  return value;
}

const linkedin = /^(?:https?:\/\/)?((?:[a-z]{2,3}\.|www\.)?linkedin\.com)(\/[^\s?#]*)(?:[?#]\S*)?$/i;

/**
 * Tidies a LinkedIn profile link: adds `https://` when missing, upgrades `http://` (LinkedIn serves
 * only HTTPS), lower-cases the host and drops the query and fragment (tracking such as
 * `?miniProfileUrn=…`; a profile's address is its path). A cell that is not a linkedin.com link is kept as written.
 * @returns the tidied URL, the cell trimmed, or null for an empty cell
 */
export function tidyLinkedinUrl(raw: string): string | null {
  const value = raw.trim();
  if (value === '') return null;
  const match = linkedin.exec(value);
  return match ? `https://${match[1]?.toLowerCase()}${match[2]}` : value;
}
