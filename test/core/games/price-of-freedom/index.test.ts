/**
 * Every roll tool of the game (`TOOLS`): exact odds that sum to the dice total and agree with
 * resolving every die combination, and unique outcome keys.
 */
import { expect } from '@open-wc/testing';
import { effectiveInputs, resolveTool } from '../../../../src/core/shared/index.js';
import type { Inputs, RollTool } from '../../../../src/core/shared/index.js';
import {
  TOOLS,
  battleTool,
  campaignAttritionTool,
  interceptionTool,
  marchAttritionTool,
  withdrawalTool,
} from '../../../../src/core/games/price-of-freedom/index.js';

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

  it('every tool has unique outcome keys and a summary', () => {
    for (const tool of TOOLS) {
      const keys = tool.outcomes.map((o) => o.key);
      expect(new Set(keys).size).to.equal(keys.length);
      expect(tool.summary.length).to.be.greaterThan(10);
    }
  });
});
