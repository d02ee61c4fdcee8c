import { describe, expect, it } from 'vitest';
import { parseClause } from './clause.ts';

const clause = (sentence: string, company: string) => {
  const c = parseClause(sentence, company);
  return c ? `${c.subject} ${c.predicate}` : null;
};

describe('parseClause', () => {
  it.each([
    ['Metorial is the infra layer for AI integrations.', 'Metorial', 'Metorial is the infra layer for AI integrations'],
    [
      '7 Cups of Tea is an on-demand emotional health and well-being service.',
      '7cups',
      '7cups is an on-demand emotional health and well-being service',
    ],
    [
      'Zoa trains cross-domain event forecasting engines.',
      'Zoa Research',
      'Zoa Research trains cross-domain event forecasting engines',
    ],
    [
      'Type.ai is an AI-native document editor designed for long-form professional writing.',
      'Type',
      'Type is an AI-native document editor designed for long-form professional writing',
    ],
    ['We design, build, and deploy satellites.', 'Wardstone', 'Wardstone designs, builds, and deploys satellites'],
    [
      'Suger removes the need to build billing with your own engineering resources.',
      'Suger',
      'Suger removes the need to build billing with in-house engineering resources',
    ],
    [
      'We’re a tiny team of hackers doing applied research.',
      'Khoj',
      'Khoj is a tiny team of hackers doing applied research',
    ],
    [
      'We built the only serverless MCP runtime that can maintain state.',
      'Metorial',
      'Metorial built the only serverless MCP runtime that can maintain state',
    ],
    [
      'At Response, we simplify how ops teams manage indirect spend.',
      'Response',
      'Response simplifies how ops teams manage indirect spend',
    ],
    [
      'At Rid we’re determined to make selling easier than buying.',
      'Rid',
      'Rid is determined to make selling easier than buying',
    ],
    [
      'Our platform streamlines procurement for ops teams.',
      'Response',
      'Response’s platform streamlines procurement for ops teams',
    ],
    [
      'Wattson Health’s AI agents connect with customers over the phone and SMS.',
      'Wattson Health',
      'Wattson Health’s AI agents connect with customers over the phone and SMS',
    ],
    [
      'Building an AI copilot for researchers to analyze real-world data.',
      'Percival',
      'Percival is building an AI copilot for researchers to analyze real-world data',
    ],
    [
      'Founded in 2013 and based in San Diego, Cisterna Biologics uses proprietary technologies to remove contaminants.',
      'Cisterna Biologics',
      'Cisterna Biologics uses proprietary technologies to remove contaminants',
    ],
    [
      'EdgeTrace unifies your entire camera network into one intelligence platform.',
      'EdgeTrace',
      'EdgeTrace unifies the entire camera network into one intelligence platform',
    ],
    [
      'Bitrise helps you automate your daily app development tasks.',
      'Bitrise',
      'Bitrise helps automate the daily app development tasks',
    ],
    [
      'Treinta powers 7 million SMBs across the US and Latin America with simple finance, inventory, and sales tools.',
      'Treinta',
      'Treinta powers 7 million SMBs across the US and Latin America',
    ],
    [
      'CodeLayer is an OSS IDE for managing coding agents.',
      'HumanLayer',
      'CodeLayer is an OSS IDE for managing coding agents',
    ],
  ])('%s', (sentence, company, expected) => {
    expect(clause(sentence, company)).toBe(expected);
  });

  it.each([
    ['Historically, quantitative models are domain specific.', 'Zoa Research'],
    ['FidoCure knows this from decades of veterinary research.', 'FidoCure'],
    ['Users perform millions of calls every month.', 'Wakie'],
    ['Skip the line and send gifts to friends.', 'Snackpass'],
    ['MailTime Email Messenger: Mobile email client.', 'MailTime'],
  ])('refuses %j (not a restatable fact about the company)', (sentence, company) => {
    expect(clause(sentence, company)).toBeNull();
  });

  it('reads a name that opens with an -ing word as the name (`Hugging Face is …`), not as a gerund', () => {
    const c = parseClause('Hugging Face is the leading open platform for machine learning.', 'Hugging Face');
    expect(`${c?.subject} ${c?.predicate}`).toBe('Hugging Face is the leading open platform for machine learning');
  });

  it('never cuts between coordinate adjectives (`seamless, personalized travel`)', () => {
    const gordian = parseClause(
      'Gordian is pioneering seamless, personalized travel powered by world-class software.',
      'Gordian Software',
    );
    expect(gordian?.predicate).toBe('is pioneering seamless, personalized travel powered by world-class software');
    const lifen = parseClause(
      'We help providers obtain timely, accurate, and comprehensive access to information that is seamlessly integrated across the care pathway.',
      'Lifen',
    );
    expect(lifen?.predicate).toMatch(/^helps providers obtain timely, accurate, and comprehensive access/);
  });

  it('shortens a long predicate at a clause boundary, never mid-phrase', () => {
    const c = parseClause(
      'Skyvern helps companies automate browser based workflows using LLMs and Computer Vision, fully automating manual workflows and replacing brittle or unreliable scripts.',
      'Skyvern',
    );
    expect(c?.predicate).toBe('helps companies automate browser based workflows using LLMs and Computer Vision');
  });

  it('keeps the noun phrase after "is" and "is building" for noun-phrase openers', () => {
    expect(parseClause('ArchiLabs is building an AI co-pilot for architecture.', 'ArchiLabs')).toMatchObject({
      np: 'an AI co-pilot for architecture',
      npVerb: 'building',
    });
    expect(parseClause('Metorial is the infra layer for AI integrations.', 'Metorial')).toMatchObject({ npVerb: 'is' });
  });
});
