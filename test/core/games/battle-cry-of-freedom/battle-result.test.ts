import { expect } from '@open-wc/testing';
import {
  battleResult,
  cardFate,
} from '../../../../src/core/games/battle-cry-of-freedom/battle-result.js';

describe('Battle Cry of Freedom battle result', () => {
  it('Antietam: the Confederate gains the left number, the Union loses the right; the Invasion card leaves', () => {
    const r = battleResult({
      winner: 'confederate',
      major: false,
      victoryCity: false,
      invasion: true,
      split: { gain: 1, loss: 1, source: 'rulebook' },
    });
    expect(r.cp).to.deep.equal({ confederate: 1, union: -1 });
    expect(r.fate).to.equal('removed');
    expect(r.lines.join(' ')).to.contain('rulebook');
  });

  it('Corinth: the Union gains nothing and keeps the card', () => {
    const r = battleResult({
      winner: 'union',
      major: false,
      victoryCity: false,
      invasion: false,
      split: { gain: 0, loss: 0, source: 'entered' },
    });
    expect(r.cp).to.deep.equal({ union: 0, confederate: -0 });
    expect(r.fate).to.equal('union-holds');
  });

  it('a missing split says so, and a Major Victory names the card’s effect', () => {
    const r = battleResult({
      winner: 'union',
      major: true,
      victoryCity: false,
      invasion: false,
      split: null,
    });
    expect(r.cp).to.equal(null);
    expect(r.major).to.equal(true);
    expect(r.lines.join(' ')).to.contain('not in the rulebook');
    expect(r.lines.join(' ')).to.contain('Major Victory');
  });

  it('where the card goes (ruling C16)', () => {
    expect(cardFate('union', true)).to.equal('battle-deck');
    expect(cardFate('confederate', false)).to.equal('battle-deck');
    expect(
      battleResult({
        winner: 'union',
        major: true,
        victoryCity: true,
        invasion: false,
        split: null,
      }).major,
    ).to.equal(false);
  });
});
