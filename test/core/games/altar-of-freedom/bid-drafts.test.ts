import '../../../helpers/bundled-data.js';
import { expect } from '@open-wc/testing';
import {
  generalRating,
  loadScenario,
  type GeneralRatings,
  type Scenario,
} from '../../../../src/core/games/altar-of-freedom/index.js';
import {
  EMPTY_BID_DRAFT,
  draftBid,
  draftPpText,
  draftPresent,
  draftTouched,
  draftTurn,
  typedPoints,
  typedPp,
  withBudget,
} from '../../../../src/core/games/altar-of-freedom/bid-drafts.js';

function load(slug: string): Scenario {
  const r = loadScenario(slug);
  if (!r.ok) throw new Error(slug);
  return r.value;
}

const shiloh = load('shiloh');
const RATINGS: GeneralRatings = {
  shiloh: {
    polk: { pp: 5, traits: ['inept', 'grandiose'] },
    bragg: { pp: 4, traits: ['hesitant'] },
  },
};

describe('bidding worksheet drafts (Priority Points)', () => {
  it('reads typed points: empty is 0 (or unknown PP), anything else as typed', () => {
    expect(typedPoints(undefined)).to.equal(0);
    expect(typedPoints('  ')).to.equal(0);
    expect(typedPoints('3')).to.equal(3);
    expect(typedPoints('x')).to.be.NaN;
    expect(typedPp('')).to.equal(null);
    expect(typedPp('7')).to.equal(7);
  });

  it('shows what he typed, else his rolled budget, else his rating', () => {
    const polk = generalRating(RATINGS, shiloh, 'polk');
    expect(draftPpText(EMPTY_BID_DRAFT, polk)).to.equal('5');
    const rolled = withBudget({ ...EMPTY_BID_DRAFT, pp: '9' }, { pp: 7, steps: [] });
    expect(rolled.pp).to.equal(undefined);
    expect(draftPpText(rolled, polk)).to.equal('7');
    expect(draftPpText({ ...rolled, pp: '2' }, polk)).to.equal('2');
    expect(draftPpText(EMPTY_BID_DRAFT, null)).to.equal('');
  });

  it('leaves a Hesitant general’s PP to his roll (App. I, Hesitant)', () => {
    const bragg = generalRating(RATINGS, shiloh, 'bragg');
    expect(draftPpText(EMPTY_BID_DRAFT, bragg)).to.equal('');
  });

  it('takes the typed turn when it is one of the scenario’s, else turn 1', () => {
    expect(draftTurn(shiloh, '2')).to.equal(2);
    for (const t of ['0', '1.5', 'x', String(shiloh.turns.length + 1)])
      expect(draftTurn(shiloh, t), t).to.equal(1);
  });

  it('has a general on the table as ticked, else as the scenario brings him', () => {
    expect(draftPresent(EMPTY_BID_DRAFT, shiloh, 'grant', 1)).to.equal(false);
    expect(draftPresent(EMPTY_BID_DRAFT, shiloh, 'grant', 2)).to.equal(true);
    expect(draftPresent({ ...EMPTY_BID_DRAFT, present: true }, shiloh, 'grant', 1)).to.equal(true);
  });

  it('turns a draft into the bid checkBids reads', () => {
    const polk = generalRating(RATINGS, shiloh, 'polk');
    const draft = { ...EMPTY_BID_DRAFT, clock: '2', divisions: { a: '1', b: '' } };
    expect(draftBid('polk', draft, polk, true)).to.deep.equal({
      generalId: 'polk',
      pp: 5,
      traits: ['inept', 'grandiose'],
      present: true,
      clock: 2,
      saved: 0,
      divisions: { a: 1, b: 0 },
    });
  });

  it('draftTouched: anything typed, ticked or rolled counts; fields typed and cleared do not', () => {
    expect(draftTouched(EMPTY_BID_DRAFT)).to.equal(false);
    expect(draftTouched({ ...EMPTY_BID_DRAFT, pp: ' ', clock: '', divisions: { a: '' } })).to.equal(
      false,
    );
    expect(draftTouched({ ...EMPTY_BID_DRAFT, divisions: { a: '2' } })).to.equal(true);
    expect(draftTouched({ ...EMPTY_BID_DRAFT, saved: '1' })).to.equal(true);
    expect(draftTouched({ ...EMPTY_BID_DRAFT, present: false })).to.equal(true);
    expect(draftTouched({ ...EMPTY_BID_DRAFT, finestHour: 3 })).to.equal(true);
  });
});
