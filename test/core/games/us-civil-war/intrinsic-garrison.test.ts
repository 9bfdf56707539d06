import { expect } from '@open-wc/testing';
import {
  defaultInputs,
  effectiveInputs,
  failedChecks,
  inputVisible,
  resolveTool,
} from '../../../../src/core/shared/tool-inputs.js';
import type { Inputs } from '../../../../src/core/shared/types.js';
import { landBattleTool } from '../../../../src/core/games/us-civil-war/battle.js';
import { battleInputOf } from '../../../../src/core/games/us-civil-war/battle-sides.js';
import {
  GARRISON_FLEES_FROM_SP,
  GARRISON_RETURN,
  garrisonFate,
  garrisonFleesFrom,
} from '../../../../src/core/games/us-civil-war/intrinsic-garrison.js';
import { setUpBattle } from '../../../../src/core/games/us-civil-war/land-battle.js';
import { MODULE } from '../../../../src/core/games/us-civil-war/module.js';
import { CHARTS_FIXTURE } from '../../../helpers/uscw-crt-fixture.js';

const tool = landBattleTool(CHARTS_FIXTURE);
/** A Union intrinsic garrison alone, attacked over open ground by `aSp` SPs. */
const garrison = (aSp: number, over: Inputs = {}): Inputs =>
  effectiveInputs(tool, { ...defaultInputs(tool), dGarrison: true, aSp, ...over });
const failedRules = (i: Inputs) => failedChecks(tool, i).map((c) => c.rule);

describe('The U.S. Civil War: the Union intrinsic garrison as a defender (17.2.4)', () => {
  it('17.2.4: it flees from 4 attacking SPs, printed once', () => {
    expect(GARRISON_FLEES_FROM_SP).to.equal(4);
    expect([3, 4, 18].map(garrisonFleesFrom)).to.deep.equal([false, true, true]);
  });

  it('17.2.4: 4 SPs make it flee with no battle; the message says how it comes back', () => {
    const flee = garrison(4);
    expect(setUpBattle(battleInputOf(flee, CHARTS_FIXTURE))).to.deep.equal({
      kind: 'flees',
      attackerSp: 4,
    });
    const failed = failedChecks(tool, flee);
    expect(failed.map((c) => c.rule)).to.deep.equal(['17.2.4']);
    expect(failed[0]?.message).to.contain('no battle: the intrinsic garrison flees');
    expect(failed[0]?.message).to.contain('at the start of the Union Action Phase');
    expect(failed[0]?.message).to.contain('removes the Confederate Control marker');
    // Not also the 0-SP displacement of 11.1.2: the garrison's own rule says what happens.
    expect(failedRules(flee)).not.to.include('11.1.2, 10.2.5');
  });

  it('17.2.4: 3 SPs fight a battle against it, as against 0-SP Militia (column 0, no General)', () => {
    const fight = garrison(3);
    expect(failedChecks(tool, fight)).to.deep.equal([]);
    const setup = setUpBattle(battleInputOf(fight, CHARTS_FIXTURE));
    if (setup.kind !== 'battle') throw new Error(`a battle expected, got ${setup.kind}`);
    expect(setup.defender.sp).to.equal(0);
    expect(setup.defender.column.id).to.equal('0');
    expect(setup.defender.ratingsUsed).to.equal(0);
    expect(tool.odds(fight).outcomes.map((o) => o.key)).to.deep.equal([
      'attacker',
      'defender',
      'tie',
    ]);
  });

  it('17.2.4: it hides what a garrison does not have: SPs, Foraging, Generals, Demoralization', () => {
    const fight = garrison(3);
    const shown = tool.sides[1]?.inputs.filter((d) => inputVisible(d, fight)).map((d) => d.id);
    expect(shown).to.include.members(['dGarrison', 'fort', 'terrain', 'dNaval']);
    for (const id of ['dSp', 'dForaging', 'dCmd', 'dDemoralized', 'dSupply', 'failedAvoid'])
      expect(shown, id).not.to.include(id);
    // A hidden SP count left at 7 never counts: the garrison is 0 SP.
    expect(battleInputOf(garrison(3, { dSp: 7 })).defender.sp).to.equal(0);
  });

  it('17.2.4: beaten, it is eliminated, never retreats, and the result says how it comes back', () => {
    // Column 3 reads 1 on a 6; column 0 reads 0 on a 1: the attacker wins.
    const { resolution } = resolveTool(tool, [[6], [1]], garrison(3));
    expect(resolution.outcome.key).to.equal('attacker');
    expect(resolution.next).to.include('Defender: the intrinsic garrison is eliminated (17.2.4).');
    const text = (resolution.effects ?? []).join(' ');
    expect(text).to.contain('The Union intrinsic garrison is eliminated: it lost (17.2.4).');
    expect(text).to.contain(GARRISON_RETURN);
    expect(text).not.to.contain('retreats 2 hexes');
    expect(text).not.to.contain('The defender is Demoralized');
    expect(text).not.to.contain('Retreat path of the defender');
  });

  it('17.2.4: not beaten (a win or a tie), it holds the hex and nothing comes back', () => {
    expect(garrisonFate(true, 'defender')).to.equal('holds');
    expect(garrisonFate(true, 'tie')).to.equal('holds');
    expect(garrisonFate(false, 'attacker')).to.equal(null);
    // Column 3 reads 1 on a 2; column 0 reads 1 on a 6 with Naval Support (7): a tie.
    const { resolution } = resolveTool(tool, [[2], [6]], garrison(3, { dNaval: true }));
    expect(resolution.outcome.key).to.equal('tie');
    expect(resolution.next?.join(' ')).to.contain('the intrinsic garrison holds (17.2.4)');
    expect((resolution.effects ?? []).join(' ')).not.to.contain(GARRISON_RETURN);
  });

  it('17.2.4: it cannot hold an Entrenchment, and only the Confederacy attacks it', () => {
    expect(failedRules(garrison(3, { fort: 'entrenchment' }))).to.deep.equal(['17.2.4, 10.1.3']);
    expect(failedRules(garrison(3, { fort: 'f1' }))).to.deep.equal([]);
    expect(failedRules(garrison(3, { crossing: 'amphibious-union' }))).to.deep.equal(['17.2.4']);
  });

  it('ruling C34: across a river the whole stack counts; an Amphibious Assault never makes it flee', () => {
    const river = garrison(10, { crossing: 'navigable' });
    expect(setUpBattle(battleInputOf(river)).kind).to.equal('flees');
    expect(failedRules(river)).to.deep.equal(['17.2.4']);
    const landing = garrison(10, { crossing: 'amphibious-csa' });
    expect(setUpBattle(battleInputOf(landing)).kind).to.equal('battle');
    expect(failedRules(landing)).to.deep.equal([]);
    // Against 0-SP Militia (no garrison) a river still stops the 4-SP displacement (11.1.2).
    expect(
      failedChecks(tool, effectiveInputs(tool, { ...defaultInputs(tool), aSp: 10, dSp: 0 })),
    ).to.have.length(1);
    expect(MODULE.rulings.some((r) => r.id === 'C34')).to.equal(true);
    expect((tool.notes ?? []).some((n) => n.text.includes('ruling C34'))).to.equal(true);
  });
});
