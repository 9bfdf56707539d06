/**
 * The turn stepper: from phase to phase, with what each step needs before it may end (both
 * hidden allocations in Phase C, the reveal in Phase F), the Deck One scenario's scoring after
 * the Second Resource Phase, and the end of the turn in Phase L (promotions, the end-of-turn
 * effects, the game's end after a last turn).
 */
import type { CampaignSnapshot } from './campaign-types.js';
import { battlesHold } from './campaign-battles.js';
import { stonewallHold } from './campaign-lasting.js';
import { settleEndOfTurn } from './campaign-effects.js';
import { CLOSED_PLACE, closedShortfalls, matchText, promotionsDue } from './campaign-generals.js';
import { HAND_LIMIT, nextPhase, SIDE_LABELS, SIDES } from './phases.js';
import { requireScenario } from './scenarios.js';
import { deckOneScore } from './victory.js';

/** Why the phase may not end yet, or null. */
export function phaseHold(s: CampaignSnapshot): string | null {
  if (s.result) return 'The game is over.';
  if (requireScenario(s.scenario).victory === 'gettysburg')
    return 'Gettysburg is the Combat Phase alone: end the day instead.';
  if (s.phase === 'C' && SIDES.some((side) => !s.allocation[side]))
    return 'Both players lay their face-down command points first.';
  if (s.phase === 'F' && !s.revealed)
    return 'Both players place their discretionary points and reveal first.';
  if (s.phase === 'G') {
    const short = closedShortfalls(s).filter((x) => !s.unmatched?.includes(x.theater));
    if (short.length > 0)
      return `${short.map(matchText).join(' ')} Bring them in before Phase G ends (${CLOSED_PLACE}).`;
  }
  const battles = battlesHold(s) ?? stonewallHold(s);
  if (battles) return battles;
  if (s.phase === 'K') {
    const over = SIDES.filter((side) => s.hands[side] > HAND_LIMIT);
    if (over.length > 0)
      return `${over.map((side) => `${SIDE_LABELS[side]} holds ${s.hands[side]}`).join(', ')}: discard to the hand limit of ${HAND_LIMIT} first.`;
  }
  return null;
}

function endTurn(s: CampaignSnapshot): CampaignSnapshot {
  const promoted = promotionsDue(s);
  const generals = s.generals.map((g) =>
    promoted.some((p) => p.id === g.id) ? { ...g, threeStar: true } : g,
  );
  const settled = settleEndOfTurn({ ...s, generals });
  const words = [...promoted.map((g) => `${g.name} promoted to three stars.`), ...settled.said];
  const base = settled.state;
  if (s.ending && requireScenario(s.scenario).victory === 'campaign')
    return {
      ...base,
      result: {
        winner: 'confederate',
        reason: `${s.ending} The Union has not won: a Confederate win.`,
      },
      note: ['Turn over: the game ends.', ...words].join(' '),
    };
  return {
    ...base,
    turn: s.turn + 1,
    phase: 'A',
    wins: [],
    allocation: { union: null, confederate: null },
    revealed: false,
    leftThisPhase: [],
    note: [`Turn ${s.turn + 1} begins.`, ...words].join(' '),
  };
}

/** The state after the current phase ends; throws a RangeError while it may not. */
export function advancePhase(s: CampaignSnapshot): CampaignSnapshot {
  const hold = phaseHold(s);
  if (hold) throw new RangeError(hold);
  const next = nextPhase(s.phase);
  if (next === null) return endTurn(s);
  if (s.phase === 'J' && s.ending && requireScenario(s.scenario).victory === 'deck-one') {
    const score = deckOneScore({
      cp: s.cp,
      invasionMajors: s.invasionMajors,
      citiesCaptured: s.fallen.length,
    });
    return { ...s, result: score.result, note: `Deck One scored: ${score.result.reason}` };
  }
  // Phase K's swap is open only to a player who began the phase within the hand limit.
  const kStart = next === 'K' ? { handsAtK: s.hands } : {};
  const { unmatched: _, unionPlaced: __, ...rest } = s;
  return { ...rest, phase: next, leftThisPhase: [], ...kStart, note: `Phase ${next}.` };
}
