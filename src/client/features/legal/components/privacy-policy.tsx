import { Link } from 'react-router';
import { paths } from '#client/config/paths.ts';
import { useContactEmail } from '#client/features/config/hooks/use-contact-email.ts';
import { LegalPage, LegalSection, MailLink } from './legal-page.tsx';

/**
 * /privacy-policy: what this Coldsmith instance stores, why, who else sees it, and the user's rights.
 * Every statement describes what the code does (src/server/db/schema, DESIGN.md §3–§5).
 */
export function PrivacyPolicy() {
  const email = useContactEmail();
  return (
    <LegalPage
      title="Privacy Policy"
      summary="Coldsmith keeps the data you give it to write your e-mails, and nothing else. It does not sell data, show ads or track you across sites."
    >
      <LegalSection title="Who is responsible">
        <p>
          Coldsmith is self-hostable software. Whoever runs this instance (the operator) decides where it is hosted and
          is responsible for the data it holds. On the hosted service that is us; you can reach us at{' '}
          <MailLink email={email} />.
        </p>
      </LegalSection>
      <LegalSection title="What we store">
        <ul>
          <li>
            <strong>Your account</strong>: name, e-mail address, a hash of your password (never the password itself),
            your role and account status, and when the account was created. If you sign in with Google, the identifiers
            Google returns for your account.
          </li>
          <li>
            <strong>Sessions</strong>: for each signed-in browser, a session record with its expiry, IP address and
            browser user agent, so you stay signed in and sessions can be revoked.
          </li>
          <li>
            <strong>Campaigns and prospects</strong>: the briefs you write and the prospect lists you import, including
            every column of your CSV files (names, e-mail addresses, job titles, companies, notes and any custom
            fields).
          </li>
          <li>
            <strong>Generated e-mails</strong>: subjects, openers and bodies, their scores and flags, your edits and
            approvals, and the token counts and cost of generating them.
          </li>
          <li>
            <strong>AI provider keys</strong>: if you add your own key, it is encrypted with AES-256-GCM before it is
            stored and is only ever shown to you masked.
          </li>
        </ul>
        <p>
          Prospect data is personal data about people who are not Coldsmith users. You must have a lawful basis to
          import it.
        </p>
      </LegalSection>
      <LegalSection title="Who else receives data">
        <ul>
          <li>
            <strong>The AI provider you choose</strong> (OpenAI, Anthropic, Google or an OpenAI-compatible server)
            receives the brief and the fields of each prospect it writes for. With the built-in offline composer,
            nothing leaves the server.
          </li>
          <li>
            <strong>Your sending tool</strong>, only when you export or send e-mails to it yourself.
          </li>
          <li>
            <strong>The operator’s mail server</strong>, if one is configured, carries account e-mails (such as a
            password reset) to your address.
          </li>
        </ul>
        <p>We do not sell or rent data, and we use no analytics, advertising or tracking services.</p>
      </LegalSection>
      <LegalSection title="In your browser">
        <p>
          One session cookie keeps you signed in; your browser’s storage remembers your preferences and, for this tab
          only, a log of errors the app met. The <Link to={paths.cookiePolicy}>Cookie Policy</Link> lists each of them.
        </p>
      </LegalSection>
      <LegalSection title="How long we keep it">
        <p>
          Until you delete it. Deleting a campaign deletes its prospects and e-mails; deleting your account deletes
          every row it owns. An expired session is no longer accepted. Backups kept by the operator expire on their own
          schedule.
        </p>
      </LegalSection>
      <LegalSection title="Your rights">
        <p>
          You can see, edit, export and delete your campaigns, prospects and e-mails in the app. For a copy of
          everything we hold about you, a correction, or the deletion of your account, write to{' '}
          <MailLink email={email} />. If you are in the EU or UK you may also complain to your data protection
          authority.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
