import { Cookie, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { TextLink } from '#client/components/layout/text-link.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { paths } from '#client/config/paths.ts';
import { browserStorage } from '#client/lib/storage.ts';
import { COOKIE_NOTICE_DELAY_MS, readConsent, saveConsent, type CookieConsent } from '../utils/consent.ts';

/**
 * The cookie notice (SPEC §2): 1 s after load when no choice is stored, with Accept All, Decline and a
 * close control, linking to the privacy and cookie policies. It is a non-modal region in a corner, so
 * it never takes focus or blocks the page. Closing it stores nothing: it asks again on the next load.
 * Coldsmith sets no optional cookie, so the choice is recorded and honoured trivially (see
 * /cookie-policy); the notice says so rather than pretending otherwise.
 */
export function CookieNotice() {
  const [open, setOpen] = useState(false);
  const titleId = useId();

  useEffect(() => {
    if (readConsent(browserStorage('localStorage'))) return;
    const timer = window.setTimeout(() => setOpen(true), COOKIE_NOTICE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (!open) return null;
  const choose = (consent: CookieConsent) => {
    saveConsent(browserStorage('localStorage'), consent);
    setOpen(false);
  };
  return (
    <section
      aria-labelledby={titleId}
      className="fixed inset-x-4 bottom-4 z-50 grid gap-3 rounded-xl border bg-background p-5 shadow-lg animate-rise motion-reduce:animate-none sm:right-auto sm:max-w-md"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={titleId} className="flex items-center gap-2 font-semibold">
          <Cookie className="size-5 text-primary" aria-hidden="true" />
          Cookies on Coldsmith
        </h2>
        <Button
          variant="ghost"
          size="icon"
          className="-mt-1.5 -mr-2 size-8"
          aria-label="Close cookie notice"
          onClick={() => setOpen(false)}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">
        We use one cookie to keep you signed in, and your browser’s storage to remember preferences such as this choice.
        No advertising or tracking cookies. Read our <TextLink to={paths.privacyPolicy}>Privacy Policy</TextLink> and{' '}
        <TextLink to={paths.cookiePolicy}>Cookie Policy</TextLink>.
      </p>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={() => choose('declined')}>
          Decline
        </Button>
        <Button onClick={() => choose('accepted')}>Accept All</Button>
      </div>
    </section>
  );
}
