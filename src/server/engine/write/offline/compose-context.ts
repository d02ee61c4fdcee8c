import type { Brief } from '#shared/brief.ts';
import type { ProspectData } from '#shared/prospects.ts';
import type { Detail } from './details.ts';
import type { Seed } from './seed.ts';
import { expandContractions } from '../../language/index.ts';

/** What every part of the offline composer reads: the prospect's usable facts, the brief, the seed. */
export type ComposeContext = {
  prospect: ProspectData;
  brief: Brief;
  step: number;
  seed: Seed;
  /** Display name (language/text.ts displayCompany); null when the row has none. */
  company: string | null;
  firstName: string | null;
  title: string | null;
  industry: string | null;
  /** The place in `location` (rows/suspicious-value.ts placeName: `San Francisco` of `San Francisco, CA, USA`); null for `Remote`, a note or an address. */
  city: string | null;
  /** Best first (details.ts). */
  details: Detail[];
};

/** A fact the composer wrote, as `factsUsed` reports it before the grounding check. */
export type Fact = { claim: string; field: string };

/** A piece of the e-mail with the facts it uses. */
export type Part = { text: string; facts: Fact[] };

/** The composer's own words in the brief's tone: formal spells contractions out. */
export const toned = (ctx: ComposeContext, text: string) =>
  ctx.brief.tone === 'formal' ? expandContractions(text) : text;

const LEADER =
  /\b(?:chief|ceo|cto|coo|cfo|cmo|cro|cpo|ciso|head|vp|vice president|director|president|owner|managing partner|general manager|principal)\b/i;

/** A title after "you're": leadership roles bare (`CEO`, `Head of Growth`), others with an article (`a Founder`). */
export function titlePhrase(title: string, article: (w: string) => string): string {
  return LEADER.test(title) ? title : `${article(title)} ${title}`;
}
