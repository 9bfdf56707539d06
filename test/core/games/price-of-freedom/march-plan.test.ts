/**
 * A land move region by region (§16.2-16.3): the allowance never changed by pick-ups or
 * drop-offs (§16.2.4) but cut once by march attrition (§16.3.3; ruling C1), and the march
 * planner with the rulebook's two march examples (Lee's forced march, §16.3; Sherman to Atlanta,
 * §16.1) and exact attrition odds over every earlier outcome.
 */
import { expect } from '@open-wc/testing';
import {
  enterRegion,
  pickUp,
  planMarch,
  startMarch,
} from '../../../../src/core/games/price-of-freedom/index.js';
import type {
  MarchPlanInput,
  MarchPlanStep,
} from '../../../../src/core/games/price-of-freedom/index.js';

const step = (name: string, more: Partial<MarchPlanStep> = {}): MarchPlanStep => ({
  name,
  pickFresh: 0,
  pickSpent: 0,
  dropFresh: 0,
  dropSpent: 0,
  action: null,
  ...more,
});

const army = (more: Partial<MarchPlanInput>): MarchPlanInput => ({
  side: 'csa',
  command: 'theater',
  mam: 0,
  fresh: 1,
  spent: 0,
  intendsAttack: false,
  mudMarch: false,
  forceMarch: false,
  trigger: 'majority',
  steps: [],
  ...more,
});

const pairs = (d: { outcomes: readonly { key: number; weight: number }[] }) =>
  d.outcomes.map((o) => [o.key, o.weight]);

describe('Price of Freedom march: the allowance (§16.2.4, §16.3.3; ruling C1)', () => {
  it('§16.2.4 picking up spent corps never cuts the allowance, even when most of the army is then spent', () => {
    let s = startMarch([{ id: 'A', spent: false }], 3, false);
    let step1 = enterRegion(s, null);
    s = pickUp(pickUp(step1.state, { id: 'B', spent: true }), { id: 'C', spent: true });
    step1 = enterRegion(s, null);
    expect(step1.slowed).to.equal(false);
    expect(step1.state.remaining).to.equal(1);
  });

  it('§16.3.3 only march attrition cuts it: when it turns fresh corps spent and leaves a majority spent', () => {
    let s = startMarch([{ id: 'A', spent: false }], 4, false);
    s = pickUp(enterRegion(s, null).state, { id: 'B', spent: true });
    s = pickUp(s, { id: 'C', spent: true });
    s = enterRegion(s, null).state;
    const third = enterRegion(s, null); // A's 3rd region: it turns spent
    expect(third.flipped).to.deep.equal(['A']);
    expect(third.slowed).to.equal(true);
    expect(third.state.remaining).to.equal(0);
  });

  it('ruling C1 with the half trigger: a pick-up to exactly half spent still changes nothing', () => {
    let s = startMarch([{ id: 'A', spent: false }], 3, false, 'half');
    s = pickUp(enterRegion(s, null).state, { id: 'B', spent: true });
    expect(enterRegion(s, null).state.remaining).to.equal(1);
  });

  it('ruling C1: the −1 for a spent army is charged once; an army spent at the start is not cut again', () => {
    const s = startMarch(
      [
        { id: 'A', spent: false },
        { id: 'B', spent: true },
      ],
      3,
      false,
    );
    expect(s.spentPenalty).to.equal(true);
    const third = enterRegion(enterRegion(enterRegion(s, null).state, null).state, 6);
    expect(third.flipped).to.deep.equal(['A']);
    expect(third.slowed).to.equal(false);
    expect(third.state.remaining).to.equal(0);
  });
});

describe('Price of Freedom march planner (§16.2-16.3)', () => {
  const lee = army({
    mam: 1,
    fresh: 2,
    spent: 1,
    forceMarch: true,
    steps: [
      step('Gordonsville', { pickSpent: 1 }),
      step('Shenandoah'),
      step('Harpers Ferry'),
      step('Baltimore'),
    ],
  });

  it('§16.3 example, Lee’s forced march: allowance 5, IV picked up at Gordonsville, cut to 1 at Harpers Ferry, 0 at Baltimore', () => {
    const plan = planMarch(lee);
    expect(plan.allowance.total).to.equal(5);
    expect(plan.problems).to.deep.equal([]);
    expect(plan.rows.map((r) => r.path.remaining)).to.deep.equal([4, 3, 1, 0]);
    expect(plan.rows.map((r) => [r.path.fresh, r.path.spent])).to.deep.equal([
      [2, 2],
      [2, 2],
      [0, 4],
      [0, 4],
    ]);
    const hf = plan.rows[2]!.path;
    expect([hf.subject, hf.spentSubject, hf.flipped, hf.slowed]).to.deep.equal([3, 1, 2, true]);
    const baltimore = plan.rows[3]!.path;
    expect([baltimore.subject, baltimore.spentSubject, baltimore.slowed]).to.deep.equal([
      4,
      4,
      false,
    ]);
    expect(plan.canGoOn).to.equal(false);
    expect(plan.ops).to.equal(1);
  });

  it('§16.3.4 Lee’s march odds: no roll before Harpers Ferry; there 1 spent corps is subject and, force-marching, a 1 or 2 loses it (2/6); at Baltimore 28/36 over both outcomes', () => {
    const plan = planMarch(lee);
    expect(plan.rows.slice(0, 2).map((r) => r.loss.weight)).to.deep.equal([0, 0]);
    expect(plan.rows[2]!.loss.weight / plan.rows[2]!.loss.total).to.equal(2 / 6);
    // Baltimore: 4 spent subject (5/6) after no loss, 3 (4/6) after a loss at Harpers Ferry.
    const b = plan.rows[3]!;
    expect(b.loss.weight / b.loss.total).to.equal(28 / 36);
    expect(pairs(b.lostSoFar).map(([k, w]) => [k, (w! * 36) / b.lostSoFar.total])).to.deep.equal([
      [0, 4],
      [1, 24],
      [2, 8],
    ]);
    // Either way the army is spent from Harpers Ferry, so the allowance is 1 there.
    expect(pairs(plan.rows[2]!.remaining)).to.deep.equal([[1, 216]]);
    expect(plan.wipedOut.weight).to.equal(0);
  });

  it('§16.1 example, Sherman to Atlanta: allowance 3 (MAM +1, attack −1); Chattanooga 2, its garrison 1, Atlanta 0; 2 OPs', () => {
    const plan = planMarch(
      army({
        side: 'usa',
        mam: 1,
        fresh: 2,
        spent: 1,
        intendsAttack: true,
        steps: [step('Chattanooga', { action: 'garrison' }), step('Atlanta')],
      }),
    );
    expect(plan.allowance.total).to.equal(3);
    expect(plan.rows.map((r) => r.path.remaining)).to.deep.equal([1, 0]);
    expect(plan.rows.map((r) => r.loss.weight)).to.deep.equal([0, 0]);
    expect(plan.rows.flatMap((r) => r.problems)).to.deep.equal([]);
    expect(plan.ops).to.equal(2);
  });

  it('§16.2.2 notes 2 and 4, §18: no action while force-marching, none with no allowance left, garrisons are the Union’s', () => {
    const forced = planMarch(
      army({ forceMarch: true, steps: [step('A', { action: 'reorganize' })] }),
    );
    expect(forced.rows[0]!.problems.join(' ')).to.contain('§16.2.2 note 4');
    const csa = planMarch(army({ steps: [step('A', { action: 'garrison' })] }));
    expect(csa.rows[0]!.problems.join(' ')).to.contain('§18.1');
    const late = planMarch(
      army({ steps: [step('A'), step('B'), step('C', { action: 'reorganize' })] }),
    );
    expect(late.rows[2]!.problems.join(' ')).to.contain('none is left');
    const beyond = planMarch(army({ steps: [step('A'), step('B'), step('C'), step('D')] }));
    expect(beyond.rows[3]!.path.entered).to.equal(false);
    expect(beyond.rows[3]!.problems.join(' ')).to.contain('§16.2.3');
  });

  it('§15 reorganizing on the way turns up to 4 spent corps fresh and costs 1 allowance', () => {
    const plan = planMarch(
      army({
        spent: 5,
        fresh: 0,
        mam: 1,
        steps: [step('A', { action: 'reorganize' }), step('B'), step('C')],
      }),
    );
    // 3 + 1 − 1 (spent) = 3; A: 2, reorganized 1; B: 0.
    expect(plan.rows.map((r) => r.path.remaining)).to.deep.equal([1, 0, 0]);
    expect([plan.rows[0]!.path.fresh, plan.rows[0]!.path.spent]).to.deep.equal([4, 1]);
    expect(plan.rows[2]!.path.entered).to.equal(false);
  });

  it('§16.2.4 pick-ups and drop-offs keep a field commander to 1-2 corps and a theater commander to 2 or 3 (by side) up to 6', () => {
    const field = planMarch(
      army({ command: 'field', fresh: 2, steps: [step('A', { pickFresh: 1 })] }),
    );
    expect(field.rows[0]!.problems.join(' ')).to.contain('at most 2');
    const usa = planMarch(army({ side: 'usa', fresh: 3, steps: [step('A', { dropFresh: 1 })] }));
    expect(usa.rows[0]!.problems.join(' ')).to.contain('at least 3');
    const csa = planMarch(army({ fresh: 3, steps: [step('A', { dropFresh: 1 })] }));
    expect(csa.rows[0]!.problems).to.deep.equal([]);
    const none = planMarch(army({ fresh: 1, steps: [step('A', { dropSpent: 1 })] }));
    expect(none.rows[0]!.problems.join(' ')).to.contain('only 0 spent');
    expect(planMarch(army({ command: 'field', fresh: 3 })).problems.join(' ')).to.contain('§7.2.2');
  });

  it('§16.3.6 a lone spent corps can be lost on the march: the chance the army is gone, and its allowance then 0', () => {
    const plan = planMarch(
      army({
        mam: 1,
        fresh: 0,
        spent: 1,
        forceMarch: true,
        steps: [step('A'), step('B'), step('C'), step('D')],
      }),
    );
    // 3 + 1 − 1 (spent) + 1 (force march) = 4. At C, its 3rd region, a 1 or 2 loses it (2 − 1 ≤ 1).
    expect(plan.allowance.total).to.equal(4);
    const c = plan.rows[2]!;
    expect(c.loss.weight / c.loss.total).to.equal(2 / 6);
    expect(pairs(c.remaining).map(([k, w]) => [k, (w! * 6) / c.remaining.total])).to.deep.equal([
      [0, 2],
      [1, 4],
    ]);
    // At D the army still there risks 2/6 again: 4/6 × 2/6 = 8/36 more.
    expect(plan.rows[3]!.loss.weight / plan.rows[3]!.loss.total).to.equal(8 / 36);
    expect(plan.wipedOut.weight / plan.wipedOut.total).to.equal(2 / 6 + 8 / 36);
  });

  it('refuses impossible counts', () => {
    expect(() => planMarch(army({ fresh: 0, spent: 0 }))).to.throw(RangeError);
    expect(() => planMarch(army({ fresh: 7 }))).to.throw(RangeError);
    expect(() =>
      planMarch(army({ steps: Array.from({ length: 6 }, (_, i) => step(String(i))) })),
    ).to.throw(RangeError);
    expect(() => planMarch(army({ steps: [step('A', { pickFresh: -1 })] }))).to.throw(RangeError);
  });
});
