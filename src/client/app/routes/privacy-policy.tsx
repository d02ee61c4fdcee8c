import { PrivacyPolicy } from '#client/features/legal/components/privacy-policy.tsx';

/** /privacy-policy (DESIGN.md §2: the footer's legal links lead to real pages). */
export function Component() {
  return <PrivacyPolicy />;
}
