import { expect } from '@open-wc/testing';
import type { SavedGame } from '../../../src/core/shared/saved-game-schema.js';
import type { WithHistory } from '../../../src/core/shared/tracker-history.js';
import { scenarioSaves } from '../../../src/core/shared/tracker-scenario-saves.js';

interface Snap {
  readonly scenario: string;
  readonly turn: number;
}

const SCENARIOS = [
  { slug: 'first', title: 'First Battle', year: 1861 },
  { slug: 'second', title: 'Second Battle', year: 1862 },
] as const;

const saves = scenarioSaves<Snap>({
  stateVersion: 3,
  scenarios: SCENARIOS,
  start: (slug) => ({ scenario: slug, turn: 1, history: [] }),
  parse: (raw) => {
    const r = raw as Partial<WithHistory<Snap>> | null;
    return r && typeof r.scenario === 'string' && typeof r.turn === 'number' && r.history
      ? (r as WithHistory<Snap>)
      : null;
  },
});

const game = (over: Partial<SavedGame>): SavedGame =>
  ({
    stateVersion: 3,
    scenario: 'second',
    state: { scenario: 'second', turn: 4, history: [] },
    ...over,
  }) as unknown as SavedGame;

describe('scenarioSaves', () => {
  it('is a tracker of the given format version', () => {
    expect(saves.kind).to.equal('tracker');
    expect(saves.stateVersion).to.equal(3);
  });

  it('lists each scenario by slug and title only, in order', () => {
    expect(saves.scenarios()).to.deep.equal([
      { slug: 'first', title: 'First Battle' },
      { slug: 'second', title: 'Second Battle' },
    ]);
  });

  it('starts a game with the given start', () => {
    expect(saves.start('first')).to.deep.equal({ scenario: 'first', turn: 1, history: [] });
  });

  it('reads a saved game of its version, of a scenario offered, naming that scenario', () => {
    expect(saves.read(game({}))).to.deep.equal({ scenario: 'second', turn: 4, history: [] });
  });

  it('reads no game of another version, of an unknown or no scenario, or of another state', () => {
    expect(saves.read(game({ stateVersion: 2 }))).to.equal(null);
    expect(saves.read(game({ scenario: 'third' }))).to.equal(null);
    expect(saves.read(game({ scenario: null }))).to.equal(null);
    expect(saves.read(game({ scenario: 'first' }))).to.equal(null);
    expect(saves.read(game({ state: { scenario: 'second' } }))).to.equal(null);
  });
});
