/**
 * The U.S. Civil War tracker's saved state read back from real IndexedDB: a game saved before the
 * Training markers turned over at 7 (17.3) opens with each such marker turned over, and its note
 * names the SP it earned, so nothing is lost unseen; the stored record is not rewritten by reading.
 */
import { expect } from '@open-wc/testing';
import { openDB } from 'idb';
import { USCW_TRACKER as T } from '../../../../src/core/games/us-civil-war/tracker.js';
import { parseUscwState } from '../../../../src/core/games/us-civil-war/tracker-schema.js';
import type { UscwSnapshot } from '../../../../src/core/games/us-civil-war/tracker-types.js';
import type { SavedGame } from '../../../../src/core/shared/saved-game-schema.js';
import type { WithHistory } from '../../../../src/core/shared/tracker-history.js';
import { openHsDb, type HsDB } from '../../../../src/storage/db.js';
import { IdbStore } from '../../../../src/storage/store.js';
import { testDatabases } from '../../../helpers/idb.js';

type State = WithHistory<UscwSnapshot>;
const databases = testDatabases('hs-uscw-schema');

/** An S2 game as an earlier version saved it: Union Training at `union`, one step before at `before`. */
function oldGame(union: number, before: number): SavedGame {
  const { history: _h, ...snap } = T.start('s2') as State;
  const earlier: UscwSnapshot = {
    ...snap,
    status: { ...snap.status, unionTraining: before },
    note: 'Union Training: earlier.',
  };
  const now = { ...snap, status: { ...snap.status, unionTraining: union } };
  return {
    id: 'old-training',
    gameSlug: 'us-civil-war',
    scenario: 's2',
    name: 'Old game',
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    stateVersion: T.stateVersion,
    state: { ...now, note: 'Union Training: 9.', history: [earlier] },
  };
}

describe('The U.S. Civil War tracker’s saved state', () => {
  after(() => databases.deleteAll());

  it('17.3: opens a game saved with Union Training at 9 turned over to 2, its SP named, from real IndexedDB', async () => {
    const name = databases.name();
    const store = new IdbStore(await openHsDb(name));
    // Written as the earlier version wrote it, around the app.
    const raw = await openDB<HsDB>(name);
    await raw.put('games', oldGame(9, 8));
    raw.close();

    const game = await store.getGame('old-training');
    if (!game) throw new Error('the saved game did not read');
    const state = T.read(game) as State | null;
    if (!state) throw new Error('the saved game was refused');
    expect(state.status.unionTraining).to.equal(2);
    expect(state.status.csaTraining).to.equal(0);
    expect(state.note).to.contain('Union Training: 9.');
    expect(state.note).to.contain('Union Training stood at 9 in this saved game');
    expect(state.note).to.contain('it now shows 2');
    expect(state.note).to.contain('1 SP earned: place it in the theater of the last AP');
    expect(state.note).to.contain('(17.3)');
    // The step before, at 8, turned over too, and says so in a few words.
    expect(state.history[0]?.status.unionTraining).to.equal(1);
    expect(state.history[0]?.note).to.contain('turned over at 7');

    // Reading did not rewrite the record: it is still as saved until the game is saved again.
    const check = await openDB<HsDB>(name);
    const kept = (await check.get('games', 'old-training')) as SavedGame;
    check.close();
    expect((kept.state as State).status.unionTraining).to.equal(9);

    // Saved again, it reads the same, with the sentence once.
    const saved = await store.saveGameState('old-training', state, game.updatedAt);
    const again = T.read(saved) as State | null;
    expect(again?.status.unionTraining).to.equal(2);
    expect(again?.note.split('stood at 9')).to.have.length(2);
  });

  it('17.3: reads a marker at 14 as 2 SPs earned, and leaves a right one as it was', () => {
    const old = oldGame(14, 6).state as State;
    const read = parseUscwState(old);
    expect(read?.status.unionTraining).to.equal(0);
    expect(read?.note).to.contain('2 SPs earned: place each');
    expect(read?.history[0]?.status.unionTraining).to.equal(6);
    expect(read?.history[0]?.note).to.equal('Union Training: earlier.');
    const right = oldGame(6, 5).state as State;
    expect(parseUscwState(right)).to.deep.equal(right);
  });
});
