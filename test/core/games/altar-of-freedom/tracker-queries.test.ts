import '../../../helpers/bundled-data.js';
import { expect } from '@open-wc/testing';
import { applyEvent, createBattle } from '../../../../src/core/games/altar-of-freedom/tracker.js';
import {
  atBreakPoint,
  lossesOf,
} from '../../../../src/core/games/altar-of-freedom/tracker-queries.js';
import { loadScenario } from '../../../../src/core/games/altar-of-freedom/scenarios.js';

// The rulebook's worked example (Break point example).
describe('Altar of Freedom worked examples', () => {
  it('Break point example (L1619–1623): Shiloh CSA uses the scenario value 8, not 12 (ruling C1)', () => {
    const r = loadScenario('shiloh');
    if (!r.ok) throw new Error('shiloh');
    let s = createBattle(r.value);
    const csa = [
      'clark-russell',
      'clark-stewart',
      'cheatham-johnson',
      'cheatham-stephens',
      'ruggles-gibson',
      'ruggles-anderson',
      'ruggles-pond',
    ];
    for (const unit of csa) s = applyEvent(s, { type: 'break', unit });
    expect(lossesOf(s, 'CSA').total).to.equal(7);
    expect(atBreakPoint(s, 'CSA')).to.equal(false);
    s = applyEvent(s, { type: 'break', unit: 'withers-gladden' });
    expect(atBreakPoint(s, 'CSA')).to.equal(true);
  });
});
