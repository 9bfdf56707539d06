import '../../../helpers/bundled-data.js';
import { expect } from '@open-wc/testing';
import { loadScenario } from '../../../../src/core/games/altar-of-freedom/scenarios.js';

// The rulebook's worked example (Time scale).
describe('Altar of Freedom worked examples', () => {
  it('Time scale (L159–165): one turn per hour; Shiloh 7am–6pm is 11 turns', () => {
    const r = loadScenario('shiloh');
    if (!r.ok) throw new Error('shiloh');
    expect(r.value.turns.map((t) => t.time)).to.deep.equal([
      '7:00am',
      '8:00am',
      '9:00am',
      '10:00am',
      '11:00am',
      '12:00pm',
      '1:00pm',
      '2:00pm',
      '3:00pm',
      '4:00pm',
      '5:00pm',
    ]);
  });
});
