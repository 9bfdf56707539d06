import { expect } from '@open-wc/testing';
import { attempt, isProblem } from '../../../src/core/shared/tracker.js';
import { FIXTURE } from '../../components/renderers/tracker/fixture-tracker.js';

describe('tracker descriptors (core)', () => {
  it('gives a reducer’s refusal as a problem, and its result otherwise', () => {
    const refused = attempt(() => {
      throw new RangeError('Not now.');
    });
    expect(isProblem(refused)).to.equal(true);
    expect(refused).to.deep.equal({ problem: 'Not now.' });
    expect(attempt(() => 4)).to.equal(4);
    expect(isProblem({ turn: 1 })).to.equal(false);
    expect(isProblem(null)).to.equal(false);
  });

  it('lets a bug through instead of calling it a refusal', () => {
    expect(() =>
      attempt(() => {
        throw new TypeError('bug');
      }),
    ).to.throw(TypeError);
  });

  it('applies a game’s event with its history, and refuses one its rules do not allow', () => {
    const start = FIXTURE.start('small');
    const next = FIXTURE.apply(start, { type: 'hit', unit: 'alpha', by: 3 });
    if (isProblem(next)) throw new Error(next.problem);
    expect(next.history).to.have.length(1);
    expect(FIXTURE.apply(next, { type: 'hit', unit: 'alpha', by: 1 })).to.deep.equal({
      problem: 'No more than 3 hits.',
    });
  });
});
