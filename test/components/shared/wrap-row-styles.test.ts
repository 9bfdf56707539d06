import { expect } from '@open-wc/testing';
import { wrapRowStyles } from '../../../src/components/shared/wrap-row-styles.js';
import { styled } from '../../helpers/styled.js';

describe('wrapRowStyles', () => {
  it('makes only the named elements a wrapping row lined up as asked', () => {
    const root = styled(
      wrapRowStyles('.item-head', 'end'),
      '<div class="item-head"></div><div class="other"></div>',
    );
    const row = getComputedStyle(root.querySelector('.item-head')!);
    expect([row.display, row.flexWrap, row.alignItems, row.rowGap]).to.deep.equal([
      'flex',
      'wrap',
      'end',
      '8px',
    ]);
    expect(getComputedStyle(root.querySelector('.other')!).display).to.equal('block');
  });
});
