import { useContactEmail } from '#client/features/config/hooks/use-contact-email.ts';
import { LegalPage, LegalSection, MailLink } from './legal-page.tsx';

/**
 * /security: the protections Coldsmith has in code today (DESIGN.md §5), and how to report a
 * vulnerability. Nothing planned is described as done.
 */
export function SecurityPolicy() {
  const email = useContactEmail();
  return (
    <LegalPage
      title="Security"
      summary="Your prospect lists and drafts are business data. Here is how Coldsmith protects them, and how to tell us if you find a weakness."
    >
      <LegalSection title="Accounts and access">
        <ul>
          <li>Passwords are stored only as salted scrypt hashes. Sign-in attempts are rate limited.</li>
          <li>Sessions live in an HttpOnly cookie that scripts cannot read.</li>
          <li>
            The server checks your role, your account status and the ownership of every row on every request. Another
            user’s campaign answers “not found”, exactly like one that does not exist.
          </li>
          <li>
            New accounts wait for an administrator’s approval; a suspended account can reach nothing but its own status.
          </li>
        </ul>
      </LegalSection>
      <LegalSection title="Data">
        <ul>
          <li>AI provider keys you store are encrypted with AES-256-GCM and never shown again in full.</li>
          <li>
            Prospect data enters AI prompts as delimited data, never as instructions, and each claim in a draft is
            checked against its source field.
          </li>
          <li>Exported CSV cells that a spreadsheet would run as a formula are neutralised.</li>
          <li>
            Requests the server makes to addresses users supply are refused when they resolve to loopback, private,
            link-local or cloud-metadata addresses, on every redirect.
          </li>
        </ul>
      </LegalSection>
      <LegalSection title="In the browser">
        <ul>
          <li>
            A strict Content-Security-Policy allows scripts from this site only, with no inline script, plug-ins or
            framing.
          </li>
          <li>Strict-Transport-Security, a strict referrer policy and no third-party scripts, fonts or trackers.</li>
        </ul>
      </LegalSection>
      <LegalSection title="Self-hosting">
        <p>
          If you run Coldsmith yourself, its security also depends on you: serve it over HTTPS, keep{' '}
          <code>AUTH_SECRET</code> and <code>ENCRYPTION_KEY</code> secret and backed up, keep the server and PostgreSQL
          updated, and restrict access to the database and the data folder.
        </p>
      </LegalSection>
      <LegalSection title="Reporting a vulnerability">
        <p>
          Write to <MailLink email={email} /> with the steps to reproduce it. We will confirm receipt, keep you informed
          while we fix it, and credit you if you wish. Please give us reasonable time to release a fix before you
          disclose it, and do not access other people’s data or degrade the service while testing.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
