import { expect } from '@open-wc/testing';
import { failedChecks, modifierTotals, resolveTool } from '../../../../src/core/shared/index.js';
import { closeCombatTool } from '../../../../src/core/games/altar-of-freedom/close-combat.js';
import { weights } from './odds-fixtures.js';

describe('Altar of Freedom close combat tool', () => {
  it('ties make both sides recoil 1 BD', () => {
    const { resolution } = resolveTool(closeCombatTool, [[3], [3]], {});
    expect(resolution.outcome.key).to.equal('tie');
    expect(resolution.effects).to.deep.equal(['Attacker recoils 1 BD.', 'Defender recoils 1 BD.']);
  });

  it('fatigue is −1 per marker in close combat (L1171) unless a Leads from the Front general touches', () => {
    expect(modifierTotals(closeCombatTool, { attFatigue: 3 })).to.deep.equal([-3, 0]);
    expect(
      modifierTotals(closeCombatTool, { attFatigue: 3, attLeadsFromFront: true }),
    ).to.deep.equal([0, 0]);
  });

  it('defender modifiers: artillery +2, outflanked −3, building works counts as flank, evasion ±1', () => {
    expect(modifierTotals(closeCombatTool, { defArm: 'artillery' })).to.deep.equal([0, 2]);
    expect(
      modifierTotals(closeCombatTool, { defOutflanked: true, defBuildingWorks: true }),
    ).to.deep.equal([0, -3]);
    expect(
      modifierTotals(closeCombatTool, { defArm: 'cavalry', defEvasion: 'failed' }),
    ).to.deep.equal([0, -1]);
    expect(
      modifierTotals(closeCombatTool, { defArm: 'cavalry', defEvasion: 'stood' }),
    ).to.deep.equal([0, 1]);
  });

  it('scenario terrain gives +1 and replaces, never adds to, cover (ruling A17)', () => {
    expect(modifierTotals(closeCombatTool, { defFeature: 'sunken-road' })).to.deep.equal([0, 1]);
    expect(
      modifierTotals(closeCombatTool, { defCover: true, defFeature: 'sunken-lane' }),
    ).to.deep.equal([0, 1]);
    expect(
      modifierTotals(closeCombatTool, { defCover: true, defFeature: 'sharpsburg' }),
    ).to.deep.equal([0, 1]);
    expect(modifierTotals(closeCombatTool, { defCover: true })).to.deep.equal([0, 1]);
    expect(modifierTotals(closeCombatTool, { attCover: true, attOutflanked: true })).to.deep.equal([
      -2, 0,
    ]);
  });

  it('forbids evasion by infantry, against cavalry, and when enfiladed (L1227–1232)', () => {
    expect(
      failedChecks(closeCombatTool, { defArm: 'infantry', defEvasion: 'failed' }),
    ).to.have.length(1);
    expect(
      failedChecks(closeCombatTool, { defArm: 'cavalry', defEvasion: 'stood', attArm: 'cavalry' }),
    ).to.have.length(1);
    expect(
      failedChecks(closeCombatTool, {
        defArm: 'artillery',
        defEvasion: 'failed',
        defOutflanked: true,
      }),
    ).to.have.length(1);
    expect(
      failedChecks(closeCombatTool, { defArm: 'artillery', defEvasion: 'failed' }),
    ).to.deep.equal([]);
  });
});

describe('Altar of Freedom odds reproduce the spec', () => {
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
});

// The rulebook's worked examples (Detailed Combat Example; Advancing into Combat; Evading).
describe('Altar of Freedom worked examples', () => {
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
});
