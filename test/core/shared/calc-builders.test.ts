import { expect } from '@open-wc/testing';
import {
  calcChoice,
  calcCount,
  itemOptions,
  listChoice,
  seeAlso,
} from '../../../src/core/shared/calc-builders.js';

const OPTIONS = [
  { value: 'open', label: 'Open' },
  { value: 'soft', label: 'Soft cover' },
];

describe('calculator builders', () => {
  it('reads options from items of data, ids as values, in order', () => {
    expect(
      itemOptions([
        { id: 'minie', label: 'Minie rifle' },
        { id: 'musket', label: 'Smoothbore musket' },
      ]),
    ).to.deep.equal([
      { value: 'minie', label: 'Minie rifle' },
      { value: 'musket', label: 'Smoothbore musket' },
    ]);
  });

  it('builds a choice at its first option, with only the extras given', () => {
    expect(calcChoice('cover', 'Target situation', OPTIONS)).to.deep.equal({
      kind: 'choice',
      id: 'cover',
      label: 'Target situation',
      options: OPTIONS,
      default: 'open',
    });
    const c = calcChoice('cover', 'Cover', OPTIONS, { default: 'soft', rule: 'Fire', help: 'H' });
    expect(c.default).to.equal('soft');
    expect(c.rule).to.equal('Fire');
    expect(c.help).to.equal('H');
    expect('display' in c).to.equal(false);
  });

  it('draws a list choice as a list, its default kept', () => {
    const c = listChoice('q', 'Quality', OPTIONS, { default: 'soft' });
    expect(c.display).to.equal('list');
    expect(c.default).to.equal('soft');
    expect(listChoice('q', 'Quality', OPTIONS).default).to.equal('open');
  });

  it('refuses a choice with no option', () => {
    expect(() => calcChoice('none', 'None', [])).to.throw(RangeError, 'none');
  });

  it('starts a count at 0, or at the bound nearest 0, unless told', () => {
    expect(calcCount('n', 'Obstacles', 'number of obstacles', 0, 3)).to.deep.equal({
      kind: 'count',
      id: 'n',
      label: 'Obstacles',
      noun: 'number of obstacles',
      min: 0,
      max: 3,
      default: 0,
    });
    expect(calcCount('f', 'Figures', 'figures', 1, 24).default).to.equal(1);
    expect(calcCount('l', 'Loss', 'loss', -6, -1).default).to.equal(-1);
    const lead = calcCount('lead', 'Lead', 'lead', -9, 9, { default: 2, signed: true, rule: 'R' });
    expect([lead.default, lead.signed, lead.rule]).to.deep.equal([2, true, 'R']);
  });

  it('writes a see-also line as a lead, a link to the tool and a stop', () => {
    expect(seeAlso('The battle itself: ', 'combat', 'combat ledger')).to.deep.equal([
      'The battle itself: ',
      { tool: 'combat', text: 'combat ledger' },
      '.',
    ]);
  });
});
