/** The expiry choices of the create form, in days (`never`: the key lasts until revoked). */
export const expiryChoices = ['never', '7', '30', '90', '365'] as const;
export type ExpiryChoice = (typeof expiryChoices)[number];

export const expiryLabels: Record<ExpiryChoice, string> = {
  never: 'Never',
  '7': 'In 7 days',
  '30': 'In 30 days',
  '90': 'In 90 days',
  '365': 'In a year',
};

/** The `expiresAt` to send: that many days from `now`, as ISO 8601, or undefined for `never`. */
export function expiresAtFor(choice: ExpiryChoice, now = new Date()): string | undefined {
  return choice === 'never' ? undefined : new Date(now.getTime() + Number(choice) * 86_400_000).toISOString();
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** "12 Mar 2026" in the reader's locale. */
export const formatDay = (iso: string) => dateFormat.format(new Date(iso));
/** "12 Mar 2026, 14:05" in the reader's locale. */
export const formatMoment = (iso: string) => dateTimeFormat.format(new Date(iso));
