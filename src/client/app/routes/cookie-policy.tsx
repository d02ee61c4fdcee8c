import { CookiePolicy } from '#client/features/legal/components/cookie-policy.tsx';

/** /cookie-policy (DESIGN.md §2: the footer's legal links lead to real pages). */
export function Component() {
  return <CookiePolicy />;
}
