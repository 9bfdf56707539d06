import { expect } from '@open-wc/testing';
import {
  BLOCKADE_USER_DATA,
  BLOCKADE_YEARS,
  blockadeCell,
  formatBlockadeResult,
  parseBlockadeResult,
} from '../../../../src/core/games/us-civil-war/blockade-table.js';
import { parseWith } from '../../../../src/core/shared/parse-with.js';
import { BLOCKADE_FIXTURE } from '../../../helpers/uscw-blockade-fixture.js';

describe('The U.S. Civil War Blockade Table as entered', () => {
  it('has a column for each year of the war', () => {
    expect(BLOCKADE_YEARS).to.deep.equal(['1861', '1862', '1863', '1864', '1865']);
  });

  it('reads BPs, +2M, both, and nothing', () => {
    expect(parseBlockadeResult('5')).to.deep.equal({ bp: 5, inflation: false });
    expect(parseBlockadeResult('+2m')).to.deep.equal({ bp: 0, inflation: true });
    expect(parseBlockadeResult('4 +2M')).to.deep.equal({ bp: 4, inflation: true });
    expect(parseBlockadeResult('-')).to.deep.equal({ bp: 0, inflation: false });
    for (const bad of ['', 'x', '05', '4+3M', '99', '+2M4'])
      expect(parseBlockadeResult(bad), bad).to.equal(null);
    expect(formatBlockadeResult({ bp: 4, inflation: true })).to.equal('4+2M');
    expect(formatBlockadeResult({ bp: 0, inflation: true })).to.equal('+2M');
  });

  it('reads a roll below the first row as the first and above the last as the last', () => {
    const col = { from: 2, results: ['1', '+2M', '3'] };
    expect(blockadeCell(col, -1)).to.deep.equal({ bp: 1, inflation: false });
    expect(blockadeCell(col, 3)).to.deep.equal({ bp: 0, inflation: true });
    expect(blockadeCell(col, 14)).to.deep.equal({ bp: 3, inflation: false });
  });

  it('accepts the fixture and refuses a bad cell or an unknown year', () => {
    const schema = BLOCKADE_USER_DATA.schema;
    expect(parseWith(schema, BLOCKADE_FIXTURE).ok).to.equal(true);
    expect(parseWith(schema, { years: { '1861': { from: 0, results: ['x'] } } }).ok).to.equal(
      false,
    );
    expect(parseWith(schema, { years: { '1866': { from: 0, results: ['1'] } } }).ok).to.equal(
      false,
    );
    expect(BLOCKADE_USER_DATA.empty()).to.deep.equal({ years: {} });
  });
});
