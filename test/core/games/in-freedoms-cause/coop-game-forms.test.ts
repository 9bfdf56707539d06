import { expect } from '@open-wc/testing';
import {
  ADD_FORM,
  type CoopState,
} from '../../../../src/core/games/in-freedoms-cause/coop-game-forms.js';
import { COOP_TRACKER } from '../../../../src/core/games/in-freedoms-cause/coop-game-descriptor.js';
import { isProblem } from '../../../../src/core/shared/tracker.js';

describe("In Freedom's Cause coop/solo forms", () => {
  const state: CoopState = { ...(COOP_TRACKER.start('coop') as CoopState), players: 'union' };
  const add = (distance: string) =>
    ADD_FORM.submit(
      { kind: 'pickets', orders: '', entrenched: '', distance, direction: '', third: '' },
      state,
      undefined,
    );

  it('refuses a picket distance that is not a whole number of inches, a fraction too', () => {
    const form = ADD_FORM.form(state, undefined);
    const distance = form?.fields.find((f) => f.name === 'distance');
    expect(distance?.kind === 'text' && distance.maxLength).to.be.at.least('3.5'.length);
    for (const bad of ['3.5', '0', '97', 'ab']) expect(isProblem(add(bad)), bad).to.equal(true);
    expect(isProblem(add('12'))).to.equal(false);
  });

  it('names what orders an added encounter takes when none is chosen: those of its kind', () => {
    const orders = ADD_FORM.form(state, undefined)?.fields.find((f) => f.name === 'orders');
    expect(orders?.kind === 'select' && orders.options[0]?.label).to.match(/^By its kind/);
  });
});
