import { PageTitle } from '#client/components/layout/page-title.tsx';
import { FeaturesSection } from '#client/features/landing/components/features-section.tsx';
import { Hero } from '#client/features/landing/components/hero.tsx';
import { PricingSection } from '#client/features/landing/components/pricing-section.tsx';
import { ProblemSolution } from '#client/features/landing/components/problem-solution.tsx';
import { WaitlistCta } from '#client/features/landing/components/waitlist-cta.tsx';

/** / (SPEC §2): hero, problem–solution, features, pricing, waitlist. */
export function Component() {
  return (
    <>
      <PageTitle />
      <Hero />
      <ProblemSolution />
      <FeaturesSection />
      <PricingSection />
      <WaitlistCta />
    </>
  );
}
