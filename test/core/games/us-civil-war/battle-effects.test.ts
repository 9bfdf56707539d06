import { expect } from '@open-wc/testing';
import { armyMoraleLines } from '../../../../src/core/games/us-civil-war/battle-effects.js';
import { crtColumn } from '../../../../src/core/games/us-civil-war/crt-columns.js';
import type { BattleInput } from '../../../../src/core/games/us-civil-war/land-battle.js';

const side = (sp: number) => ({
  sp,
  ratings: [0, 0, 0],
  demoralized: false,
  navalSupport: false,
  fullSupply: true,
});
const battle = (a: number, d: number): BattleInput => ({
  attacker: { ...side(a), card: false },
  defender: { ...side(d), foraging: false },
  fort: 'none',
  terrain: 'none',
  failedAvoid: false,
  crossing: 'none',
});
const dice = (a: number, d: number) => ({
  attacker: crtColumn(a).dice,
  defender: crtColumn(d).dice,
});
const none = { attacker: false, defender: false };

describe('The U.S. Civil War battle’s Army Morale lines (optional 22.5)', () => {
  it('22.5.1 example: 12 SPs against 7 is a Closely Fought Major Battle, both rolling two dice', () => {
    const lines = armyMoraleLines(battle(12, 7), 'attacker', dice(12, 7), none);
    expect(lines.join(' ')).to.contain('Closely Fought Major Battle').and.contain('22.5.1');
  });

  it('22.5.1 example: 13 SPs against 11 is not, unless the side of 11 SPs wins', () => {
    expect(armyMoraleLines(battle(13, 11), 'attacker', dice(13, 11), none)).to.deep.equal([]);
    expect(armyMoraleLines(battle(13, 11), 'defender', dice(13, 11), none)).to.have.length(1);
  });

  it('no battle under 7 SPs a side counts, nor a tie; a loser with high morale loses it (22.5.4)', () => {
    expect(armyMoraleLines(battle(9, 6), 'attacker', dice(9, 6), none)).to.deep.equal([]);
    expect(armyMoraleLines(battle(12, 7), 'tie', dice(12, 7), none)).to.deep.equal([]);
    const lost = armyMoraleLines(battle(5, 3), 'defender', dice(5, 3), {
      attacker: true,
      defender: false,
    });
    expect(lost.join(' ')).to.contain('attacker’s Army loses its high morale (22.5.4)');
  });
});
