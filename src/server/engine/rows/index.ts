/**
 * The rows room: a prospect's row as both the writer and the judge read it. Its fields by name
 * (fields.ts), the checks on its values (suspicious-value.ts: is a field usable as text?; markup.ts: a
 * field's HTML dropped, its text kept; injection.ts: a field that reads like instructions to a model),
 * what the title, the company's size and its kind say (role-family.ts, company-size.ts, company-type.ts), and the website's
 * passages read as columns of the row (sources.ts). The import checks its rows with the same code.
 * It imports only language/.
 */
export {
  type Headcount,
  headcountFact,
  headcountOf,
  lacksPrerequisite,
  sizeGap,
  sizeMismatch,
  sizeOutside,
  SMALL_COMPANY,
  smallerMatters,
} from './company-size.ts';
export { companyTypeMismatch, describedKind, industryKind } from './company-type.ts';
export { lookupField, normaliseFieldName } from './fields.ts';
export { detectInjection, injectedFields, injectionFlags } from './injection.ts';
export { markupFinding, stripMarkup, type MarkupFinding, withoutMarkup } from './markup.ts';
export { audienceFamilies, audienceFit, roleFamiliesOf, type RoleFamily } from './role-family.ts';
export {
  citationLines,
  citeClaim,
  citeFact,
  isSourceField,
  type Research,
  type Source,
  sourceFieldFor,
  withSources,
} from './sources.ts';
export { findSuspiciousFields, placeName, suspiciousValue, suspiciousValueFlag } from './suspicious-value.ts';
