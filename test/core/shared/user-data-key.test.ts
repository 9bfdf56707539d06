import { expect } from '@open-wc/testing';
import { userDataKey } from '../../../src/core/shared/user-data-key.js';

describe('userDataKey', () => {
  it('keeps the form saved data is found by: the game slug, a slash, the kind', () => {
    expect(userDataKey({ gameSlug: 'altar-of-freedom', kind: 'general-ratings' })).to.equal(
      'altar-of-freedom/general-ratings',
    );
  });
});
