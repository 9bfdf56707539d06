/**
 * The campaign tracker's one reducer: each event gives the next snapshot, recorded in the undo
 * history with a line saying what changed, or a RangeError saying why the rules refuse it (the
 * tracker shows that beside the control).
 */
import { countText } from '../../shared/count-text.js';
import { historyReducer } from '../../shared/tracker-history.js';
import { changeCp } from './cp-track.js';
import { placeBattleCard } from './campaign-battle-cards.js';
import { applyChange, EMANCIPATION, washingtonOccupied } from './campaign-effects.js';
import { drawCards } from './campaign-decks.js';
import {
  declareUnmatched,
  placementProblem,
  unionDonePlacing,
  removalProblem,
  swapProblem,
  withoutGeneral,
} from './campaign-generals.js';
import { allocate, layDiscretionary } from './campaign-allocation.js';
import { advanceDay, endGettysburg } from './campaign-days.js';
import { replaceWounded, woundGeneral } from './campaign-wounded.js';
import { advancePhase } from './campaign-turn.js';
import { passMovement, playMovement } from './campaign-movement.js';
import { drawForBattle, nameBattles } from './campaign-battles.js';
import { playResource } from './campaign-resources.js';
import { returnForStonewall } from './campaign-lasting.js';
import type {
  CampaignEvent,
  CampaignSnapshot,
  GeneralInPlay,
  Placement,
} from './campaign-types.js';
import {
  DRAW_LOSS_PER_FALLEN_CITY,
  HAND_LIMIT,
  phaseADraw,
  PHASE_K_SWAP,
  SIDE_LABELS,
  THEATER_LABELS,
} from './phases.js';
import { requireScenario } from './scenarios.js';
import { campaignUnionWin, electionAllowed } from './victory.js';

function withUnionCheck(s: CampaignSnapshot): CampaignSnapshot {
  if (s.result || requireScenario(s.scenario).victory === 'gettysburg') return s;
  const win = campaignUnionWin({ fallen: s.fallen, electionPlayed: s.electionPlayed });
  return win ? { ...s, result: win } : s;
}

function generalById(s: CampaignSnapshot, id: string): GeneralInPlay {
  const g = s.generals.find((x) => x.id === id);
  if (!g) throw new RangeError('No such general in play.');
  return g;
}

/** `s` with the general `p` places in play (its checks already made). */
function withPlaced(s: CampaignSnapshot, p: Placement): CampaignSnapshot {
  const name = p.name.trim();
  return {
    ...s,
    generals: [
      ...s.generals,
      {
        id: `g${s.nextId}`,
        name,
        side: p.side,
        theater: p.theater,
        cavalry: p.cavalry,
        threeStar: false,
        byCard: p.byCard,
      },
    ],
    everInPlay: s.everInPlay.includes(name) ? s.everInPlay : [...s.everInPlay, name],
    nextId: s.nextId + 1,
  };
}

function reduce(s: CampaignSnapshot, e: CampaignEvent): CampaignSnapshot {
  if (s.result && e.type !== 'cp') throw new RangeError('The game is over; undo to go back.');
  switch (e.type) {
    case 'cp': {
      const r = changeCp(s.cp, e.side, e.delta, e.reason, s);
      const c = r.change;
      return {
        ...s,
        cp: r.tracks,
        cpLog: [...s.cpLog, c],
        note: `${SIDE_LABELS[e.side]} ${c.applied >= 0 ? '+' : ''}${c.applied} command points (${c.reason})${c.applied !== c.asked ? `, of ${c.asked} asked: the track stops at its limit (ruling G11)` : ''}.`,
      };
    }
    case 'next-phase':
      return advancePhase(s);
    case 'standard-draw': {
      if (s.phase !== 'A') throw new RangeError('The standard draw is made in Phase A.');
      const fallen = s.fallen.length * DRAW_LOSS_PER_FALLEN_CITY;
      const u = drawCards(s, 'union', phaseADraw('union', s.fallen.length));
      const c = drawCards(u.state, 'confederate', phaseADraw('confederate', s.fallen.length));
      return {
        ...c.state,
        note: `Phase A: ${u.said} ${c.said}${fallen ? ` (${fallen} fewer for fallen cities)` : ''}`,
      };
    }
    case 'draw': {
      const r = drawCards(s, e.side, e.count, e.byCard);
      return { ...r.state, note: r.said };
    }
    case 'discard': {
      if (!Number.isInteger(e.count) || e.count < 1 || e.count > s.hands[e.side])
        throw new RangeError(`${SIDE_LABELS[e.side]} holds ${countText(s.hands[e.side], 'card')}.`);
      return {
        ...s,
        hands: { ...s.hands, [e.side]: s.hands[e.side] - e.count },
        note: `${SIDE_LABELS[e.side]} discards ${e.count}.`,
      };
    }
    case 'no-general-to-match':
      return declareUnmatched(s, e.theater);
    case 'union-done-placing':
      return unionDonePlacing(s);
    case 'swap-general': {
      if (s.phase !== 'K') throw new RangeError('The general swap is made in Phase K.');
      {
        const began = s.handsAtK?.[e.side] ?? s.hands[e.side];
        if (began > HAND_LIMIT)
          throw new RangeError(
            `${SIDE_LABELS[e.side]} began Phase K with ${countText(began, 'card')}: only a player with ${HAND_LIMIT} or fewer may swap a general; he discards to ${HAND_LIMIT}.`,
          );
      }
      const r = drawCards(
        { ...s, hands: { ...s.hands, [e.side]: s.hands[e.side] - PHASE_K_SWAP.discardGenerals } },
        e.side,
        PHASE_K_SWAP.draw,
      );
      return {
        ...r.state,
        note: `${SIDE_LABELS[e.side]} swaps a general from hand for a new card.`,
      };
    }
    case 'set-deck':
    case 'set-hand': {
      if (!Number.isInteger(e.type === 'set-deck' ? e.left : e.count))
        throw new RangeError('Enter a whole number.');
      return e.type === 'set-deck'
        ? {
            ...s,
            decks: { ...s.decks, [e.side]: { ...s.decks[e.side], left: e.left } },
            note: `${SIDE_LABELS[e.side]} has ${countText(e.left, 'card')} left in his deck.`,
          }
        : {
            ...s,
            hands: { ...s.hands, [e.side]: e.count },
            note: `${SIDE_LABELS[e.side]} holds ${countText(e.count, 'card')}.`,
          };
    }
    case 'place-general': {
      const problem = placementProblem(s, e);
      if (problem) throw new RangeError(problem);
      return {
        ...withPlaced(s, e),
        note: `${SIDE_LABELS[e.side]} places ${e.name.trim()} in the ${THEATER_LABELS[e.theater]}${e.byCard ? ' by card play' : ''}.`,
      };
    }
    case 'remove-general': {
      const g = generalById(s, e.id);
      const problem = removalProblem(s, g);
      if (problem) throw new RangeError(problem);
      return {
        ...withoutGeneral(s, g),
        note: `${g.name} leaves the ${THEATER_LABELS[g.theater]}.`,
      };
    }
    case 'replace-general': {
      const g = generalById(s, e.id);
      const { id: _, type: __, ...p } = e;
      const problem = swapProblem(s, g, p);
      if (problem) throw new RangeError(problem);
      return {
        ...withPlaced(withoutGeneral(s, g), p),
        note: `${SIDE_LABELS[g.side]} swaps ${g.name} for ${p.name.trim()} in the ${THEATER_LABELS[g.theater]}${p.byCard ? ' by card play' : ''}.`,
      };
    }
    case 'battle-won':
      return {
        ...s,
        wins: [
          ...s.wins,
          { side: e.side, theater: e.theater, ...(e.major !== undefined && { major: e.major }) },
        ],
        invasionMajors: s.invasionMajors + (e.invasionMajor && e.side === 'confederate' ? 1 : 0),
        note: `${SIDE_LABELS[e.side]} wins the battle in the ${THEATER_LABELS[e.theater]}${e.invasionMajor ? ', a Major Victory at an Invasion' : ''}.`,
      };
    case 'capture-city': {
      if (s.fallen.includes(e.city)) throw new RangeError(`${e.city} has already fallen.`);
      return withUnionCheck({
        ...s,
        fallen: [...s.fallen, e.city],
        note: `${e.city} falls to the Union (ruling A24).`,
      });
    }
    case 'battle-card':
      return placeBattleCard(s, e.card, e.fate);
    case 'washington-captured':
      return {
        ...s,
        pending: [...s.pending, { kind: 'washington', captured: s.turn }],
        note: 'Washington falls to the Confederate.',
      };
    case 'emancipation':
      return {
        ...s,
        ...applyChange(s, EMANCIPATION.change, 'Emancipation Proclamation'),
        pending: [
          ...s.pending,
          { kind: 'emancipation', left: EMANCIPATION.laterTurns, played: s.turn },
        ],
        note: 'Emancipation Proclamation played; later instalments queued (ruling C22).',
      };
    case 'chattanooga-by-card':
      return {
        ...s,
        pending: [...s.pending, { kind: 'chattanooga' }],
        note: 'Chattanooga falls by card.',
      };
    case 'election': {
      const ok = electionAllowed(s.cp);
      if (!ok.ok)
        throw new RangeError(
          `The Election needs a Union lead of ${ok.needs} command points; it is ${ok.lead}.`,
        );
      return withUnionCheck({
        ...s,
        electionPlayed: true,
        note: 'The Presidential Election of 1864 is played.',
      });
    }
    case 'allocate':
      return allocate(s, e);
    case 'discretionary':
      return layDiscretionary(s, e, washingtonOccupied(s));
    case 'movement-play': {
      const { type: _, ...play } = e;
      return playMovement(s, play);
    }
    case 'movement-pass':
      return passMovement(s);
    case 'battle-order':
      return nameBattles(s, e.order);
    case 'battle-draw':
      return drawForBattle(s, e.side, e.count);
    case 'resource-played':
      return playResource(s, e.side, e.card, e.theater);
    case 'stonewall-return':
      return returnForStonewall(s);
    case 'next-day':
      return advanceDay(s, e.continuedBy);
    case 'gettysburg-end':
      return endGettysburg(s, e);
    case 'wound-general':
      return woundGeneral(s, e.id);
    case 'replace-wounded':
      return replaceWounded(s, e.side, e.name);
  }
}

/** The game after `event`, with the change in its history; throws a RangeError if refused. */
export const applyCampaignEvent = historyReducer(reduce);
