import { Check } from 'lucide-react';
import { Link } from '#client/components/navigation/link.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { paths, sections } from '#client/config/paths.ts';
import { cn } from '#client/lib/cn.ts';
import { SectionHeading } from './section-heading.tsx';

/**
 * Pricing (SPEC §2). Plan tiers and prices are not decided (SPEC §9 says so), so the section states
 * what is true today instead of inventing numbers.
 */
const plans = [
  {
    name: 'Self-hosted',
    price: 'Your server',
    summary: 'Run Coldsmith on your own infrastructure.',
    items: [
      'Every feature',
      'Your own AI provider key, or the offline composer',
      'Embedded database, or your PostgreSQL',
      'Prospect data stays on your server',
    ],
    highlighted: false,
  },
  {
    name: 'Hosted',
    price: 'Announced at launch',
    summary: 'We run it for you. Accounts open in waves from the waiting list.',
    items: [
      'Every feature',
      'Updates and backups handled for you',
      'Any supported AI provider',
      'Waiting-list members invited first',
    ],
    highlighted: true,
  },
] as const;

export function PricingSection() {
  return (
    <section
      id={sections.pricing}
      aria-labelledby="pricing-title"
      className="scroll-mt-20 border-t bg-muted/40 py-20 sm:py-28"
    >
      <div className="mx-auto grid max-w-6xl gap-12 px-4 sm:px-6">
        <SectionHeading id="pricing-title" eyebrow="Pricing" title="Honest pricing, before there is a price">
          Hosted plans are not final yet. Here is what we can promise today.
        </SectionHeading>
        <ul className="mx-auto grid w-full max-w-4xl gap-6 md:grid-cols-2">
          {plans.map((plan) => (
            <li
              key={plan.name}
              className={cn(
                'flex flex-col rounded-2xl border bg-background p-6 sm:p-8',
                plan.highlighted && 'border-primary/40 shadow-lg ring-1 ring-primary/20',
              )}
            >
              <div className="flex items-center justify-between gap-3">
                <h3 className="text-lg font-semibold">{plan.name}</h3>
                {plan.highlighted ? <Badge>Waiting list open</Badge> : null}
              </div>
              <p className="mt-4 text-3xl font-bold tracking-tight">{plan.price}</p>
              <p className="mt-2 text-muted-foreground">{plan.summary}</p>
              <ul className="mt-6 grid gap-3 text-sm">
                {plan.items.map((item) => (
                  <li key={item} className="flex gap-2.5">
                    <Check className="size-4 shrink-0 translate-y-0.5 text-success" aria-hidden="true" />
                    {item}
                  </li>
                ))}
              </ul>
              <Button asChild variant={plan.highlighted ? 'default' : 'outline'} className="mt-8 w-full">
                <Link to={paths.signup}>Secure Your Spot</Link>
              </Button>
            </li>
          ))}
        </ul>
        <p className="mx-auto max-w-2xl text-center text-sm text-muted-foreground">
          Either way, AI usage is billed by your provider at its own rates. Coldsmith estimates the tokens and cost of a
          campaign before it runs, and you can set a budget for each one.
        </p>
      </div>
    </section>
  );
}
