import { SecurityPolicy } from '#client/features/legal/components/security-policy.tsx';

/** /security (DESIGN.md §2: the footer's legal links lead to real pages). */
export function Component() {
  return <SecurityPolicy />;
}
