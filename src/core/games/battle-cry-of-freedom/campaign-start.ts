/**
 * A new campaign tracker game from its scenario: the tracks, the generals in play (Gettysburg's
 * are picked by the players, save its starting cavalry), the decks each side is in, the hands
 * as the scenario builds them, and the first phase.
 */
import type { WithHistory } from '../../shared/tracker-history.js';
import type { CampaignSnapshot, GeneralInPlay } from './campaign-types.js';
import { SIDES, THEATERS } from './phases.js';
import { isKnownCavalry, requireScenario } from './scenarios.js';
import { scenarioHeld } from './campaign-battle-cards.js';

/** The snapshot a game of `slug` starts from. */
export function startSnapshot(slug: string): CampaignSnapshot {
  const s = requireScenario(slug);
  const generals: GeneralInPlay[] = [];
  for (const side of SIDES)
    for (const theater of THEATERS) {
      const names = [
        ...s.generals[side][theater],
        ...(theater === 'east' ? (s.pools?.[side].startCavalry ?? []) : []),
      ];
      for (const name of names)
        generals.push({
          id: `g${generals.length + 1}`,
          name,
          side,
          theater,
          cavalry: isKnownCavalry(name),
          threeStar: s.threeStar.includes(name),
          byCard: false,
        });
    }
  const hand = (side: 'union' | 'confederate') => s.hands[side].choose + s.hands[side].draw;
  return {
    scenario: s.slug,
    turn: 1,
    phase: s.firstPhase,
    cp: s.cp,
    cpLog: [],
    generals,
    everInPlay: generals.map((g) => g.name),
    leftThisPhase: [],
    nextId: generals.length + 1,
    decks: {
      union: { deck: s.decks.union, left: null },
      confederate: { deck: s.decks.confederate, left: null },
    },
    hands: { union: hand('union'), confederate: hand('confederate') },
    fallen: [],
    pending: [],
    wins: [],
    invasionMajors: 0,
    electionPlayed: false,
    allocation: { union: null, confederate: null },
    revealed: false,
    ending: null,
    result: null,
    day: s.victory === 'gettysburg' ? 1 : 0,
    battleContinues: { union: false, confederate: false },
    note: `${s.title} set up.`,
    battleCards: { held: scenarioHeld(s.slug), removed: [] },
  };
}

/** A new game of `slug` with an empty history. */
export function createCampaign(slug: string): WithHistory<CampaignSnapshot> {
  return { ...startSnapshot(slug), history: [] };
}
