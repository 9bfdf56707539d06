import { expect } from '@open-wc/testing';
import { modifierHome, placeModifiers } from '../../../src/components/shared/modifier-chips.js';
import type { Modifier } from '../../../src/core/shared/types.js';

const mod = (id: string, extra: Partial<Modifier> = {}): Modifier => ({
  id,
  label: id,
  value: 1,
  rule: 'R',
  ...extra,
});

describe('modifier chips', () => {
  it('places a modifier beside the count it multiplies, else the first input its condition reads', () => {
    expect(modifierHome(mod('a', { per: 'n' }))).to.equal('n');
    expect(
      modifierHome(
        mod('b', { when: { all: [{ not: { input: 'x', eq: true } }, { input: 'y', eq: 1 }] } }),
      ),
    ).to.equal('x');
    expect(modifierHome(mod('c', { when: { any: [{ input: 'z', gte: 2 }] } }))).to.equal('z');
    expect(modifierHome(mod('d'))).to.equal(null);
  });

  it('keeps modifiers whose input is not shown, or that read none, for the end', () => {
    const { beside, rest } = placeModifiers(
      [
        mod('a', { per: 'n' }),
        mod('b', { when: { input: 'hidden', eq: true } }),
        mod('c'),
        mod('d', { when: { input: 'n', gte: 2 } }),
      ],
      ['n'],
    );
    expect(beside.get('n')?.map((m) => m.id)).to.deep.equal(['a', 'd']);
    expect(rest.map((m) => m.id)).to.deep.equal(['b', 'c']);
  });
});
