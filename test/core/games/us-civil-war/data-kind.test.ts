import { expect } from '@open-wc/testing';
import { ATTRITION_USER_DATA } from '../../../../src/core/games/us-civil-war/attrition-chart.js';
import { BLOCKADE_USER_DATA } from '../../../../src/core/games/us-civil-war/blockade-table.js';
import { CARD_DECKS_USER_DATA } from '../../../../src/core/games/us-civil-war/cards-deck-data.js';
import { CHARTS_USER_DATA } from '../../../../src/core/games/us-civil-war/charts-data.js';
import { dataKind } from '../../../../src/core/games/us-civil-war/data-kind.js';
import { META } from '../../../../src/core/games/us-civil-war/meta.js';
import { RANDOM_STATES_USER_DATA } from '../../../../src/core/games/us-civil-war/random-states.js';
import { PLACEMENTS_USER_DATA } from '../../../../src/core/games/us-civil-war/setup-placements-data.js';
import { SURRENDER_USER_DATA } from '../../../../src/core/games/us-civil-war/surrender-chart.js';
import { TURN_RECORD_USER_DATA } from '../../../../src/core/games/us-civil-war/turn-record-data.js';
import { TurnRecordSchema } from '../../../../src/core/games/us-civil-war/turn-record-data.js';

describe('US Civil War kinds of the players’ data', () => {
  it('keeps each kind’s id (saved data is keyed by it) and its title', () => {
    const kinds = [
      ATTRITION_USER_DATA,
      BLOCKADE_USER_DATA,
      CARD_DECKS_USER_DATA,
      CHARTS_USER_DATA,
      RANDOM_STATES_USER_DATA,
      PLACEMENTS_USER_DATA,
      SURRENDER_USER_DATA,
      TURN_RECORD_USER_DATA,
    ];
    expect(kinds.map((k) => [k.gameSlug, k.kind, k.title])).to.deep.equal([
      [META.slug, 'attrition-table', 'The U.S. Civil War Attrition Table'],
      [META.slug, 'blockade-table', 'The U.S. Civil War Blockade Table'],
      [META.slug, 'card-decks', 'The U.S. Civil War card decks'],
      [META.slug, 'charts', 'The U.S. Civil War charts'],
      [META.slug, 'random-states', 'The U.S. Civil War Random States Table'],
      [META.slug, 'setup-placements', 'The U.S. Civil War setup placements'],
      [META.slug, 'surrender-table', 'The U.S. Civil War Surrender Table'],
      [META.slug, 'turn-record', 'The U.S. Civil War Turn Record Track'],
    ]);
  });

  it('starts each kind empty, with a new object each time', () => {
    const kind = dataKind('turn-record', TurnRecordSchema, () => ({ turns: {} }));
    expect(kind.schema).to.equal(TurnRecordSchema);
    expect(kind.empty()).to.deep.equal({ turns: {} });
    expect(kind.empty()).not.to.equal(kind.empty());
    expect(CHARTS_USER_DATA.empty()).to.deep.equal({ crt: {}, generals: {} });
  });
});
