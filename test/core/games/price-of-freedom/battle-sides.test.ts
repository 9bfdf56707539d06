/**
 * The battle tool's modifiers, side by side: per-side applicability of the 16 modifiers of
 * §17.3.3, hidden controls and lone garrisons.
 */
import { expect } from '@open-wc/testing';
import { effectiveInputs, modifierTotals, toolInputs } from '../../../../src/core/shared/index.js';
import { battleTool } from '../../../../src/core/games/price-of-freedom/battle.js';
import {
  ATTACKER_MODIFIERS,
  DEFENDER_MODIFIERS,
} from '../../../../src/core/games/price-of-freedom/battle-sides.js';

describe('Price of Freedom battle tool: who gets which modifier (§17.3.3)', () => {
  it('declares all 16 table modifiers between the two sides', () => {
    // One table row may reach both sides (a_home, d_home): count rows by id without prefix.
    const rows = new Set([...ATTACKER_MODIFIERS, ...DEFENDER_MODIFIERS].map((m) => m.id.slice(2)));
    expect(rows.size).to.equal(16);
    const attackerOnly = ['amphibious', 'river', 'usaCity', 'csaRichmond', 'enemyCapital'];
    const defenderOnly = ['entrenched', 'ownCapital', 'failedWithdrawal', 'garrisonAlone'];
    for (const id of attackerOnly)
      expect(DEFENDER_MODIFIERS.some((m) => m.id === `d_${id}`)).to.equal(false);
    for (const id of defenderOnly)
      expect(ATTACKER_MODIFIERS.some((m) => m.id === `a_${id}`)).to.equal(false);
  });

  it('gives the Turn 5-8 +1 to the defender only', () => {
    expect(modifierTotals(battleTool, { turn: 4 })).to.deep.equal([0, 0]);
    expect(modifierTotals(battleTool, { turn: 5 })).to.deep.equal([0, 1]);
  });

  it('capitals: Union on Richmond −2 and CSA defender +1 own capital +1 home; CSA on Washington −2; CSA on Richmond −1', () => {
    expect(modifierTotals(battleTool, { attacker: 'usa', region: 'richmond' })).to.deep.equal([
      -2, 2,
    ]);
    expect(modifierTotals(battleTool, { attacker: 'csa', region: 'washington' })).to.deep.equal([
      -2, 2,
    ]);
    // A Confederate attack on a Union-held Richmond: −1 attacking Richmond, +1 fighting at home.
    expect(modifierTotals(battleTool, { attacker: 'csa', region: 'richmond' })).to.deep.equal([
      0, 0,
    ]);
    // A Union attack on a Confederate-held Washington: −1, +1 home.
    expect(modifierTotals(battleTool, { attacker: 'usa', region: 'washington' })).to.deep.equal([
      0, 0,
    ]);
    expect(modifierTotals(battleTool, { attacker: 'usa', region: 'vicksburg' })).to.deep.equal([
      -1, 1,
    ]);
    expect(modifierTotals(battleTool, { attacker: 'usa', region: 'atlanta' })).to.deep.equal([
      -1, 1,
    ]);
    expect(modifierTotals(battleTool, { attacker: 'csa', region: 'atlanta' })).to.deep.equal([
      1, 0,
    ]);
  });

  it('home region from the choice, for either side; hidden for named cities', () => {
    expect(modifierTotals(battleTool, { attacker: 'usa', home: 'usa' })).to.deep.equal([1, 0]);
    expect(modifierTotals(battleTool, { attacker: 'usa', home: 'csa' })).to.deep.equal([0, 1]);
    expect(modifierTotals(battleTool, { attacker: 'csa', home: 'none' })).to.deep.equal([0, 0]);
    expect(
      modifierTotals(battleTool, { attacker: 'usa', region: 'vicksburg', home: 'usa' }),
    ).to.deep.equal([-1, 1]);
  });

  it('Union-only and Confederate-only attacker modifiers cannot be set for the other side', () => {
    expect(modifierTotals(battleTool, { attacker: 'usa', a_amphibious: true })).to.deep.equal([
      -1, 0,
    ]);
    expect(modifierTotals(battleTool, { attacker: 'csa', a_amphibious: true })).to.deep.equal([
      0, 0,
    ]);
    expect(modifierTotals(battleTool, { attacker: 'csa', a_river: true })).to.deep.equal([-1, 0]);
    expect(modifierTotals(battleTool, { attacker: 'usa', a_river: true })).to.deep.equal([0, 0]);
    expect(
      effectiveInputs(battleTool, { attacker: 'csa', a_amphibious: true })['a_amphibious'],
    ).to.equal(false);
  });

  it('ruling C3: the garrison +1 for a Union attacker is a visible choice, by default defence only (§7.1.3, §17.2.5)', () => {
    expect(modifierTotals(battleTool, { attacker: 'usa', a_garrison: true })).to.deep.equal([0, 0]);
    const choice = toolInputs(battleTool).find((d) => d.id === 'a_garrisonBonus');
    expect(choice?.kind === 'choice' ? choice.default : null).to.equal('defence');
    expect(
      modifierTotals(battleTool, { attacker: 'usa', a_garrison: true, a_garrisonBonus: 'any' }),
    ).to.deep.equal([1, 0]);
    // Shown only where it matters: a Union attacker with a garrison in the region.
    expect(
      effectiveInputs(battleTool, { attacker: 'csa', a_garrisonBonus: 'any' })['a_garrisonBonus'],
    ).to.equal('defence');
    expect(modifierTotals(battleTool, { attacker: 'usa', a_garrisonBonus: 'any' })).to.deep.equal([
      0, 0,
    ]);
  });

  it('garrison: +1 to a Union army defending (§7.1.3); alone −2 with no commander', () => {
    expect(modifierTotals(battleTool, { attacker: 'csa', d_garrison: true })).to.deep.equal([0, 1]);
    expect(modifierTotals(battleTool, { attacker: 'usa', d_garrison: true })).to.deep.equal([0, 0]);
    const alone = {
      attacker: 'csa',
      d_garrisonAlone: true,
      d_garrison: true,
      d_cmdr: 1,
      d_corps: 4,
      d_spent: 4,
      d_intercepted: true,
    };
    expect(modifierTotals(battleTool, alone)).to.deep.equal([0, -2]);
    expect(
      modifierTotals(battleTool, { ...alone, turn: 6, home: 'usa', d_cards: 1 }),
    ).to.deep.equal([0, 1]);
    expect(modifierTotals(battleTool, { attacker: 'usa', d_garrisonAlone: true })).to.deep.equal([
      0, 0,
    ]);
  });

  it('half or more spent: 1 of 2 yes, 1 of 3 no, 3 of 6 yes', () => {
    expect(modifierTotals(battleTool, { a_corps: 2, a_spent: 1 })).to.deep.equal([-1, 0]);
    expect(modifierTotals(battleTool, { a_corps: 3, a_spent: 1 })).to.deep.equal([0, 0]);
    expect(modifierTotals(battleTool, { d_corps: 6, d_spent: 3 })).to.deep.equal([0, -1]);
  });

  it('commander ratings and cards are entered values; FOG OF WAR zeroes cards', () => {
    expect(
      modifierTotals(battleTool, { a_cmdr: 1, d_cmdr: -1, a_cards: 2, d_cards: -3 }),
    ).to.deep.equal([3, -4]);
    expect(
      modifierTotals(battleTool, {
        a_cmdr: 1,
        d_cmdr: -1,
        a_cards: 2,
        d_cards: -3,
        fogOfWar: true,
      }),
    ).to.deep.equal([1, -1]);
  });
});
