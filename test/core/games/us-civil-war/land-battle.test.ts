import { expect } from '@open-wc/testing';
import {
  displaceNeeds,
  fightingSp,
  positionalDrm,
  setUpBattle,
  type BattleInput,
} from '../../../../src/core/games/us-civil-war/land-battle.js';

const sideIn = { ratings: [], demoralized: false, navalSupport: false, fullSupply: true };

/** A battle with `over` changed. */
export function battle(over: Partial<BattleInput> = {}): BattleInput {
  return {
    attacker: { ...sideIn, sp: 1, card: false },
    defender: { ...sideIn, sp: 1, foraging: false },
    fort: 'none',
    terrain: 'none',
    failedAvoid: false,
    crossing: 'none',
    ...over,
  };
}

describe('The U.S. Civil War land battle set-up', () => {
  it('How Safe is Washington? (Map Notes): +6 against +7 on the 9-12 and 5-6 columns', () => {
    const setup = setUpBattle(
      battle({
        // Lee and Jackson: the example gives only their sum, 4.
        attacker: { ...sideIn, sp: 11, ratings: [2, 2], card: true },
        // McDowell +1 in an F3 fort; the river's +1 is not added to the fort's +6.
        defender: { ...sideIn, sp: 5, ratings: [1], foraging: false },
        fort: 'f3',
        terrain: 'minor-river',
      }),
    );
    if (setup.kind !== 'battle') throw new Error('displaced');
    expect([
      setup.attacker.column.id,
      setup.attacker.column.dice,
      setup.attacker.modifier,
    ]).to.deep.equal(['9-12', 2, 6]);
    expect([
      setup.defender.column.id,
      setup.defender.column.dice,
      setup.defender.modifier,
    ]).to.deep.equal(['5-6', 1, 7]);
  });

  it('Automatic Displacement (Examples of Play): 7 SPs against 1, 4 SPs against an empty fort', () => {
    expect(setUpBattle(battle({ attacker: { ...sideIn, sp: 7, card: false } })).kind).to.equal(
      'displaced',
    );
    expect(setUpBattle(battle({ attacker: { ...sideIn, sp: 6, card: false } })).kind).to.equal(
      'battle',
    );
    const fort = battle({
      attacker: { ...sideIn, sp: 4, card: false },
      defender: { ...sideIn, sp: 0, foraging: false },
      fort: 'f1',
    });
    expect(setUpBattle(fort).kind).to.equal('displaced');
    expect([displaceNeeds(0), displaceNeeds(2)]).to.deep.equal([4, 14]);
  });

  it('caps the SPs that fight across a Navigable River, so they are never displaced (11.5)', () => {
    const big = { ...sideIn, sp: 18, card: false };
    expect(fightingSp(battle({ attacker: big, crossing: 'navigable' }))).to.equal(3);
    expect(fightingSp(battle({ attacker: big, crossing: 'enemy-naval' }))).to.equal(1);
    expect(
      setUpBattle(
        battle({
          attacker: big,
          defender: { ...sideIn, sp: 0, foraging: false },
          crossing: 'navigable',
        }),
      ).kind,
    ).to.equal('battle');
  });

  it('counts the commander and the best others up to the column’s slots (11.3)', () => {
    const rated = (sp: number) => {
      const s = setUpBattle(
        battle({
          attacker: { ...sideIn, sp, ratings: [1, 3, 2, 2], card: false },
          defender: { ...sideIn, sp: 6, foraging: false },
        }),
      );
      return s.kind === 'battle' ? s.attacker.ratingsUsed : null;
    };
    expect([rated(6), rated(12), rated(13)]).to.deep.equal([1, 4, 6]);
  });

  it('Foraging (13.2.1): a 7-SP defender rolls on 5-6 with one general', () => {
    const s = setUpBattle(
      battle({ defender: { ...sideIn, sp: 7, ratings: [1, 2], foraging: true } }),
    );
    if (s.kind !== 'battle') throw new Error('displaced');
    expect([s.defender.column.id, s.defender.shifted, s.defender.ratingsUsed]).to.deep.equal([
      '5-6',
      true,
      1,
    ]);
  });

  it('uses one fortification or one terrain, never both, and neither after a failed avoid', () => {
    expect(positionalDrm(battle({ fort: 'entrenchment', terrain: 'minor-river' }))).to.equal(2);
    expect(positionalDrm(battle({ terrain: 'minor-river' }))).to.equal(1);
    expect(positionalDrm(battle({ fort: 'f2', failedAvoid: true }))).to.equal(0);
  });

  it('applies the attacker’s card, naval support and demoralization', () => {
    const s = setUpBattle(
      battle({ attacker: { ...sideIn, sp: 3, card: true, navalSupport: true, demoralized: true } }),
    );
    expect(s.kind === 'battle' && s.attacker.modifiers.map((m) => [m.value, m.rule])).to.deep.equal(
      [
        [-2, '11.4'],
        [2, '18.1'],
        [1, '21.3'],
      ],
    );
  });

  it('20.5.2: an Amphibious Assault lands at most 3 Union SPs or 1 Confederate SP', () => {
    const big = { ...sideIn, sp: 18, card: false };
    expect(fightingSp(battle({ attacker: big, crossing: 'amphibious-union' }))).to.equal(3);
    expect(fightingSp(battle({ attacker: big, crossing: 'amphibious-csa' }))).to.equal(1);
    expect(
      fightingSp(battle({ attacker: { ...big, sp: 2 }, crossing: 'amphibious-union' })),
    ).to.equal(2);
    // Capped at 3, a landing never reaches the 4 SPs that displace an empty Fort (11.1.2).
    const empty = battle({
      attacker: big,
      defender: { ...sideIn, sp: 0, foraging: false },
      crossing: 'amphibious-union',
    });
    expect(setUpBattle(empty).kind).to.equal('battle');
  });

  it('20.5.2 example: 3 SPs and Burnside against 1 SP in a Coastal Fort, +1 on 3 against +2 on 1', () => {
    const s = setUpBattle(
      battle({
        attacker: { ...sideIn, sp: 3, ratings: [1], card: false },
        defender: { ...sideIn, sp: 1, foraging: false },
        fort: 'coastal',
        crossing: 'amphibious-union',
      }),
    );
    if (s.kind !== 'battle') throw new Error('displaced');
    expect([s.attacker.column.id, s.attacker.column.dice, s.attacker.modifier]).to.deep.equal([
      '3',
      1,
      1,
    ]);
    expect([s.defender.column.id, s.defender.column.dice, s.defender.modifier]).to.deep.equal([
      '1',
      1,
      2,
    ]);
  });
});
