/**
 * The rulebook's worked examples, as named cases (spec: Perryville OOB L404–486; Detailed
 * Combat Example L1178–1189; Advancing into Combat examples L1074–1111; break point example
 * L1619–1623; time scale L159–165; App. III L1871–1874; App. IV L1893–1897; label L385–388).
 */
import { expect } from '@open-wc/testing';
import { failedChecks, modifierTotals, resolveTool } from '../../../../src/core/shared/index.js';
import {
  applyEvent,
  atBreakPoint,
  clockBidCap,
  closeCombatTool,
  createBattle,
  dummyMarkers,
  formatSm,
  loadScenario,
  lossesOf,
  scaledInches,
  bdInches,
} from '../../../../src/core/games/altar-of-freedom/index.js';

describe('Altar of Freedom worked examples', () => {
  it('Perryville OOB (L404–486): Brown is −1; Anderson has 4 infantry + 1 artillery; Bragg and Hardee 6 PP', () => {
    // The teaching OOB is not a playable scenario, so it lives here as test data (spec §4.1).
    const anderson = [
      { name: 'Brown', sm: -1 },
      { name: 'Adams', sm: 1 },
      { name: 'Powell', sm: -2 },
      { name: 'Jones', sm: -1 },
      { name: 'Palmer', sm: 0, artillery: true },
    ];
    const buckner = [-1, -2, -1, -1, 0];
    expect(anderson[0]).to.deep.equal({ name: 'Brown', sm: -1 });
    expect(anderson.filter((b) => b.artillery !== true)).to.have.length(4);
    expect(anderson.reduce((t, b) => t + b.sm, 0)).to.equal(-3);
    expect(buckner.reduce((t, n) => t + n, 0)).to.equal(-5);
    // With 6 PP each, Bragg or Hardee may put at most 3 on the clock (L587–593).
    expect(clockBidCap(6)).to.equal(3);
  });

  it('Detailed Combat Example (L1178–1189): Z adds SM +1 support, A adds SM +2 support', () => {
    const inputs = { attSm: 0, attSupport: 1, defSm: 0, defSupport: 2 };
    expect(modifierTotals(closeCombatTool, inputs)).to.deep.equal([1, 2]);
    // A fatigued supporter still supports: support counts are unchanged by its markers.
    const { resolution } = resolveTool(closeCombatTool, [[4], [3]], inputs);
    expect(resolution.outcome.key).to.equal('tie');
    expect(resolveTool(closeCombatTool, [[6], [2]], inputs).resolution.outcome.key).to.equal(
      'attacker-3-5',
    );
  });

  it('Advancing into Combat #4 (L1087–1094): defender outflanked, both sides have unengaged support', () => {
    const inputs = { attSupport: 1, defSupport: 1, defOutflanked: true };
    expect(modifierTotals(closeCombatTool, inputs)).to.deep.equal([1, -2]);
  });

  it('Advancing into Combat #5 (L1106–1111): separate combats, no support, nobody outflanked', () => {
    expect(modifierTotals(closeCombatTool, {})).to.deep.equal([0, 0]);
  });

  it('Evading: a cavalry defender attacked by cavalry may not evade (L1231–1232)', () => {
    expect(
      failedChecks(closeCombatTool, { attArm: 'cavalry', defArm: 'cavalry', defEvasion: 'failed' }),
    ).to.have.length(1);
  });

  it('Break point example (L1619–1623): Shiloh CSA uses the scenario value 8, not 12 (ruling C1)', () => {
    const r = loadScenario('shiloh');
    if (!r.ok) throw new Error('shiloh');
    let s = createBattle(r.value);
    const csa = [
      'clark-russell',
      'clark-stewart',
      'cheatham-johnson',
      'cheatham-stephens',
      'ruggles-gibson',
      'ruggles-anderson',
      'ruggles-pond',
    ];
    for (const unit of csa) s = applyEvent(s, { type: 'break', unit });
    expect(lossesOf(s, 'CSA').total).to.equal(7);
    expect(atBreakPoint(s, 'CSA')).to.equal(false);
    s = applyEvent(s, { type: 'break', unit: 'withers-gladden' });
    expect(atBreakPoint(s, 'CSA')).to.equal(true);
  });

  it('Time scale (L159–165): one turn per hour; Shiloh 7am–6pm is 11 turns', () => {
    const r = loadScenario('shiloh');
    if (!r.ok) throw new Error('shiloh');
    expect(r.value.turns.map((t) => t.time)).to.deep.equal([
      '7:00am',
      '8:00am',
      '9:00am',
      '10:00am',
      '11:00am',
      '12:00pm',
      '1:00pm',
      '2:00pm',
      '3:00pm',
      '4:00pm',
      '5:00pm',
    ]);
  });

  it('15 mm conversion (L1871–1874): infantry 8″ becomes 12″; a base depth is 1.5″', () => {
    expect(scaledInches(8, '15mm')).to.equal(12);
    expect(scaledInches(8, '6mm')).to.equal(8);
    expect(scaledInches(8, '10mm', true)).to.equal(12);
    expect(bdInches(3, '6mm', 'infantry')).to.equal(3.75);
    expect(bdInches(2, '15mm', 'artillery')).to.equal(3);
  });

  it('Concealed markers (L1893–1897): a Confederate army of 7 divisions has 2 dummies, 9 markers', () => {
    expect(dummyMarkers(7, 'CSA')).to.equal(2);
    expect(7 + dummyMarkers(7, 'CSA')).to.equal(9);
    expect(dummyMarkers(7, 'USA')).to.equal(1);
  });

  it('Label example (L385–388): a +2 brigade prints [+2]', () => {
    expect([formatSm(2), formatSm(0), formatSm(-3)]).to.deep.equal(['[+2]', '[+0]', '[-3]']);
  });
});
