/**
 * The battle procedure beyond the worked example: losses and their cap (§17.4.1-17.4.4), a
 * Union garrison's fate (§17.2.5, §17.4.3, §17.5.3; ruling C2), survivors (§17.4.7) and both
 * sides wiped out (§17.4.5).
 */
import { expect } from '@open-wc/testing';
import { defaultInputs, failedChecks, resolveTool } from '../../../../src/core/shared/index.js';
import {
  battleTool,
  noRetreatRemoval,
  resolveBattle,
} from '../../../../src/core/games/price-of-freedom/index.js';

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
      a_command: 'theater',
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

  it('§17.2.3-17.2.4 engagement limits: a field commander 2 corps, CONCENTRATION 4, a theater commander 6', () => {
    const rules = (inputs: Record<string, string | number | boolean>) =>
      failedChecks(battleTool, inputs).map((c) => c.rule);
    expect(rules({ a_corps: 2 })).to.deep.equal([]);
    expect(rules({ a_corps: 3 })).to.deep.equal(['§17.2.4']);
    expect(rules({ a_corps: 3, a_command: 'field' })).to.deep.equal(['§17.2.4']);
    expect(rules({ a_corps: 4, a_command: 'concentration' })).to.deep.equal([]);
    expect(rules({ a_corps: 5, a_command: 'concentration' })).to.deep.equal(['§17.2 exception']);
    expect(rules({ a_corps: 6, a_command: 'theater' })).to.deep.equal([]);
    // The defender: a field commander engages only his own army, at most 2 corps.
    expect(rules({ d_corps: 3 })).to.deep.equal(['§7.2.2, §17.2.3']);
    expect(rules({ d_corps: 6, d_command: 'theater' })).to.deep.equal([]);
    // A lone garrison has no commander: its hidden corps count is never checked.
    expect(rules({ attacker: 'csa', d_garrisonAlone: true, d_corps: 6 })).to.deep.equal([]);
    const message = failedChecks(battleTool, { a_corps: 3 })[0]?.message ?? '';
    expect(message).to.match(/theater commander or the CONCENTRATION card/);
  });

  it('§17.5.5 a loser that cannot retreat removes all its corps: half, rounded down, for good; the rest to the force pool', () => {
    expect(noRetreatRemoval(5)).to.deep.equal({ removed: 5, permanent: 2, toForcePool: 3 });
    expect(noRetreatRemoval(4)).to.deep.equal({ removed: 4, permanent: 2, toForcePool: 2 });
    expect(noRetreatRemoval(1)).to.deep.equal({ removed: 1, permanent: 0, toForcePool: 1 });
    expect(() => noRetreatRemoval(-1)).to.throw(RangeError);
    // Defender 3 engaged (1 lost) and 2 unengaged, beaten with nowhere to go: 4 leave the map.
    const r = resolveBattle({
      attacker: { modifiedRoll: 6, engaged: 2, spent: 0 },
      defender: { modifiedRoll: 0, engaged: 3, spent: 0, noRetreat: true, unengaged: 2 },
      union: 'attacker',
      garrison: 'none',
    });
    expect(r.winner).to.equal('attacker');
    expect(r.defender.corpsLost).to.equal(1);
    expect(r.defender.noRetreat).to.deep.equal({ removed: 4, permanent: 2, toForcePool: 2 });
    expect(r.attacker.noRetreat).to.equal(null);
    // The flag matters only for the loser.
    const won = resolveBattle({
      attacker: { modifiedRoll: 0, engaged: 2, spent: 0 },
      defender: { modifiedRoll: 6, engaged: 3, spent: 0, noRetreat: true, unengaged: 2 },
      union: 'attacker',
      garrison: 'none',
    });
    expect(won.defender.noRetreat).to.equal(null);
    const effects =
      resolveTool(battleTool, [[6], [1]], {
        a_corps: 2,
        d_corps: 2,
        d_noRetreat: true,
        d_unengaged: 1,
      }).resolution.effects ?? [];
    expect(effects.some((e) => e.includes('§17.5.5') && e.includes('1 for good'))).to.equal(true);
    expect(effects.some((e) => e.includes('§17.5.2'))).to.equal(false);
  });

  it('§17.4.6 a commander left with no corps goes to the force pool, with his HQ if he has one', () => {
    const lost = resolveTool(battleTool, [[6], [1]], { a_corps: 2, d_corps: 1 }).resolution;
    expect(lost.effects?.some((e) => e.includes('§17.4.6') && e.includes('force pool'))).to.equal(
      true,
    );
    // No corps lost by either side: no such line.
    const none = resolveTool(battleTool, [[1], [1]], { a_corps: 1, d_corps: 1 }).resolution;
    expect(none.effects?.some((e) => e.includes('§17.4.6'))).to.equal(false);
  });
});

describe('Price of Freedom battle tool: forbidden combinations, lone garrisons and ties', () => {
  it('refuses impossible combinations', () => {
    expect(failedChecks(battleTool, { a_corps: 2, a_spent: 3 })).to.have.length(1);
    expect(failedChecks(battleTool, { d_corps: 1, d_spent: 2 })).to.have.length(1);
    expect(failedChecks(battleTool, { a_intercepted: true, d_intercepted: true })).to.have.length(
      1,
    );
    expect(
      failedChecks(battleTool, { a_intercepted: true, d_failedWithdrawal: true }),
    ).to.have.length(1);
    expect(
      failedChecks(battleTool, { attacker: 'usa', a_amphibious: true, a_intercepted: true }),
    ).to.have.length(1);
    expect(failedChecks(battleTool, defaultInputs(battleTool))).to.deep.equal([]);
  });

  it('a lone garrison uses column 1 and is eliminated by any loss; a survivor of defeat returns to the pool', () => {
    const alone = { attacker: 'csa', d_garrisonAlone: true };
    const win = resolveTool(battleTool, [[6], [1]], { ...alone, a_corps: 2 }).resolution;
    expect(win.outcome.key).to.equal('attacker-wins');
    expect(win.effects?.some((e) => e.includes('eliminated'))).to.equal(true);
    const small = resolveTool(battleTool, [[3], [1]], alone).resolution;
    expect(small.outcome.key).to.equal('attacker-wins');
    expect(small.effects?.some((e) => e.includes('force pool'))).to.equal(true);
  });

  it('ties go to the defender', () => {
    const { resolution } = resolveTool(battleTool, [[3], [3]], {});
    expect(resolution.outcome.key).to.equal('defender-wins');
  });

  it('gives both sides’ cells of the Battle Results Table, attacker first, for highlighting', () => {
    const { resolution } = resolveTool(battleTool, [[6], [1]], defaultInputs(battleTool));
    expect(resolution.lookups?.length).to.equal(2);
    expect(resolution.lookups?.[0]).to.deep.equal(resolution.lookup);
    expect(resolution.lookups?.[1]?.row).to.be.lessThan(resolution.lookups?.[0]?.row ?? 0);
  });
});
