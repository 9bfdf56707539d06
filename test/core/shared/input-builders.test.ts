import { expect } from '@open-wc/testing';
import {
  choiceInput,
  choiceOf,
  countInput,
  flagInput,
  optionsOf,
  rowsOf,
} from '../../../src/core/shared/input-builders.js';

describe('input builders', () => {
  it('builds a flag, off unless told, with only the extras given', () => {
    expect(flagInput('cover', 'In cover', 'Firing Modifiers')).to.deep.equal({
      kind: 'flag',
      id: 'cover',
      label: 'In cover',
      rule: 'Firing Modifiers',
    });
    const when = { input: 'arm', eq: 'artillery' };
    expect(flagInput('x', 'X', 'R', { showWhen: when, help: 'H' })).to.deep.equal({
      kind: 'flag',
      id: 'x',
      label: 'X',
      rule: 'R',
      showWhen: when,
      help: 'H',
    });
  });

  it('starts a count at 0, or at the bound nearest 0 when 0 is out of range', () => {
    expect(countInput('sm', 'SM', -3, 3, 'R').default).to.equal(0);
    expect(countInput('corps', 'Corps', 1, 6, 'R').default).to.equal(1);
    expect(countInput('loss', 'Loss', -6, -1, 'R').default).to.equal(-1);
    expect(countInput('n', 'N', 0, 9, 'R', { default: 4 }).default).to.equal(4);
    expect(countInput('n', 'N', 0, 9, 'R')).to.deep.equal({
      kind: 'count',
      id: 'n',
      label: 'N',
      min: 0,
      max: 9,
      default: 0,
      rule: 'R',
    });
  });

  it('builds a choice from [value, label] rows, starting at the first unless told', () => {
    const choice = choiceInput(
      'arm',
      'Unit',
      [
        ['infantry', 'Infantry'],
        ['cavalry', 'Cavalry'],
      ],
      'R',
    );
    expect(choice).to.deep.equal({
      kind: 'choice',
      id: 'arm',
      label: 'Unit',
      options: [
        { value: 'infantry', label: 'Infantry' },
        { value: 'cavalry', label: 'Cavalry' },
      ],
      default: 'infantry',
      rule: 'R',
    });
    expect(
      choiceInput(
        'a',
        'A',
        [
          ['x', 'X'],
          ['y', 'Y'],
        ],
        'R',
        { default: 'y' },
      ).default,
    ).to.equal('y');
  });

  it('builds a choice with no rule of its own, the same shape as a ruled one', () => {
    const rows = [
      ['usa', 'Union'],
      ['csa', 'Confederate'],
    ] as const;
    expect(choiceOf('side', 'Side', rows)).to.deep.equal({
      kind: 'choice',
      id: 'side',
      label: 'Side',
      options: [
        { value: 'usa', label: 'Union' },
        { value: 'csa', label: 'Confederate' },
      ],
      default: 'usa',
    });
    expect(choiceOf('side', 'Side', rows, { default: 'csa' }).default).to.equal('csa');
    expect(choiceInput('side', 'Side', rows, 'R')).to.deep.equal({
      ...choiceOf('side', 'Side', rows),
      rule: 'R',
    });
  });

  it('turns rows into options, and a record of labels into rows in its order', () => {
    expect(optionsOf([])).to.deep.equal([]);
    expect(optionsOf([['a', 'A']])).to.deep.equal([{ value: 'a', label: 'A' }]);
    expect(rowsOf({ USA: 'Union', CSA: 'Confederate' })).to.deep.equal([
      ['USA', 'Union'],
      ['CSA', 'Confederate'],
    ]);
    expect(() => rowsOf({})).to.throw(RangeError);
  });
});
