/**
 * Effects that fire later, and their numbers: the Emancipation Proclamation's instalments, the
 * fall of Washington (a majority of the Union's points in the East next turn, then its recapture
 * at that turn's end), Chattanooga taken by card (its point at the end of the turn), and the
 * Confederate Resource cards that run past their play: Cavalry Raids Slow Union Offensives (this
 * turn), Stonewall in the Valley (this turn, until the Union has returned his cards) and Like a
 * Duck Hit on the Head (next turn). Each is queued when it happens and settled in Phase L.
 */
import {
  CHATTANOOGA_BY_CARD_GAIN,
  WASHINGTON_RECAPTURE as RECAPTURE_SPLIT,
  type Split,
} from './battle-cards.js';
import { glossaryPlace, PLACE } from './cards-common.js';
import { EMANCIPATION_CHANGE, EMANCIPATION_LATER_TURNS } from './cards-resources-union.js';
import { CAVALRY_RAIDS_FEWER, STONEWALL_RETURNED } from './cards-resources-confederate.js';
import { NC_EDGE, NC_RES } from './cards-notes.js';
import { attackLimitOf } from './attack-limits.js';
import { changeCp, type CpChange, type CpTracks } from './cp-track.js';
import type { CampaignSnapshot, PendingEffect } from './campaign-types.js';
import { THEATER_LABELS, type Side, type Theater } from './phases.js';

type Change = { readonly union: number; readonly confederate: number };

/** A Union win's split as a change to both tracks (a loss of 0 stays 0, not −0). */
const unionGains = (split: Split): Change => ({
  union: split.gain,
  confederate: split.loss === 0 ? 0 : -split.loss,
});

/** The Emancipation Proclamation: this change now, and again at the end of the next turns. */
export const EMANCIPATION = {
  change: EMANCIPATION_CHANGE,
  laterTurns: EMANCIPATION_LATER_TURNS,
  place: PLACE.notesU,
} as const;
/** Washington recaptured at the end of the turn after its fall (the split is the battle cards'). */
export const WASHINGTON_RECAPTURE = {
  change: unionGains(RECAPTURE_SPLIT),
  place: glossaryPlace('Washington, D.C.'),
} as const;
/** Chattanooga fallen to the Chickamauga Campaign card: its point at the end of the turn. */
export const CHATTANOOGA_BY_CARD = {
  change: unionGains({ gain: CHATTANOOGA_BY_CARD_GAIN, loss: 0 }),
  place: PLACE.phaseI,
} as const;

/** The tracks and log after `change` for `reason`. */
export function applyChange(
  s: CampaignSnapshot,
  change: Change,
  reason: string,
): { readonly cp: CpTracks; readonly cpLog: readonly CpChange[] } {
  let cp = s.cp;
  const log: CpChange[] = [];
  for (const side of ['union', 'confederate'] as Side[]) {
    if (change[side] === 0) continue;
    const r = changeCp(cp, side, change[side], reason, s);
    cp = r.tracks;
    log.push(r.change);
  }
  return { cp, cpLog: [...s.cpLog, ...log] };
}

/** A line for a pending effect, as the tracker lists it. */
export function pendingText(p: PendingEffect, turn: number): string {
  switch (p.kind) {
    case 'emancipation':
      return `Emancipation Proclamation: Union +${EMANCIPATION.change.union}, Confederate ${EMANCIPATION.change.confederate} at the end of ${p.played < turn ? 'this turn' : 'next turn'}; ${p.left} instalment${p.left === 1 ? '' : 's'} to come (ruling C22).`;
    case 'washington':
      return p.captured === turn
        ? 'Washington has fallen: next turn the Union lays a majority of his command points in the East, and no battle is fought there unless the Confederate takes the offensive (ruling A17).'
        : `Washington occupied: the Union lays a majority in the East; recaptured at the end of this turn, Union +${WASHINGTON_RECAPTURE.change.union}.`;
    case 'chattanooga':
      return `Chattanooga fallen by card: Union +${CHATTANOOGA_BY_CARD.change.union} at the end of this turn (ruling A12).`;
    case 'cavalry-raids':
      return `Cavalry Raids Slow Union Offensives: the Union draws ${CAVALRY_RAIDS_FEWER} fewer in each battle this turn (${NC_RES[0]}; ruling G43).`;
    case 'stonewall':
      return `Stonewall in the Valley: if a battle is fought in the East this turn, the Union returns ${STONEWALL_RETURNED} cards at random to the top of his Play Deck after his draw, before combat (${NC_EDGE[0]}; ruling G45).`;
    case 'duck':
      return `Like a Duck Hit on the Head: ${p.played < turn ? 'this turn' : 'next turn'} the Union plays at most ${DUCK_CAP} attack cards in each battle in the ${THEATER_LABELS[p.theater]} (${NC_EDGE[0]}; ruling G46).`;
  }
}

/** The Union's attack-card cap in a battle where Like a Duck Hit on the Head holds (L525). */
export const DUCK_CAP = attackLimitOf('duck')?.cap ?? 0;

/** The theater where Like a Duck Hit on the Head, played last turn, caps the Union now, or null. */
export function duckTheater(s: Pick<CampaignSnapshot, 'pending' | 'turn'>): Theater | null {
  for (const p of s.pending) if (p.kind === 'duck' && p.played === s.turn - 1) return p.theater;
  return null;
}

/** Whether the Union owes a majority in the East this turn (Washington fell last turn). */
export function washingtonOccupied(s: CampaignSnapshot): boolean {
  return s.pending.some((p) => p.kind === 'washington' && p.captured === s.turn - 1);
}

/** The state once the end-of-turn effects are settled, and what they did. */
export function settleEndOfTurn(s: CampaignSnapshot): { state: CampaignSnapshot; said: string[] } {
  let state = s;
  const said: string[] = [];
  const pending: PendingEffect[] = [];
  for (const p of s.pending) {
    if (p.kind === 'emancipation' && p.played < s.turn) {
      state = {
        ...state,
        ...applyChange(state, EMANCIPATION.change, 'Emancipation Proclamation instalment'),
      };
      said.push('Emancipation instalment.');
      if (p.left > 1) pending.push({ ...p, left: p.left - 1 });
    } else if (p.kind === 'washington' && p.captured < s.turn) {
      state = {
        ...state,
        ...applyChange(state, WASHINGTON_RECAPTURE.change, 'Washington recaptured'),
      };
      said.push('Washington recaptured.');
    } else if (p.kind === 'chattanooga') {
      state = {
        ...state,
        ...applyChange(state, CHATTANOOGA_BY_CARD.change, 'Chattanooga fallen by card'),
      };
      said.push('Chattanooga’s point.');
    } else if ((p.kind === 'cavalry-raids' || p.kind === 'stonewall') && p.turn <= s.turn) {
      // This turn's only: spent with the turn.
    } else if (p.kind === 'duck' && p.played < s.turn) {
      said.push('Like a Duck Hit on the Head is spent.');
    } else pending.push(p);
  }
  return { state: { ...state, pending }, said };
}
