import { expect } from '@open-wc/testing';
import {
  TERRAIN_HEXSIDE_TABLE,
  TERRAIN_HEX_TABLE,
} from '../../../../src/core/games/us-civil-war/reference-terrain.js';

describe('US Civil War terrain card', () => {
  it('shows a cost, battle and attrition cell for every hex', () => {
    const marsh = TERRAIN_HEX_TABLE.rows.find((r) => JSON.stringify(r[0]).includes('Marsh'));
    expect(marsh?.slice(1)).to.deep.equal(['2 (1 by Road or Railroad)', '+1', '+2']);
    const swamp = TERRAIN_HEX_TABLE.rows.find((r) => JSON.stringify(r[0]).includes('Swamp'));
    expect(swamp?.[1]).to.equal('Prohibited');
  });

  it('reads the reaction column from the reaction data', () => {
    const cells = TERRAIN_HEXSIDE_TABLE.rows.map((r) => r[3]);
    expect(cells).to.include('−2');
    expect(cells).to.include('−1 if unbridged');
  });
});
