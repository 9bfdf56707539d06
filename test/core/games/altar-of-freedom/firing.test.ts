import { expect } from '@open-wc/testing';
import { failedChecks, modifierTotals, resolveTool } from '../../../../src/core/shared/index.js';
import { firingTool } from '../../../../src/core/games/altar-of-freedom/firing.js';
import { weights } from './odds-fixtures.js';

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

describe('Altar of Freedom firing tool', () => {
  it('adds SM, flat fatigue, cover, enfilade and canister (L895–899)', () => {
    expect(modifierTotals(firingTool, { sm: -2 })).to.deep.equal([-2]);
    expect(modifierTotals(firingTool, { sm: 1, fatigued: true })).to.deep.equal([0]);
    expect(modifierTotals(firingTool, { cover: true, enfilade: true })).to.deep.equal([1]);
    expect(modifierTotals(firingTool, { firerArm: 'artillery', canister: true })).to.deep.equal([
      4,
    ]);
  });

  it('gives canister only to artillery', () => {
    expect(modifierTotals(firingTool, { firerArm: 'infantry', canister: true })).to.deep.equal([0]);
  });

  it('a Leads from the Front general in contact cancels the fatigue penalty (L1682–1684)', () => {
    expect(modifierTotals(firingTool, { fatigued: true, leadsFromFront: true })).to.deep.equal([0]);
  });

  it('forbids canister on interrupt fire and never adds its +4 there (L956–957, ruling A9)', () => {
    const inputs = { firerArm: 'artillery', canister: true, interrupt: true };
    expect(failedChecks(firingTool, inputs).map((c) => c.rule)).to.deep.equal([
      'Artillery Interrupt Fire',
    ]);
    expect(modifierTotals(firingTool, inputs)).to.deep.equal([0]);
    expect(failedChecks(firingTool, { firerArm: 'artillery', interrupt: true })).to.deep.equal([]);
  });

  it('forbids interrupt fire by infantry', () => {
    expect(failedChecks(firingTool, { firerArm: 'infantry', interrupt: true })).to.have.length(1);
  });

  it('resolves a 7 to recoil 3 BD with a Fatigue marker', () => {
    const { resolution } = resolveTool(firingTool, [[5]], { sm: 2 });
    expect(resolution.outcome.key).to.equal('recoil-3-fatigue');
    expect(resolution.lookup?.cell).to.deep.equal({ kind: 'recoil', bd: 3, fatigue: 1 });
  });

  it('silences a battery that recoils from counter-battery fire (L959–982)', () => {
    const { resolution } = resolveTool(firingTool, [[4]], {
      firerArm: 'artillery',
      counterBattery: true,
    });
    expect(resolution.outcome.key).to.equal('recoil-2');
    expect(resolution.effects?.some((e) => e.includes('silenced'))).to.equal(true);
  });
});

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
});
