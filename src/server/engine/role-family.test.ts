import { describe, expect, it } from 'vitest';
import { audienceFamilies, audienceFit, roleFamiliesOf } from './role-family.ts';

// Titles and audiences from the graded set (../shared/data/graded-emails: briefs.json and its prospect rows).
const RELAYBASE = 'engineering leaders at software companies with remote teams';
const KEEL =
  'CTOs, VPs of Engineering, engineering managers and technical founders at software companies that hire senior engineers';
const NORTHLIGHT =
  'heads of product, growth leaders and founders at B2B software companies with a self-serve trial or onboarding flow';

describe('roleFamiliesOf', () => {
  it.each([
    ['VP of Engineering', ['engineering']],
    ['Co-founder & CTO', ['engineering', 'executive']],
    ['Head of Growth', ['growth']],
    ['COO', ['operations']],
    ['Director of Operations', ['operations']],
    ['Head of Product', ['product']],
    ['Senior Product Manager, Platform', ['product']],
    ['VP Sales', ['sales']],
    ['Chief Revenue Officer', ['sales']],
    ['Head of Marketing', ['marketing']],
    ['Founder', ['executive']],
    ['Co-founder & CEO', ['executive']],
    ['', []],
    ['Wizard', []],
  ])('%s → %j', (title, families) => expect(roleFamiliesOf(title)).toEqual(families));
});

describe('audienceFamilies', () => {
  it('reads the roles and ignores the company description after "at"', () => {
    expect(audienceFamilies(RELAYBASE)).toEqual(['engineering']);
    expect(audienceFamilies(KEEL)).toEqual(['engineering', 'executive']);
    expect(audienceFamilies(NORTHLIGHT)).toEqual(['product', 'growth', 'executive']);
    expect(audienceFamilies('')).toEqual([]);
  });
});

describe('audienceFit', () => {
  it.each([
    ['VP Sales', RELAYBASE, 'out'],
    ['Head of Marketing', RELAYBASE, 'out'],
    ['Head of Growth', RELAYBASE, 'out'],
    ['COO', KEEL, 'out'],
    ['Head of Marketing', NORTHLIGHT, 'out'],
    ['Head of Growth', NORTHLIGHT, 'in'],
    ['Engineering Manager', RELAYBASE, 'in'],
    ['Founder', RELAYBASE, 'in'],
    ['CEO', KEEL, 'in'],
    ['', RELAYBASE, 'unknown'],
    ['VP Sales', '', 'unknown'],
  ])('%s for "%s" is %s', (title, audience, fit) => expect(audienceFit(title, audience).fit).toBe(fit));
});
