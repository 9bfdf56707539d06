import { expect } from '@open-wc/testing';
import type { Distribution } from '../../../../src/core/shared/index.js';
import {
  closeCombatTool,
  clockControlOdds,
  clockExpiryChance,
  evasionTool,
  firingTool,
  generalFateTool,
  rallyTool,
  turnClockTool,
} from '../../../../src/core/games/altar-of-freedom/index.js';

function weights(d: Distribution<string>): number[] {
  return d.outcomes.map((o) => o.weight);
}

/** Firing inputs giving a net modifier of n: SM −3..+3, plus enfilade, canister and penalties. */
function firingInputsFor(n: number) {
  const inputs: Record<string, number | boolean | string> = { firerArm: 'artillery', sm: 0 };
  let rest = n;
  if (rest >= 4) {
    inputs['canister'] = true;
    rest -= 4;
  }
  if (rest > 3) {
    inputs['enfilade'] = true;
    rest -= 2;
  }
  if (rest < -3) {
    inputs['cover'] = true;
    rest += 1;
  }
  if (rest < -3) {
    inputs['fatigued'] = true;
    rest += 1;
  }
  inputs['sm'] = rest;
  return inputs;
}

describe('Altar of Freedom odds reproduce the spec', () => {
  it("firing 'out of 6' table (spec §2.4)", () => {
    // net modifier → [none, recoil 2, recoil 3 + fatigue, broken]
    const table: [number, number[]][] = [
      [-5, [6, 0, 0, 0]],
      [-4, [6, 0, 0, 0]],
      [-3, [6, 0, 0, 0]],
      [-2, [5, 1, 0, 0]],
      [-1, [4, 2, 0, 0]],
      [0, [3, 3, 0, 0]],
      [1, [2, 3, 1, 0]],
      [2, [1, 3, 2, 0]],
      [3, [0, 3, 3, 0]],
      [4, [0, 2, 3, 1]],
      [5, [0, 1, 3, 2]],
      [6, [0, 0, 3, 3]],
      [7, [0, 0, 2, 4]],
      [8, [0, 0, 1, 5]],
      [9, [0, 0, 0, 6]],
    ];
    for (const [net, expected] of table) {
      const odds = firingTool.odds(firingInputsFor(net));
      expect(odds.total).to.equal(6);
      expect(weights(odds), `net ${net}`).to.deep.equal(expected);
    }
  });

  it("close combat 'out of 36' table, d = attacker − defender modifiers (spec §2.5)", () => {
    // d → [att 6+, att 3-5, att 1-2, tie, def 1-2, def 3-5, def 6+]
    const table: [number, number[]][] = [
      [-4, [0, 0, 1, 2, 7, 16, 10]],
      [-3, [0, 0, 3, 3, 9, 15, 6]],
      [-2, [0, 1, 5, 4, 11, 12, 3]],
      [-1, [0, 3, 7, 5, 11, 9, 1]],
      [0, [0, 6, 9, 6, 9, 6, 0]],
      [1, [1, 9, 11, 5, 7, 3, 0]],
      [2, [3, 12, 11, 4, 5, 1, 0]],
      [3, [6, 15, 9, 3, 3, 0, 0]],
      [4, [10, 16, 7, 2, 1, 0, 0]],
      [5, [15, 15, 5, 1, 0, 0, 0]],
      [6, [21, 12, 3, 0, 0, 0, 0]],
    ];
    for (const [d, expected] of table) {
      const inputs =
        d >= 0
          ? { attSm: Math.min(d, 3), attSupport: Math.max(0, d - 3) }
          : { defSm: Math.min(-d, 3), defSupport: Math.max(0, -d - 3) };
      const odds = closeCombatTool.odds(inputs);
      expect(odds.total).to.equal(36);
      expect(weights(odds), `d ${d}`).to.deep.equal(expected);
    }
  });

  it('close combat odds depend only on the net difference', () => {
    const a = closeCombatTool.odds({ attSm: 2, defSm: 1 });
    const b = closeCombatTool.odds({
      attSupport: 3,
      defArm: 'artillery',
      defFatigue: 1,
      defCover: true,
    });
    expect(weights(a)).to.deep.equal(weights(b));
  });

  it('evasion: 1 in 6 fails, 4 in 6 evade, 1 in 6 stand (L1236–1248)', () => {
    expect(weights(evasionTool.odds({}))).to.deep.equal([1, 4, 1]);
  });

  it('general fate: 2/1/1/1/1 unmodified, shifted and clamped by the traits', () => {
    expect(weights(generalFateTool.odds({}))).to.deep.equal([2, 1, 1, 1, 1]);
    expect(weights(generalFateTool.odds({ leadsFromFront: true }))).to.deep.equal([1, 1, 1, 1, 2]);
    expect(weights(generalFateTool.odds({ leadsFromRear: true }))).to.deep.equal([3, 1, 1, 1, 0]);
  });

  it('rally: 4/1/1 plain, 3/1/2 with a general, 2/1/3 with a Revered one, 4/1/1 with a Dour one', () => {
    expect(weights(rallyTool.odds({}))).to.deep.equal([4, 1, 1]);
    expect(weights(rallyTool.odds({ general: 'within-4' }))).to.deep.equal([3, 1, 2]);
    expect(weights(rallyTool.odds({ general: 'revered-within-6' }))).to.deep.equal([2, 1, 3]);
    expect(weights(rallyTool.odds({ general: 'dour-only' }))).to.deep.equal([4, 1, 1]);
  });

  it('clock control: even without bids, 15/15/6 on one roll and 1:1 after rerolls', () => {
    expect(weights(turnClockTool.odds({}))).to.deep.equal([15, 15, 6]);
    expect(weights(clockControlOdds({}))).to.deep.equal([15, 15]);
    const bid = { unionClockPoints: 2, confederateCommander: 'aggressive' };
    expect(weights(turnClockTool.odds(bid))).to.deep.equal([21, 10, 5]);
    expect(weights(clockControlOdds(bid))).to.deep.equal([21, 10]);
  });

  it('clock expiry: chance the controller ends the turn at once (two plain D6)', () => {
    const play = (controllerTakes: 'higher' | 'lower') => ({
      controllerMasterful: false,
      otherMasterful: false,
      controllerTakes,
      otherKeeps: controllerTakes,
    });
    expect(clockExpiryChance(6, play('higher'))).to.deep.equal({ weight: 11, total: 36 });
    expect(clockExpiryChance(6, play('lower'))).to.deep.equal({ weight: 1, total: 36 });
    expect(clockExpiryChance(1, play('lower'))).to.deep.equal({ weight: 36, total: 36 });
    expect(clockExpiryChance(7, play('higher'))).to.deep.equal({ weight: 0, total: 36 });
  });
});
