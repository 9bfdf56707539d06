import { expect } from '@open-wc/testing';
import {
  RANDOM_STATES_ROSTER,
  RANDOM_STATES_TOTALS,
  checkRandomStates,
  randomStateOf,
} from '../../../../src/core/games/us-civil-war/random-states.js';
import { RANDOM_STATES_DICE } from '../../../../src/core/games/us-civil-war/economy-data.js';

const state = (states: Record<string, string>) => ({ choices: {}, query: '', data: { states } });
const full = Object.fromEntries(RANDOM_STATES_TOTALS.map((t) => [t, `State ${t}`]));

describe('US Civil War Random States Table as entered (14.5, ruling G4)', () => {
  it('has a row for every total of its dice', () => {
    const { count, sides } = RANDOM_STATES_DICE;
    expect(RANDOM_STATES_TOTALS[0]).to.equal(String(count));
    expect(RANDOM_STATES_TOTALS.at(-1)).to.equal(String(count * sides));
  });

  it('waits until every total is named, then passes', () => {
    expect(checkRandomStates({ states: { '7': 'Georgia' } }).map((c) => c.status)).to.deep.equal([
      'missing',
      'pass',
    ]);
    expect(checkRandomStates({ states: full }).map((c) => c.status)).to.deep.equal([
      'pass',
      'pass',
    ]);
  });

  it('fails a Northern State and then names no state', () => {
    const north = { ...full, '7': 'ohio' };
    expect(checkRandomStates({ states: north })[1]?.status).to.equal('fail');
    expect(randomStateOf({ states: north }, 8)).to.equal(null);
    expect(randomStateOf({ states: full }, 8)).to.equal('State 8');
  });

  it('saves, clears and refuses an unknown total', () => {
    const saved = RANDOM_STATES_ROSTER.save(state({}), 'total-7', { state: ' Georgia ' });
    expect(saved.ok && saved.data).to.deep.equal({ states: { '7': 'Georgia' } });
    const cleared = RANDOM_STATES_ROSTER.save(state({ '7': 'Georgia' }), 'total-7', { state: '' });
    expect(cleared.ok && cleared.data).to.deep.equal({ states: {} });
    expect(RANDOM_STATES_ROSTER.save(state({}), 'total-1', { state: 'X' }).ok).to.equal(false);
  });
});
