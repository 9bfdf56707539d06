import { expect } from '@open-wc/testing';
import { withoutKey } from '../../../src/core/shared/without-key.js';

describe('withoutKey', () => {
  const record = { '1861': 'a', '1862': 'b' } as const;

  it('drops the entry under the key and keeps the rest', () => {
    expect(withoutKey(record, '1861')).to.deep.equal({ '1862': 'b' });
  });

  it('keeps every entry when the key names none or is null', () => {
    expect(withoutKey(record, '1865')).to.deep.equal(record);
    expect(withoutKey(record, null)).to.deep.equal(record);
  });

  it('leaves the record it is given as it was', () => {
    withoutKey(record, '1862');
    expect(record).to.deep.equal({ '1861': 'a', '1862': 'b' });
  });
});
