import { expect } from '@open-wc/testing';
import {
  TERRAIN_HEXES,
  TERRAIN_HEXSIDES,
} from '../../../../src/core/games/us-civil-war/terrain.js';

describe('US Civil War terrain (spec §2.9)', () => {
  it('holds the hexes’ movement, battle and attrition numbers', () => {
    const rows = TERRAIN_HEXES.map((t) => [t.id, t.mp, t.mpAlongRoad, t.battle, t.attrition]);
    expect(rows).to.deep.equal([
      ['clear', 1, undefined, 0, 0],
      ['woods', 1, undefined, 0, 1],
      ['marsh', 2, 1, 1, 2],
      ['mountain', 1, undefined, 0, 2],
      ['swamp', null, undefined, 0, 0],
      ['non-playable', null, undefined, 0, 0],
    ]);
  });

  it('holds the hexsides’ extra MPs and battle modifiers', () => {
    const rows = TERRAIN_HEXSIDES.map((t) => [t.id, t.mp, t.battle]);
    expect(rows).to.deep.equal([
      ['minor-river', 1, 1],
      ['navigable-river', 1, 1],
      ['ferry', 1, 1],
      ['mountain-side', 1, 1],
      ['pass', 0, 1],
      ['railroad', 0, 0],
    ]);
  });
});
