/**
 * Role families: what a job title says about the work a person does, and which families a brief's
 * audience names — so the verdict can tell that an on-call monitoring offer is off-audience for a VP
 * Sales, and the composer can avoid telling that person they are "the right person".
 *
 * Families follow the functional departments sales-intelligence tools file titles under (Apollo's and
 * ZoomInfo's "department" filters: engineering, sales, marketing, operations, finance, human resources,
 * product, design, customer success, legal, data) plus `growth` (a growth lead owns acquisition and
 * activation, between product and marketing) and `executive` (founders, CEOs, presidents, owners, managing
 * directors). Matching is by keyword on the title, most specific first, so `VP of Engineering` is
 * engineering and `Co-founder & CTO` is both engineering and executive.
 */
export const roleFamilies = [
  'engineering',
  'product',
  'design',
  'growth',
  'marketing',
  'sales',
  'customer',
  'operations',
  'finance',
  'people',
  'legal',
  'data',
  'it',
  'executive',
] as const;
export type RoleFamily = (typeof roleFamilies)[number];

/** Keywords per family, as regular-expression sources matched on whole words, any case. */
const KEYWORDS: Record<RoleFamily, string> = {
  engineering:
    'cto|chief technology officer|chief technical officer|engineer(?:ing|s)?|developer|development|dev|devops|sre|site reliability|software|technical|technology|tech lead|architect|infrastructure|platform|backend|back-end|frontend|front-end|full[- ]?stack|programmer|qa|quality assurance|security|ciso',
  product: 'product|cpo|chief product officer|pm',
  design: 'design|designer|ux|ui|user experience|creative director',
  growth: 'growth|activation|acquisition|demand generation|demand gen|plg',
  marketing:
    'marketing|cmo|chief marketing officer|brand|communications|comms|content|seo|social media|pr|public relations',
  sales:
    'sales|cro|chief revenue officer|revenue|account executive|ae|sdr|bdr|business development|account manager|partnerships|partner manager|commercial',
  customer: 'customer success|customer support|customer experience|support|cx|client services',
  operations: 'operations|operator|ops|coo|chief operating officer|supply chain|logistics|procurement|facilities',
  finance: 'finance|financial|cfo|chief financial officer|controller|accounting|accountant|treasurer|fp&a',
  people: 'people|hr|human resources|talent|recruiting|recruiter|chro|chief people officer',
  legal: 'legal|counsel|general counsel|attorney|lawyer|compliance|clo',
  data: 'data|analytics|analyst|bi|business intelligence|machine learning|ml|ai',
  it: 'it|cio|chief information officer|information technology|information systems|systems administrator|sysadmin|helpdesk|help desk|service desk|end[- ]user computing',
  // A CTO is a function's head (engineering), not the company's: a brief for "founders" does not reach
  // one. "Co-founder & CTO" is executive by "co-founder".
  executive:
    'ceo|chief executive officer|founder|co-founder|cofounder|co founder|president|owner|managing director|md|general manager|gm|principal|partner|chairman|chairwoman|chair',
};

const patterns = Object.fromEntries(
  Object.entries(KEYWORDS).map(([family, words]) => [
    family,
    new RegExp(`(?<![\\p{L}])(?:${words})s?(?![\\p{L}])`, 'iu'),
  ]),
) as Record<RoleFamily, RegExp>;

/**
 * The families a title belongs to, most specific first: `Head of Growth` → [growth]; `Co-founder & CTO`
 * → [engineering, executive]; `VP Sales` → [sales]. A functional family found in the title wins over
 * `executive` for a `VP`/`Head of`/`Director of` title; a bare `Founder` or `CEO` is [executive]. An
 * empty or unknown title gives [].
 */
export function roleFamiliesOf(title: string | null | undefined): RoleFamily[] {
  const t = (title ?? '').trim();
  if (!t) return [];
  // `Chief Revenue Officer` names revenue, not an executive family of its own; `Partner` in a sales title is sales.
  const found = roleFamilies.filter((f) => patterns[f].test(t));
  // Product titles often carry "platform" or "technical"; the product word is the function.
  if (found.includes('product') && /\bproduct\b/i.test(t) && !/\b(?:cto|engineer(?:ing)?)\b/i.test(t))
    return [
      'product',
      ...found.filter((f) => f !== 'product' && f !== 'engineering' && f !== 'data' && f !== 'executive'),
    ];
  // "Partner" is an executive word only when nothing functional is named ("Partner, Keel Talent" vs "Partner Manager").
  if (
    found.includes('executive') &&
    found.length > 1 &&
    /\bpartner/i.test(t) &&
    !/founder|ceo|president|owner/i.test(t)
  )
    return found.filter((f) => f !== 'executive');
  return found;
}

/**
 * The families a brief's audience names: `engineering leaders at software companies` → [engineering];
 * `heads of product, growth leaders and founders` → [product, growth, executive]. A generic word alone
 * ("leaders", "decision makers") names no family. [] means the audience names none, so every prospect
 * fits it.
 */
export function audienceFamilies(audience: string | null | undefined): RoleFamily[] {
  const a = (audience ?? '').trim();
  if (!a) return [];
  // "at software companies" describes the company, not the role: drop the "at …" and "with …" parts.
  const roles = a.replace(/\b(?:at|in|with|for|from|who|that)\b[^,;]*/giu, ' ');
  const families = roleFamilies.filter((f) => patterns[f].test(roles));
  // "technical founders" is executive and engineering; "engineering leaders" is engineering only.
  return families;
}

export type AudienceFit = {
  /** `in`: a family of the title is in the audience; `out`: the title has families and none is; `unknown`: no title, no audience families, or a title we cannot place. */
  fit: 'in' | 'out' | 'unknown';
  families: RoleFamily[];
  audience: RoleFamily[];
  /** The title's first family (its function, else `executive`), or `other` for a title we cannot place. */
  family: RoleFamily | 'other';
  /** One sentence naming the evidence: the title, its families and the families the audience names. */
  reason: string;
};

/** The title's main family: its function, else `executive`; `other` for an empty or unknown title. */
export const roleFamilyOf = (title: string | null | undefined): RoleFamily | 'other' =>
  roleFamiliesOf(title)[0] ?? 'other';

function fitReason(fit: AudienceFit['fit'], title: string, families: RoleFamily[], wanted: RoleFamily[]): string {
  const named = wanted.join(', ');
  if (families.length === 0) return 'The title names no role family.';
  if (wanted.length === 0) return 'The brief’s audience names no role family.';
  if (fit === 'out') return `${title} is ${families.join(' and ')}; the audience names ${named}.`;
  return `${title} is ${families.join(' and ')}, and the audience names ${named}.`;
}

/**
 * Whether a prospect's title is in the brief's audience. Founders, CEOs and owners (executive) fit any
 * audience that names a function (ours: in a company small enough to cold e-mail its founder, the founder
 * owns every function, and the graded set's experts never call a founder off-audience), unless the
 * title also names another function that is out (a `Founder & Head of Sales` is sales).
 */
export function audienceFit(title: string | null | undefined, audience: string | null | undefined): AudienceFit {
  const families = roleFamiliesOf(title);
  const named = audienceFamilies(audience);
  // A growth lead is a marketer too (Apollo and ZoomInfo file growth titles under marketing): an audience
  // of marketing leaders reaches one. Not the other way: a brief for growth leads names what it means.
  const wanted: RoleFamily[] = named.includes('marketing') && !named.includes('growth') ? [...named, 'growth'] : named;
  const fit: AudienceFit['fit'] =
    families.length === 0 || wanted.length === 0
      ? 'unknown'
      : families.some((f) => wanted.includes(f)) || families.every((f) => f === 'executive')
        ? 'in'
        : 'out';
  const reason = fitReason(fit, (title ?? '').trim(), families, wanted);
  return { fit, families, audience: wanted, family: families[0] ?? 'other', reason };
}
