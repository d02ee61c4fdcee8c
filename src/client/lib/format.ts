/** Figures as the app shows them: USD with cents (or "Cost unknown"), durations, counts, dates. */
const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 4,
});
const count = new Intl.NumberFormat('en-US');

export const formatUsd = (value: number | null) => (value === null ? 'Cost unknown' : usd.format(value));
export const formatCount = (value: number) => count.format(value);

/** `42 s`, `3 min`, `1 h 5 min`, `24 h`; null (no rate yet) is "—". */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return '—';
  if (seconds < 60) return `${Math.max(0, Math.round(seconds))} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = `${Math.floor(minutes / 60)} h`;
  return minutes % 60 === 0 ? hours : `${hours} ${minutes % 60} min`;
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** "12 Mar 2026" in the reader's locale. */
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
