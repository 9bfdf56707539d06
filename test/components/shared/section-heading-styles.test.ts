import { expect } from '@open-wc/testing';
import { sectionHeadingStyles } from '../../../src/components/shared/section-heading-styles.js';
import { styled } from '../../helpers/styled.js';

describe('sectionHeadingStyles', () => {
  it('sets the named headings on their baseline with room under them for a rule', () => {
    const root = styled(
      sectionHeadingStyles('section > h2'),
      '<section><h2>A</h2></section><h2>B</h2>',
    );
    const [inSection, outside] = [...root.querySelectorAll('h2')].map((h) => getComputedStyle(h));
    expect([inSection!.display, inSection!.flexWrap, inSection!.alignItems]).to.deep.equal([
      'flex',
      'wrap',
      'baseline',
    ]);
    expect(inSection!.marginTop).to.equal('0px');
    expect(inSection!.paddingBottom).to.not.equal('0px');
    expect(outside!.display).to.equal('block');
  });
});
