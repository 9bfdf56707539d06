import { expect } from '@open-wc/testing';
import { parseWith } from '../../../src/core/shared/parse-with.js';
import { SCHEMA_LIMITS, plainTextProblem } from '../../../src/core/shared/schema-limits.js';
import {
  SavedGameSchema,
  UserDataFileSchema,
  type SavedGame,
} from '../../../src/core/shared/saved-game-schema.js';
import { SCRIPTED, messages } from '../../helpers/plain-text.js';

const game = (name: string): SavedGame => ({
  id: 'g1',
  gameSlug: 'altar-of-freedom',
  scenario: 'shiloh',
  name,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  stateVersion: 1,
  state: {},
});

describe('plain text in player-entered fields', () => {
  it('saved-game names are checked when typed; a stored game is read whatever its name', () => {
    expect(plainTextProblem('Shiloh, first try', 'The game’s name')).to.equal(null);
    for (const name of SCRIPTED) {
      expect(plainTextProblem(name, 'The game’s name')).to.equal(
        'The game’s name must not contain < or >.',
      );
      // Saved by an earlier version: still listed, and shown only through text bindings.
      expect(parseWith(SavedGameSchema, game(name)).ok).to.equal(true);
    }
  });

  it('the note of an exported file refuses markup', () => {
    const file = {
      format: 'haversack-user-data',
      version: 1,
      gameSlug: 'altar-of-freedom',
      kind: 'armies',
      exportedAt: '2026-11-20T10:00:00.000Z',
      data: {},
    };
    expect(parseWith(UserDataFileSchema, { ...file, note: 'for the club' }).ok).to.equal(true);
    expect(
      messages(parseWith(UserDataFileSchema, { ...file, note: '<script>alert(1)</script>' })),
    ).to.deep.equal(['note: The note must not contain < or >.']);
    expect(SCHEMA_LIMITS.note).to.equal(1000);
  });
});
