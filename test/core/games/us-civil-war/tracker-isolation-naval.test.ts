import { expect } from '@open-wc/testing';
import { USCW_TRACKER as T } from '../../../../src/core/games/us-civil-war/tracker.js';
import type { UscwContext } from '../../../../src/core/games/us-civil-war/tracker-context.js';
import type { UscwSnapshot } from '../../../../src/core/games/us-civil-war/tracker-types.js';
import { isProblem } from '../../../../src/core/shared/tracker.js';
import { undoSteps, type WithHistory } from '../../../../src/core/shared/tracker-history.js';
import type { SavedGame } from '../../../../src/core/shared/saved-game-schema.js';

type State = WithHistory<UscwSnapshot>;

function apply(state: State, event: unknown): State {
  const r = T.apply(state, event);
  if (isProblem(r)) throw new Error(r.problem);
  return r as State;
}
const problem = (state: State, event: unknown) => {
  const r = T.apply(state, event);
  return isProblem(r) ? r.problem : '';
};
const ctx = (also: readonly unknown[] = []) => {
  const c = T.context('s2', undefined, also) as UscwContext | null;
  if (!c) throw new Error('no context');
  return c;
};
const panel = (id: string) => T.panels.find((p) => p.id === id);
const counters = (id: string, s: State, c: UscwContext) => {
  const p = panel(id);
  if (p?.kind !== 'counters') throw new Error(`no ${id}`);
  return p.counters(s, c);
};
const toReinforcement = (s: State) => {
  let x = apply(s, { type: 'next' });
  while (x.phase !== 'reinforcement') x = apply(x, { type: 'next' });
  return x;
};

describe('The U.S. Civil War tracker: Isolated Groups and the naval state', () => {
  it('keeps the Vicksburg group and its Surrender Point (13.6.4) from one turn to the next', () => {
    let s = T.start('s2') as State;
    s = apply(s, { type: 'isolate', side: 'confederate', where: 'Vicksburg' });
    s = apply(s, { type: 'surrender-points', id: 'g1', points: 1 });
    expect(s.note).to.contain('1 Surrender Point');
    s = toReinforcement(s);
    expect(s.turn).to.equal(5);
    expect(s.isolated).to.deep.equal([
      { id: 'g1', side: 'confederate', where: 'Vicksburg', points: 1 },
    ]);
    expect(problem(s, { type: 'surrender-points', id: 'g1', points: 1 })).to.contain(
      'Action Cycle',
    );
    while (s.phase !== 'action') s = apply(s, { type: 'next' });
    s = apply(s, { type: 'surrender-points', id: 'g1', points: 2 });
    expect(s.isolated).to.deep.equal([]);
    expect(s.note).to.contain('surrenders');
  });

  it('lists each side’s groups with their points and the changes allowed', () => {
    let s = T.start('s2') as State;
    s = apply(s, { type: 'isolate', side: 'union', where: 'Fort Pickens' });
    s = apply(s, { type: 'surrender-points', id: 'g1', points: 2 });
    const p = panel('isolated');
    if (p?.kind !== 'units') throw new Error('no isolated panel');
    const [union, csa] = p.tables(s, ctx());
    expect(csa?.title).to.contain('none');
    const row = union?.rows[0];
    expect(row?.name).to.equal('Fort Pickens');
    expect(row?.cells[0]).to.deep.include({ pips: 2, of: 3 });
    expect(row?.actions?.map((a) => a.label)).to.deep.equal([
      '+1: surrenders',
      'Clear points',
      'Relieved',
    ]);
    s = apply(s, { type: 'surrender-clear', id: 'g1' });
    s = apply(s, { type: 'isolation-end', id: 'g1' });
    expect(s.note).to.contain('no longer Isolated');
  });

  it('13.6.5: two groups combine with the larger’s points, and undo gives both back', () => {
    let s = T.start('s2') as State;
    s = apply(s, { type: 'isolate', side: 'confederate', where: 'Vicksburg' });
    s = apply(s, { type: 'isolate', side: 'confederate', where: 'Port Hudson' });
    s = apply(s, { type: 'surrender-points', id: 'g2', points: 2 });
    s = apply(s, { type: 'surrender-points', id: 'g1', points: 1 });
    const before = s;
    s = apply(s, { type: 'isolated-merge', a: 'g1', b: 'g2', spsA: 6, spsB: 2 });
    expect(s.isolated).to.deep.equal([
      { id: 'g1', side: 'confederate', where: 'Vicksburg', points: 1 },
    ]);
    expect(s.note).to.contain('those of the group with more SPs (13.6.5)');
    const undone = undoSteps(s);
    expect(undone.isolated).to.deep.equal(before.isolated);
    expect(undone.note).to.equal(before.note);
    expect(
      problem(before, { type: 'isolated-merge', a: 'g1', b: 'g2', spsA: 2, spsB: 2 }),
    ).to.equal('');
    const tie = apply(before, { type: 'isolated-merge', a: 'g1', b: 'g2', spsA: 2, spsB: 2 });
    expect(tie.isolated.map((g) => [g.where, g.points])).to.deep.equal([['Port Hudson', 2]]);
    expect(tie.note).to.contain('the same SPs, so the greater points');
  });

  it('ruling C17: a split gives the new part the group’s points and its own id; undo removes it', () => {
    let s = T.start('s2') as State;
    s = apply(s, { type: 'isolate', side: 'union', where: 'Fort Pickens' });
    s = apply(s, { type: 'surrender-points', id: 'g1', points: 2 });
    const before = s;
    s = apply(s, { type: 'isolated-split', id: 'g1', where: '  Santa Rosa Island ' });
    expect(s.isolated).to.deep.equal([
      { id: 'g1', side: 'union', where: 'Fort Pickens', points: 2 },
      { id: 'g2', side: 'union', where: 'Santa Rosa Island', points: 2 },
    ]);
    expect(s.nextGroup).to.equal(3);
    expect(s.note).to.contain('ruling C17');
    const undone = undoSteps(s);
    expect(undone.isolated).to.deep.equal(before.isolated);
    expect(undone.nextGroup).to.equal(2);
    expect(problem(before, { type: 'isolated-split', id: 'g1', where: ' ' })).to.contain('Name');
    expect(problem(before, { type: 'isolated-split', id: 'g7', where: 'X' })).to.contain('No such');
  });

  it('offers the combine form only when a side has two groups, and the split form with ruling C17', () => {
    const c = ctx();
    const form = (id: string, s: State) => {
      const p = panel(id);
      if (p?.kind !== 'form') throw new Error(`no ${id}`);
      return { p, f: p.form(s, c) };
    };
    let s = T.start('s2') as State;
    expect(form('isolated-merge-h', s).f).to.equal(null);
    expect(form('isolated-split-h', s).f).to.equal(null);
    s = apply(s, { type: 'isolate', side: 'confederate', where: 'Vicksburg' });
    s = apply(s, { type: 'isolate', side: 'union', where: 'Fort Pickens' });
    expect(form('isolated-merge-h', s).f).to.equal(null);
    const split = form('isolated-split-h', s);
    expect(split.p.rulings).to.deep.equal(['C17']);
    expect(split.f?.note).to.contain('ruling C17');
    s = apply(s, { type: 'isolate', side: 'confederate', where: 'Port Hudson' });
    const merge = form('isolated-merge-h', s);
    expect(merge.f?.fields.map((f) => f.name)).to.deep.equal(['a', 'spsA', 'b', 'spsB']);
    const asked = merge.p.submit({ a: 'g1', spsA: 6, b: 'g3', spsB: 2 }, s, c);
    if (isProblem(asked)) throw new Error(asked.problem);
    expect(asked.event).to.deep.equal({
      type: 'isolated-merge',
      a: 'g1',
      b: 'g3',
      spsA: 6,
      spsB: 2,
    });
  });

  it('Naval Pool: sunk Union NSPs go in, and 1 of each kind comes back in the next Reinforcement Phase (21.9.2)', () => {
    let s = T.start('s2') as State;
    s = apply(s, { type: 'naval-sunk', kind: 'ocean', nsps: 1 });
    s = apply(s, { type: 'naval-sunk', kind: 'river', nsps: 2 });
    expect(problem(s, { type: 'naval-replace' })).to.contain('Reinforcement Phase');
    s = toReinforcement(s);
    const [river] = counters('naval-h', s, ctx());
    expect(river?.value).to.equal(2);
    expect(river?.limit).to.equal(8);
    expect(river?.actions?.find((a) => a.label === 'Take replacements')?.disabled).to.equal(false);
    s = apply(s, { type: 'naval-replace' });
    expect(s.naval.pool).to.deep.equal({ river: 1, ocean: 0 });
    expect(s.note).to.contain('1 River and 1 Oceangoing NSP');
    expect(problem(s, { type: 'naval-replace' })).to.contain('carry over');
  });

  it('Confederate Ironclads: begun, completed once a turn in the End Phase, damaged back to building (21.10.3, 21.6.6)', () => {
    let s = T.start('s2') as State;
    s = apply(s, { type: 'ironclad', change: 'begin' });
    s = apply(s, { type: 'ironclad', change: 'begin' });
    expect(problem(s, { type: 'ironclad', change: 'complete' })).to.contain('End Phase');
    while (s.phase !== 'end') s = apply(s, { type: 'next' });
    s = apply(s, { type: 'ironclad', change: 'complete' });
    expect(problem(s, { type: 'ironclad', change: 'complete' })).to.contain('at most one');
    const [, , building, built] = counters('naval-h', s, ctx());
    expect([building?.value, built?.value]).to.deep.equal([1, 1]);
    s = apply(s, { type: 'ironclad', change: 'damaged' });
    expect(s.naval.ironclads).to.deep.equal({ building: 2, built: 0 });
  });

  it('reads a game saved before it kept groups and the naval state as having none', () => {
    const state = T.start('s2') as State;
    const { isolated: _i, nextGroup: _n, naval: _v, ...old } = state;
    const game = {
      stateVersion: T.stateVersion,
      scenario: 's2',
      state: old,
    } as unknown as SavedGame;
    const read = T.read(game) as State | null;
    expect(read?.isolated).to.deep.equal([]);
    expect(read?.naval.pool).to.deep.equal({ river: 0, ocean: 0 });
  });

  it('shows each deck’s make-up from the entered card decks, once they agree with 18.1', () => {
    const s = T.start('s2') as State;
    const decks = {
      decks: {
        union: { east: 4, west: 4, transMississippi: 2, naval: 3, any: 2 },
        confederate: { east: 4 },
      },
    };
    const [union, csa] = counters('cards-h', s, ctx([decks]));
    expect(union?.detail).to.contain(
      `${15 - (s.hands.union.unnoted ?? 0)} of the 15 cards in the deck`,
    );
    expect(union?.detail).to.contain('of 4 East, 4 West, 2 Trans-Mississippi, 3 Naval, 2 Any');
    expect(csa?.detail).to.contain('enter its kinds on the Card decks page');
    const [none] = counters('cards-h', s, ctx());
    expect(none?.detail).to.contain('enter its kinds');
  });
});
