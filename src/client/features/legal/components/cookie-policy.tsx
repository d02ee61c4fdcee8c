import { Link } from 'react-router';
import { paths } from '#client/config/paths.ts';
import { useContactEmail } from '#client/features/config/hooks/use-contact-email.ts';
import { STORAGE_KEYS } from '#shared/app.ts';
import { LegalPage, LegalSection, MailLink } from './legal-page.tsx';

/**
 * /cookie-policy: the one cookie and every browser-storage key the app uses (SPEC §3, DESIGN.md §2),
 * named from the same constants the code reads, so the list cannot drift from what is stored.
 */
const SESSION_COOKIE = 'better-auth.session_token';

const storageKeys = [
  { key: STORAGE_KEYS.theme, where: 'Local storage', purpose: 'The colour theme (always light).' },
  {
    key: STORAGE_KEYS.cookieConsent,
    where: 'Local storage',
    purpose: 'Your answer to the cookie notice: accepted or declined.',
  },
  {
    key: STORAGE_KEYS.accessibility,
    where: 'Local storage',
    purpose: 'Your accessibility settings (contrast, motion, text size, screen-reader mode).',
  },
  {
    key: STORAGE_KEYS.debug,
    where: 'Local storage',
    purpose: 'Set only if you turn on debug mode on an error screen.',
  },
  { key: STORAGE_KEYS.lastError, where: 'Local storage', purpose: 'In debug mode only: the last error the app met.' },
  {
    key: STORAGE_KEYS.errors,
    where: 'Session storage',
    purpose: 'The last 20 errors in this tab, shown on the system status page; gone when the tab closes.',
  },
] as const;

export function CookiePolicy() {
  const email = useContactEmail();
  return (
    <LegalPage
      title="Cookie Policy"
      summary="Coldsmith sets one cookie, to keep you signed in. Everything else it remembers stays in your browser’s storage and is never sent to anyone."
    >
      <LegalSection title="The session cookie">
        <p>
          <code>{SESSION_COOKIE}</code> (named <code>__Secure-{SESSION_COOKIE}</code> over HTTPS) is set when you sign
          in. It is HttpOnly, so scripts cannot read it, and it lasts seven days, renewed while you use the app. Signing
          out deletes it. It is strictly necessary: without it you cannot stay signed in.
        </p>
      </LegalSection>
      <LegalSection title="Browser storage">
        <p>These keys never leave your browser. Clearing your browser’s site data removes them.</p>
        <div className="overflow-x-auto rounded-lg border">
          <table className="w-full text-left text-sm">
            <thead className="bg-muted/60">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Key
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Where
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Purpose
                </th>
              </tr>
            </thead>
            <tbody>
              {storageKeys.map(({ key, where, purpose }) => (
                <tr key={key} className="border-t align-top">
                  <td className="px-3 py-2">
                    <code>{key}</code>
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">{where}</td>
                  <td className="px-3 py-2">{purpose}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </LegalSection>
      <LegalSection title="No tracking">
        <p>
          There are no analytics, advertising or third-party cookies, and the app loads nothing from other sites.
          Accepting or declining in the cookie notice therefore changes nothing that is set; it records your answer so
          the notice does not ask again.
        </p>
      </LegalSection>
      <LegalSection title="Questions">
        <p>
          See the <Link to={paths.privacyPolicy}>Privacy Policy</Link> for the data Coldsmith keeps on its server, or
          write to <MailLink email={email} />.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
