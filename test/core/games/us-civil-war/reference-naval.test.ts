import { expect } from '@open-wc/testing';
import { NAVAL_CONTROL_TABLE } from '../../../../src/core/games/us-civil-war/reference-naval.js';

describe('US Civil War Naval Control card', () => {
  it('shows a row per water and a column per blocker', () => {
    expect(NAVAL_CONTROL_TABLE.columns.length).to.equal(4);
    expect(NAVAL_CONTROL_TABLE.rows[0]?.slice(1)).to.deep.equal(['No', 'Blocks', 'Blocks']);
    expect(NAVAL_CONTROL_TABLE.rows[3]?.slice(1)).to.deep.equal(['No', 'No', 'No']);
  });
});
