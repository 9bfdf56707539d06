import { expect } from '@open-wc/testing';
import { formValues } from '../../../../src/components/renderers/tracker/form-panel.js';
import { DISPLACE_FORM } from '../../../../src/core/games/us-civil-war/displaced-panel.js';
import type { UscwContext } from '../../../../src/core/games/us-civil-war/tracker-context.js';
import { applyUscwEvent } from '../../../../src/core/games/us-civil-war/tracker-reducer.js';
import { createUscw } from '../../../../src/core/games/us-civil-war/tracker-start.js';
import { isProblem } from '../../../../src/core/shared/tracker.js';

describe('The U.S. Civil War tracker: into a Displaced Box', () => {
  const state = createUscw('s1');
  const ctx = {} as UscwContext;

  /** The Union's eastern box after the form is sent with only `typed` filled in. */
  function put(typed: Record<string, string>) {
    const form = DISPLACE_FORM.form(state, ctx);
    if (!form) throw new Error('the form is shown in a new game');
    const values = formValues(form, typed);
    if (typeof values === 'string') throw new Error(values);
    const sent = DISPLACE_FORM.submit(values, state, ctx);
    if (isProblem(sent)) throw new Error(sent.problem);
    return applyUscwEvent(state, sent.event).displaced.union.east;
  }

  it('takes SPs alone, Militia alone or a General alone: the other numbers start at 0', () => {
    expect(put({ sps: '2' })).to.deep.include({ sps: 2, militia: 0 });
    expect(put({ militia: '1' })).to.deep.include({ sps: 0, militia: 1 });
    expect(put({ general: 'McDowell' }).generals.map((g) => g.name)).to.deep.equal(['McDowell']);
  });

  it('still refuses a box with nothing put in', () => {
    expect(() => put({})).to.throw('Enter SPs, Militia or a General.');
  });
});
