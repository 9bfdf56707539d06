import { expect } from '@open-wc/testing';
import { MORALE_TEST } from '../../../../src/core/games/in-freedoms-cause/morale-data.js';
import { QUALITIES } from '../../../../src/core/games/in-freedoms-cause/quality.js';
import { parseIfcState } from '../../../../src/core/games/in-freedoms-cause/tracker-schema.js';
import { IFC_TRACKER_VERSION } from '../../../../src/core/games/in-freedoms-cause/tracker-types.js';
import { newBattle } from '../../../../src/core/games/in-freedoms-cause/tracker-start.js';
import {
  armyDue,
  brigadeDue,
  brigadeInputs,
  unitBracket,
} from '../../../../src/core/games/in-freedoms-cause/tracker-morale.js';
import type {
  IfcEvent,
  NewUnit,
} from '../../../../src/core/games/in-freedoms-cause/tracker-types.js';
import { addUnit, run, type IfcState } from '../../../helpers/ifc-tracker.js';
import { undoSteps } from '../../../../src/core/shared/tracker-history.js';

type S = IfcState;
const unit = addUnit;

/** A Union brigade b1 of `n` units u2…, and a Confederate brigade of one unit. */
function battle(n: number, quality: NewUnit['quality'] = 'average'): S {
  let s = run(newBattle('battle'), { type: 'add-brigade', side: 'union', name: 'Iron' });
  for (let i = 0; i < n; i++) s = run(s, unit('b1', `U${i + 1}`, { quality }));
  const reb = `b${s.next}`;
  return run(s, { type: 'add-brigade', side: 'confederate', name: 'Stonewall' }, unit(reb, 'Reb'));
}

const brigade = (s: S, id = 'b1') => s.brigades.find((b) => b.id === id)!;
const remove = (id: string): IfcEvent => ({ type: 'remove', unit: id, reason: 'routed' });

describe('In Freedom’s Cause unit tracker: reducer', () => {
  it('adds units with the troop type’s first formation, and refuses one it may not take', () => {
    const s = battle(1);
    expect(s.units[0]).to.include({ formation: 'line', figures: 18, orders: 'attack' });
    expect(() => run(s, unit('b1', 'Horse', { type: 'cavalry', formation: 'square' }))).to.throw(
      RangeError,
      /Cavalry cannot be in Square/,
    );
    expect(() => run(s, { type: 'formation', unit: 'u2', formation: 'limbered' })).to.throw(
      RangeError,
    );
  });

  it('takes casualties off the figures and reaches the rulebook’s bracket examples', () => {
    // Rulebook examples: a unit of 7 reaches 25% at 2 lost; a unit of 15 reaches 50% at 8 lost.
    let s = run(battle(0), unit('b1', 'Seven', { start: 7 }), unit('b1', 'Fifteen', { start: 15 }));
    const [seven, fifteen] = s.units.filter((u) => u.brigade === 'b1');
    s = run(
      s,
      { type: 'casualties', unit: seven!.id, figures: 2 },
      { type: 'casualties', unit: fifteen!.id, figures: 8 },
    );
    const after = s.units.filter((u) => u.brigade === 'b1').map(unitBracket);
    expect(after.map((a) => a.bracket?.percent)).to.deep.equal([25, 50]);
  });

  it('destroys a unit whose figures are all lost, and counts it as lost to its brigade', () => {
    const s = run(battle(4), { type: 'casualties', unit: 'u2', figures: 30 });
    expect(s.units.find((u) => u.id === 'u2')).to.include({ figures: 0, removed: 'destroyed' });
    expect(brigadeInputs(s, brigade(s))['lost']).to.equal(1);
  });

  it('says a brigade test is due at half its units and brigadier, not before', () => {
    // 4 units + brigadier = 5: the first test comes at 3 lost.
    let s = battle(4);
    s = run(s, remove('u2'), remove('u3'));
    expect(brigadeDue(s, brigade(s)).due).to.equal(false);
    s = run(s, { type: 'brigadier-falls', brigade: 'b1' });
    expect(brigadeDue(s, brigade(s)).due).to.equal(true);
  });

  it('resolves a brigade test with the morale tool: a pass, then a re-test at −2 per pass', () => {
    let s = run(battle(3), remove('u2'), remove('u3'));
    const target = QUALITIES.find((q) => q.id === 'average')!.moraleTarget;
    s = run(s, { type: 'brigade-test', brigade: 'b1', dice: [target - 1, 1] });
    expect(brigade(s)).to.include({ passed: 1, broken: false });
    expect(brigadeDue(s, brigade(s)).due).to.equal(false);
    expect(() => run(s, { type: 'brigade-test', brigade: 'b1', dice: [6, 6] })).to.throw(
      RangeError,
    );
    s = run(s, remove('u4'));
    expect(brigadeInputs(s, brigade(s))['passed']).to.equal(1);
    // The same dice now fall short by the re-test penalty.
    s = run(s, { type: 'brigade-test', brigade: 'b1', dice: [target - 1, 1] });
    expect(brigade(s).broken).to.equal(true);
    expect(s.tests.map((t) => t.text)).to.have.length(2);
    expect(-MORALE_TEST.retestPenalty).to.be.above(0);
  });

  it('owes no re-test for losses past half at the first test, then one per unit lost (ruling A31)', () => {
    // The example: 5 regiments and the brigadier, 2 down, then 2 more in one action (4 of
    // 6): the brigade tests, passes, and owes no immediate re-test.
    const target = QUALITIES.find((q) => q.id === 'average')!.moraleTarget;
    let s = run(battle(5), remove('u2'), remove('u3'));
    expect(brigadeDue(s, brigade(s)).due).to.equal(false);
    s = run(s, remove('u4'), remove('u5'));
    s = run(s, { type: 'brigade-test', brigade: 'b1', dice: [target - 1, 1] });
    expect(brigade(s)).to.include({ passed: 1, lostAtFirstTest: 4, broken: false });
    const after = brigadeDue(s, brigade(s));
    expect(after.due ? '' : after.why).to.include('the next comes at 5 lost');
    expect(() => run(s, { type: 'brigade-test', brigade: 'b1', dice: [6, 6] })).to.throw(
      RangeError,
    );
    // The brigadier and the last regiment fall in one action: a re-test for each.
    s = run(s, { type: 'brigadier-falls', brigade: 'b1' }, remove('u6'));
    s = run(s, { type: 'brigade-test', brigade: 'b1', dice: [6, 6] });
    expect(brigade(s)).to.include({ passed: 2, lostAtFirstTest: 4 });
    expect(brigadeDue(s, brigade(s)).due).to.equal(true);
    s = run(s, { type: 'brigade-test', brigade: 'b1', dice: [6, 6] });
    expect(brigadeDue(s, brigade(s)).due).to.equal(false);
  });

  it('reads a brigade saved before its first test’s losses were kept at the old count', () => {
    let s = run(battle(5), remove('u2'), remove('u3'), remove('u4'));
    s = run(s, { type: 'brigade-test', brigade: 'b1', dice: [6, 6] });
    const { lostAtFirstTest: _kept, ...old } = brigade(s);
    const saved = { ...s, brigades: s.brigades.map((b) => (b.id === 'b1' ? old : b)) };
    const read = parseIfcState(saved, IFC_TRACKER_VERSION);
    expect(read?.brigades[0]).to.include({ passed: 1, lostAtFirstTest: null });
    expect(brigadeInputs(read!, read!.brigades[0]!)['lostAtFirst']).to.equal(3);
  });

  it('puts a broken brigade’s survivors on Defend for good and refuses Attack for them', () => {
    let s = run(battle(3), remove('u2'), remove('u3'));
    s = run(s, { type: 'brigade-test', brigade: 'b1', dice: [1, 1] });
    expect(brigade(s).broken).to.equal(true);
    expect(s.units.find((u) => u.id === 'u4')).to.include({ orders: 'defend', fixedDefend: true });
    expect(() => run(s, { type: 'orders', unit: 'u4', orders: 'attack' })).to.throw(
      RangeError,
      /Defend orders for good/,
    );
    expect(brigadeDue(s, brigade(s)).due).to.equal(false);
  });

  it('tests the army at half its brigades broken; a pass puts every unit on Defend', () => {
    let s = run(battle(3), remove('u2'), remove('u3'));
    s = run(s, { type: 'brigade-test', brigade: 'b1', dice: [1, 1] });
    expect(armyDue(s, 'union').due).to.equal(true);
    expect(armyDue(s, 'confederate').due).to.equal(false);
    s = run(s, { type: 'army-test', side: 'union', dice: [6, 6] });
    expect(s.armies.union).to.include({ state: 'defend', passed: 1, lostAtFirstTest: 2 });
    expect(armyDue(s, 'union').due).to.equal(false);
    expect(s.units.find((u) => u.id === 'u4')?.fixedDefend).to.equal(true);
    s = run(s, remove('u4'));
    expect(armyDue(s, 'union').due).to.equal(true);
    s = run(s, { type: 'army-test', side: 'union', dice: [1, 2] });
    expect(s.armies.union.state).to.equal('left-field');
    expect(armyDue(s, 'union').due).to.equal(false);
  });

  it('sets and clears a unit’s disorder and acted marks, saying which in the log', () => {
    const s = battle(1);
    const notes = (...events: IfcEvent[]) =>
      events.map((e) => {
        const after = run(s, e);
        return [after.note, after.units[0]?.disordered, after.units[0]?.acted];
      });
    expect(
      notes(
        { type: 'disorder', unit: 'u2', disordered: true },
        { type: 'disorder', unit: 'u2', disordered: false },
        { type: 'acted', unit: 'u2', acted: true },
        { type: 'acted', unit: 'u2', acted: false },
      ),
    ).to.deep.equal([
      ['U1 disordered.', true, false],
      ['U1 reformed.', false, false],
      ['U1 has acted.', false, true],
      ['U1 has not acted.', false, false],
    ]);
    expect(() => run(run(s, remove('u2')), { type: 'acted', unit: 'u2', acted: true })).to.throw(
      RangeError,
      /no longer in play/,
    );
  });

  it('keeps one brigadier per brigade, clears acted each turn, and undoes to any point', () => {
    const s0 = battle(2);
    const s = run(
      s0,
      { type: 'general', unit: 'u2', general: true },
      { type: 'general', unit: 'u3', general: true },
      { type: 'acted', unit: 'u2', acted: true },
      { type: 'disorder', unit: 'u3', disordered: true },
      { type: 'next-turn' },
    );
    expect(s.units.filter((u) => u.general).map((u) => u.id)).to.deep.equal(['u3']);
    expect(s.units.some((u) => u.acted)).to.equal(false);
    expect(s.turn).to.equal(2);
    const { history: _h, ...back } = undoSteps(s, 5);
    const { history: _h0, ...start } = s0;
    expect(back).to.deep.equal(start);
  });
});
