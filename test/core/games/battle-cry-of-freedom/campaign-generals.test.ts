import { expect } from '@open-wc/testing';
import {
  GENERAL_LIMIT,
  generalCounts,
  placementProblem,
  promotionsDue,
  removalProblem,
  swapProblem,
} from '../../../../src/core/games/battle-cry-of-freedom/campaign-generals.js';
import { applyCampaignEvent } from '../../../../src/core/games/battle-cry-of-freedom/campaign-reducer.js';
import {
  createCampaign,
  startSnapshot,
} from '../../../../src/core/games/battle-cry-of-freedom/campaign-start.js';
import type {
  CampaignSnapshot,
  GeneralInPlay,
  Placement,
} from '../../../../src/core/games/battle-cry-of-freedom/campaign-types.js';
import {
  GETTYSBURG_DAYS,
  PROMOTABLE,
  requireScenario,
} from '../../../../src/core/games/battle-cry-of-freedom/scenarios.js';
import {
  CITY_THEATER,
  VICTORY_CITIES,
} from '../../../../src/core/games/battle-cry-of-freedom/victory-data.js';

const place = (over: Partial<Placement> = {}): Placement => ({
  side: 'union',
  theater: 'east',
  name: 'Hooker',
  cavalry: false,
  byCard: false,
  homeChecked: true,
  ...over,
});

const inPhaseG = (slug: string): CampaignSnapshot => ({ ...startSnapshot(slug), phase: 'G' });

/** `s` with generals named `names` added to `side` in `theater`. */
function withGenerals(
  s: CampaignSnapshot,
  side: GeneralInPlay['side'],
  theater: GeneralInPlay['theater'],
  names: readonly string[],
  cavalry = false,
): CampaignSnapshot {
  const added = names.map((name, i) => ({
    id: `x${s.nextId + i}`,
    name,
    side,
    theater,
    cavalry,
    threeStar: false,
    byCard: false,
  }));
  return { ...s, generals: [...s.generals, ...added], nextId: s.nextId + names.length };
}

/** Fills `side`'s `theater` up to the infantry limit with invented names. */
function fullInfantry(
  s: CampaignSnapshot,
  side: 'union' | 'confederate',
  theater: 'east' | 'west',
) {
  const have = generalCounts(s, side, theater).infantry;
  const more = Array.from({ length: GENERAL_LIMIT.infantry - have }, (_, i) => `Filler ${i}`);
  return withGenerals(s, side, theater, more);
}

describe('Battle Cry of Freedom generals in play', () => {
  it('counts the set-up generals of each theater (Campaign Game set-up)', () => {
    const s = startSnapshot('campaign');
    const c = requireScenario('campaign');
    expect(c.generals.union.east.length).to.be.greaterThan(0);
    expect(generalCounts(s, 'union', 'east').all).to.equal(c.generals.union.east.length);
    expect(generalCounts(s, 'confederate', 'west').all).to.equal(
      c.generals.confederate.west.length,
    );
  });

  it('refuses a nameless general and one already in play', () => {
    const s = inPhaseG('campaign');
    expect(placementProblem(s, place({ name: '  ' }))).to.equal('Name the general.');
    const present = requireScenario('campaign').generals.union.east[0]!;
    expect(placementProblem(s, place({ name: present }))).to.contain('already in play');
  });

  it('holds a theater to its infantry limit, passed only by card play (Phase G)', () => {
    const s = fullInfantry(inPhaseG('campaign'), 'union', 'east');
    expect(generalCounts(s, 'union', 'east').infantry).to.equal(GENERAL_LIMIT.infantry);
    expect(placementProblem(s, place())).to.contain(`${GENERAL_LIMIT.infantry} infantry`);
    expect(placementProblem(s, place({ byCard: true }))).to.equal(null);
  });

  it('never allows a second cavalry general in a theater, even by card', () => {
    const s = withGenerals(inPhaseG('campaign'), 'union', 'east', ['Buford'], true);
    expect(generalCounts(s, 'union', 'east').cavalry).to.equal(GENERAL_LIMIT.cavalry);
    const problem = placementProblem(s, place({ name: 'Pleasonton', cavalry: true, byCard: true }));
    expect(problem).to.contain(`Never more than ${GENERAL_LIMIT.cavalry} cavalry`);
  });

  it('places generals only in Phase G unless a card brings them in', () => {
    const s = { ...startSnapshot('campaign'), phase: 'D' as const };
    expect(placementProblem(s, place())).to.contain('Phase G');
    expect(placementProblem(s, place({ byCard: true }))).to.equal(null);
  });

  it('keeps a general who left one theater out of the other in the same Phase G', () => {
    const s = {
      ...inPhaseG('campaign'),
      leftThisPhase: [{ name: 'Hooker', theater: 'west' as const }],
    };
    expect(placementProblem(s, place())).to.contain('left the other theater');
    expect(placementProblem(s, place({ theater: 'west' }))).to.equal(null);
  });

  it('asks for the home theater of a general first entering play in Deck One', () => {
    const s = inPhaseG('campaign');
    expect(s.decks.union.deck).to.equal(1);
    expect(placementProblem(s, place({ homeChecked: false }))).to.contain('first time');
    const twice = { ...s, everInPlay: [...s.everInPlay, 'Hooker'] };
    expect(placementProblem(twice, place({ homeChecked: false }))).to.equal(null);
    // From Deck Two on the rule no longer applies (its theaters emptied to leave room).
    const deckTwo = { ...inPhaseG('deck-two'), generals: [] };
    expect(deckTwo.decks.union.deck).to.not.equal(1);
    expect(placementProblem(deckTwo, place({ homeChecked: false }))).to.equal(null);
  });

  it('takes Gettysburg’s generals from its pools, its late cavalry only from its day (Gettysburg Scenario › Special Rules)', () => {
    const s = startSnapshot('gettysburg');
    const pool = requireScenario('gettysburg').pools!.confederate;
    const cavalry = pool.cavalry[0]!;
    expect(pool.cavalryFromDay).to.be.a('number');
    expect(placementProblem(s, place({ side: 'confederate', name: 'Pickett' }))).to.contain(
      'not among',
    );
    expect(
      placementProblem(
        s,
        place({ side: 'confederate', name: pool.infantry[0]!, homeChecked: false }),
      ),
    ).to.equal(null);
    expect(
      placementProblem(s, place({ side: 'confederate', name: cavalry, cavalry: true })),
    ).to.contain(`day ${pool.cavalryFromDay}`);
    const later = { ...s, day: pool.cavalryFromDay! };
    expect(
      placementProblem(later, place({ side: 'confederate', name: cavalry, cavalry: true })),
    ).to.equal(null);
    expect(pool.cavalryFromDay).to.be.at.most(GETTYSBURG_DAYS.days);
  });

  it('keeps the Confederate matching the Union in a closed theater, his cavalry there (Glossary › Victory Condition Cities)', () => {
    const west = VICTORY_CITIES.filter((c) => CITY_THEATER[c] === 'west');
    expect(west.length).to.be.greaterThan(0);
    let s: CampaignSnapshot = { ...startSnapshot('campaign'), fallen: west };
    s = withGenerals(s, 'confederate', 'west', ['Forrest'], true);
    const gens = s.generals.filter((g) => g.side === 'confederate' && g.theater === 'west');
    const cavalry = gens.find((g) => g.cavalry)!;
    const infantry = gens.find((g) => !g.cavalry)!;
    expect(removalProblem(s, cavalry)).to.contain('cavalry');
    // As many infantry as the Union: taking one away would leave fewer than his.
    const union = generalCounts(s, 'union', 'west').all;
    const confederate = generalCounts(s, 'confederate', 'west').all;
    expect(confederate - 1 < union).to.equal(removalProblem(s, infantry) !== null);
    const more = withGenerals(s, 'confederate', 'west', ['Extra A', 'Extra B']);
    expect(removalProblem(more, infantry)).to.equal(null);
    // An open theater, and any Union general, leave freely.
    const east = s.generals.find((g) => g.side === 'confederate' && g.theater === 'east')!;
    expect(removalProblem(s, east)).to.equal(null);
    const unionGeneral = s.generals.find((g) => g.side === 'union' && g.theater === 'west')!;
    expect(removalProblem(s, unionGeneral)).to.equal(null);
  });

  it('Glossary › Victory Condition Cities: a Confederate general may be withdrawn from a closed theater if another matches him at once (ruling A41)', () => {
    const west = VICTORY_CITIES.filter((c) => CITY_THEATER[c] === 'west');
    let s: CampaignSnapshot = { ...inPhaseG('campaign'), fallen: west, unionPlaced: true };
    s = fullInfantry(fullInfantry(s, 'confederate', 'west'), 'union', 'west');
    s = withGenerals(s, 'confederate', 'west', ['Forrest'], true);
    s = withGenerals(s, 'union', 'west', ['Grierson'], true);
    expect(generalCounts(s, 'union', 'west').all).to.equal(
      generalCounts(s, 'confederate', 'west').all,
    );
    const mine = s.generals.filter((g) => g.side === 'confederate' && g.theater === 'west');
    const leaving = mine.find((g) => !g.cavalry)!;
    const cavalry = mine.find((g) => g.cavalry)!;
    const entering = place({ side: 'confederate', theater: 'west', name: 'Hardee' });
    // Alone, neither half is possible: the withdrawal leaves him short, the placement is past the limit.
    expect(removalProblem(s, leaving)).to.contain('swap');
    expect(placementProblem(s, entering)).to.contain(`${GENERAL_LIMIT.infantry} infantry`);
    // Together they are one legal change.
    expect(swapProblem(s, leaving, entering)).to.equal(null);
    // Never his cavalry, never himself, never into the other theater or for the other side.
    expect(swapProblem(s, cavalry, entering)).to.contain('cavalry');
    expect(swapProblem(s, leaving, { ...entering, name: leaving.name })).to.contain('himself');
    expect(swapProblem(s, leaving, { ...entering, theater: 'east' })).to.contain('West');
    expect(swapProblem(s, leaving, { ...entering, side: 'union' })).to.not.equal(null);
    // The entering general still meets every placement check (here: Phase G, home theater).
    expect(swapProblem({ ...s, phase: 'D' }, leaving, entering)).to.contain('Phase G');
    expect(swapProblem(s, leaving, { ...entering, homeChecked: false })).to.contain('first time');
  });

  it('Glossary › Victory Condition Cities: the tracker records the swap as one change, the counts kept (ruling A41)', () => {
    const west = VICTORY_CITIES.filter((c) => CITY_THEATER[c] === 'west');
    let game = createCampaign('campaign');
    const base: CampaignSnapshot = { ...game, phase: 'G', fallen: west, unionPlaced: true };
    const filled = fullInfantry(fullInfantry(base, 'confederate', 'west'), 'union', 'west');
    game = { ...game, ...filled };
    const leaving = game.generals.find((g) => g.side === 'confederate' && g.theater === 'west')!;
    expect(() => applyCampaignEvent(game, { type: 'remove-general', id: leaving.id })).to.throw(
      RangeError,
      'keeps at least as many',
    );
    const after = applyCampaignEvent(game, {
      type: 'replace-general',
      id: leaving.id,
      ...place({ side: 'confederate', theater: 'west', name: 'Hardee' }),
    });
    expect(generalCounts(after, 'confederate', 'west')).to.deep.equal(
      generalCounts(game, 'confederate', 'west'),
    );
    expect(after.generals.some((g) => g.id === leaving.id)).to.equal(false);
    expect(after.generals.some((g) => g.name === 'Hardee' && g.theater === 'west')).to.equal(true);
    expect(after.leftThisPhase).to.deep.include({ name: leaving.name, theater: 'west' });
    expect(after.note).to.equal(`Confederate swaps ${leaving.name} for Hardee in the West.`);
    expect(after.history.length).to.equal(game.history.length + 1);
  });

  it('Detailed Sequence of Play › G.1: the Union removes and places first, then the Confederate', () => {
    let game = createCampaign('campaign');
    game = { ...game, phase: 'G' };
    const rebel = place({ side: 'confederate', theater: 'west', name: 'Hardee' });
    const theirs = game.generals.find((g) => g.side === 'confederate')!;
    const ours = game.generals.find((g) => g.side === 'union')!;
    // Before the Union is done, the Confederate waits, and is told why.
    expect(placementProblem(game, rebel)).to.contain('The Union removes and places');
    expect(removalProblem(game, theirs)).to.contain('G. Remove or Place General Cards, 1');
    expect(() => applyCampaignEvent(game, { type: 'place-general', ...rebel })).to.throw(
      RangeError,
      'Union removes and places his generals first',
    );
    // A card brings a general in outside the order.
    expect(placementProblem(game, { ...rebel, byCard: true })).to.equal(null);
    expect(removalProblem(game, ours)).to.equal(null);
    const done = applyCampaignEvent(game, { type: 'union-done-placing' });
    expect(done.unionPlaced).to.equal(true);
    expect(placementProblem(done, rebel)).to.equal(null);
    expect(removalProblem(done, theirs)).to.equal(null);
    // Now the Union's turn is over.
    expect(removalProblem(done, ours)).to.contain('The Union has said he is done');
    expect(() => applyCampaignEvent(done, { type: 'union-done-placing' })).to.throw(
      RangeError,
      'already',
    );
    // Outside Phase G the order does not hold, and the next Phase G starts with the Union again.
    expect(removalProblem({ ...done, phase: 'H' }, ours)).to.equal(null);
    const next = applyCampaignEvent(done, { type: 'next-phase' });
    expect(next.unionPlaced).to.equal(undefined);
    expect(() =>
      applyCampaignEvent({ ...game, phase: 'F' }, { type: 'union-done-placing' }),
    ).to.throw(RangeError, 'Phase G');
  });

  it('promotes a promotable general whose side won in his theater this turn (ruling A38)', () => {
    const who = PROMOTABLE[0]!;
    let s = withGenerals(startSnapshot('campaign'), 'union', 'west', [who]);
    expect(promotionsDue(s)).to.deep.equal([]);
    s = { ...s, wins: [{ side: 'union', theater: 'east' }] };
    expect(promotionsDue(s)).to.deep.equal([]);
    s = { ...s, wins: [{ side: 'union', theater: 'west' }] };
    expect(promotionsDue(s).map((g) => g.name)).to.deep.equal([who]);
    const already = { ...s, generals: s.generals.map((g) => ({ ...g, threeStar: true })) };
    expect(promotionsDue(already)).to.deep.equal([]);
  });
});
