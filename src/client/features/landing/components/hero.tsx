import { ArrowRight, Server, Sparkles } from 'lucide-react';
import { Link } from '#client/components/navigation/link.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { paths, sections } from '#client/config/paths.ts';
import { DraftPreview } from './draft-preview.tsx';

/** The landing page's opening: what Coldsmith does, for whom, and the waitlist call to action. */
export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        data-decorative
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_top,var(--color-accent),transparent)]"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-12 pb-20 sm:px-6 sm:pt-20 lg:grid-cols-[1.1fr_1fr] lg:gap-16 lg:pb-28">
        <div className="grid justify-items-start gap-6">
          <Badge variant="outline" className="gap-1.5 rounded-full bg-background px-3 py-1 text-sm font-medium">
            <Sparkles className="text-primary" aria-hidden="true" />
            Private beta · join the waiting list
          </Badge>
          <h1 id="hero-title" className="text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            Cold e-mails that read like you <span className="text-primary">did the research</span>.
          </h1>
          <p className="max-w-xl text-lg text-pretty text-muted-foreground">
            Import a CRM export, describe your offer once, and Coldsmith drafts a personalised subject, opener, body and
            follow-ups for every prospect — using only facts from that prospect’s own data. Nothing “personal” is made
            up.
          </p>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Button asChild size="lg">
              <Link to={paths.signup}>
                Secure Your Spot
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={{ pathname: paths.home, hash: `#${sections.features}` }}>See how it works</Link>
            </Button>
          </div>
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Server className="size-4" aria-hidden="true" />
            Any AI model or none at all · self-host it on your own server
          </p>
        </div>
        <DraftPreview />
      </div>
    </section>
  );
}
