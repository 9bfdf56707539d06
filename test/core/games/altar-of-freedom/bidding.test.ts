import '../../../helpers/bundled-data.js';
import { expect } from '@open-wc/testing';
import {
  armyOf,
  bidTargets,
  chainsOfCommand,
  checkBids,
  generalOnTable,
  loadScenario,
} from '../../../../src/core/games/altar-of-freedom/index.js';
import type {
  GeneralBid,
  Scenario,
  TraitId,
} from '../../../../src/core/games/altar-of-freedom/index.js';

function load(slug: string): Scenario {
  const r = loadScenario(slug);
  if (!r.ok) throw new Error(slug);
  return r.value;
}

const shiloh = load('shiloh');
const csa = armyOf(shiloh, 'CSA');

/** A bid: `pp` for the turn, the rest as given. */
const bid = (
  generalId: string,
  pp: number | null,
  split: Partial<Pick<GeneralBid, 'clock' | 'saved' | 'divisions'>> = {},
  traits: TraitId[] = [],
  present = true,
): GeneralBid => ({
  generalId,
  pp,
  traits,
  present,
  clock: split.clock ?? 0,
  saved: split.saved ?? 0,
  divisions: split.divisions ?? {},
});

const errors = (bids: GeneralBid[], turn = 2, s = shiloh, side: 'USA' | 'CSA' = 'CSA') =>
  checkBids(s, armyOf(s, side), turn, bids)
    .messages.filter((m) => m.level === 'error')
    .map((m) => [m.text, m.rule]);

describe('Altar of Freedom bidding (Priority Points; Chain of Command; App. I)', () => {
  it('Chain of Command: a corps general bids on his own divisions, the army commander on any', () => {
    const chains = chainsOfCommand(csa);
    expect(chains.map((c) => [c.general.id, c.chain.length])).to.deep.equal([
      ['johnston', 6],
      ['polk', 2],
      ['bragg', 2],
      ['hardee', 1],
      ['breckinridge', 1],
    ]);
    expect(errors([bid('polk', 4, { divisions: { 'ruggles-div': 2 } })])).to.deep.equal([
      ["Polk cannot give PP to Ruggles' Division: not under his command.", 'Chain of Command'],
    ]);
    const check = checkBids(shiloh, csa, 2, [
      bid('johnston', 6, { divisions: { 'ruggles-div': 3 }, clock: 3 }),
      bid('bragg', 4, { divisions: { 'ruggles-div': 2, 'withers-div': 2 } }),
    ]);
    expect(check.valid).to.equal(true);
    // Ratings add up across generals (ruling A2); clock bids of all generals too.
    expect(check.ratings.find((r) => r.division.id === 'ruggles-div')?.rating).to.equal(5);
    expect(check.clockTotal).to.equal(3);
  });

  it('App. I, Trusted Lieutenant: gives PP to any division of his army', () => {
    const polk = chainsOfCommand(csa)[1]!;
    expect(bidTargets(csa, polk, ['trusted-lieutenant'])).to.have.length(6);
    expect(
      errors([bid('polk', 4, { divisions: { 'ruggles-div': 2 } }, ['trusted-lieutenant'])]),
    ).to.deep.equal([]);
  });

  it('Influencing the Turn Clock: at most half his PP on the clock, rounded up (ruling A4)', () => {
    expect(errors([bid('polk', 5, { clock: 3 })])).to.deep.equal([]);
    expect(errors([bid('polk', 5, { clock: 4 })])).to.deep.equal([
      [
        'Polk may put at most 3 PP on the clock (half his 5, rounded up).',
        'Influencing the Turn Clock; ruling A4',
      ],
    ]);
  });

  it('Priority Points: no more than he has; what he leaves is lost (ruling A3)', () => {
    expect(errors([bid('polk', 4, { divisions: { 'clark-div': 3 }, saved: 2 })])).to.deep.equal([
      ['Polk gives out 5 PP but has 4.', 'Priority Points'],
    ]);
    const notes = checkBids(shiloh, csa, 2, [bid('polk', 4, { saved: 1 })]).messages;
    expect(notes).to.deep.include({
      level: 'note',
      generalId: 'polk',
      text: 'Polk: 3 PP not given out are lost.',
      rule: 'ruling A3',
    });
    expect(errors([bid('polk', 4, { saved: 1.5 })])[0]?.[0]).to.contain('whole number');
  });

  it('App. I, Micromanager: saves at least half his PP, rounded down', () => {
    const m: TraitId[] = ['micromanager'];
    expect(errors([bid('polk', 5, { saved: 2, divisions: { 'clark-div': 3 } }, m)])).to.deep.equal(
      [],
    );
    expect(errors([bid('polk', 5, { saved: 1, divisions: { 'clark-div': 4 } }, m)])).to.deep.equal([
      ['Polk (Micromanager) must save at least 2 PP.', 'App. I, Micromanager'],
    ]);
  });

  it('App. I, Insubordinate: his divisions take PP from no other general, not even the army commander', () => {
    const insub: TraitId[] = ['insubordinate'];
    const rule = 'App. I, Insubordinate';
    expect(
      errors([
        bid('johnston', 6, { divisions: { 'ruggles-div': 1 } }),
        bid('bragg', 4, { divisions: { 'withers-div': 2 } }, insub),
      ]),
    ).to.deep.equal([
      ["Ruggles' Division (under Bragg, Insubordinate) may take PP from no other general.", rule],
    ]);
    expect(
      errors([
        bid('polk', 4, { divisions: { 'withers-div': 1 } }, ['trusted-lieutenant']),
        bid('bragg', 4, {}, insub),
      ]),
    ).to.have.length(1);
    expect(errors([bid('bragg', 4, { divisions: { 'withers-div': 2 } }, insub)])).to.deep.equal([]);
  });

  it('App. I, Inept: his divisions never share a rating unless it is 0, on final ratings (ruling A32)', () => {
    const inept: TraitId[] = ['inept'];
    const rule = 'App. I, Inept; ruling A32';
    expect(
      errors([bid('polk', 4, { divisions: { 'clark-div': 2, 'cheatham-div': 2 } }, inept)]),
    ).to.deep.equal([
      [
        "Clark's Division and Cheatham's Division (under Polk, Inept) may not share the rating 2.",
        rule,
      ],
    ]);
    expect(errors([bid('polk', 4, {}, inept)])).to.deep.equal([]);
    // The army commander's point makes the ratings equal: still refused.
    expect(
      errors([
        bid('johnston', 6, { divisions: { 'cheatham-div': 1 } }),
        bid('polk', 4, { divisions: { 'clark-div': 2, 'cheatham-div': 1 } }, inept),
      ]),
    ).to.have.length(1);
  });

  it('App. I, Sloppy Staff Work: one division of his chain is rated 0 every turn (ruling A32)', () => {
    const sloppy: TraitId[] = ['sloppy-staff-work'];
    expect(
      errors([bid('polk', 4, { divisions: { 'clark-div': 2, 'cheatham-div': 1 } }, sloppy)]),
    ).to.deep.equal([
      [
        'A division under Polk (Sloppy Staff Work) must be rated 0.',
        'App. I, Sloppy Staff Work; ruling A32',
      ],
    ]);
    expect(errors([bid('polk', 4, { divisions: { 'clark-div': 3 } }, sloppy)])).to.deep.equal([]);
  });

  it('Shiloh special rules: on turn 1 Grant is absent and every Union division is rated 0', () => {
    expect(generalOnTable(shiloh, 'grant', 1)).to.equal(false);
    expect(generalOnTable(shiloh, 'grant', 2)).to.equal(true);
    const t1 = checkBids(shiloh, armyOf(shiloh, 'USA'), 1, [
      bid('grant', 6, { divisions: { 'sherman-div': 2 } }, [], false),
    ]);
    expect(t1.messages.filter((m) => m.level === 'error').map((m) => m.text)).to.deep.equal([
      'Grant is not on the table: he gives out no PP.',
      'Every Union division must be rated 0 this turn.',
    ]);
    expect(t1.messages.filter((m) => m.level === 'note').map((m) => m.rule)).to.include(
      `${shiloh.title}, special rules`,
    );
    expect(
      errors([bid('grant', 6, { divisions: { 'sherman-div': 2 } })], 2, shiloh, 'USA'),
    ).to.deep.equal([]);
  });

  it('Cedar Creek special rule 1: the Union spends no PP on turn 1; Sheridan arrives after turn 5', () => {
    const cc = load('cedar-creek');
    expect(errors([bid('wright', 4, { clock: 1 })], 1, cc, 'USA')).to.deep.equal([
      ['Wright: no Union PP may be spent this turn.', `${cc.title}, special rules`],
    ]);
    expect(errors([bid('wright', 4, { clock: 1 })], 2, cc, 'USA')).to.deep.equal([]);
    expect([5, 6].map((t) => generalOnTable(cc, 'sheridan', t))).to.deep.equal([false, true]);
  });

  it('a general who rolls to arrive: absent until his first roll, then the players say (Champion Hill)', () => {
    const ch = load('champion-hill');
    expect([2, 3].map((t) => generalOnTable(ch, 'mcclernand', t))).to.deep.equal([false, null]);
    expect(generalOnTable(ch, 'grant', 1)).to.equal(true);
  });
});
