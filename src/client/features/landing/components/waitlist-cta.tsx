import { ArrowRight } from 'lucide-react';
import { Link } from '#client/components/navigation/link.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { paths, sections } from '#client/config/paths.ts';

/** The waitlist call to action that closes the landing page (SPEC §1: 'Secure Your Spot'). */
export function WaitlistCta() {
  return (
    <section id={sections.waitlist} aria-labelledby="waitlist-title" className="scroll-mt-20 py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="relative isolate overflow-hidden rounded-3xl bg-primary px-6 py-14 text-center text-primary-foreground shadow-xl sm:px-12 sm:py-20">
          <div
            aria-hidden="true"
            data-decorative
            className="absolute inset-0 -z-10 bg-[radial-gradient(40rem_20rem_at_top_right,oklch(1_0_0/0.18),transparent)]"
          />
          <h2 id="waitlist-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            Get early access to Coldsmith
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-pretty text-primary-foreground/90">
            We open accounts in waves. Sign up and you see your place in line straight away; an administrator approves
            each account in order.
          </p>
          <Button asChild size="lg" variant="secondary" className="mt-8">
            <Link to={paths.signup}>
              Secure Your Spot
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
