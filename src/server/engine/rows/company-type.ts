import type { ProspectData } from '#shared/prospects.ts';
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
 * The audience's side is what it calls the companies: software, SaaS, tech, developer tools, apps; or
 * manufacturers, distributors, retailers, restaurants.
 */

/** What a company sells: software, physical goods, or services (money, care, teaching, advice, rooms). */
export type CompanyKind = 'software' | 'goods' | 'services';

/**
 * GICS sub-industries (and the LinkedIn and start-up directory labels for the same businesses), by the
 * kind of company they hold. Start-up directory sectors name what a company serves, not what it sells
 * ("Fintech", "Credit and Lending", "Legal", "Human Resources", "Education", "Healthcare": mostly
 * software companies there), so they are in none and say nothing.
 */
const KINDS: { kind: CompanyKind; sector: string; pattern: RegExp }[] = [
  {
    kind: 'goods',
    sector: 'food, beverage and tobacco',
    pattern:
      /\b(?:restaurants?|brewers?|distillers|vintners|soft drinks|packaged foods|meats?|agricultur|farm|tobacco|food (?:and|&) beverage|food production)/i,
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
      /\b(?:application software|systems software|internet services|information technology|it services|computer software|software development|saas|developer tools?|data infrastructure)\b/i,
  },
];

/**
 * An audience of software companies: "software companies", "B2B SaaS companies", "developer-tool, API and
 * infrastructure companies" — the word must name the companies, not what they use ("running 100+ SaaS tools").
 */
const WANTS_SOFTWARE =
  /\b(?:saas|software|developer[- ]tools?|dev[- ]?tools?|api|tech(?:nology)?|internet)(?:[ ,-]+(?:and |or )?[\p{L}-]+){0,3}?[ -]+(?:companies|startups|businesses|firms|vendors|providers)\b/iu;

/** An audience of companies that make, move or sell physical goods. */
const WANTS_GOODS =
  /\b(?:manufacturers?|manufacturing companies|distributors|wholesalers|retailers|restaurants?|shippers|factories|brewer(?:ie)?s|e-?commerce (?:and [\p{L}-]+ )?brands|consumer (?:goods )?brands|dtc brands)\b/iu;

/** The kind of company an industry field names, with its sector, or null when the label does not say. */
export function industryKind(industry: string | null | undefined): { kind: CompanyKind; sector: string } | null {
  const text = industry?.trim();
  if (!text) return null;
  const found = KINDS.find(({ pattern }) => pattern.test(text));
  return found ? { kind: found.kind, sector: found.sector } : null;
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
  const kind = industryKind(prospect.industry);
  if (!kind || roleFamiliesOf(prospect.title).includes('engineering')) return null;
  const software = WANTS_SOFTWARE.exec(a);
  const goods = WANTS_GOODS.exec(a);
  const company = prospect.company ?? 'The company';
  if (software && !goods && kind.kind !== 'software')
    return `${company} is in “${prospect.industry}” (${kind.sector}), not one of the “${software[0]}” the brief’s audience names`;
  if (goods && !software && kind.kind !== 'goods')
    return `${company} is in “${prospect.industry}” (${kind.sector}), not one of the “${goods[0]}” the brief’s audience names`;
  return null;
}
