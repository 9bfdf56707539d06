import { expect } from '@open-wc/testing';
import { MODULE } from '../../../../src/core/games/us-civil-war/module.js';
import { USCW_TRACKER as T } from '../../../../src/core/games/us-civil-war/tracker.js';
import { gameModuleProblems } from '../../../../src/core/shared/game-module.js';
import { isProblem, type TrackerDescriptor } from '../../../../src/core/shared/tracker.js';
import type { UscwContext } from '../../../../src/core/games/us-civil-war/tracker-context.js';
import type { UscwSnapshot } from '../../../../src/core/games/us-civil-war/tracker-types.js';
import type { WithHistory } from '../../../../src/core/shared/tracker-history.js';
import type { SavedGame } from '../../../../src/core/shared/saved-game-schema.js';

type State = WithHistory<UscwSnapshot>;

function apply(state: State, event: unknown): State {
  const r = T.apply(state, event);
  if (isProblem(r)) throw new Error(r.problem);
  return r as State;
}

const panel = (d: TrackerDescriptor, id: string) => d.panels.find((p) => p.id === id);

describe('The U.S. Civil War turn tracker descriptor', () => {
  it('is a built tool of the module, with every scenario and the Campaign from each start', () => {
    expect(gameModuleProblems(MODULE)).to.deep.equal([]);
    expect(T.scenarios().map((s) => s.slug)).to.deep.equal([
      's1',
      's2',
      's3',
      's4-1861',
      's4-1862',
      's4-1863',
    ]);
  });

  it('reads back what it saves, and nothing else', () => {
    const state = T.start('s2');
    const game = { stateVersion: T.stateVersion, scenario: 's2', state } as unknown as SavedGame;
    expect(T.read(game)).to.deep.equal(state);
    expect(T.read({ ...game, scenario: 's3' })).to.equal(null);
    expect(T.read({ ...game, state: { turn: 1 } })).to.equal(null);
  });

  it('walks the 1861 Scenario: 3 Action Phases, the ramp-up, Kentucky, the end in Turn 3', () => {
    const ctx = T.context('s1', undefined);
    if (!ctx) throw new Error('no context');
    let s = T.start('s1') as State;
    const bar = T.bar(s, ctx);
    expect(bar.turn).to.equal(1);
    expect(bar.lastTurn).to.equal(3);
    expect(bar.facts[0]?.text).to.equal('Action Phase 1 of 3');
    const log = panel(T, 'this-turn-h');
    if (log?.kind !== 'log') throw new Error('no log');
    const texts = log.entries(s, ctx).map((e) => e.text);
    expect(texts.some((t) => t.startsWith('First turn'))).to.equal(true);
    expect(texts.some((t) => t.includes('Railroad Interception'))).to.equal(true);
    expect(texts.some((t) => t.includes('key it in'))).to.equal(true);
    for (let i = 0; i < 4; i++) s = apply(s, { type: 'next' });
    expect([s.turn, s.phase]).to.deep.equal([2, 'reinforcement']);
    expect(s.status.ironclads).to.equal(1);
    expect(s.due).to.deep.equal({ union: 1, confederate: 1 });
    s = apply(s, { type: 'draw', side: 'union', kind: 'east' });
    expect(s.hands.union).to.deep.equal({ unnoted: 1, east: 1 });
    s = apply(s, { type: 'next' });
    expect(s.phase).to.equal('strategic');
    const refused = T.apply(s, {
      type: 'strategic',
      side: 'union',
      move: 'river',
      theater: 'east',
      sps: 2,
    });
    expect(isProblem(refused) && refused.problem).to.contain('1 of 1');
    s = apply(s, { type: 'invade-kentucky', by: 'confederate' });
    expect(s.border.ky).to.equal('union');
    while (!(s.turn === 3 && s.phase === 'end')) s = apply(s, { type: 'next' });
    s = apply(s, { type: 'next' });
    expect(s.over).to.equal(true);
    expect(T.bar(s, ctx).alert).to.contain('over');
  });

  it('turns a neutral Kentucky Union as 1862 begins', () => {
    let s = T.start('s4-1861') as State;
    while (s.turn < 4) s = apply(s, { type: 'next' });
    expect(s.border.ky).to.equal('union');
    expect(s.note).to.contain('17.1.3');
  });

  it('times a Fort and completes it as its Action Phase ends', () => {
    let s = T.start('s2') as State;
    s = apply(s, {
      type: 'fort',
      side: 'confederate',
      where: 'Vicksburg',
      level: 'f1',
      free: false,
    });
    expect(s.forts[0]?.due).to.deep.equal({ turn: 4, action: 2 });
    s = apply(s, { type: 'next' });
    expect(s.forts).to.have.length(1);
    s = apply(s, { type: 'next' });
    expect(s.forts).to.have.length(0);
    expect(s.note).to.contain('Fort F1 at Vicksburg');
  });

  it('returns a Displaced Box only in the Reinforcement Phase', () => {
    let s = T.start('s2') as State;
    s = apply(s, { type: 'displace', side: 'union', theater: 'west', sps: 5, militia: 0 });
    expect(isProblem(T.apply(s, { type: 'return', side: 'union', theater: 'west' }))).to.equal(
      true,
    );
    while (s.phase !== 'reinforcement') s = apply(s, { type: 'next' });
    s = apply(s, { type: 'return', side: 'union', theater: 'west' });
    expect(s.displaced.union.west.sps).to.equal(1);
    expect(s.note).to.contain('2 SPs back, 2 eliminated, 1 stays');
  });

  it('reads the players’ track only while it agrees with the rulebook', () => {
    const good = T.context('s2', { turns: { '4': { season: 'winter', benchmark: 7 } } });
    const bad = T.context('s2', { turns: { '4': { season: 'summer' } } }) as UscwContext | null;
    const s = T.start('s2');
    if (!good || !bad) throw new Error('no context');
    expect(T.bar(s, good).facts.map((f) => f.text)).to.include('Benchmark 7');
    expect(bad.track).to.equal(null);
    const log = panel(T, 'this-turn-h');
    if (log?.kind !== 'log') throw new Error('no log');
    expect(
      log
        .entries(s, bad)
        .map((e) => e.text)
        .join(' '),
    ).to.contain('contradicts');
  });

  it('shows the panels at the start of a game', () => {
    const ctx = T.context('s3', undefined);
    if (!ctx) throw new Error('no context');
    const s = T.start('s3');
    // The Army panels wait for their optional rule (22.4) to be switched on.
    const waiting = ['armies', 'army-supply'];
    for (const p of T.panels) {
      const n =
        p.kind === 'units'
          ? p.tables(s, ctx).length
          : p.kind === 'counters'
            ? p.counters(s, ctx).length
            : null;
      if (n !== null) expect(n > 0, p.id).to.equal(!waiting.includes(p.id));
    }
    const steps = panel(T, 'turn-h');
    if (steps?.kind !== 'steps') throw new Error('no steps');
    expect(
      steps
        .steps(s, ctx)
        ?.steps.filter((x) => x.state === 'current')
        .map((x) => x.label),
    ).to.deep.equal(['Action Cycle: 4 Action Phases']);
  });

  it('17.3: the Status Track’s Training marker turns over at 7, the button and the note naming the SP', () => {
    const ctx = T.context('s2', undefined);
    if (!ctx) throw new Error('no context');
    const status = panel(T, 'status-h');
    if (status?.kind !== 'counters') throw new Error('no Status Track');
    const union = (s: State) => status.counters(s, ctx).find((c) => c.label === 'Union Training');
    let s = T.start('s2') as State;
    expect(union(s)?.detail).to.equal('7 more AP earn 1 SP; the marker then goes back to 0.');
    for (let i = 0; i < 6; i++) s = apply(s, { type: 'status', key: 'unionTraining', steps: 1 });
    const counter = union(s);
    expect(counter?.value).to.equal(6);
    expect(counter?.detail).to.equal('1 more AP earns 1 SP; the marker then goes back to 0.');
    const plus = counter?.actions?.find((a) => a.label === '+1');
    expect(plus?.says).to.contain(
      'Union Training +1. 1 SP earned: place it in the theater of the last AP',
    );
    s = apply(s, { type: 'status', key: 'unionTraining', steps: 1 });
    expect(s.status.unionTraining).to.equal(0);
    expect(s.note).to.equal(
      'Union Training: 0. 1 SP earned: place it in the theater of the last AP, in a friendly-controlled Objective hex in a Northern state, in Full Supply; it may not move this Action Phase (17.3).',
    );
    // The log of changes keeps it.
    expect(T.history?.(s, ctx).some((h) => h.text.includes('1 SP earned'))).to.equal(true);
    // One step on from 0 says nothing of an SP.
    expect(union(s)?.actions?.find((a) => a.label === '+1')?.says).to.equal('Union Training +1.');
  });

  it('15.6 and 16.2: the strategic-move and new-General forms say where each may end or be placed', () => {
    const ctx = T.context('s2', undefined);
    if (!ctx) throw new Error('no context');
    const form = (s: State, id: string) => {
      const p = panel(T, id);
      if (p?.kind !== 'form') throw new Error(`no form ${id}`);
      return p.form(s, ctx);
    };
    let s = T.start('s2') as State;
    expect(form(s, 'leader-form-h')?.note).to.contain(
      'a 3-star not on an Island or Coastal Fort; with no such space, in that theater’s Displaced Box (16.2)',
    );
    for (let i = 0; i < 20 && s.phase !== 'strategic'; i++) s = apply(s, { type: 'next' });
    expect(s.phase).to.equal('strategic');
    expect(form(s, 'strategic-form-h')?.note).to.contain(
      'a move ends in a friendly-controlled Resource or Objective Hex, Fort, Coastal Fort, Port, Island or Town, or with a friendly General (15.6)',
    );
  });

  it('5.4.2: keeps the Rail Movement Bonus per Action Phase, refuses a third SP, and resets it as the phase changes', () => {
    const ctx = T.context('s2', undefined);
    if (!ctx) throw new Error('no context');
    let s = T.start('s2') as State;
    expect(s.rail).to.deep.equal({ union: 0, confederate: 0 });
    const form = panel(T, 'rail-form-h');
    if (form?.kind !== 'form') throw new Error('no rail form');
    expect(form.form(s, ctx)?.note).to.contain('Union 0 of 2 SPs');
    s = apply(s, { type: 'rail', side: 'union', sps: 2 });
    expect(s.note).to.equal('Union moves 2 SPs by the Rail Movement Bonus (5.4.2).');
    const third = T.apply(s, { type: 'rail', side: 'union', sps: 1 });
    expect(isProblem(third) && third.problem).to.contain('no more can (5.4.2)');
    s = apply(s, { type: 'rail', side: 'confederate', sps: 1 });
    expect(form.form(s, ctx)?.note).to.contain('Union 2 of 2 SPs, Confederate 1 of 2');
    // The next Action Phase counts again from 0.
    s = apply(s, { type: 'next' });
    expect(s.action).to.equal(2);
    expect(s.rail).to.deep.equal({ union: 0, confederate: 0 });
    s = apply(s, { type: 'rail', side: 'union', sps: 1 });
    expect(s.rail.union).to.equal(1);
    // Outside the Action Cycle there is no form, and a use is refused.
    while (s.phase === 'action') s = apply(s, { type: 'next' });
    expect(s.rail).to.deep.equal({ union: 0, confederate: 0 });
    expect(form.form(s, ctx)).to.equal(null);
    const outside = T.apply(s, { type: 'rail', side: 'union', sps: 1 });
    expect(isProblem(outside) && outside.problem).to.contain('in the Action Cycle');
  });

  it('5.4.2: reads a game saved before the tracker kept the Rail Movement Bonus as none used', () => {
    const { rail: _r, ...old } = T.start('s2') as State;
    const game = {
      stateVersion: T.stateVersion,
      scenario: 's2',
      state: old,
    } as unknown as SavedGame;
    expect((T.read(game) as State | null)?.rail).to.deep.equal({ union: 0, confederate: 0 });
    const over = { ...old, rail: { union: 3, confederate: 0 } };
    expect(T.read({ ...game, state: over })).to.equal(null);
  });
});
