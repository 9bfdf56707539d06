import { expect } from '@open-wc/testing';
import { boxStyles } from '../../../src/components/shared/box-styles.js';

describe('boxStyles', () => {
  it('frames the named boxes on the surface, with a thin frame unless told another', () => {
    const thin = boxStyles('.block, .saved').cssText;
    expect(thin).to.contain('.block, .saved {');
    expect(thin).to.contain('border: 1px solid var(--hs-border);');
    expect(thin).to.contain('background: var(--hs-surface);');
    const accent = boxStyles('.result', '2px solid var(--hs-accent)').cssText;
    expect(accent).to.contain('.result {');
    expect(accent).to.contain('border: 2px solid var(--hs-accent);');
  });
});
