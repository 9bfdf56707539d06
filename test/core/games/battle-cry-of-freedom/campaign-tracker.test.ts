import { expect } from '@open-wc/testing';
import { CAMPAIGN_TRACKER } from '../../../../src/core/games/battle-cry-of-freedom/campaign-tracker.js';
import { CP_CAPS } from '../../../../src/core/games/battle-cry-of-freedom/cp-track.js';
import { MODULE } from '../../../../src/core/games/battle-cry-of-freedom/module.js';
import { gameModuleProblems } from '../../../../src/core/shared/game-module.js';
import { isProblem } from '../../../../src/core/shared/tracker.js';
import type { SavedGame } from '../../../../src/core/shared/saved-game-schema.js';

const T = CAMPAIGN_TRACKER;

describe('Battle Cry of Freedom campaign tracker descriptor', () => {
  it('is a built tool of the module, with every scenario', () => {
    expect(gameModuleProblems(MODULE)).to.deep.equal([]);
    expect(T.scenarios().map((s) => s.slug)).to.deep.equal([
      'campaign',
      'deck-one',
      'deck-two',
      'gettysburg',
    ]);
  });

  it('reads back what it saves, and nothing else', () => {
    const state = T.start('deck-two');
    const game = {
      stateVersion: T.stateVersion,
      scenario: 'deck-two',
      state,
    } as unknown as SavedGame;
    expect(T.read(game)).to.deep.equal(state);
    expect(T.read({ ...game, scenario: 'campaign' })).to.equal(null);
    expect(T.read({ ...game, state: { turn: 1 } })).to.equal(null);
  });

  it('shows the tracks against their caps, the phases, and a private Phase C form', () => {
    const ctx = T.context('deck-two', undefined);
    if (!ctx) throw new Error('no context');
    const state = T.start('deck-two');
    const panel = (id: string) => T.panels.find((p) => p.id === id);
    const tracks = panel('tracks');
    if (tracks?.kind !== 'counters') throw new Error('no tracks');
    expect(tracks.counters(state, ctx).map((c) => [c.value, c.limit])).to.deep.equal([
      [11, CP_CAPS.union],
      [11, CP_CAPS.confederate],
    ]);
    const steps = panel('phases-h');
    if (steps?.kind !== 'steps') throw new Error('no steps');
    const open = steps.steps(state, ctx);
    expect(open?.steps.filter((s) => s.state === 'current').map((s) => s.label)).to.deep.equal([
      'C. Command Point Phase',
    ]);
    const form = panel('allocation-h');
    if (form?.kind !== 'form') throw new Error('no form');
    expect(form.form(state, ctx)?.private).to.equal(true);
    const sent = form.submit({ east: 9, west: 0 }, state, ctx);
    if (isProblem(sent)) throw new Error(sent.problem);
    const after = T.apply(state, sent.event);
    expect(isProblem(after)).to.equal(false);
    expect(JSON.stringify(after)).to.contain('"faceDown":{"east":9,"west":0}');
    expect(
      isProblem(
        T.apply(state, { type: 'allocate', side: 'union', east: 2, west: 2, faceUp: false }),
      ),
    ).to.equal(true);
  });

  it('lists each change in the history, newest first, undoable back to it', () => {
    const s0 = T.start('campaign');
    const s1 = T.apply(s0, { type: 'cp', side: 'union', delta: 2, reason: 'test' });
    if (isProblem(s1)) throw new Error(s1.problem);
    const ctx = T.context('campaign', undefined);
    if (!ctx || !T.history) throw new Error('no history');
    const h = T.history(s1, ctx);
    expect(h.map((e) => e.undoSteps)).to.deep.equal([1]);
    expect(h[0]?.text).to.contain('Union +2 command points (test)');
  });
});
