import { expect } from '@open-wc/testing';
import {
  reactionFailureEffects,
  reactionSuccessEffects,
} from '../../../../src/core/games/us-civil-war/reaction-effects.js';

describe('US Civil War reaction effects', () => {
  it('has words for every reaction, each citing its rule', () => {
    for (const kind of ['interception', 'avoid', 'manoeuvre'] as const) {
      const all = [...reactionSuccessEffects(kind), ...reactionFailureEffects(kind)];
      expect(all.length, kind).to.be.greaterThan(1);
    }
    expect(reactionFailureEffects('avoid').join(' ')).to.contain('9.3.3');
    expect(reactionSuccessEffects('interception').join(' ')).to.contain('11.5.2');
  });

  it('9.3.2: an Avoid Battle enters enemy SPs only at 7 to 1, pushing them one hex', () => {
    const avoid = reactionSuccessEffects('avoid').join(' ');
    expect(avoid).to.contain('Into enemy SPs only at 7 to 1 or more');
    expect(avoid).to.contain('pushes them one hex under these limits (9.3.2)');
    expect(avoid).to.contain(
      'Not across an unbridged Navigable River or an impassable Mountain hexside (9.3.2).',
    );
  });
});
