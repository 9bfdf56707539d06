import { expect } from '@open-wc/testing';
import { crtCell } from '../../../../src/core/games/us-civil-war/crt-grid.js';
import {
  parseCrtResult,
  type CrtResult,
} from '../../../../src/core/games/us-civil-war/crt-result.js';
import { battleOutcome } from '../../../../src/core/games/us-civil-war/land-battle-result.js';
import type { BattleInput } from '../../../../src/core/games/us-civil-war/land-battle.js';
import { CRT_FIXTURE } from '../../../helpers/uscw-crt-fixture.js';

const sideIn = { ratings: [], demoralized: false, navalSupport: false, fullSupply: true };
const r = (t: string): CrtResult => parseCrtResult(t) ?? { hits: 0, grade: 'plain' };
const battle = (over: Partial<BattleInput>): BattleInput => ({
  attacker: { ...sideIn, sp: 1, card: false },
  defender: { ...sideIn, sp: 1, foraging: false },
  fort: 'none',
  terrain: 'none',
  failedAvoid: false,
  crossing: 'none',
  ...over,
});
const cell = (column: string, total: number) => {
  const c = CRT_FIXTURE[column];
  if (!c) throw new Error(column);
  return crtCell(c, total);
};

describe('The U.S. Civil War land battle outcome', () => {
  it('How Safe is Washington? (Map Notes): 13 reads 3, 11 reads 2, Lee takes Washington', () => {
    const input = battle({
      attacker: { ...sideIn, sp: 11, card: true },
      defender: { ...sideIn, sp: 5, foraging: false },
      fort: 'f3',
    });
    const out = battleOutcome(input, cell('9-12', 7 + 6), cell('5-6', 4 + 7));
    expect(out.winner).to.equal('attacker');
    expect([
      out.defender.loss,
      out.defender.spLost,
      out.defender.demoralized,
      out.defender.retreat,
    ]).to.deep.equal([3, 3, 'loser', 2]);
    expect([out.attacker.spLost, out.attacker.demoralized, out.attacker.retreat]).to.deep.equal([
      2,
      null,
      0,
    ]);
    expect(out.keepMoving).to.equal(true);
  });

  it('Tied battle (Examples of Play): Lee backs up, Meade out of full supply is demoralized', () => {
    const input = battle({
      attacker: { ...sideIn, sp: 5, card: false },
      defender: { ...sideIn, sp: 6, fullSupply: false, foraging: false },
    });
    const out = battleOutcome(input, r('1*'), r('1*'));
    expect(out.winner).to.equal('tie');
    expect([out.attacker.retreat, out.attacker.demoralized]).to.deep.equal([1, null]);
    expect([out.defender.retreat, out.defender.demoralized]).to.deep.equal([0, 'tie-supply']);
  });

  it('21.6.6, Example #2: 1 against 1 ties, and the Coastal Fort cancels the defender’s loss', () => {
    const input = battle({ attacker: { ...sideIn, sp: 3, card: true }, fort: 'coastal' });
    const out = battleOutcome(input, cell('3', 2 + 4), cell('1', 4 + 3));
    expect(out.winner).to.equal('tie');
    expect([out.attacker.loss, out.defender.loss]).to.deep.equal([1, 0]);
  });

  it('ranks equal numbers by grade, and the fort does not save a defender who loses', () => {
    const out = battleOutcome(
      battle({ fort: 'f1', defender: { ...sideIn, sp: 4, foraging: false } }),
      r('2◆'),
      r('2'),
    );
    expect(out.winner).to.equal('attacker');
    expect(out.defender.loss).to.equal(2);
  });

  it('demoralizes a winner with heavy losses, and costs a demoralized loser an extra SP (12.2, 12.3)', () => {
    const input = battle({
      attacker: { ...sideIn, sp: 10, card: false, demoralized: true },
      defender: { ...sideIn, sp: 10, foraging: false },
    });
    const out = battleOutcome(input, r('2'), r('3'));
    expect([out.defender.demoralized, out.defender.spLost]).to.deep.equal([null, 2]);
    expect([out.attacker.demoralized, out.attacker.spLost, out.attacker.retreat]).to.deep.equal([
      null,
      4,
      1,
    ]);
    // The defender wins but loses 3 SPs: Demoralized by heavy losses, with no extra SP lost.
    const heavy = battleOutcome(input, r('3'), r('3*'));
    expect([heavy.defender.demoralized, heavy.defender.spLost]).to.deep.equal(['heavy-losses', 3]);
    const won = battleOutcome(
      battle({
        attacker: { ...sideIn, sp: 10, card: false },
        defender: { ...sideIn, sp: 10, foraging: false },
      }),
      r('3*'),
      r('3'),
    );
    expect(won.attacker.demoralized).to.equal('heavy-losses');
  });

  it('keeps the attacker moving only with twice the defender’s SPs (5.11)', () => {
    const at = (a: number, d: number) =>
      battleOutcome(
        battle({
          attacker: { ...sideIn, sp: a, card: false },
          defender: { ...sideIn, sp: d, foraging: false },
        }),
        r('2'),
        r('1'),
      ).keepMoving;
    expect([at(4, 2), at(3, 2), at(1, 0)]).to.deep.equal([true, false, true]);
  });

  it('20.5.3: a successful Amphibious Assault demoralizes and drives off the defender, and the landing stops', () => {
    const out = battleOutcome(
      battle({
        attacker: { ...sideIn, sp: 3, card: false },
        defender: { ...sideIn, sp: 1, foraging: false },
        crossing: 'amphibious-union',
      }),
      r('2'),
      r('1'),
    );
    expect(out.winner).to.equal('attacker');
    expect([out.defender.demoralized, out.defender.retreat]).to.deep.equal(['loser', 2]);
    // 3 SPs against 1 is 2 to 1, but landed units may not continue moving.
    expect([out.keepMoving, out.landing]).to.deep.equal([false, 'landed']);
  });

  it('20.5.4: a failed Amphibious Assault re-embarks its survivors instead of retreating', () => {
    const input = battle({
      attacker: { ...sideIn, sp: 1, card: false },
      defender: { ...sideIn, sp: 2, foraging: false },
      crossing: 'amphibious-csa',
    });
    const lost = battleOutcome(input, r('1'), r('2'));
    expect([lost.landing, lost.attacker.retreat, lost.attacker.demoralized]).to.deep.equal([
      're-embark',
      0,
      'loser',
    ]);
    const over = battleOutcome(
      battle({ attacker: { ...sideIn, sp: 2, card: false } }),
      r('1'),
      r('2'),
    );
    expect([over.landing, over.attacker.retreat]).to.deep.equal([null, 1]);
  });

  it('ruling C32: a tied Amphibious Assault is no success; the attacker re-embarks', () => {
    const out = battleOutcome(
      battle({ attacker: { ...sideIn, sp: 3, card: false }, crossing: 'amphibious-union' }),
      r('1'),
      r('1'),
    );
    expect([out.winner, out.landing, out.attacker.retreat]).to.deep.equal(['tie', 're-embark', 0]);
    expect([out.defender.retreat, out.defender.demoralized]).to.deep.equal([0, null]);
  });
});
