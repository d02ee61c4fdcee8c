import { Link } from 'react-router';
import { paths } from '#client/config/paths.ts';
import { useContactEmail } from '#client/features/config/hooks/use-contact-email.ts';
import { LegalPage, LegalSection, MailLink } from './legal-page.tsx';

/** /terms-of-service: the rules for using this Coldsmith instance, in plain language. */
export function TermsOfService() {
  const email = useContactEmail();
  return (
    <LegalPage
      title="Terms of Service"
      summary="Coldsmith drafts outreach e-mails; you decide what to send and you are responsible for sending it lawfully."
    >
      <LegalSection title="The service">
        <p>
          Coldsmith writes personalised drafts of cold e-mails from the prospect data and brief you provide, using the
          AI provider you choose or its built-in offline composer. It does not send e-mail: you export drafts to your
          own sending tool. These terms apply to this instance; if you run Coldsmith yourself, you set the terms for
          your users.
        </p>
      </LegalSection>
      <LegalSection title="Accounts">
        <ul>
          <li>New accounts join a waiting list and are opened by an administrator, in order.</li>
          <li>Keep your password to yourself; you are responsible for what happens under your account.</li>
          <li>
            We may suspend an account that breaks these terms. A suspended account keeps its data but cannot use the
            app.
          </li>
        </ul>
      </LegalSection>
      <LegalSection title="Your data and your outreach">
        <ul>
          <li>You keep all rights to the data you import and the e-mails generated for you.</li>
          <li>
            You must have a lawful basis to process each prospect’s data and to contact them, and follow the rules that
            apply to you (for example GDPR, PECR, CAN-SPAM or CASL): identify yourself, honour opt-outs, do not buy or
            scrape lists you may not use.
          </li>
          <li>
            Do not use Coldsmith for spam, phishing, harassment, deception or anything unlawful, and do not import data
            you have no right to.
          </li>
        </ul>
      </LegalSection>
      <LegalSection title="AI-generated drafts">
        <p>
          Drafts are written by software. Coldsmith flags claims it cannot trace to a prospect’s data, but it can still
          be wrong. Read and approve every e-mail before it is sent; you are responsible for what you send. Costs
          charged by your AI provider are between you and that provider.
        </p>
      </LegalSection>
      <LegalSection title="Availability and liability">
        <p>
          The service is provided as is. We work to keep it available and your data safe, but we cannot promise it will
          be uninterrupted or error-free. To the extent the law allows, we are not liable for indirect losses such as
          lost business or revenue.
        </p>
      </LegalSection>
      <LegalSection title="Ending and changes">
        <p>
          You may stop using Coldsmith and ask for your account to be deleted at any time. If these terms change in a
          way that matters, we will say so in the app before the change applies. Our{' '}
          <Link to={paths.privacyPolicy}>Privacy Policy</Link> explains how we handle data. Questions:{' '}
          <MailLink email={email} />.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
