import { describe, expect, it } from 'vitest';
import { sampleBrief } from '#tests/fakes/engine-fixtures.ts';
import { complianceCriterion, droppedMergeFields, subjectMatchesBody } from './compliance.ts';
import { scoreInput } from './testing.ts';

const base = scoreInput();

describe('compliance', () => {
  it('passes the grounded fixture', () => {
    expect(complianceCriterion(base)).toEqual({
      id: 'compliance',
      result: 'pass',
      reason: 'No invented contact; the subject matches the body',
      verdict: 'send',
    });
  });

  it('fails invented earlier contact in a first e-mail only', () => {
    expect(complianceCriterion({ ...base, body: `As we discussed, ${base.body}` })).toMatchObject({
      result: 'fail',
      reason: 'Claims earlier contact that never happened',
    });
    expect(complianceCriterion({ ...base, subject: 'Re: Underwriting at Pibit' }).result).toBe('fail');
    expect(complianceCriterion({ ...base, body: `Circling back: ${base.body}`, step: 2 }).result).toBe('pass');
  });

  it('fails a dropped opt-out field at every step, in any spelling merge-fields.ts accepts', () => {
    const brief = sampleBrief({
      template: 'Hi {{first_name}},\n\n{{opener}}\n\nBest,\n{{sender_name}}\n{{ Unsubscribe_Link }}',
    });
    const signed = `${base.body} Chen`;
    expect(complianceCriterion({ ...base, brief, body: signed })).toMatchObject({
      result: 'fail',
      reason: 'Drops the brief’s merge field {{ Unsubscribe_Link }}',
    });
    expect(complianceCriterion({ ...base, brief, body: `${signed}\n{{unsubscribeLink}}` }).result).toBe('pass');
    expect(complianceCriterion({ ...base, brief, body: signed, step: 2 }).result).toBe('fail');
    const instructed = sampleBrief({ instructions: 'Always end with {{opt_out}}.' });
    expect(droppedMergeFields({ ...base, brief: instructed })).toEqual(['{{opt_out}}']);
    expect(droppedMergeFields({ ...base, brief: instructed, body: `${base.body}\n{{opt_out}}` })).toEqual([]);
  });

  it('fails a dropped sender field unless the body has the sender’s value; template fields bind the first e-mail only', () => {
    const template = sampleBrief({
      template: 'Hi {{first_name}},\n\n{{opener}}\n\n{{sender_name}}, {{senderCompany}}',
    });
    expect(droppedMergeFields({ ...base, brief: template, body: 'Hi Sara, worth a call? Maya' })).toEqual([
      '{{sender_name}}',
      '{{senderCompany}}',
    ]);
    expect(
      droppedMergeFields({ ...base, brief: template, body: 'Hi Sara, worth a call?\n\nMaya Chen, Ledgerline' }),
    ).toEqual([]);
    expect(droppedMergeFields({ ...base, brief: template, body: 'Hi Sara, worth a call? Maya', step: 2 })).toEqual([]);
    const instructed = sampleBrief({ instructions: 'Sign as {{sender_role}}.' });
    expect(complianceCriterion({ ...base, brief: instructed, step: 2 })).toMatchObject({
      result: 'fail',
      reason: 'Drops the brief’s merge field {{sender_role}}',
    });
    expect(complianceCriterion({ ...base, brief: instructed, body: `${base.body}\nFounder` }).result).toBe('pass');
    // A field the brief does not fill (no senderCompany) is missing_merge_field's business, not this one's.
    expect(
      droppedMergeFields({
        ...base,
        brief: sampleBrief({ senderCompany: undefined, instructions: '{{sender_company}}' }),
      }),
    ).toEqual([]);
  });

  it('names every failure', () => {
    const brief = sampleBrief({ instructions: 'End with {{unsubscribe}}' });
    expect(complianceCriterion({ ...base, brief, body: `As we discussed, ${base.body}` }).reason).toBe(
      'Claims earlier contact that never happened; Drops the brief’s merge field {{unsubscribe}}',
    );
  });

  it('warns when the subject shares no content word with the body, compared by stem, function words aside', () => {
    expect(complianceCriterion({ ...base, subject: 'Quarterly pizza party' })).toEqual({
      id: 'compliance',
      result: 'warn',
      reason: 'The subject shares no word with the body',
      verdict: 'send',
    });
    expect(subjectMatchesBody({ ...base, subject: 'A note for you' })).toBe(false);
    expect(subjectMatchesBody({ ...base, subject: 'Reconciling bordereaux' })).toBe(true);
    expect(
      subjectMatchesBody({ ...base, subject: 'Idea for Rid', body: 'Hi Ada, Rid makes selling easy. Worth a call?' }),
    ).toBe(true);
    // A follow-up replying in the first e-mail's thread is not judged on its subject.
    expect(subjectMatchesBody({ ...base, subject: 'Re: Quarterly pizza party', step: 2 })).toBe(true);
    expect(subjectMatchesBody({ ...base, subject: 'Quarterly pizza party', step: 2 })).toBe(false);
  });
});
