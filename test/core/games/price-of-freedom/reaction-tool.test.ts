import { expect } from '@open-wc/testing';
import {
  reactionSucceeds,
  reactionTool,
} from '../../../../src/core/games/price-of-freedom/reaction-tool.js';
import { D6 } from '../../../../src/core/shared/index.js';
import { resultFromNatural } from '../../../../src/core/shared/roll.js';
import type { Outcome } from '../../../../src/core/shared/tool.js';

const OUTCOMES: readonly [Outcome, Outcome] = [
  { key: 'goes', label: 'Goes', tone: 'good' },
  { key: 'fails', label: 'Fails', tone: 'bad' },
];

const tool = (tie: 'a' | 'b') =>
  reactionTool({
    id: 'test',
    title: 'Test',
    rule: 'R',
    summary: 'S',
    outcomes: OUTCOMES,
    tie,
    succeeds: (r, m) => [`ok ${r}-${m}`],
    fails: (r, m) => [`no ${r}-${m}`],
  });

describe('reaction tool', () => {
  it('gives a tie to the reacting army (a) or to the mover (b)', () => {
    expect(reactionSucceeds(4, 4, 'a')).to.equal(true);
    expect(reactionSucceeds(4, 4, 'b')).to.equal(false);
    expect(reactionSucceeds(5, 4, 'b')).to.equal(true);
    expect(reactionSucceeds(3, 4, 'a')).to.equal(false);
  });

  it('resolves a tie by its tie rule, with the effects of its words', () => {
    const rolls = [resultFromNatural(D6, [4], []), resultFromNatural(D6, [4], [])];
    expect(tool('a').resolve(rolls, {})).to.deep.equal({
      outcome: OUTCOMES[0],
      effects: ['ok 4-4'],
    });
    expect(tool('b').resolve(rolls, {})).to.deep.equal({
      outcome: OUTCOMES[1],
      effects: ['no 4-4'],
    });
  });

  it('gives odds that sum to the whole and name its success', () => {
    const odds = tool('a').odds({});
    expect(odds.outcomes.map((o) => o.key)).to.deep.equal(['goes', 'fails']);
    expect(odds.outcomes.reduce((n, o) => n + o.weight, 0)).to.equal(odds.total);
  });
});
