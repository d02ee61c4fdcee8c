import { describe, expect, it } from 'vitest';
import { sampleProspect } from '#tests/fakes/engine-fixtures.ts';
import { scoreEmail } from './index.ts';
import { recipientCriterion } from './recipient.ts';
import { scoreInput } from './testing.ts';

const to = (email: string | null) => scoreInput({ prospect: { ...sampleProspect(), email } });
const finding = (email: string | null) => {
  const { result, verdict, reason } = recipientCriterion(to(email));
  return { result, verdict, reason };
};

describe('recipient: a draft that cannot reach its person is not send (issue 28 item 4)', () => {
  it('fails with no address, an invalid one or one without a top-level domain', () => {
    expect(finding(null)).toEqual({
      result: 'fail',
      verdict: 'dont_send',
      reason: 'No e-mail address: the prospect cannot be sent to',
    });
    expect(finding('  ')).toMatchObject({ result: 'fail', verdict: 'dont_send' });
    expect(finding('not-an-email')).toEqual({
      result: 'fail',
      verdict: 'dont_send',
      reason: '“not-an-email” is not a valid e-mail address',
    });
    expect(finding('jonas.kim@careers.turtlemint').reason).toBe(
      '“jonas.kim@careers.turtlemint” is not a valid e-mail address: its domain has no top-level domain',
    );
  });

  it('fails a disposable domain, naming it', () => {
    expect(finding('sara@mailinator.com')).toEqual({
      result: 'fail',
      verdict: 'dont_send',
      reason: '“mailinator.com” is a disposable (throwaway) e-mail domain',
    });
  });

  it('asks for an edit on a role address or a recruiting domain', () => {
    expect(finding('Info@Pibit.ai')).toMatchObject({ result: 'warn', verdict: 'edit' });
    expect(finding('info@pibit.ai').reason).toContain('role address');
    for (const email of ['yusuf.quinn@capitalonecareers.com', 'ravi.wagner@amazon.jobs', 'jae@careers.hotjar.com'])
      expect(finding(email)).toMatchObject({ result: 'warn', verdict: 'edit' });
    expect(finding('ravi.wagner@amazon.jobs').reason).toContain('recruiting site’s domain');
  });

  it('passes a person’s own address, including companies whose name merely contains a job word', () => {
    for (const email of [
      'sara@pibit.ai',
      'ana@jobber.com',
      'li@careerfoundry.com',
      'm@stevejobsarchive.org',
      'dana@acme.example',
    ])
      expect(finding(email)).toMatchObject({ result: 'pass', verdict: 'send' });
  });

  it('caps the whole verdict: the same e-mail is send to a person and dont_send to nobody', () => {
    expect(scoreEmail(to('sara@pibit.ai')).verdict).toBe('send');
    expect(scoreEmail(to(null))).toMatchObject({ verdict: 'dont_send', grade: 'D' });
    expect(scoreEmail(to('sales@pibit.ai')).verdict).toBe('edit');
  });
});
