import { TermsOfService } from '#client/features/legal/components/terms-of-service.tsx';

/** /terms-of-service (DESIGN.md §2: the footer's legal links lead to real pages). */
export function Component() {
  return <TermsOfService />;
}
