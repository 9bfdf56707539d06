import { expect } from '@open-wc/testing';
import {
  citeFromRow,
  rulingKindOf,
  rulingsFromData,
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

  it('builds each ruling of the data, in order, of the kind its id names', () => {
    const rulings = rulingsFromData([
      { id: 'C1', question: 'Which?', decision: 'This one.', cites: ['§1', ['Table', 'L1–2']] },
      { id: 'A2', question: 'When?', decision: 'Now.', cites: [] },
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

  it('fills each {name} of the text and places from the values, numbers too', () => {
    const [ruling] = rulingsFromData(
      [
        {
          id: 'A3',
          question: 'Within {range} or {range}?',
          decision: 'At {bonus}.',
          cites: [['{section} › Table', 'L9']],
        },
      ],
      { range: '6″', bonus: 2, section: 'Firing' },
    );
    expect(ruling?.question).to.equal('Within 6″ or 6″?');
    expect(ruling?.decision).to.equal('At 2.');
    expect(ruling?.cites).to.deep.equal([{ place: 'Firing › Table', trace: 'L9' }]);
  });

  it('refuses a {name} with no value, and a citation that is not a place and its trace', () => {
    const entry = { id: 'G4', question: 'How far?', decision: '{far}.', cites: [] };
    expect(() => rulingsFromData([entry])).to.throw('Ruling G4: no value for {far}');
    expect(() =>
      rulingsFromData([{ ...entry, decision: 'Far.', cites: [['a', 'L1', 'extra']] }]),
    ).to.throw('Ruling G4: a citation is a place, or a place and its trace');
    expect(() => rulingsFromData([{ ...entry, decision: 'Far.', cites: [['a']] }])).to.throw(
      'a citation is a place',
    );
  });
});
