import { expect } from '@open-wc/testing';
import {
  citeFromRow,
  rulingKindOf,
  rulingsFromRows,
} from '../../../src/core/shared/ruling-rows.js';

describe('ruling rows', () => {
  it('names the kind by the id: C contradictions, G gaps, every other id an ambiguity', () => {
    expect(rulingKindOf('C3')).to.equal('contradiction');
    expect(rulingKindOf('G7')).to.equal('gap');
    expect(rulingKindOf('A12')).to.equal('ambiguity');
    expect(rulingKindOf('AB2')).to.equal('ambiguity');
  });

  it('reads a place alone, or a place with its trace, without an empty trace', () => {
    expect(citeFromRow('§17.3.4')).to.deep.equal({ place: '§17.3.4' });
    expect(Object.keys(citeFromRow('§17.3.4'))).to.deep.equal(['place']);
    expect(citeFromRow(['The Turn Clock', 'L632–644'])).to.deep.equal({
      place: 'The Turn Clock',
      trace: 'L632–644',
    });
  });

  it('builds each ruling of a row, in order', () => {
    const rulings = rulingsFromRows([
      ['C1', 'Which?', 'This one.', ['§1', ['Table', 'L1–2']]],
      ['A2', 'When?', 'Now.', []],
    ]);
    expect(rulings).to.deep.equal([
      {
        id: 'C1',
        kind: 'contradiction',
        question: 'Which?',
        decision: 'This one.',
        cites: [{ place: '§1' }, { place: 'Table', trace: 'L1–2' }],
      },
      { id: 'A2', kind: 'ambiguity', question: 'When?', decision: 'Now.', cites: [] },
    ]);
  });
});
