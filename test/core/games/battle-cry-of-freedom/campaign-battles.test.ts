import { expect } from '@open-wc/testing';
import {
  battleLines,
  battlePlanOf,
  CAVALRY_RAIDS_FEWER,
  drawLimit,
  initiativeIn,
  orderChooser,
} from '../../../../src/core/games/battle-cry-of-freedom/campaign-battles.js';
import { MOVEMENT_DRAW_LIMITS } from '../../../../src/core/games/battle-cry-of-freedom/campaign-movement.js';
import { applyCampaignEvent } from '../../../../src/core/games/battle-cry-of-freedom/campaign-reducer.js';
import { parseCampaignState } from '../../../../src/core/games/battle-cry-of-freedom/campaign-schema.js';
import { createCampaign } from '../../../../src/core/games/battle-cry-of-freedom/campaign-start.js';
import type {
  CampaignEvent,
  CampaignSnapshot,
} from '../../../../src/core/games/battle-cry-of-freedom/campaign-types.js';
import type { Theater } from '../../../../src/core/games/battle-cry-of-freedom/phases.js';
import type { WithHistory } from '../../../../src/core/shared/tracker-history.js';

type S = WithHistory<CampaignSnapshot>;
const alloc = (east: number, west: number) => ({
  faceDown: { east, west },
  discretionary: { east: 0, west: 0 },
  faceUp: false,
});
const play = (card: string, name: string, theater: Theater) => ({
  side: 'confederate' as const,
  name,
  card,
  theater,
});

/** Phase H of a Deck Two game with both allocations revealed and the Phase E plays given. */
function inPhaseH(
  union: [number, number],
  confederate: [number, number],
  plays: ReturnType<typeof play>[] = [],
): S {
  const s = createCampaign('deck-two');
  return {
    ...s,
    phase: 'H',
    allocation: { union: alloc(...union), confederate: alloc(...confederate) },
    revealed: true,
    decks: { union: { deck: 2, left: 30 }, confederate: { deck: 2, left: 30 } },
    movement: { turn: s.turn, actor: 'union', passes: 2, plays },
  };
}
const run = (s: S, events: readonly CampaignEvent[]) =>
  events.reduce((x, e) => applyCampaignEvent(x, e), s);
const next = { type: 'next-phase' } as const;

describe('Battle Cry of Freedom Phase H: Battle Determination/Drawing of Cards for Battle', () => {
  it('Example of Play (H): the Confederate took the offensive, picks Antietam first; Union draws 5, Confederate 8', () => {
    // The example's points: Union 5 in the East (and 4 in the West), Confederate 8 in the East.
    const s = inPhaseH(
      [5, 4],
      [8, 0],
      [play('strategic-offensive', 'Strategic Offensive', 'east')],
    );
    expect(orderChooser(s)).to.equal('confederate');
    expect(initiativeIn(s, 'east')).to.equal('confederate');
    expect(initiativeIn(s, 'west')).to.equal('union');
    expect(drawLimit(s, 'union', 'east').max).to.equal(5);
    expect(drawLimit(s, 'confederate', 'east').max).to.equal(8);
    const done = run(s, [
      { type: 'battle-order', order: ['east', 'west'] },
      { type: 'battle-draw', side: 'union', count: 5 },
      { type: 'battle-draw', side: 'confederate', count: 8 },
    ]);
    expect(done.hands).to.deep.equal({
      union: s.hands.union + 5,
      confederate: s.hands.confederate + 8,
    });
    expect(done.decks.union.left).to.equal(25);
    expect(battlePlanOf(done)?.drawn[0]).to.deep.equal({ union: 5, confederate: 8 });
  });

  it('H, 1: the Union has the initiative and names the order unless the Confederate took the offensive', () => {
    const s = inPhaseH([5, 4], [3, 3]);
    expect(orderChooser(s)).to.equal('union');
    expect(battleLines(s)[0]).to.contain('Union names the battles');
  });

  it('H, 2: a side draws at most his points in the theater, fewer if he wishes', () => {
    const s = run(inPhaseH([5, 4], [3, 3]), [{ type: 'battle-order', order: ['west', 'east'] }]);
    expect(() => applyCampaignEvent(s, { type: 'battle-draw', side: 'union', count: 5 })).to.throw(
      RangeError,
      'at most 4 cards for the West battle',
    );
    const fewer = run(s, [
      { type: 'battle-draw', side: 'union', count: 2 },
      { type: 'battle-draw', side: 'confederate', count: 0 },
    ]);
    expect(battlePlanOf(fewer)?.drawn[0]).to.deep.equal({ union: 2, confederate: 0 });
    expect(() =>
      applyCampaignEvent(fewer, { type: 'battle-draw', side: 'union', count: 1 }),
    ).to.throw(RangeError, 'second battle’s draw');
  });

  it('H, 3: the second battle’s draws come in the Combat Phase, and hold it until made', () => {
    let s = run(inPhaseH([5, 4], [3, 3]), [
      { type: 'battle-order', order: ['east', 'west'] },
      { type: 'battle-draw', side: 'union', count: 5 },
      { type: 'battle-draw', side: 'confederate', count: 3 },
      next,
    ]);
    expect(s.phase).to.equal('I');
    expect(() => applyCampaignEvent(s, next)).to.throw(RangeError, 'draw for the West battle');
    s = run(s, [
      { type: 'battle-draw', side: 'union', count: 4 },
      { type: 'battle-draw', side: 'confederate', count: 3 },
      next,
    ]);
    expect(s.phase).to.equal('J');
  });

  it('H, 4: with one battle, the other theater’s points are ignored', () => {
    const s = run(inPhaseH([5, 4], [3, 3]), [{ type: 'battle-order', order: ['east'] }]);
    expect(battleLines(s).at(-1)).to.equal('Command points in the West are ignored this turn.');
  });

  it('holds Phase H until the battles are named and both have drawn for the first', () => {
    const s = inPhaseH([5, 4], [3, 3]);
    expect(() => applyCampaignEvent(s, next)).to.throw(RangeError, 'names the battles');
    const named = applyCampaignEvent(s, { type: 'battle-order', order: ['east'] });
    expect(() => applyCampaignEvent(named, next)).to.throw(RangeError, 'draw for the East battle');
    const none = applyCampaignEvent(s, { type: 'battle-order', order: [] });
    expect(applyCampaignEvent(none, next).phase).to.equal('I');
    expect(() =>
      applyCampaignEvent({ ...s, phase: 'G' }, { type: 'battle-order', order: [] }),
    ).to.throw(RangeError, 'Phase H');
  });

  it('Mud March caps the Union’s draw in its theater at 4 (ruling G43)', () => {
    const s = inPhaseH([7, 6], [3, 3], [play('mud-march', 'Mud March', 'west')]);
    expect(MOVEMENT_DRAW_LIMITS['mud-march']).to.equal(4);
    expect(drawLimit(s, 'union', 'west').max).to.equal(4);
    expect(drawLimit(s, 'union', 'east').max).to.equal(7);
    expect(drawLimit(s, 'confederate', 'west').max).to.equal(3);
  });

  it('McClernand’s Arkansas River Expedition caps the Union’s draw at 3 (ruling G43)', () => {
    const s = inPhaseH([2, 6], [3, 3], [play('mcclernand', 'McClernand', 'west')]);
    expect(drawLimit(s, 'union', 'west').max).to.equal(3);
    // A cap above his points changes nothing.
    const few = inPhaseH([2, 2], [3, 3], [play('mcclernand', 'McClernand', 'west')]);
    expect(drawLimit(few, 'union', 'west').max).to.equal(2);
  });

  it('Cavalry Raids Slow Union Offensives: the Union draws 3 fewer in each battle this turn, then Mud March caps (ruling G43)', () => {
    const base = inPhaseH([9, 2], [3, 3], [play('mud-march', 'Mud March', 'east')]);
    const s: S = {
      ...base,
      lasting: [{ card: 'cavalry-raids', side: 'confederate', turn: base.turn, phase: 'B' }],
    };
    expect(CAVALRY_RAIDS_FEWER).to.equal(3);
    expect(drawLimit(s, 'union', 'east').max).to.equal(4); // 9 − 3 = 6, capped at 4
    expect(drawLimit(s, 'union', 'west').max).to.equal(0); // 2 − 3, never below none
    expect(drawLimit(s, 'confederate', 'east').max).to.equal(3);
    // Another turn's raid does not count.
    expect(drawLimit({ ...s, turn: s.turn + 1 }, 'union', 'west').max).to.equal(2);
    const old: S = {
      ...s,
      lasting: [{ card: 'cavalry-raids', side: 'confederate', turn: 0, phase: 'B' }],
    };
    expect(drawLimit(old, 'union', 'west').max).to.equal(2);
  });

  it('Strategic Retreat: that battle is not fought', () => {
    const s = inPhaseH([5, 4], [3, 3], [play('strategic-retreat', 'Strategic Retreat', 'east')]);
    expect(() => applyCampaignEvent(s, { type: 'battle-order', order: ['east', 'west'] })).to.throw(
      RangeError,
      'Strategic Retreat',
    );
    expect(
      applyCampaignEvent(s, { type: 'battle-order', order: ['west'] }).battles?.order,
    ).to.deep.equal(['west']);
  });

  it('Glossary › Washington, D.C.: the turn after its fall, no East battle unless the Confederate takes the offensive', () => {
    const base = inPhaseH([5, 4], [3, 3]);
    const { movement: _, ...rest } = base;
    const s: S = {
      ...rest,
      turn: 3,
      pending: [{ kind: 'washington', captured: 2 }],
    };
    expect(() => applyCampaignEvent(s, { type: 'battle-order', order: ['east'] })).to.throw(
      RangeError,
      'Washington fell last turn',
    );
    const offensive: S = {
      ...s,
      movement: { turn: 3, actor: 'union', passes: 2, plays: [play('anv-move', 'ANV', 'east')] },
    };
    expect(
      applyCampaignEvent(offensive, { type: 'battle-order', order: ['east'] }).battles?.order,
    ).to.deep.equal(['east']);
  });

  it('keeps the plan and the cards played in a saved game', () => {
    const s = run(inPhaseH([5, 4], [3, 3]), [
      { type: 'battle-order', order: ['east', 'west'] },
      { type: 'battle-draw', side: 'union', count: 5 },
    ]);
    const back = parseCampaignState(JSON.parse(JSON.stringify(s)));
    expect(back?.battles).to.deep.equal(s.battles);
    expect(
      parseCampaignState({ ...s, battles: { turn: 1, order: ['north'], drawn: [] } }),
    ).to.equal(null);
  });
});
