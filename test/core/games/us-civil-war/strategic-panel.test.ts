import { expect } from '@open-wc/testing';
import { STRATEGIC_FORM } from '../../../../src/core/games/us-civil-war/strategic-panel.js';
import { NAVAL_REDEPLOYMENT } from '../../../../src/core/games/us-civil-war/strategic.js';
import type { UscwContext } from '../../../../src/core/games/us-civil-war/tracker-context.js';
import { createUscw } from '../../../../src/core/games/us-civil-war/tracker-start.js';

describe('The U.S. Civil War tracker: the strategic move form', () => {
  const ctx = {} as UscwContext;

  it('21.2.6: in the Strategic Movement Phase the form tells of the Union’s Strategic Naval Redeployment', () => {
    const form = STRATEGIC_FORM.form({ ...createUscw('s1'), phase: 'strategic' }, ctx);
    if (!form) throw new Error('the form is shown in the Strategic Movement Phase');
    expect(form.note).to.contain(`${NAVAL_REDEPLOYMENT.text} (21.2.6)`);
    expect(form.note).to.contain('The Union moves first.');
  });

  it('21.2.6: the redeployment gathers each kind of NSP into one port, only through Union Naval Control, and is the Union’s alone', () => {
    expect(NAVAL_REDEPLOYMENT.side).to.equal('union');
    expect(NAVAL_REDEPLOYMENT.text).to.contain('Oceangoing NSPs into one friendly Ocean Port');
    expect(NAVAL_REDEPLOYMENT.text).to.contain('River NSPs into one friendly River Port');
    expect(NAVAL_REDEPLOYMENT.text).to.contain('only where the Union has Naval Control');
    expect(NAVAL_REDEPLOYMENT.text).to.contain('The Confederacy has none.');
  });

  it('is not offered outside the Strategic Movement Phase', () => {
    expect(STRATEGIC_FORM.form({ ...createUscw('s1'), phase: 'action' }, ctx)).to.equal(null);
  });
});
