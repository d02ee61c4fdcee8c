import type { Brief } from '#shared/brief.ts';
import type { RoleFamily } from '../../rows/index.ts';

/**
 * Whether an offer's words name a role's own work (a bookkeeping offer names `payroll`, which is
 * finance's; an on-call monitoring offer names nothing a VP Sales does), for a brief whose audience
 * names no role (work-link.ts: who does the offer's work). Keywords per family: the everyday nouns of
 * each function's work (ours, from the departments sales-intelligence tools file titles under). A loose
 * reading ("writers who have worked as engineers" names engineering), so it never decides audience fit.
 * Executives fit through the audience itself (rows/role-family.ts), never here.
 */
const WORK: Partial<Record<RoleFamily, RegExp>> = {
  engineering:
    /\b(?:engineer\w*|developers?|code|deploy\w*|on-call|api|sdk|infrastructure|devops|incidents?|uptime)\b/i,
  product: /\b(?:product managers?|roadmap|activation|onboarding|feature adoption|user research)\b/i,
  design: /\b(?:design\w*|ux|prototypes?|figma)\b/i,
  growth: /\b(?:growth|activation|onboarding|conversion|trial|retention|sign-?ups?)\b/i,
  marketing: /\b(?:marketing|campaigns?|brand|leads|seo|content|audience)\b/i,
  sales: /\b(?:sales|pipeline|deals|quota|prospects?|outbound|crm)\b/i,
  customer: /\b(?:support|tickets|customer success|churn)\b/i,
  operations: /\b(?:operations|processes|logistics|supply chain|procurement|vendors|bookkeeping|payroll)\b/i,
  finance: /\b(?:bookkeeping|accounting|tax\w*|payroll|finance|books|close|invoices?|credits?)\b/i,
  people: /\b(?:hir\w+|recruit\w*|candidates?|talent|payroll|benefits|onboarding new hires)\b/i,
  legal: /\b(?:legal|contracts?|compliance|privacy)\b/i,
  data: /\b(?:data|analytics|dashboards?|metrics)\b/i,
};

/** True when the brief's own words name the work of one of `families` (see the module comment). */
export function offerFitsRole(brief: Brief, families: readonly RoleFamily[]): boolean {
  const text = [brief.offer, ...brief.valueProps, ...brief.proofPoints].join(' ');
  return families.some((f) => WORK[f]?.test(text) ?? false);
}

/** The pattern of a family's everyday work words (WORK), for one word at a time; null for none. */
export function workWords(family: RoleFamily): RegExp | null {
  return WORK[family] ?? null;
}

/** The families whose everyday work `text` names (`payroll` → operations, finance, people); [] for none. */
export function familiesNamedBy(text: string): RoleFamily[] {
  return (Object.keys(WORK) as RoleFamily[]).filter((f) => WORK[f]!.test(text));
}

/**
 * Whether the offer works on the prospect's product (monitoring, design, onboarding …) rather than on
 * the company (bookkeeping, hiring): only then may the link say "for a product like that".
 */
export const aboutProducts = (brief: Brief): boolean =>
  /\b(?:products?|users?|onboarding|activation|jobs|webhooks|api|app|apps|features?|sign-?ups?|customers notice)\b/i.test(
    [brief.offer, ...brief.valueProps].join(' '),
  );
