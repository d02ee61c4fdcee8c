/**
 * Role families: which part of a company a job title belongs to, which families a brief's `audience`
 * names, and whether a prospect is inside that audience. Pure, deterministic, English titles.
 *
 * Why: a cold e-mail to someone whose role the offer cannot help is the off-audience defect of the
 * graded e-mails (../shared/data/graded-emails/RUBRIC.md: "tells someone whose role is clearly outside
 * the brief's audience that they are the right person, or pitches a role the offer cannot help" is
 * `dont_send`), and outbound practice segments lists by function and seniority before writing.
 *
 * Families (the functions a B2B org chart and a CRM's "job function" field use): engineering, product,
 * design, marketing (growth included), sales (customer success and partnerships included),
 * operations, finance, people, executive, other. A title can be in two: `Co-founder & CTO` is
 * engineering and executive; `COO` is operations and executive. The first is the title's function
 * (`family`), executive only when there is none (`CEO`, `Founder`).
 *
 * General executives — founders, CEOs, presidents, owners, managing directors, and CTOs (who run the
 * technical side of the whole company) — decide on most purchases in a small B2B company, so they fit
 * any audience that names founders, executives or leaders of any kind ("engineering leaders"). Other
 * chiefs (COO, CFO, CMO …) fit through their function or an audience that names executives.
 *
 * An audience is read up to its first word that starts describing the companies (`at`, `in`, `with`,
 * `who` …): "engineering leaders at software companies" names engineering, not "software".
 */
export const roleFamilies = [
  'engineering',
  'product',
  'design',
  'marketing',
  'sales',
  'operations',
  'finance',
  'people',
  'executive',
  'other',
] as const;
export type RoleFamily = (typeof roleFamilies)[number];

type FunctionFamily = Exclude<RoleFamily, 'executive' | 'other'>;

// Checked in this order, so `Product Marketing Manager` is marketing and `Product Designer` design.
const FUNCTIONS: [FunctionFamily, RegExp][] = [
  [
    'marketing',
    /\b(?:marketing|growth|brand|content|seo|sem|demand gen\w*|communications|comms|pr|cmos?|social media)\b/i,
  ],
  ['design', /\b(?:design\w*|ux|ui|creative|art director)\b/i],
  [
    'engineering',
    /\b(?:engineer\w*|developers?|development|devops|sres?|ctos?|chief technology|chief technical|technical|technology|tech|architects?|cios?|chief information|cisos?|security|infrastructure|platform|data|software|programmers?)\b/i,
  ],
  ['product', /\b(?:products?|cpos?|chief product)\b/i],
  [
    'sales',
    /\b(?:sales|account executives?|account managers?|business development|bdrs?|sdrs?|revenue|cros?|partnerships?|customer success|commercial)\b/i,
  ],
  ['finance', /\b(?:finance|financial|cfos?|controllers?|accounting|accountants?|treasur\w*|fp&a|bookkeep\w*)\b/i],
  [
    'people',
    /\b(?:people|hr|human resources|talent|recruit\w*|chros?|chief people|hiring managers?|workplace|culture)\b/i,
  ],
  [
    'operations',
    /\b(?:operations|operating|operators?|ops|coos?|supply chain|logistics|office managers?|procurement)\b/i,
  ],
];
const EXECUTIVE =
  /\b(?:ceos?|chief\s+\w+\s+officers?|c-?level|c-suite|cxos?|co-?founders?|founders?|founding|presidents?|owners?|managing directors?|general managers?|managing partners?|(?<!account\s)executives?|ctos?|coos?|cfos?|cmos?|cpos?|cros?|cios?|chros?)\b/i;
const GENERAL_EXECUTIVE =
  /\b(?:ceos?|chief executive|co-?founders?|founders?|presidents?|owners?|managing directors?|general managers?|managing partners?|ctos?|chief technology)\b/i;
const LEADER =
  /\b(?:leaders?|leadership|heads?|vps?|vice presidents?|directors?|chiefs?|managers?|decision[- ]makers?|executives?|founders?|owners?|ceos?|c-?level|c-suite)\b/i;
const GROWTH = /\bgrowth\b/i;
const C_SUITE = /\b(?:executives?|c-?level|c-suite|cxos?|chiefs?|leadership teams?)\b/i;
// Kinds of company in an audience's roles part ("software companies"): they name no role.
const COMPANIES = /\b[\w-]+\s+(?:companies|startups|businesses|firms|organi[sz]ations|agencies|vendors)\b/gi;
// Where an audience stops naming roles and starts describing companies.
const COMPANY_PART = /\s(?:at|in|from|with|who|that|whose|which|across|inside|within|running|building)\s/i;

/** The function families a text names; `IT` only in capitals (the pronoun `it` is no role). */
function functionsOf(text: string): FunctionFamily[] {
  const found = FUNCTIONS.filter(([, re]) => re.test(text)).map(([family]) => family);
  if (/\bIT\b/.test(text) && !found.includes('engineering')) found.push('engineering');
  return found;
}

export type TitleRoles = {
  /** The title's function, or `executive` when it has none, or `other`. */
  family: RoleFamily;
  /** Every family the title belongs to (function first). */
  families: RoleFamily[];
  /** Founder, CEO, president, owner, managing director or CTO (see the module comment). */
  generalExecutive: boolean;
};

/** The families of one job title (`VP of Engineering` → engineering; `COO` → operations, executive). */
export function titleRoles(title: string | null | undefined): TitleRoles {
  const text = (title ?? '').replace(/[&/,|+]/g, ' ').trim();
  const functions = functionsOf(text);
  const executive = EXECUTIVE.test(text);
  const families: RoleFamily[] = [...functions, ...(executive ? (['executive'] as const) : [])];
  return {
    family: families[0] ?? 'other',
    families: families.length > 0 ? families : ['other'],
    generalExecutive: GENERAL_EXECUTIVE.test(text),
  };
}

/** The role family of a job title (see titleRoles). */
export const roleFamilyOf = (title: string | null | undefined): RoleFamily => titleRoles(title).family;

export type Audience = {
  families: RoleFamily[];
  /** The audience names growth and no other marketing role: only growth titles are its marketing. */
  growthOnly: boolean;
  /** The audience names executives or the C-suite as such, not only founders. */
  namesExecutives: boolean;
  /** The audience names leaders, heads, founders or executives of some kind. */
  namesLeaders: boolean;
};

/** The families a brief's audience text names (only its roles part, see the module comment). */
export function audienceFamilies(audience: string | null | undefined): Audience {
  const roles = (audience ?? '')
    .split(COMPANY_PART)[0]!
    .replace(/[&/,|+]/g, ' ')
    .replace(COMPANIES, ' ');
  const families: RoleFamily[] = functionsOf(roles);
  if (EXECUTIVE.test(roles)) families.push('executive');
  // "operators" at startups are the people who run the company beside the founders.
  if (/\boperators?\b/i.test(roles) && !families.includes('executive')) families.push('executive');
  const marketingWords = roles.replace(/\bgrowth\b/gi, '');
  return {
    families,
    growthOnly: GROWTH.test(roles) && !FUNCTIONS[0]![1].test(marketingWords),
    namesExecutives: C_SUITE.test(roles),
    namesLeaders: LEADER.test(roles),
  };
}

export type AudienceFit = {
  fit: 'in' | 'out' | 'unknown';
  family: RoleFamily;
  /** One sentence naming the evidence: the title, its family and the families the audience names. */
  reason: string;
};

/**
 * Whether a prospect's title is inside a brief's audience: `in` when a family of the title is named by
 * the audience, or the title is a general executive and the audience names leaders; `out` when the
 * audience names families and none of the title's; `unknown` when there is no title, the title maps
 * to no family, or the audience names no role.
 */
export function audienceFit(title: string | null | undefined, audience: string | null | undefined): AudienceFit {
  const roles = titleRoles(title);
  const wanted = audienceFamilies(audience);
  const family = roles.family;
  if (!title?.trim() || family === 'other')
    return { fit: 'unknown', family, reason: 'The title names no role family.' };
  if (wanted.families.length === 0 && !wanted.namesLeaders)
    return { fit: 'unknown', family, reason: 'The brief’s audience names no role.' };
  const named = wanted.families.join(', ') || 'leaders';
  const shared = roles.families.find(
    (f) =>
      f !== 'executive' &&
      wanted.families.includes(f) &&
      !(f === 'marketing' && wanted.growthOnly && !GROWTH.test(title)),
  );
  if (shared)
    return { fit: 'in', family, reason: `${title.trim()} is ${shared}, which the audience names (${named}).` };
  if (roles.generalExecutive && (wanted.namesLeaders || wanted.families.includes('executive')))
    return { fit: 'in', family, reason: `${title.trim()} is a general executive, and the audience names leaders.` };
  if (roles.families.includes('executive') && wanted.namesExecutives)
    return { fit: 'in', family, reason: `${title.trim()} is an executive, and the audience names executives.` };
  if (wanted.families.length === 0)
    return { fit: 'unknown', family, reason: 'The brief’s audience names leaders but no function.' };
  return {
    fit: 'out',
    family,
    reason: `${title.trim()} is ${roles.families.join(' and ')}; the audience names ${named}.`,
  };
}
