import { expect } from '@open-wc/testing';
import { sideShownChoice } from '../../../src/core/shared/side-choice.js';

describe('side shown choice', () => {
  it('offers both sides first (the default), then each alone, under the link key side', () => {
    const choice = sideShownChoice('Show', 'Both sides', (v) => `no ${v}`);
    expect(choice.key).to.equal('side');
    expect(choice.label).to.equal('Show');
    expect(choice.control).to.equal('segmented');
    expect(choice.options).to.deep.equal([
      { value: 'both', label: 'Both sides' },
      { value: 'union', label: 'Union' },
      { value: 'confederate', label: 'Confederate' },
    ]);
    expect(choice.invalid('x')).to.equal('no x');
  });
});
