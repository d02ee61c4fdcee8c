import { DEFAULT_LENGTH_WORDS, type Brief } from '#shared/brief.ts';

/**
 * The playground's brief: the fields that shape one e-mail most, as the form edits them (text), and the
 * request's `brief` built from them. A campaign's brief can fill them in.
 */
export const briefKeys = ['senderName', 'senderCompany', 'offer', 'callToAction', 'tone', 'lengthWords'] as const;
export type BriefValues = Partial<Record<(typeof briefKeys)[number], string>>;

export const emptyBrief: BriefValues = { tone: 'friendly', lengthWords: String(DEFAULT_LENGTH_WORDS) };

/** The request's `brief`: blanks left out (the server applies its defaults), the length as a number. */
export function toRequestBrief(values: BriefValues): Record<string, unknown> {
  const brief: Record<string, unknown> = {};
  for (const key of briefKeys) {
    const value = values[key]?.trim();
    if (value) brief[key] = key === 'lengthWords' ? Number(value) : value;
  }
  return brief;
}

/** A campaign's brief as form values (the fields the playground shows). */
export function fromBrief(brief: Brief): BriefValues {
  return {
    senderName: brief.senderName,
    senderCompany: brief.senderCompany ?? '',
    offer: brief.offer,
    callToAction: brief.callToAction ?? '',
    tone: brief.tone,
    lengthWords: String(brief.lengthWords),
  };
}
