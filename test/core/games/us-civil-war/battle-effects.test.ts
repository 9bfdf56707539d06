import { expect } from '@open-wc/testing';
import {
  armyMoraleLines,
  landingLines,
  nextLines,
  outcomeLines,
  PUSH_ASIDE_NOTE,
  pushAsideLine,
} from '../../../../src/core/games/us-civil-war/battle-effects.js';
import { crtColumn } from '../../../../src/core/games/us-civil-war/crt-columns.js';
import type { CrtResult } from '../../../../src/core/games/us-civil-war/crt-result.js';
import type { BattleInput } from '../../../../src/core/games/us-civil-war/land-battle.js';
import type { BattleOutcome } from '../../../../src/core/games/us-civil-war/land-battle-result.js';
import {
  PUSH_ASIDE_RATIO,
  pushAsideMost,
} from '../../../../src/core/games/us-civil-war/land-modifiers.js';

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

describe('The U.S. Civil War battle’s retreat: pushing an enemy force aside (11.6.5)', () => {
  it('11.6.5: 7 times the enemy’s SPs push it aside, 6 times do not', () => {
    expect(PUSH_ASIDE_RATIO).to.equal(7);
    expect([6, 7, 13, 14, 21].map(pushAsideMost)).to.deep.equal([0, 1, 1, 2, 3]);
    expect(pushAsideMost(-1)).to.equal(0);
    expect(pushAsideLine(6)).to.deep.equal([]);
    expect(pushAsideLine(7).join(' ')).to.contain('an enemy force of 1 SP not in a Fort (7 to 1)');
    expect(pushAsideLine(15).join(' ')).to.contain('up to 2 SPs').and.contain('(11.6.5)');
    expect(PUSH_ASIDE_NOTE).to.contain('at least 7 times the SPs');
  });

  it('11.6.5: the retreating defender’s line counts the SPs it has left after its losses', () => {
    const out = (spLost: number): BattleOutcome => ({
      winner: 'attacker',
      attacker: { loss: 0, spLost: 0, demoralized: null, retreat: 0 },
      defender: { loss: spLost, spLost, demoralized: 'loser', retreat: 2 },
      keepMoving: false,
      landing: null,
      garrison: null,
    });
    const hit: CrtResult = { hits: 1, grade: 'plain' };
    // 16 SPs lose 2: 14 left push up to 2 SPs; lose 3: 13 left push 1.
    const two = outcomeLines(battle(18, 16), out(2), hit, hit).join(' ');
    expect(two).to.contain('With 14 SPs it may push aside an enemy force of up to 2 SPs');
    const one = outcomeLines(battle(18, 16), out(3), hit, hit).join(' ');
    expect(one).to.contain('With 13 SPs it may push aside an enemy force of 1 SP');
    expect(outcomeLines(battle(18, 8), out(2), hit, hit).join(' ')).to.not.contain('push aside');
  });

  it('20.5.3–20.5.4: the landing lines, with Control on a Coastal Fort and the re-embark', () => {
    const hit: CrtResult = { hits: 1, grade: 'plain' };
    const end = (winner: BattleOutcome['winner'], landing: BattleOutcome['landing']) => ({
      winner,
      attacker: { loss: 0, spLost: 0, demoralized: null, retreat: 0 },
      defender: { loss: 1, spLost: 1, demoralized: 'loser' as const, retreat: 2 },
      keepMoving: false,
      landing,
      garrison: null,
    });
    const fort = { ...battle(3, 1), fort: 'coastal', crossing: 'amphibious-union' as const };
    const landed = landingLines(fort, end('attacker', 'landed')).join(' ');
    expect(landed).to.contain('may not move on (20.5.3)');
    expect(landed).to.contain('Control marker goes on the Coastal Fort at once');
    expect(landingLines({ ...fort, fort: 'none' }, end('attacker', 'landed')).join(' ')).to.contain(
      'If the hex is an Island',
    );
    const tie = landingLines(fort, end('tie', 're-embark')).join(' ');
    expect(tie).to.contain('ruling C32').and.contain('re-embark at once').and.contain('(20.5.4)');
    expect(landingLines(battle(3, 1), end('attacker', null))).to.deep.equal([]);
    expect(outcomeLines(fort, end('attacker', 'landed'), hit, hit).join(' ')).to.contain(
      '(20.5.3)',
    );
    expect(nextLines(end('defender', 're-embark'), hit, hit)).to.include(
      'The attacker’s survivors re-embark (20.5.4).',
    );
  });
});
