import { expect } from '@open-wc/testing';
import { battleOdds } from '../../../../src/core/games/price-of-freedom/battle-odds.js';
import { battleTool } from '../../../../src/core/games/price-of-freedom/battle.js';
import { weightOf } from './odds-fixtures.js';

describe('Price of Freedom odds', () => {
  it('the battle loss distributions are exact and consistent with the winner odds', () => {
    const odds = battleOdds({ a_corps: 6, a_command: 'theater', d_corps: 2 });
    const wins = weightOf(
      battleTool.odds({ a_corps: 6, a_command: 'theater', d_corps: 2 }),
      'attacker-wins',
    );
    expect(weightOf(odds.winner, 'attacker-wins')).to.equal(wins);
    const jointWins = odds.joint.outcomes
      .filter((o) => o.key.startsWith('attacker|'))
      .reduce((t, o) => t + o.weight, 0);
    expect(jointWins).to.equal(wins);
    expect(odds.defenderLosses.outcomes.every((o) => o.key >= 0 && o.key <= 3)).to.equal(true);
  });

  it('§17.4.3 loss odds never show more corps lost than the side engaged', () => {
    // 6 corps at +6 against 2: the table inflicts 2 losses on a 1-4 and 3 on a 5-6, but only
    // 2 corps are engaged, so both are lost every time.
    const odds = battleOdds({ a_corps: 6, a_command: 'theater', a_cards: 6, d_corps: 2 });
    expect(odds.defenderLosses.outcomes.map((o) => [o.key, o.weight])).to.deep.equal([[2, 36]]);
    for (const o of odds.joint.outcomes) expect(Number(o.key.split('|')[2])).to.be.at.most(2);
    // A lone garrison is lost at most once.
    const lone = battleOdds({ attacker: 'csa', d_garrisonAlone: true, a_corps: 2, a_cards: 6 });
    expect(Math.max(...lone.defenderLosses.outcomes.map((o) => o.key))).to.equal(1);
    // A 1-corps attacker against 6 (scores 10 to 20): it loses its 1 corps, never 2.
    const small = battleOdds({ a_corps: 1, d_corps: 6, d_command: 'theater' });
    expect(small.attackerLosses.outcomes.map((o) => [o.key, o.weight])).to.deep.equal([[1, 36]]);
  });
});
