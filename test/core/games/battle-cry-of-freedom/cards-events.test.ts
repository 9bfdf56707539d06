import { expect } from '@open-wc/testing';
import {
  EVENT_CARDS,
  EVENT_COUNTS,
} from '../../../../src/core/games/battle-cry-of-freedom/cards-events.js';

const does = (id: string) => EVENT_CARDS.find((c) => c.id === id)?.does ?? '';

describe('Battle Cry of Freedom Special Events: the counts of the Example of Play', () => {
  it('Command Failure: negated by engaging a general and returning 3 cards at random', () => {
    expect(EVENT_COUNTS.commandFailureReturns).to.equal(3);
    expect(does('command-failure')).to.contain('returns 3 cards at random');
  });

  it('Overwhelming Numbers and Resources: the opponent discards 2 non-General cards, the Union draws 2', () => {
    expect([EVENT_COUNTS.overwhelmingDiscards, EVENT_COUNTS.overwhelmingDraws]).to.deep.equal([
      2, 2,
    ]);
    expect(does('overwhelming')).to.equal(
      'The opponent discards 2 non-General cards; the Union draws 2.',
    );
  });

  it('Union Command of Seas/Rivers: draw 2, the Confederate discards 1 non-General card', () => {
    expect(does('seas-rivers')).to.equal(
      'The Union draws 2; the Confederate discards 1 non-General card.',
    );
  });

  it('Faulty Staff Work: a +1 attack card at once and 1 Defend card cancelled', () => {
    expect(does('faulty-staff')).to.contain('+1 attack card');
    expect(does('faulty-staff')).to.contain('cancels 1 Defend card');
  });

  it('Appendix › Example of Play: the Confederate’s Turning Movement makes the opponent discard any 2 cards and engage a general', () => {
    expect(EVENT_COUNTS.turningMovementDiscards).to.equal(2);
    expect(EVENT_COUNTS.turningMovementEngages).to.equal(1);
    expect(does('turning-movement-special')).to.contain(
      'discards any 2 cards and engages 1 general',
    );
  });

  it('Hold the Line: a general in play; the Union draws 1 more card, the Confederate 2', () => {
    expect(EVENT_COUNTS.holdTheLineUnionDraws).to.equal(1);
    expect(EVENT_COUNTS.holdTheLineConfederateDraws).to.equal(2);
    expect(does('hold-the-line')).to.contain('the Union then draws 1 card, the Confederate 2');
  });

  it('Superior Leadership draws 1 card; Seeing the Elephant cancels a Battle Event', () => {
    expect(does('superior-leadership')).to.equal('Draws 1 card.');
    expect(does('seeing-elephant')).to.contain('cancels one of his Battle Events');
  });

  it('every count is a positive whole number', () => {
    const counts = Object.values(EVENT_COUNTS);
    expect(counts.length).to.be.greaterThan(0);
    for (const n of counts) expect(Number.isInteger(n) && n > 0, String(n)).to.equal(true);
  });
});
