import { expect } from '@open-wc/testing';
import {
  advanceDay,
  endGettysburg,
} from '../../../../src/core/games/battle-cry-of-freedom/campaign-days.js';
import { startSnapshot } from '../../../../src/core/games/battle-cry-of-freedom/campaign-start.js';
import type { CampaignSnapshot } from '../../../../src/core/games/battle-cry-of-freedom/campaign-types.js';
import {
  GETTYSBURG_DAYS,
  GETTYSBURG_LAST_DAY,
  GETTYSBURG_NEW_DAY,
} from '../../../../src/core/games/battle-cry-of-freedom/scenarios.js';
import { gettysburgResult } from '../../../../src/core/games/battle-cry-of-freedom/victory.js';

const onDay = (day: number): CampaignSnapshot => ({ ...startSnapshot('gettysburg'), day });

describe('Battle Cry of Freedom Gettysburg days (Gettysburg Scenario › Special Rules)', () => {
  it('counts days in the Gettysburg scenario only', () => {
    expect(() => advanceDay(startSnapshot('campaign'))).to.throw(RangeError, 'Gettysburg');
    expect(() => endGettysburg(startSnapshot('campaign'), { union: 1, confederate: 0 })).to.throw(
      RangeError,
    );
  });

  it('starts each new day with both sides drawing the new day’s cards', () => {
    const s = startSnapshot('gettysburg');
    expect(s.day).to.equal(1);
    const next = advanceDay(s);
    expect(next.day).to.equal(2);
    expect(next.hands.union).to.equal(s.hands.union + GETTYSBURG_NEW_DAY.draw);
    expect(next.hands.confederate).to.equal(s.hands.confederate + GETTYSBURG_NEW_DAY.draw);
    expect(next.note).to.contain(`disengages ${GETTYSBURG_NEW_DAY.disengage}`);
  });

  it('goes past the third day only by each player’s one Battle Continues', () => {
    const third = onDay(GETTYSBURG_DAYS.days);
    expect(() => advanceDay(third)).to.throw(RangeError, 'Battle Continues');
    const fourth = advanceDay(third, 'confederate');
    expect(fourth.day).to.equal(GETTYSBURG_DAYS.days + 1);
    expect(fourth.battleContinues.confederate).to.equal(true);
    expect(() => advanceDay(fourth, 'confederate')).to.throw(RangeError, 'one Battle Continues');
    const fifth = advanceDay(fourth, 'union');
    expect(fifth.day).to.equal(GETTYSBURG_LAST_DAY);
    expect(() => advanceDay(fifth, 'union')).to.throw(RangeError, 'No day follows');
  });

  it('ends no sooner than the third day, the Confederate winning only with the higher value', () => {
    expect(() =>
      endGettysburg(onDay(GETTYSBURG_DAYS.days - 1), { union: 0, confederate: 5 }),
    ).to.throw(RangeError, `${GETTYSBURG_DAYS.days} days`);
    const s = onDay(GETTYSBURG_DAYS.days);
    for (const cv of [
      { union: 3, confederate: 4 },
      { union: 4, confederate: 4 },
      { union: 5, confederate: 4 },
    ]) {
      const end = endGettysburg(s, cv);
      expect(end.result).to.deep.equal(gettysburgResult(cv));
    }
    expect(endGettysburg(s, { union: 4, confederate: 4 }).result?.winner).to.equal('union');
    expect(endGettysburg(s, { union: 3, confederate: 4 }).result?.winner).to.equal('confederate');
  });
});
