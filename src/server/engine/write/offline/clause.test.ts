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
      'Bitrise helps automate daily app development tasks',
    ],
    // `your` before a plural goes; in an idiom (`on your terms`) the phrase goes with it.
    [
      'Spine AI is the unlimited visual workspace where your ideas can branch.',
      'Spine AI',
      'Spine AI is the unlimited visual workspace where ideas can branch',
    ],
    [
      'Precious is the iPhone app that tells the story of your children growing up.',
      'Precious',
      'Precious is the iPhone app that tells the story of children growing up',
    ],
    [
      'Easol is the all-in-one platform for managing your entire experience business, on your terms.',
      'Easol',
      'Easol is the all-in-one platform for managing the entire experience business',
    ],
    // A cut never strands a list (`brands like Google`), a relative verb (`that designs`) or `making it easy`.
    [
      'Superside is the leading Creating-as-a-Service company, and today helps 450+ ambitious brands like Google, Meta, Amazon, Salesforce, Coinbase get great design and creative done at scale.',
      'Superside',
      'Superside is the leading Creating-as-a-Service company',
    ],
    [
      'Arpio is a SaaS that eliminates downtime for AWS applications by making it easy to recover from any outage in just a few minutes.',
      'Arpio',
      'Arpio is a SaaS that eliminates downtime for AWS applications',
    ],
    [
      'Over the next ten years, we’re going to witness a shift in animation, tv, and film similar to what we’ve seen with YouTube.',
      'Linum',
      null,
    ],
    [
      'Technology finds information and delivers physical products to us almost instantly.',
      'Helix Nanotechnologies',
      null,
    ],
    ['We also know how challenging it can be to make sure everything is running smoothly.', 'Yardbook', null],
    [
      'SnapCalorie is the world’s first app where you can take a photo of ANY meal and get an accurate calorie count.',
      'SnapCalorie',
      null,
    ],
    [
      'Flowspace couples powerful software with its national fulfillment network to enable brands to offer consistently fast, efficient delivery from every channel.',
      'Flowspace',
      'Flowspace couples powerful software with its national fulfillment network',
    ],
    // An infinitive where the sentence ended is the author's: only a cut strands one (`to securely share`).
    [
      'Promise modernizes government payments helping agencies recover more revenue while giving residents flexible, humane ways to pay.',
      'Promise',
      'Promise modernizes government payments helping agencies recover more revenue while giving residents flexible, humane ways to pay',
    ],
    // A `from … to …` range is never cut at its `to`: half a range reads as a whole one.
    [
      'We are building workflows to help developers go from finding and closing development sites to getting a building permit faster.',
      'PermitPortal',
      null, // too long whole; `to help developers go` and `… go from finding sites` both strand the range
    ],
    [
      'We serve technology, public sector, national defense and financial services industries with customers ranging from tech giants, to the world’s largest banks, to the U.S. Department of Defense and governmental agencies around the world.',
      'Mattermost',
      'Mattermost serves technology, public sector, national defense and financial services industries with customers',
    ],
    [
      'Founded in 2017, OpenSea pioneered the first non-custodial marketplace for digital assets and has evolved into the destination for the entire onchain economy.',
      'OpenSea',
      'OpenSea pioneered the first non-custodial marketplace for digital assets',
    ],
    [
      'Evidence is an open source, code-based alternative to drag-and-drop BI tools.',
      'Evidence',
      'Evidence is an open source, code-based alternative to drag-and-drop BI tools',
    ],
    [
      'Craze makes it simple for founders and growing teams in India to manage, run and automate all of payroll, HR and IT in one place.',
      'Craze',
      null,
    ],
    [
      'Workflow86 is your on-demand AI workflow engineer that designs, builds and edits complete end-to-end automated workflows and business processes based on your instructions.',
      'Workflow86',
      'Workflow86 is the on-demand AI workflow engineer',
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
    // The company pages of issue 15's fixture sites, from the Remote-in-Tech directory:
    [
      'PNC Financial Services Group, Inc. (stylized as PNC) is a bank holding company and financial services corporation based in Pittsburgh, Pennsylvania.',
      'PNC Financial Services',
      'PNC Financial Services is a bank holding company and financial services corporation based in Pittsburgh',
    ],
    [
      'Rakuten Travel Xchange is the hotel wholesale and travel technology division within the Rakuten group.',
      'Rakuten Travel Xchange',
      'Rakuten Travel Xchange is the hotel wholesale and travel technology division within the Rakuten group',
    ],
    [
      'The MeridianLink platform features SaaS cloud-based products and services that span the entire digital lending journey.',
      'MeridianLink',
      'MeridianLink’s platform features SaaS cloud-based products and services that span the entire digital lending journey',
    ],
    [
      "Now supported by a team of expert teachers, engineers, and language experts, NoRedInk's mission is to help all students harness the power of language.",
      'NoRedInk',
      'NoRedInk’s mission is to help all students harness the power of language',
    ],
    // Cuts that keep the phrase whole: coordinated gerunds share their object (cut before both), an
    // idiom's last word stays, an infinitive or an adjective left without its complement goes.
    [
      'We’re a 26-person website development firm focused on building and supporting top-notch Magento, Drupal, and Shopify solutions that help businesses grow.',
      'Bear Group',
      'Bear Group is a 26-person website development firm',
    ],
    [
      'We are a digital agency that believes that digital connectivity is a force for good; we help organisations harness it.',
      'Giant',
      'Giant is a digital agency that believes that digital connectivity is a force for good',
    ],
    [
      'Our goal is to be a customer-obsessed, innovative, fast-paced, and transparent company willing to not only listen to our customers but grow with them.',
      'Aerostrat',
      'Aerostrat’s goal is to be a customer-obsessed, innovative, fast-paced, and transparent company',
    ],
    [
      'Mozart Data provides an out-of-the-box modern data stack that empowers anyone to easily consolidate, organize, and clean their data.',
      'Mozart Data',
      'Mozart Data provides an out-of-the-box modern data stack',
    ],
    [
      'Vassar Robotics builds home humanoids the practical way.',
      'Vassar Robotics',
      'Vassar Robotics builds home humanoids the practical way',
    ],
    // A past tense stays past: `we came up with` is not `cames up with`.
    [
      'We came up with a wealth advisory service for young families.',
      'AIM India',
      'AIM India came up with a wealth advisory service for young families',
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
    // The whole name again: restated, the sentence would name the company twice.
    ['Rakuten Travel Xchange partners with Rakuten Travel Xchange affiliates worldwide.', 'Rakuten Travel Xchange'],
    // A superlative without the words the cut took, which restricted it, is a claim the site never made.
    ['Shareup is the easiest, fastest way to securely share anything with anyone.', 'Shareup'],
    [
      'Lollipuff is the only online auction site where every designer handbag is checked by two authenticators before it ships to a buyer anywhere in the world.',
      'Lollipuff',
    ],
    // A lead-in with a verb of its own is a clause, not a phrase to drop.
    ['When teams grow, Acme keeps their payroll in one place.', 'Acme'],
  ])('refuses %j (not a restatable fact about the company)', (sentence, company) => {
    expect(clause(sentence, company)).toBeNull();
  });

  it('reads a name that opens with an -ing word as the name (`Hugging Face is …`), not as a gerund', () => {
    const c = parseClause('Hugging Face is the leading open platform for machine learning.', 'Hugging Face');
    expect(`${c?.subject} ${c?.predicate}`).toBe('Hugging Face is the leading open platform for machine learning');
  });

  it('keeps an adjective the author ended the sentence on (`keeps builds healthy`, `makes sports betting simple`)', () => {
    // The readers: "'BeeBettor makes sports betting' is a meaning-changing cut".
    expect(parseClause('BeeBettor makes sports betting simple.', 'BeeBettor')?.predicate).toBe(
      'makes sports betting simple',
    );
    expect(
      parseClause('Aviator is a developer tool that automates merge workflows and keeps builds healthy.', 'Aviator')
        ?.predicate,
    ).toMatch(/keeps builds healthy$/);
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
