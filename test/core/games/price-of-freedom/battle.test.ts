/**
 * The battle procedure beyond the worked example: losses and their cap (§17.4.1-17.4.4), a
 * Union garrison's fate (§17.2.5, §17.4.3, §17.5.3; ruling C2), survivors (§17.4.7) and both
 * sides wiped out (§17.4.5).
 */
import { expect } from '@open-wc/testing';
import { resolveTool } from '../../../../src/core/shared/index.js';
import { battleTool, resolveBattle } from '../../../../src/core/games/price-of-freedom/index.js';

describe('Price of Freedom battle procedure', () => {
  it('the winner keeps its fresh survivors fresh only when the enemy’s engaged corps are all gone', () => {
    const wiped = resolveBattle({
      attacker: { modifiedRoll: 11, engaged: 6, spent: 2 },
      defender: { modifiedRoll: 0, engaged: 2, spent: 0 },
      union: 'attacker',
      garrison: 'none',
    });
    expect(wiped.winner).to.equal('attacker');
    expect([wiped.attacker.scoreText, wiped.defender.scoreText]).to.deep.equal(['30', '00']);
    expect(wiped.defender).to.deep.include({
      lossesTaken: 3,
      corpsLost: 2,
      survivors: 0,
      wipedOut: true,
    });
    expect(wiped.attacker.freshSurvivors).to.equal(4);
    const notWiped = resolveBattle({
      attacker: { modifiedRoll: 11, engaged: 6, spent: 2 },
      defender: { modifiedRoll: 0, engaged: 4, spent: 0 },
      union: 'attacker',
      garrison: 'none',
    });
    expect(notWiped.attacker.freshSurvivors).to.equal(0);
    expect(notWiped.defender.survivors).to.equal(1);
  });

  it('a supporting garrison: eliminated by excess Union losses, else to the pool on defeat, stays on victory', () => {
    const excess = resolveBattle({
      attacker: { modifiedRoll: 11, engaged: 6, spent: 0 },
      defender: { modifiedRoll: 0, engaged: 1, spent: 0 },
      union: 'defender',
      garrison: 'supporting',
    });
    expect(excess.garrison).to.equal('eliminated');
    const defeat = resolveBattle({
      attacker: { modifiedRoll: 6, engaged: 1, spent: 0 },
      defender: { modifiedRoll: 0, engaged: 2, spent: 0 },
      union: 'defender',
      garrison: 'supporting',
    });
    expect(defeat.winner).to.equal('attacker');
    expect(defeat.garrison).to.equal('to-force-pool');
    const held = resolveBattle({
      attacker: { modifiedRoll: 1, engaged: 1, spent: 0 },
      defender: { modifiedRoll: 5, engaged: 2, spent: 0 },
      union: 'defender',
      garrison: 'supporting',
    });
    expect(held.garrison).to.equal('stays');
  });

  it('both sides can be wiped out without changing who won (§17.4.5)', () => {
    const r = resolveBattle({
      attacker: { modifiedRoll: 11, engaged: 1, spent: 0 },
      defender: { modifiedRoll: 11, engaged: 2, spent: 1 },
      union: 'attacker',
      garrison: 'none',
    });
    // 20 against 21: the defender wins, each inflicts 2.
    expect(r.winner).to.equal('defender');
    expect(r.attacker.wipedOut).to.equal(true);
    expect(r.defender.wipedOut).to.equal(true);
    expect(r.defender.freshSurvivors).to.equal(0);
  });

  it('refuses impossible situations', () => {
    const base = {
      attacker: { modifiedRoll: 3, engaged: 2, spent: 0 },
      defender: { modifiedRoll: 3, engaged: 2, spent: 0 },
    };
    expect(() => resolveBattle({ ...base, union: 'attacker', garrison: 'alone' })).to.throw(
      RangeError,
    );
    expect(() =>
      resolveBattle({
        ...base,
        attacker: { modifiedRoll: 3, engaged: 2, spent: 3 },
        union: 'attacker',
        garrison: 'none',
      }),
    ).to.throw(RangeError);
  });

  it('describes retreats: an intercepting defender goes back the way it came; an amphibious loser may sail', () => {
    const intercepted = resolveTool(battleTool, [[6], [1]], {
      a_corps: 3,
      d_corps: 2,
      d_intercepted: true,
    }).resolution;
    expect(intercepted.effects?.some((e) => e.includes('§17.5.1'))).to.equal(true);
    const amphibious = resolveTool(battleTool, [[1], [6]], {
      a_amphibious: true,
      a_corps: 2,
      d_corps: 3,
    }).resolution;
    expect(amphibious.outcome.key).to.equal('defender-wins');
    expect(amphibious.effects?.some((e) => e.includes('§17.5.4'))).to.equal(true);
  });
});
