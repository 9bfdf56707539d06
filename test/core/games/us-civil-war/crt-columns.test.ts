import { expect } from '@open-wc/testing';
import {
  CRT_COLUMNS,
  CRT_COLUMN_IDS,
  crtColumn,
  crtColumnById,
  foragingColumn,
} from '../../../../src/core/games/us-civil-war/crt-columns.js';

describe('The U.S. Civil War CRT columns', () => {
  it('has the ten columns of 11.2.1, two of them inferred', () => {
    expect(CRT_COLUMN_IDS).to.deep.equal([
      '0',
      '1',
      '2',
      '3',
      '4',
      '5-6',
      '7-8',
      '9-12',
      '13-16',
      '17+',
    ]);
    expect(CRT_COLUMNS.filter((c) => c.inferred).map((c) => c.id)).to.deep.equal(['4', '13-16']);
  });

  it('gives each column its dice and general slots (11.3)', () => {
    const of = (id: string) => crtColumnById(id);
    expect([of('5-6')?.dice, of('5-6')?.generals]).to.deep.equal([1, 1]);
    expect([of('7-8')?.dice, of('9-12')?.generals]).to.deep.equal([2, 2]);
    expect([of('13-16')?.dice, of('17+')?.generals]).to.deep.equal([3, 3]);
  });

  it('finds the column of a strength, as the examples do', () => {
    expect(crtColumn(0).id).to.equal('0');
    expect(crtColumn(6).id).to.equal('5-6');
    expect(crtColumn(11).id).to.equal('9-12');
    expect(crtColumn(12).id).to.equal('9-12');
    expect(crtColumn(18).id).to.equal('17+');
    expect(crtColumn(40).id).to.equal('17+');
  });

  it('shifts a Foraging defender one column left, losing a slot at 7 SPs (13.2.1)', () => {
    const seven = foragingColumn(crtColumn(7));
    expect([seven.column.id, seven.shifted, seven.generalsLost]).to.deep.equal(['5-6', true, 1]);
    expect(foragingColumn(crtColumn(2)).column.id).to.equal('1');
    expect(foragingColumn(crtColumn(17)).generalsLost).to.equal(0);
  });

  it('does not shift from the 0 column (ruling C18)', () => {
    const zero = foragingColumn(crtColumn(0));
    expect([zero.column.id, zero.shifted]).to.deep.equal(['0', false]);
  });
});
