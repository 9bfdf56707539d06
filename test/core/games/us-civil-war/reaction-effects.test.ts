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

  it('9.3.2: an Avoid Battle enters enemy SPs only at 7 to 1, and not across a barred hexside', () => {
    const avoid = reactionSuccessEffects('avoid').join(' ');
    expect(avoid).to.contain('at least 7 times as many').and.contain('pushes them one hex away');
    expect(avoid).to.contain('unbridged Navigable River or impassable Mountain hexside (9.3.2)');
  });
});
