/**
 * Exact odds of the roll tools: they sum to the dice total, agree with resolving every die
 * combination, and match the derived odds tables of the spec (withdrawal, interception, march
 * and campaign attrition).
 */ import { expect } from '@open-wc/testing';
import {
  effectiveInputs,
  failedChecks,
  modifierTotals,
  resolveTool,
} from '../../../../src/core/shared/index.js';
import type { Inputs, RollTool } from '../../../../src/core/shared/index.js';
import {
  TOOLS,
  battleOdds,
  battleTool,
  campaignAttritionShortcut,
  campaignAttritionTool,
  interceptionTool,
  marchAttritionTool,
  withdrawalTool,
} from '../../../../src/core/games/price-of-freedom/index.js';

const weightOf = (
  d: { outcomes: readonly { key: string | number; weight: number }[] },
  key: string,
) => d.outcomes.find((o) => o.key === key)?.weight ?? 0;

/** Checks that resolving every die combination gives the odds the tool reports. */
function agrees(tool: RollTool, inputs: Inputs): void {
  const eff = effectiveInputs(tool, inputs);
  const odds = tool.odds(eff);
  const counts = new Map<string, number>();
  const faces = [1, 2, 3, 4, 5, 6];
  const combos: number[][][] =
    tool.sides.length === 1
      ? faces.map((f) => [[f]])
      : faces.flatMap((a) => faces.map((b) => [[a], [b]]));
  for (const dice of combos) {
    const key = resolveTool(tool, dice, inputs).resolution.outcome.key;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  expect(odds.total).to.equal(combos.length);
  expect(odds.outcomes.reduce((t, o) => t + o.weight, 0)).to.equal(odds.total);
  for (const o of odds.outcomes)
    expect(counts.get(o.key) ?? 0, `${tool.id} ${o.key}`).to.equal(o.weight);
}

describe('Price of Freedom odds', () => {
  it('every tool’s odds match resolving all dice, over a spread of situations', () => {
    const battles: Inputs[] = [
      {},
      { a_corps: 6, a_command: 'theater', d_corps: 1, a_cmdr: 1 },
      { attacker: 'csa', region: 'washington', d_garrison: true, a_corps: 4, a_spent: 2, turn: 7 },
      { attacker: 'csa', d_garrisonAlone: true, a_corps: 2 },
      {
        a_cards: 6,
        d_cards: -6,
        a_corps: 5,
        a_command: 'theater',
        d_corps: 5,
        d_command: 'theater',
        d_noRetreat: true,
        d_unengaged: 1,
      },
    ];
    for (const b of battles) agrees(battleTool, b);
    for (const r of [
      {},
      { r_mam: 1, m_spent: true },
      { m_bySea: true, r_spent: true, m_mam: -1 },
    ]) {
      agrees(withdrawalTool, r);
      agrees(interceptionTool, r);
    }
    for (let s = 0; s <= 6; s++) {
      agrees(marchAttritionTool, { spentSubject: s });
      agrees(marchAttritionTool, { spentSubject: s, forceMarch: true });
    }
    agrees(campaignAttritionTool, { corps: 6, spent: 4, nonHome: true, cavalryRaid: true });
    agrees(campaignAttritionTool, { side: 'csa', corps: 2, location: 'capital' });
  });

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

  it('withdrawal (≥) and interception (>) match the spec’s derived table for d = −4..+4', () => {
    const withdraw = [3, 6, 10, 15, 21, 26, 30, 33, 35];
    const intercept = [1, 3, 6, 10, 15, 21, 26, 30, 33];
    const seen = new Set<number>();
    for (const r_mam of [-1, 0, 1])
      for (const m_mam of [-1, 0, 1])
        for (const r_spent of [false, true])
          for (const m_spent of [false, true])
            for (const m_bySea of [false, true]) {
              const inputs = { r_mam, m_mam, r_spent, m_spent, m_bySea };
              const [r, m] = modifierTotals(withdrawalTool, inputs);
              const d = r! - m!;
              seen.add(d);
              expect(weightOf(withdrawalTool.odds(inputs), 'withdraws'), `d=${d}`).to.equal(
                withdraw[d + 4],
              );
              expect(weightOf(interceptionTool.odds(inputs), 'intercepts'), `d=${d}`).to.equal(
                intercept[d + 4],
              );
            }
    expect([...seen].sort((a, b) => a - b)).to.deep.equal([-3, -2, -1, 0, 1, 2, 3, 4]);
  });

  it('campaign attrition odds match the spec’s P(loss) table and its shortcut', () => {
    // P(loss) = #{die : die + m < N} / 6, N = 1..8, m = −4..+2.
    for (let n = 1; n <= 8; n++) {
      for (let m = -4; m <= 2; m++) {
        let expected = 0;
        for (let die = 1; die <= 6; die++) if (die + m < n) expected++;
        const shortcut = campaignAttritionShortcut(n, m);
        expect(shortcut === 'no-loss', `N=${n} m=${m}`).to.equal(expected === 0);
        expect(shortcut === 'loss', `N=${n} m=${m}`).to.equal(expected === 6);
      }
    }
    // Four −1 modifiers against 3 corps: loss certain (spec table: N=3, m=−4 → 1).
    const inputs = { corps: 3, spent: 2, nonHome: true, cavalryRaid: true, outOfSupply: true };
    expect(weightOf(campaignAttritionTool.odds(inputs), 'loss')).to.equal(6);
    // Capital +2 with 1 corps: no roll needed.
    expect(
      weightOf(campaignAttritionTool.odds({ corps: 1, location: 'capital' }), 'loss'),
    ).to.equal(0);
  });

  it('campaign attrition: the out-of-supply −1 is ignored only for a single Union corps or garrison on the coast (A6)', () => {
    const base = { side: 'usa', outOfSupply: true, coastal: true };
    expect(modifierTotals(campaignAttritionTool, { ...base, corps: 1 })).to.deep.equal([0]);
    expect(
      modifierTotals(campaignAttritionTool, { ...base, corps: 0, garrison: true }),
    ).to.deep.equal([0]);
    expect(
      modifierTotals(campaignAttritionTool, { ...base, corps: 1, garrison: true }),
    ).to.deep.equal([-1]);
    expect(modifierTotals(campaignAttritionTool, { ...base, side: 'csa', corps: 1 })).to.deep.equal(
      [-1],
    );
    expect(
      failedChecks(campaignAttritionTool, { side: 'csa', corps: 0, garrison: true }),
    ).to.have.length(1);
  });

  it('march attrition: S/6 normally, (S+1)/6 force-marching, capped at 1', () => {
    for (let s = 0; s <= 6; s++) {
      expect(weightOf(marchAttritionTool.odds({ spentSubject: s }), 'loss')).to.equal(
        Math.min(6, s),
      );
      expect(
        weightOf(marchAttritionTool.odds({ spentSubject: s, forceMarch: true }), 'loss'),
      ).to.equal(s === 0 ? 0 : Math.min(6, s + 1));
    }
  });

  it('every tool has unique outcome keys and a summary', () => {
    for (const tool of TOOLS) {
      const keys = tool.outcomes.map((o) => o.key);
      expect(new Set(keys).size).to.equal(keys.length);
      expect(tool.summary.length).to.be.greaterThan(10);
    }
  });
});
