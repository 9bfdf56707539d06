import { expect } from '@open-wc/testing';
import {
  DEFEND_EXAMPLE_ONE,
  DEFEND_EXAMPLE_TWO,
  exampleOf,
  WORKED_EXAMPLES,
  type WorkedExample,
} from '../../../../src/core/games/battle-cry-of-freedom/combat-examples.js';
import { ANTIETAM } from '../../../../src/core/games/battle-cry-of-freedom/combat-example-antietam.js';
import { CORINTH } from '../../../../src/core/games/battle-cry-of-freedom/combat-example-corinth.js';
import { sideValue, standing } from '../../../../src/core/games/battle-cry-of-freedom/ledger.js';
import { reduceLedger } from '../../../../src/core/games/battle-cry-of-freedom/ledger-reduce.js';
import { startLedger } from '../../../../src/core/games/battle-cry-of-freedom/ledger-start.js';
import type { LedgerSnapshot } from '../../../../src/core/games/battle-cry-of-freedom/ledger-types.js';

/** Every snapshot after each step of `ex`, replayed with the example-step event. */
function replay(ex: WorkedExample): LedgerSnapshot[] {
  const out: LedgerSnapshot[] = [];
  let s = startLedger(ex.slug);
  for (let i = 0; i < ex.steps.length; i += 1) {
    s = reduceLedger(s, { type: 'example-step' });
    out.push(s);
  }
  return out;
}

/** [initiative attack, against it, its CV, defender attack, against it, its CV] per step. */
type Row = readonly [number, number, number, number, number, number];

function columns(s: LedgerSnapshot): Row {
  const st = standing(s);
  const a = sideValue(s, st.initiative.side);
  const d = sideValue(s, st.defender.side);
  return [a.attack, a.against, a.cv, d.attack, d.against, d.cv];
}

describe('Battle Cry of Freedom worked battles', () => {
  it('T8 Antietam: every value of each step, the Confederate holding the initiative', () => {
    // Spec §8.4 T8: C attack, Union defend against C, CV(C), U attack, C defend against U, CV(U).
    // Refuse Flank is a modifier on the X Corps, so it lowers the Union attack (4 → 2).
    const expected: Row[] = [
      [0, 0, 0, 0, 0, 0],
      [2, 0, 2, 0, 0, 0],
      [5, 0, 5, 0, 0, 0],
      [3, -3, 0, 0, 0, 0],
      [3, -4, -1, 0, 0, 0],
      [5, -1, 4, 0, 0, 0],
      [6, -1, 5, 0, 0, 0],
      [4, -4, 0, 0, 0, 0],
      [7, -4, 3, 0, 0, 0],
      [9, -4, 5, 0, 0, 0],
      [9, -4, 5, 4, 0, 4],
      [9, -5, 4, 4, 0, 4],
      [9, -6, 3, 4, 0, 4],
      [8, -6, 2, 4, 0, 4],
      [8, -6, 2, 2, 0, 2],
      [8, -6, 2, 2, -1, 1],
      [8, -6, 2, 2, -1, 1],
    ];
    const snaps = replay(ANTIETAM);
    expect(snaps.length).to.equal(expected.length);
    snaps.forEach((s, i) => {
      expect(columns(s), `step ${i + 1}`).to.deep.equal(expected[i]);
    });
    const end = snaps.at(-1);
    if (!end) throw new Error('no steps');
    const st = standing(end);
    expect(end.ended).to.equal(true);
    expect([st.winner, st.margin, st.major]).to.deep.equal(['confederate', 1, false]);
    // "ahead by five": a Major Victory if the battle had ended then (step 7).
    expect(standing(snaps[6] as LedgerSnapshot).major).to.equal(true);
  });

  it('T9 Corinth: every value of each step, over two days, the Union holding the initiative', () => {
    // Spec §8.4 T9 with ruling A31: U attack, C defend against U, CV(U), C attack, U defend against C, CV(C).
    const expected: Row[] = [
      [0, 0, 0, 0, 0, 0],
      [0, 0, 0, 0, 0, 0],
      [5, 0, 5, 0, 0, 0],
      [5, 0, 5, 2, -3, -1],
      [5, 0, 5, 2, -3, -1],
      [5, 0, 5, 2, 0, 2],
      [5, 0, 5, 2, 0, 2],
      [5, 0, 5, 2, -1, 1],
      [5, 0, 5, 4, 0, 4],
      [5, 0, 5, 4, -1, 3],
      [5, -2, 3, 4, -1, 3],
      [5, -2, 3, 4, -1, 3],
      [8, -2, 6, 4, -1, 3],
      [8, -2, 6, 4, -1, 3],
    ];
    const snaps = replay(CORINTH);
    expect(snaps.length).to.equal(expected.length);
    snaps.forEach((s, i) => {
      expect(columns(s), `step ${i + 1}`).to.deep.equal(expected[i]);
    });
    const first = snaps[0] as LedgerSnapshot;
    expect(
      first.cards.find((c) => c.id === 'discord')?.canceledBy,
      'Discord was cancelled by a card itself cancelled',
    ).to.deep.equal(['c-failure']);
    expect((snaps[11] as LedgerSnapshot).day).to.equal(2);
    const end = snaps.at(-1) as LedgerSnapshot;
    const st = standing(end);
    expect([end.ended, st.winner, st.margin, st.major]).to.deep.equal([true, 'union', 3, false]);
  });

  it('every margin the rulebook states is the ledger’s margin after that step', () => {
    let checked = 0;
    for (const ex of WORKED_EXAMPLES) {
      const snaps = replay(ex);
      ex.steps.forEach((step, i) => {
        if (step.stated === undefined) return;
        checked += 1;
        expect(standing(snaps[i] as LedgerSnapshot).margin, `${ex.slug} step ${i + 1}`).to.equal(
          step.stated,
        );
      });
    }
    expect(checked).to.be.greaterThan(20);
  });

  it('T1: defends against a lone Frontal Assault give the Union −3, the Confederate 0', () => {
    const end = replay(DEFEND_EXAMPLE_ONE).at(-1) as LedgerSnapshot;
    expect(sideValue(end, 'union').cv).to.equal(-3);
    expect(sideValue(end, 'confederate').cv).to.equal(0);
  });

  it('T2: Massed Artillery cancels the only attack; both 0, the −3 dormant until the next attack', () => {
    const end = replay(DEFEND_EXAMPLE_TWO).at(-1) as LedgerSnapshot;
    expect([sideValue(end, 'union').cv, sideValue(end, 'confederate').cv]).to.deep.equal([0, 0]);
    const next = reduceLedger(end, {
      type: 'play',
      side: 'union',
      name: 'Frontal Assault',
      kind: 'attack',
      value: 1,
      event: 'unrecorded',
      stars: null,
      general: null,
      attachedTo: null,
      cancels: null,
    });
    expect(sideValue(next, 'union').cv).to.equal(-2);
  });

  it('finds each example by its slug, and no other', () => {
    expect(WORKED_EXAMPLES.length).to.equal(4);
    for (const ex of WORKED_EXAMPLES) expect(exampleOf(ex.slug)).to.equal(ex);
    expect(exampleOf('nowhere')).to.equal(undefined);
  });
});
