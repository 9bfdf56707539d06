import { expect } from '@open-wc/testing';
import { applyCampaignEvent } from '../../../../src/core/games/battle-cry-of-freedom/campaign-reducer.js';
import {
  MOVEMENT_DRAW_LIMITS,
  MOVEMENT_EFFECTS,
  MOVEMENT_FIRST,
  MOVEMENT_PASSES_END,
  movementCards,
  movementLines,
  movementOf,
} from '../../../../src/core/games/battle-cry-of-freedom/campaign-movement.js';
import { createCampaign } from '../../../../src/core/games/battle-cry-of-freedom/campaign-start.js';
import type {
  CampaignEvent,
  CampaignSnapshot,
} from '../../../../src/core/games/battle-cry-of-freedom/campaign-types.js';
import { parseCampaignState } from '../../../../src/core/games/battle-cry-of-freedom/campaign-schema.js';
import { EVENT_CARDS } from '../../../../src/core/games/battle-cry-of-freedom/cards-events.js';
import { undoSteps, type WithHistory } from '../../../../src/core/shared/tracker-history.js';

const inPhaseE = (): WithHistory<CampaignSnapshot> => ({
  ...createCampaign('deck-two'),
  phase: 'E',
});
const run = (events: readonly CampaignEvent[]) =>
  events.reduce((s, e) => applyCampaignEvent(s, e), inPhaseE());
const pass = { type: 'movement-pass' } as const;
const named = (
  side: 'union' | 'confederate',
  card: string,
  theater?: 'east' | 'west',
): CampaignEvent => {
  const c = EVENT_CARDS.find((x) => x.id === card);
  if (!c) throw new Error(`no card ${card}`);
  return {
    type: 'movement-play',
    side,
    name: c.name,
    card,
    ...(theater ? { theater } : {}),
  } as const;
};

describe('Battle Cry of Freedom Strategic Movement (Phase E)', () => {
  it('the Union may play first, then the players alternate', () => {
    expect(MOVEMENT_FIRST).to.equal('union');
    expect(movementOf(inPhaseE()).actor).to.equal(MOVEMENT_FIRST);
    const s = run([named('union', 'tm-cavalry-screen', 'west')]);
    expect(movementOf(s).actor).to.equal('confederate');
    expect(() => applyCampaignEvent(s, named('union', 'tm-chickamauga', 'west'))).to.throw(
      RangeError,
      'Confederate’s turn',
    );
  });

  it('Glossary › Strategic Movement, third example: passes, an offensive, a retreat, Rebel Invasion, then two passes end the phase', () => {
    const before = run([
      pass,
      named('confederate', 'strategic-offensive', 'east'),
      pass,
      named('confederate', 'strategic-retreat', 'west'),
      named('union', 'rebel-invasion'),
      pass,
    ]);
    expect(before.phase).to.equal('E');
    const lines = movementLines(before);
    expect(lines).to.have.length(4);
    expect(lines[1]).to.contain(
      'Strategic Retreat (West). The battle in that theater is not fought.',
    );
    expect(lines[3]).to.contain(`1 pass in a row; ${MOVEMENT_PASSES_END} end the phase`);
    const after = applyCampaignEvent(before, pass);
    expect(after.phase).to.equal('F');
    expect(after.note).to.contain('Both pass: Strategic Movement ends.');
    expect(movementLines(after)).to.deep.equal([]);
    // Undo goes back into Phase E with the log as it was.
    expect(undoSteps(after, 1).phase).to.equal('E');
  });

  it('two passes in a row at once end it: the first example, nobody plays', () => {
    expect(run([pass, pass]).phase).to.equal('F');
  });

  it('refuses a card outside Phase E, a card of the other side, and a card that is not Strategic Movement', () => {
    const d = createCampaign('deck-two');
    expect(d.phase).not.to.equal('E');
    expect(() => applyCampaignEvent(d, pass)).to.throw(RangeError, 'only in Phase E');
    expect(() => applyCampaignEvent(inPhaseE(), named('union', 'mud-march'))).to.throw(
      RangeError,
      'Confederate card',
    );
    const special = EVENT_CARDS.find((c) => c.kind !== 'movement');
    if (!special) throw new Error('no other event');
    expect(() =>
      applyCampaignEvent(inPhaseE(), {
        type: 'movement-play',
        side: 'union',
        name: special.name,
        card: special.id,
      }),
    ).to.throw(RangeError, 'not a Strategic Movement card');
  });

  it('every named Strategic Movement card is offered to its side, and every effect is of a named card', () => {
    const all = EVENT_CARDS.filter((c) => c.kind === 'movement');
    expect(all.length).to.be.greaterThan(0);
    for (const c of all) {
      const sides = c.side === null ? (['union', 'confederate'] as const) : [c.side];
      for (const side of sides) expect(movementCards(side)).to.include(c);
    }
    const ids = Object.keys(MOVEMENT_EFFECTS);
    expect(ids.length).to.be.greaterThan(0);
    for (const id of ids) expect(all.map((c) => c.id)).to.include(id);
  });

  it('Mud March and McClernand say their draw limits from the data (player notes)', () => {
    expect(MOVEMENT_EFFECTS['mud-march']?.does).to.contain(
      `at most ${MOVEMENT_DRAW_LIMITS['mud-march']} cards`,
    );
    expect(MOVEMENT_EFFECTS['mcclernand']?.does).to.contain(
      `at most ${MOVEMENT_DRAW_LIMITS.mcclernand} cards`,
    );
  });

  it('a card not in the list is kept by name, and the log survives a save and read', () => {
    const s = run([
      { type: 'movement-play', side: 'union', name: 'A card of ours', theater: 'east' },
    ]);
    expect(movementLines(s)[0]).to.equal(
      'Union: A card of ours (East). Read the card for its effect.',
    );
    const read = parseCampaignState(JSON.parse(JSON.stringify(s)));
    expect(read?.movement).to.deep.equal(s.movement);
  });

  it('Glossary › Confederate Offensive: with every East battle card but Richmond in Union hands, no Confederate card gives him the offensive there (ruling A19)', () => {
    // The rulebook's own case: the Union holds Manassas, Fredericksburg, Wilderness/Chancellorsville and the Peninsula.
    const held = ['manassas', 'fredericksburg', 'wilderness', 'peninsula'];
    const start = (cards: string[]): WithHistory<CampaignSnapshot> =>
      applyCampaignEvent({ ...inPhaseE(), battleCards: { held: cards, removed: [] } }, pass);
    const s = start(held);
    expect(movementOf(s).actor).to.equal('confederate');
    for (const card of ['strategic-offensive', 'anv-move', 'lee-audacity']) {
      const name = EVENT_CARDS.find((c) => c.id === card)!.name;
      expect(() => applyCampaignEvent(s, named('confederate', card, 'east'))).to.throw(
        RangeError,
        `${name}: Only one victory city of the East is left out of Union hands: no Confederate card may give the offensive there. (Glossary › Confederate Offensive, ruling A19)`,
      );
    }
    // The theater must be named while one is barred; the West stays open to him.
    expect(() => applyCampaignEvent(s, named('confederate', 'strategic-offensive'))).to.throw(
      RangeError,
      'name the theater',
    );
    expect(
      applyCampaignEvent(s, named('confederate', 'strategic-offensive', 'west')).movement?.plays,
    ).to.have.length(1);
    // A card that gives no offensive, and the same card with one more East battle open, pass.
    expect(
      applyCampaignEvent(s, named('confederate', 'strategic-retreat', 'east')).movement?.plays,
    ).to.have.length(1);
    const open = start(held.slice(1));
    expect(
      applyCampaignEvent(open, named('confederate', 'strategic-offensive', 'east')).movement?.plays,
    ).to.have.length(1);
  });
});
