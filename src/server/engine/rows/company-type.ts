import type { ProspectData } from '#shared/prospects.ts';
import { lookupField } from './fields.ts';
import { roleFamiliesOf } from './role-family.ts';

/**
 * What kind of company the row is, against the kind the brief's audience names (issue 28 item 3:
 * "audience by what the company is"): a software offer to a brewer, a freight offer to a SaaS company.
 *
 * The row's side is its industry field read against GICS, the Global Industry Classification Standard
 * (MSCI and S&P, 2023 structure), whose sub-industry names CRMs and company lists carry ("Restaurants",
 * "Rail Transportation", "Application Software"). Only sub-industries whose companies make or move
 * physical goods, or run banks, hospitals, utilities or hotels, count as not software; broad start-up
 * sectors ("Fintech", "Healthcare", "Insurance", "Consumer") say nothing, since a start-up filed under
 * them is usually a software company.
 *
 * When the industry field says nothing (start-up directories file most companies under "B2B" or
 * "Education"), the row's description says what the company calls itself (describedKind): "an app",
 * "a platform", "an AI-powered law firm" is not a brand that ships goods; "we manufacture", "a brand of"
 * is not a software company. A word after "for" names the customers ("a platform for manufacturers"),
 * not the company, and a description with both kinds of word says nothing.
 *
 * The audience's side is what it calls the companies: software, SaaS, tech, developer tools, apps; or
 * manufacturers, distributors, retailers, restaurants.
 */

/** What a company sells: software, physical goods, or services (money, care, teaching, advice, rooms). */
export type CompanyKind = 'software' | 'goods' | 'services';

/**
 * GICS sub-industries (and the LinkedIn and start-up directory labels for the same businesses), by the
 * kind of company they hold. Start-up directory sectors name what a company serves, not what it sells
 * ("Fintech", "Credit and Lending", "Legal", "Human Resources", "Education", "Healthcare": mostly
 * software companies there), so they are in none and say nothing — except Y Combinator's "Engineering,
 * Product and Design", a B2B software sub-industry of its directory (tools for those teams), which is software.
 */
const KINDS: { kind: CompanyKind; sector: string; pattern: RegExp; broad?: boolean }[] = [
  // "Food and Beverage" is LinkedIn's label for food makers and a start-up directory's for whoever serves
  // them: broad, so a description that says "an app" wins over it (companyTypeMismatch).
  { kind: 'goods', sector: 'food, beverage and tobacco', pattern: /\bfood (?:and|&) beverages?\b/i, broad: true },
  {
    kind: 'goods',
    sector: 'food, beverage and tobacco',
    pattern:
      /\b(?:restaurants?|brewers?|distillers|vintners|soft drinks|packaged foods|meats?|agricultur|farm|tobacco|food production)/i,
  },
  {
    kind: 'goods',
    sector: 'materials',
    pattern:
      /\b(?:chemicals?|fertili[sz]ers|industrial gases|steel|aluminum|copper|gold|silver|precious metals|paper|packaging|forest products|construction materials|mining)/i,
  },
  { kind: 'goods', sector: 'energy', pattern: /\b(?:oil|gas (?:exploration|refining|drilling)|coal)/i },
  {
    kind: 'goods',
    sector: 'industrials',
    pattern:
      /\b(?:aerospace|defense|building products|construction (?:machinery|(?:and|&) engineering)|industrial machinery|electrical (?:components|equipment)|heavy (?:electrical|transportation)|rail transportation|trucking|air freight|airlines|marine|cargo ground|conglomerates)/i,
  },
  {
    kind: 'goods',
    sector: 'consumer goods and retail',
    pattern:
      /\b(?:apparel|footwear|textiles|luxury goods|household (?:products|durables|appliances)|personal (?:care )?products|homebuilding|automobile manufacturers|automotive parts|tires|leisure products|department stores|(?:food|drug|merchandise|consumer staples merchandise) retail)/i,
  },
  {
    kind: 'goods',
    sector: 'health care products',
    pattern: /\b(?:pharmaceuticals|health care (?:equipment|supplies|distributors))/i,
  },
  {
    kind: 'goods',
    sector: 'electronics hardware',
    pattern:
      /\b(?:semiconductors?|semiconductor (?:materials|equipment)|electronic (?:components|manufacturing services)|technology hardware)/i,
  },
  {
    kind: 'services',
    sector: 'utilities, hotels and care',
    pattern:
      /\b(?:utilities|renewable electricity|power producers|hotels|resorts|cruise lines|casinos|health care (?:facilities|services)|managed health care|hospitals?)/i,
  },
  {
    kind: 'services',
    sector: 'banks, insurers and holdings',
    pattern:
      /\b(?:diversified banks|regional banks|asset management|custody banks|investment banking|insurance brokers|(?:property (?:&|and) casualty|life (?:&|and) health|multi-line) insurance|reinsurance|multi-sector holdings|consumer finance)/i,
  },
  {
    kind: 'software',
    sector: 'software',
    pattern:
      /\b(?:application software|systems software|internet services|information technology|it services|computer software|software development|saas|developer tools?|data infrastructure|engineering, product and design)\b/i,
  },
];

/**
 * An audience of software companies: "software companies", "B2B SaaS companies", "developer-tool, API and
 * infrastructure companies" — the word must name the companies, not what they use ("running 100+ SaaS tools").
 */
const WANTS_SOFTWARE =
  /\b(?:saas|software|developer[- ]tools?|dev[- ]?tools?|api|tech(?:nology)?|internet)(?:[ ,-]+(?:and |or )?[\p{L}-]+){0,3}?[ -]+(?:companies|startups|businesses|firms|vendors|providers)\b/iu;

/**
 * An audience of companies that make, move or sell physical goods, or run vehicles and crews
 * ("delivery, courier and field-service companies"): a software company is none of them.
 */
const WANTS_GOODS =
  /\b(?:manufacturers?|manufacturing companies|distributors|wholesalers|retailers|restaurants?|shippers|factories|brewer(?:ie)?s|e-?commerce (?:and [\p{L}-]+ )?brands|consumer (?:goods )?brands|dtc brands|(?:delivery|courier|parcel|field[- ]service|logistics|trucking|haulage|freight|construction|fleet)(?:[ ,-]+(?:and |or )?[\p{L}-]+){0,3}?[ -]+(?:companies|firms|businesses|operators|contractors))\b/iu;

/**
 * Words a company uses of itself when it sells software or a service done online ("gives chefs the tools
 * to launch a food business online": tools to do something are what a platform offers).
 */
const SAYS_SOFTWARE =
  /\b(?:software|saas|platform|apps?|api|apis|sdk|(?:the )?tools (?:necessary |needed |they need )?to|ai[- ](?:powered|native|first|driven|based)|ai (?:tutors?|assistants?|agents?|copilots?|models?)|open[- ]source|developer tools?|online|web[- ]based|marketplace|plugin|browser extension|copilot|chatbot|(?:video |mobile |anime )?games?(?![- ]chang)|game studio|law firm|agency|consultancy)\b/giu;
/** Words a company uses of itself when it makes or sells physical goods. */
const SAYS_GOODS =
  /\b(?:manufactur\w*|apparel|clothing|cosmetics|skincare|beverages?|snacks?|foods?|meals|furniture|ingredients|components|consumer products|physical products|we ship|ships|warehouses?|retail stores?|wholesale)\b/giu;

/**
 * What a company enables others to do: the goods after it are the customers' ("changing how people sell
 * food", "giving chefs the tools to manage a food business", "helps families eat better").
 */
const ENABLES = /\b(?:how|giv(?:es|ing)|let(?:s|ting)?|allow(?:s|ing)|enabl(?:es|ing)|help(?:s|ing)?)\b/iu;

/**
 * Matches of a pattern that describe the company itself: not the customers named after "for"/"to", nor
 * (with `enabling`) what the company lets others do, read to the end of its sentence.
 */
function selfWords(text: string, pattern: RegExp, enabling = false): string[] {
  return [...text.matchAll(pattern)]
    .filter((m) => {
      const before = text.slice(0, m.index);
      if (/\b(?:for|to|helps?|serving|serves)\s+(?:[\p{L}-]+\s+){0,2}$/iu.test(before.slice(-40))) return false;
      return !enabling || !ENABLES.test(before.slice(before.search(/[^.!?]*$/u)));
    })
    .map((m) => m[0]);
}

/**
 * What the row's description says the company is (the module notes): its first sentence, and the second
 * when it is still about the company, read for software and goods words; null when it says neither or both.
 */
export function describedKind(prospect: ProspectData): { kind: CompanyKind; words: string } | null {
  const description = lookupField(prospect, 'description')?.value ?? '';
  const [first = '', second = ''] = description.split(/(?<=[.!?])\s+/);
  // The second sentence only when it is still about the company ("It ships…", "Acme's crews…"), not the
  // world it serves ("There are talented people capable of making amazing food").
  const company = prospect.company?.trim().toLowerCase();
  const aboutIt =
    /^(?:we|our|it|its|they|their|the company)\b/i.test(second) ||
    (!!company && second.toLowerCase().startsWith(company));
  const opening = aboutIt ? `${first} ${second}` : first;
  if (!opening) return null;
  const software = selfWords(opening, SAYS_SOFTWARE);
  const goods = selfWords(opening, SAYS_GOODS, true);
  if (software.length > 0 === goods.length > 0) return null;
  return software.length > 0 ? { kind: 'software', words: software[0]! } : { kind: 'goods', words: goods[0]! };
}

/** The kind of company an industry field names, with its sector, or null when the label does not say. */
export function industryKind(
  industry: string | null | undefined,
): { kind: CompanyKind; sector: string; broad: boolean } | null {
  const text = industry?.trim();
  if (!text) return null;
  const found = KINDS.find(({ pattern }) => pattern.test(text));
  return found ? { kind: found.kind, sector: found.sector, broad: found.broad ?? false } : null;
}

/**
 * Why the row's company is not the kind of company the brief's audience names (one sentence naming the
 * industry and the audience's words), or null when they fit or either side is unclear. An engineer is
 * never out by the company's kind: every large company runs software teams, and an offer for software
 * companies' engineers fits a retailer's engineering team too (the graded sets' readers edit, not refuse,
 * such e-mails for their hooks).
 */
export function companyTypeMismatch(prospect: ProspectData, audience: string | null | undefined): string | null {
  const a = audience ?? '';
  if (roleFamiliesOf(prospect.title).includes('engineering')) return null;
  const software = WANTS_SOFTWARE.exec(a);
  const goods = WANTS_GOODS.exec(a);
  const company = prospect.company ?? 'The company';
  const labelled = industryKind(prospect.industry);
  const described = describedKind(prospect);
  // A start-up directory files a software company under the sector it serves ("Food and Beverage" for a
  // platform for home chefs): what the company says it is wins over a goods label.
  const kind = labelled?.broad && labelled.kind === 'goods' && described?.kind === 'software' ? null : labelled;
  if (!kind) {
    if (!described) return null;
    const wanted = software && !goods ? 'software' : goods && !software ? 'goods' : null;
    if (!wanted || described.kind === wanted) return null;
    return `${company} describes itself as “${described.words}”, not one of the “${(software ?? goods)![0]}” the brief’s audience names`;
  }
  if (software && !goods && kind.kind !== 'software')
    return `${company} is in “${prospect.industry}” (${kind.sector}), not one of the “${software[0]}” the brief’s audience names`;
  if (goods && !software && kind.kind !== 'goods')
    return `${company} is in “${prospect.industry}” (${kind.sector}), not one of the “${goods[0]}” the brief’s audience names`;
  return null;
}
