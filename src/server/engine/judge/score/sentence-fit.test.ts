import { describe, expect, it } from 'vitest';
import { briefSchema } from '#shared/brief.ts';
import { bareObject, cutBriefClause, droppedComplement } from './pasted-phrases.ts';
import {
  clauseAsObject,
  headline,
  mergeCapital,
  notOnlyAlone,
  orphanClitic,
  participleFragment,
  relativeAgreement,
  strayPronoun,
  thereIsPlural,
  unfinished,
} from './sentence-fit.ts';

/**
 * Sentences whose parts do not fit (issue 28 item 3), on sentences of our own for a brief of our own
 * (a shift-scheduling tool), none taken from the graded sets.
 */
const brief = briefSchema.parse({
  senderName: 'Ines Varga',
  senderCompany: 'Rotawise',
  offer:
    'Rotawise builds next month’s shift rota from your staff’s availability in minutes. Managers approve it in one click.',
  valueProps: [
    'Swap requests approved from a phone',
    'Overtime flagged before the rota is published',
    'Works with Deputy',
  ],
  proofPoints: ['Midlands care group cut rota time from 6 hours to 40 minutes'],
  audience: 'operations managers at care homes',
  callToAction: 'Ask whether building the rota takes them more than a day each month.',
});

describe('mergeCapital: a brief item pasted mid-sentence with its line’s capital', () => {
  it('finds a common word that kept its capital after a lower-case word', () => {
    expect(mergeCapital('With Rotawise you get Swap requests approved from a phone.', brief)).toBe(
      'a phrase pasted in with its capital: “get Swap”',
    );
    expect(mergeCapital('It also means Overtime flagged before the rota is published.', brief)).toContain(
      '“means Overtime”',
    );
  });

  it('leaves names, sentence starts and the same words written in lower case alone', () => {
    // "Midlands" is a proper noun (the dictionary lists it capitalised); "Works" starts the sentence.
    expect(mergeCapital('One Midlands care group cut rota time from 6 hours to 40 minutes.', brief)).toBeNull();
    expect(mergeCapital('Swap requests are approved from a phone.', brief)).toBeNull();
    expect(mergeCapital('Staff send swap requests from a phone.', brief)).toBeNull();
    expect(mergeCapital('It connects to Deputy: Works with Deputy out of the box.', brief)).toBeNull();
  });
});

describe('strayPronoun: "they" in a sentence to "you" with no one to point at', () => {
  it('flags a third-person instruction pasted into a question to the reader', () => {
    expect(strayPronoun('Would you share the rota template they use each month?', 'Rotawise builds the rota.')).toBe(
      '“they” points at no one the sentence names',
    );
  });

  it('accepts plural, person and group antecedents, in the sentence or the one before', () => {
    expect(strayPronoun('Do your managers lose a day when they build the rota?', undefined)).toBeNull();
    expect(strayPronoun('Are swap requests slowing you down when they pile up?', undefined)).toBeNull();
    expect(strayPronoun('Would a tool that asks each carer for their availability help you?', undefined)).toBeNull();
    expect(
      strayPronoun('Would it help you if they could swap shifts alone?', 'Your staff swap shifts by text.'),
    ).toBeNull();
    expect(strayPronoun('Is their rota on your desk?', 'Your team leaders run the floor.')).toBeNull();
  });

  it('says nothing of a sentence that does not speak to the reader', () => {
    expect(strayPronoun('They built the rota by hand.', undefined)).toBeNull();
  });
});

describe('unfinished: a paragraph that stops where no sentence can', () => {
  it('flags a paragraph ending on a pronoun, article, preposition or conjunction without punctuation', () => {
    expect(unfinished('Each rota is checked against the hours your staff have and the contracts they', true)).toMatch(
      /^cut off: /,
    );
    expect(unfinished('Managers approve the rota in one click and', true)).toMatch(/^cut off: /);
  });

  it('accepts a finished sentence, a short label, a line inside a paragraph and an ending content word', () => {
    expect(unfinished('Managers approve the rota in one click.', true)).toBeNull();
    expect(unfinished('Best wishes to you', true)).toBeNull();
    expect(unfinished('Managers approve the rota in one click and', false)).toBeNull();
    expect(unfinished('Managers approve the rota from their phone', true)).toBeNull();
  });
});

describe('pasted headlines and fragments', () => {
  it('flags a head-count compound opening a sentence without its article', () => {
    expect(headline('40-person care group cut rota time by half.')).toMatch(/^a headline, not a sentence/);
    expect(headline('A 40-person care group cut rota time by half.')).toBeNull();
    expect(headline('24-hour support is included.')).toBeNull();
  });

  it('flags a noun phrase with a bare participle and no finite verb', () => {
    expect(participleFragment('Overtime hours found by matching rotas against timesheets.')).toMatch(/^a fragment/);
    expect(participleFragment('900 carers paid at 30 homes.')).toMatch(/^a fragment/);
    expect(participleFragment('We found the gaps by matching rotas against timesheets.')).toBeNull();
    expect(participleFragment('Rotas built by hand take a day.')).toBeNull();
    // A subject with its determiner makes a past-tense sentence, not a pasted note.
    expect(participleFragment('One care group launched in Leeds in six weeks and halved its agency hours.')).toBeNull();
  });
});

describe('thereIsPlural: "there is" before a plural', () => {
  it('flags the disagreement and leaves singular, mass and "there are" alone', () => {
    expect(thereIsPlural('There is no new tablets or hardware to buy.')).toMatch(/a plural after “is”$/);
    expect(thereIsPlural('There’s two rota templates to pick from.')).toMatch(/a plural after “is”$/);
    expect(thereIsPlural('There is no new hardware to buy.')).toBeNull();
    expect(thereIsPlural('There are no new tablets to buy.')).toBeNull();
    expect(thereIsPlural('There is no news on the rota yet.')).toBeNull();
  });
});

describe('clauseAsObject: a brief sentence pasted as the object of "gives you"', () => {
  it('flags a noun with its own present-tense verb, and leaves noun phrases and participles alone', () => {
    expect(clauseAsObject('Rotawise gives you every manager approves the rota in one click.')).toMatch(
      /^a sentence pasted/,
    );
    expect(clauseAsObject('Rotawise gives you a rota your managers approve in one click.')).toBeNull();
    expect(clauseAsObject('Rotawise gives you swap requests approved from a phone.')).toBeNull();
    expect(clauseAsObject('Rotawise builds the rota in minutes.')).toBeNull();
  });
});

describe('orphanClitic: a sentence that opens on half a contraction', () => {
  it('flags a leading clitic and leaves whole contractions and quotes alone', () => {
    expect(orphanClitic("'d you like to see next month’s rota?")).toMatch(/^a word is missing before/);
    expect(orphanClitic('’re the rotas built by hand today?')).toMatch(/^a word is missing before/);
    expect(orphanClitic("Would you like to see next month's rota?")).toBeNull();
    expect(orphanClitic("'Rota day' is what managers call it.")).toBeNull();
  });
});

describe('notOnlyAlone: "not only" whose second half never comes', () => {
  it('flags a lone "not only" and accepts "but", "also" and a clause after a dash', () => {
    expect(notOnlyAlone('Rotawise is not only a scheduling tool.')).toMatch(/^“not only” with nothing after it/);
    expect(notOnlyAlone('Rotawise is not only a scheduling tool but a payroll check.')).toBeNull();
    expect(notOnlyAlone('It not only builds the rota, it also flags overtime.')).toBeNull();
    expect(notOnlyAlone('Not only that — it flags overtime.')).toBeNull();
  });
});

describe('relativeAgreement: a plural with a singular verb in its "who" clause', () => {
  it('flags "managers who has" and accepts agreement, singular heads and "-ss" nouns', () => {
    expect(relativeAgreement('Rotawise is run by carers who has worked night shifts.')).toMatch(
      /a plural with a singular verb$/,
    );
    expect(relativeAgreement('Rotawise is run by carers who have worked night shifts.')).toBeNull();
    expect(relativeAgreement('Every manager who has used it keeps it.')).toBeNull();
    expect(relativeAgreement('A business that is growing needs it.')).toBeNull();
  });
});

describe('bareObject: a brief item pasted where a benefit belongs, without its article', () => {
  const items = briefSchema.parse({
    ...brief,
    valueProps: ['weekly overtime report per home', '3–5 shift template library', 'Deputy, Planday, Rotacloud'],
  });

  it('flags a pasted singular count noun with no article and a pasted bare list of other products', () => {
    expect(bareObject('Rotawise gives you weekly overtime report per home.', items)).toMatch(
      /^a noun without its article/,
    );
    expect(bareObject('It gives you 3–5 shift template library.', items)).toMatch(/^a noun without its article/);
    expect(bareObject('Rotawise gives you Deputy, Planday, Rotacloud.', items)).toMatch(
      /^names listed where a benefit belongs/,
    );
  });

  it('accepts articles, plurals, mass nouns, and words that are not the brief’s item', () => {
    const mass = briefSchema.parse({ ...brief, valueProps: ['flat per-home pricing', 'instant access to every rota'] });
    expect(bareObject('Rotawise gives you a weekly overtime report per home.', items)).toBeNull();
    expect(bareObject('Rotawise gives you flat per-home pricing.', mass)).toBeNull();
    expect(bareObject('It gives you instant access to every rota.', mass)).toBeNull();
    expect(bareObject('It gives you weekly overtime reports per home.', items)).toBeNull();
    expect(bareObject('Rotawise gives you weekly report.', items)).toBeNull();
    expect(bareObject('Rotawise builds the rota.', items)).toBeNull();
  });
});

describe('droppedComplement: a brief phrase cut before the "into" it needs', () => {
  const converts = briefSchema.parse({
    ...brief,
    offer: 'Rotawise turns staff availability forms into a finished rota in minutes.',
  });

  it('flags the verb and object without "into", and accepts the whole phrase or other verbs', () => {
    expect(
      droppedComplement('With 12 homes, turning staff availability forms is probably a weekly job.', converts),
    ).toMatch(/without the “into …” or place it needs/);
    expect(droppedComplement('Rotawise turns staff availability forms into a rota.', converts)).toBeNull();
    expect(droppedComplement('Your managers collect staff availability forms by hand.', converts)).toBeNull();
    expect(droppedComplement('With 12 homes, turning forms around is a weekly job.', brief)).toBeNull();
  });
});

describe('cutBriefClause and the put-class: a brief phrase cut before the words it needs', () => {
  const sensors = briefSchema.parse({
    ...brief,
    offer: 'Rotawise puts a tablet in every staff room and reads each shift request that lands in your inbox.',
  });

  it('flags a relative clause of the brief cut at the sentence’s end, and a put-class verb without its place', () => {
    expect(cutBriefClause('I will keep to one thing: each shift request that lands.', sensors)).toMatch(
      /^cut where the brief goes on/,
    );
    expect(droppedComplement('At 12 homes, putting a tablet is probably a side job.', sensors)).toMatch(
      /without the “into …” or place it needs/,
    );
  });

  it('accepts the clause with its place, and the same words mid-sentence', () => {
    expect(cutBriefClause('It reads each shift request that lands in your inbox.', sensors)).toBeNull();
    expect(cutBriefClause('Each shift request that lands gets an answer.', sensors)).toBeNull();
    expect(droppedComplement('Rotawise puts a tablet in every staff room.', sensors)).toBeNull();
  });
});
