/** `text` as a regular expression that matches it literally (`a.b` → `a\.b`). */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
