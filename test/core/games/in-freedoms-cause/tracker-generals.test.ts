import { expect } from '@open-wc/testing';
import { generalCasualtyTool } from '../../../../src/core/games/in-freedoms-cause/general-casualty.js';
import { IFC_TRACKER as T } from '../../../../src/core/games/in-freedoms-cause/tracker-descriptor.js';
import { casualtyInputs } from '../../../../src/core/games/in-freedoms-cause/tracker-generals.js';
import {
  armyDue,
  armyInputs,
  brigadeDue,
} from '../../../../src/core/games/in-freedoms-cause/tracker-morale.js';
import { newBattle } from '../../../../src/core/games/in-freedoms-cause/tracker-start.js';
import { resolveTool } from '../../../../src/core/shared/tool-inputs.js';
import { undoSteps } from '../../../../src/core/shared/tracker-history.js';
import { isProblem } from '../../../../src/core/shared/tracker.js';
import type { IfcEvent } from '../../../../src/core/games/in-freedoms-cause/tracker-types.js';
import { addUnit, run, type IfcState } from '../../../helpers/ifc-tracker.js';

type S = IfcState;
const unit = addUnit;

/**
 * Union: brigades b1 (units u2, u3) and b4 (u5, u6), divisional general g7; Confederate: brigade
 * b8 (u9).
 */
function battle(): S {
  return run(
    newBattle('battle'),
    { type: 'add-brigade', side: 'union', name: 'Iron' },
    unit('b1', 'A'),
    unit('b1', 'B'),
    { type: 'add-brigade', side: 'union', name: 'Irish' },
    unit('b4', 'C'),
    unit('b4', 'D'),
    { type: 'add-divisional', side: 'union', name: 'Wadsworth' },
    { type: 'add-brigade', side: 'confederate', name: 'Stonewall' },
    unit('b8', 'Reb'),
  );
}

/** The battle with the Iron brigadier and Wadsworth both attached to A, after `events`. */
const bothWithA = (...events: Parameters<typeof run>[1][]) =>
  run(
    battle(),
    { type: 'general', unit: 'u2', general: true },
    { type: 'attach', general: 'g7', unit: 'u2' },
    ...events,
  );

const general = (s: S, id = 'g7') => s.generals.find((g) => g.id === id)!;
const panel = (id: string) => T.panels.find((p) => p.id === id);

describe('In Freedom’s Cause unit tracker: generals', () => {
  it('attaches a divisional general to a unit of any brigade of his army, and detaches him', () => {
    let s = run(battle(), { type: 'attach', general: 'g7', unit: 'u2' });
    expect(general(s).attachedTo).to.equal('u2');
    s = run(s, { type: 'attach', general: 'g7', unit: 'u6' });
    expect(general(s).attachedTo).to.equal('u6');
    expect(() => run(s, { type: 'attach', general: 'g7', unit: 'u9' })).to.throw(
      RangeError,
      /not of Wadsworth’s army/,
    );
    s = run(s, { type: 'attach', general: 'g7', unit: null });
    expect(general(s).attachedTo).to.equal(null);
    expect(s.note).to.equal('Wadsworth is no longer attached.');
  });

  it('counts each divisional general as a brigade toward the army’s test, and his fall as a broken one', () => {
    // Two brigades and a divisional general: three, so the first test comes at two broken.
    let s = battle();
    expect(armyInputs(s, 'union')).to.include({ brigades: 2, divisional: 1, divisionalFallen: 0 });
    s = run(
      s,
      { type: 'remove', unit: 'u2', reason: 'routed' },
      { type: 'remove', unit: 'u3', reason: 'routed' },
      { type: 'brigade-test', brigade: 'b1', dice: [1, 1] },
    );
    expect(s.brigades[0]?.broken).to.equal(true);
    // Without the divisional general, one of two broken would be due; with him, one of three is not.
    expect(armyDue(s, 'union').due).to.equal(false);
    s = run(s, { type: 'divisional-falls', general: 'g7' });
    expect(armyDue(s, 'union').due).to.equal(true);
    const due = panel('due-h');
    if (due?.kind !== 'log') throw new Error('no log');
    expect(due.entries(s, {}).map((e) => e.text)).to.include(
      'Union army: army morale test due (Brigade and Army Morale).',
    );
    const army = panel('armies');
    if (army?.kind !== 'counters') throw new Error('no counters');
    expect(army.counters(s, {})[0]).to.include({ value: 2, limit: 2, over: true });
  });

  it('owes a casualty roll for each general attached to a unit that takes casualties', () => {
    // Casualties on another unit, or a single one that two dice can never match: no roll.
    let s = bothWithA(
      { type: 'casualties', unit: 'u3', figures: 2 },
      { type: 'casualties', unit: 'u2', figures: 1 },
    );
    expect(s.casualtyRolls).to.deep.equal([]);
    s = run(s, { type: 'casualties', unit: 'u2', figures: 5 });
    expect(s.casualtyRolls.map((r) => [r.who.rank, r.unit, r.casualties])).to.deep.equal([
      ['brigadier', 'u2', 5],
      ['divisional', 'u2', 5],
    ]);
    const due = panel('due-h');
    if (due?.kind !== 'log') throw new Error('no log');
    expect(due.entries(s, {}).map((e) => e.text)).to.deep.equal([
      `The brigadier of Iron with A: 5 casualties: general casualty roll due (${generalCasualtyTool.rule}).`,
      `Wadsworth with A: 5 casualties: general casualty roll due (${generalCasualtyTool.rule}).`,
    ]);
    // The roll panel gives the general casualty tool the casualties and the rank from the tracker.
    const roll = panel('roll-h');
    if (roll?.kind !== 'roll') throw new Error('no roll panel');
    const table = roll.tables.find((t) => t.id === 'general-casualty')!;
    const [brig] = s.casualtyRolls;
    expect(table.subjects(s, {})[0]?.options.map((o) => o.value)).to.deep.equal(
      s.casualtyRolls.map((r) => r.id),
    );
    const inputs = table.inputs!({ roll: brig!.id }, s, {});
    expect(inputs).to.deep.equal({ casualties: 5, rank: 'brigadier' });
    // A roll of 4 with those inputs becomes the change that fells him.
    const rolled = resolveTool(generalCasualtyTool, [[3, 1]], inputs);
    const result = table.result({ roll: brig!.id }, { tool: 'general-casualty', ...rolled }, s, {});
    if (isProblem(result)) throw new Error(result.problem);
    expect(result.text).to.equal('The general falls → The brigadier of Iron with A: 5 casualties');
    s = run(s, result.event as IfcEvent);
    expect(s.brigades[0]?.generalFallen).to.equal(true);
    expect(isProblem(table.result({}, { tool: 'general-casualty', ...rolled }, s, {}))).to.equal(
      true,
    );
  });

  it('fells a general on two dice at or under the casualties, and counts him for morale', () => {
    let s = bothWithA({ type: 'casualties', unit: 'u2', figures: 5 });
    const [brig, div] = s.casualtyRolls;
    // 6 against 5 casualties: unhurt, still attached, no roll owed for him any more.
    s = run(s, { type: 'general-casualty', roll: brig!.id, dice: [3, 3] });
    expect(s.brigades[0]?.generalFallen).to.equal(false);
    expect(s.units.find((u) => u.id === 'u2')?.general).to.equal(true);
    expect(s.casualtyRolls.map((r) => r.id)).to.deep.equal([div!.id]);
    expect(s.tests.at(-1)?.text).to.match(/6 against 5 casualties; he is unhurt/);
    // 5 against 5: the divisional general falls, detached, and counts as a broken brigade.
    s = run(s, { type: 'general-casualty', roll: div!.id, dice: [4, 1] });
    expect(general(s)).to.include({ fallen: true, attachedTo: null });
    expect(armyInputs(s, 'union')['divisionalFallen']).to.equal(1);
    expect(s.casualtyRolls).to.deep.equal([]);
    expect(() => run(s, { type: 'general-casualty', roll: div!.id, dice: [1, 1] })).to.throw(
      RangeError,
    );
    expect(() => run(s, { type: 'attach', general: 'g7', unit: 'u3' })).to.throw(/has fallen/);
  });

  it('counts a brigadier felled by his roll as one unit lost to his brigade', () => {
    // Two units and the brigadier: three, so the test comes at two lost.
    let s = run(battle(), { type: 'general', unit: 'u2', general: true });
    s = run(s, { type: 'remove', unit: 'u3', reason: 'routed' });
    expect(brigadeDue(s, s.brigades[0]!).due).to.equal(false);
    s = run(s, { type: 'casualties', unit: 'u2', figures: 12 });
    s = run(s, { type: 'general-casualty', roll: s.casualtyRolls[0]!.id, dice: [6, 6] });
    expect(s.brigades[0]?.generalFallen).to.equal(true);
    expect(s.units.some((u) => u.general)).to.equal(false);
    expect(brigadeDue(s, s.brigades[0]!).due).to.equal(true);
  });

  it('reads the table’s top row for more casualties than it prints', () => {
    const roll = {
      id: 'r1',
      unit: 'u2',
      who: { rank: 'brigadier', brigade: 'b1' },
      casualties: 30,
    } as const;
    expect(casualtyInputs(roll).casualties).to.be.below(30);
    expect(casualtyInputs(roll).rank).to.equal('brigadier');
  });

  it('frees the generals of a unit that is destroyed or removed, still owing the roll', () => {
    let s = bothWithA({ type: 'casualties', unit: 'u2', figures: 18 });
    expect(s.units.find((u) => u.id === 'u2')).to.include({ removed: 'destroyed', general: false });
    expect(general(s).attachedTo).to.equal(null);
    expect(s.casualtyRolls).to.have.length(2);
    s = run(
      s,
      { type: 'attach', general: 'g7', unit: 'u3' },
      { type: 'remove', unit: 'u3', reason: 'routed' },
    );
    expect(general(s).attachedTo).to.equal(null);
  });

  it('undoes attaching, the roll owed and the fall, back to the battle before them', () => {
    const s0 = battle();
    const s = run(
      s0,
      { type: 'attach', general: 'g7', unit: 'u5' },
      { type: 'casualties', unit: 'u5', figures: 11 },
    );
    const after = run(s, { type: 'general-casualty', roll: s.casualtyRolls[0]!.id, dice: [5, 5] });
    expect(general(after).fallen).to.equal(true);
    const { history: _a, ...one } = undoSteps(after, 1);
    const { history: _b, ...before } = s;
    expect(one).to.deep.equal(before);
    const { history: _c, ...start } = undoSteps(after, 3);
    const { history: _d, ...first } = s0;
    expect(start).to.deep.equal(first);
  });
});
