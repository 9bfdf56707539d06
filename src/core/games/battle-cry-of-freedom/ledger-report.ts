/**
 * Battle Cry of Freedom: a battle's outcome as the campaign tracker records it, once both players
 * have passed (I. Combat Phase › Winning a Battle, 8 and 9; L. Recovery): the winner and margin,
 * both command point changes from the battle card's split, the win (for promotions), a victory
 * city taken or Washington lost, and where the battle card goes (held by the Union, back to the
 * Battle Deck, out of the game). The Gettysburg scenario's battle ends the scenario with both
 * values. Pure: the ledger's `linked` tracker reads it.
 */
import type { Problem, Recording, Report } from '../../shared/tracker.js';
import type { WithHistory } from '../../shared/tracker-history.js';
import { signed } from '../../shared/signed.js';
import { battleCardById } from './battle-cards.js';
import { battleResult } from './battle-result.js';
import type { CampaignEvent, CampaignSnapshot } from './campaign-types.js';
import { SIDE_LABEL, SIDES } from './combat-data.js';
import { marginWords } from './combat-words.js';
import { standing, sideValue } from './ledger.js';
import { cardSplit } from './ledger-card.js';
import { openingAttackProblem } from './ledger-limits.js';
import type { LedgerContext, LedgerSnapshot } from './ledger-types.js';
import { THEATER_LABELS } from './sides.js';
import { GETTYSBURG_DAYS } from './scenarios.js';

type Campaign = WithHistory<CampaignSnapshot>;

/** The Gettysburg scenario's end: the days the campaign has not reached yet, then both values. */
function gettysburgReport(s: LedgerSnapshot, campaign: Campaign | null): Report | Problem {
  if (campaign && campaign.scenario !== 'gettysburg')
    return {
      problem:
        'This is the Gettysburg scenario’s battle: open a Gettysburg scenario game in the campaign tracker to record it.',
    };
  const cv = { union: sideValue(s, 'union').cv, confederate: sideValue(s, 'confederate').cv };
  const events: CampaignEvent[] = [];
  const from = campaign?.day ?? 1;
  for (let day = from + 1; day <= s.day; day++) {
    const continuedBy =
      day > GETTYSBURG_DAYS.days ? s.continued[day - GETTYSBURG_DAYS.days - 1] : undefined;
    events.push({ type: 'next-day', ...(continuedBy ? { continuedBy } : {}) });
  }
  events.push({ type: 'gettysburg-end', ...cv });
  return {
    lines: [
      `After day ${s.day}: Union ${signed(cv.union)}, Confederate ${signed(cv.confederate)}.`,
      'The campaign tracker’s Gettysburg game ends with these values.',
    ],
    events,
    button: 'Record this battle',
  };
}

/** What recording the ended battle does in `campaign` (null: none open yet, lines only). */
export function battleReport(
  s: LedgerSnapshot,
  ctx: LedgerContext,
  campaign: Campaign | null,
): Report | Problem | null {
  if (!s.ended || s.example || s.recorded) return null;
  if (s.battle.mode === 'gettysburg') return gettysburgReport(s, campaign);
  if (campaign?.scenario === 'gettysburg')
    return {
      problem:
        'The open campaign is a Gettysburg scenario game: open a campaign game to record this battle.',
    };
  const opening = openingAttackProblem(s);
  if (opening) return { problem: opening };
  const theater = s.battle.theater;
  if (!theater) return { problem: 'The battle’s theater was not set, so it cannot be recorded.' };
  const st = standing(s);
  const known = cardSplit(s, ctx);
  const split = s.result ?? known.split;
  if (!split)
    return {
      problem:
        'Enter the battle card’s split above (what the winner gains and the loser loses) to record the battle.',
    };
  const card = s.battle.card ? battleCardById(s.battle.card) : undefined;
  const invasion = s.result?.invasion ?? known.invasion;
  const r = battleResult({
    winner: st.winner,
    major: st.major,
    victoryCity: s.battle.victoryCity,
    invasion,
    split: {
      ...split,
      source: s.result ? 'entered' : known.source === 'rulebook' ? 'rulebook' : 'entered',
    },
  });
  const why = `${s.battle.name}: ${SIDE_LABEL[st.winner]} wins`;
  const events: CampaignEvent[] = SIDES.flatMap((side) => {
    const delta = r.cp?.[side] ?? 0;
    return delta === 0 ? [] : [{ type: 'cp' as const, side, delta, reason: why }];
  });
  events.push({
    type: 'battle-won',
    side: st.winner,
    theater,
    invasionMajor: invasion && r.major && st.winner === 'confederate',
    major: r.major,
  });
  const lines = [
    `${SIDE_LABEL[st.winner]} wins at ${s.battle.name} (${THEATER_LABELS[theater]}), ${marginWords(s.battle.initiative, st.margin)}${r.major ? ': a Major Victory' : ''}.`,
    ...r.lines.slice(1),
  ];
  const city = card?.city;
  if (city && st.winner === 'union') {
    if (campaign && !campaign.fallen.includes(city)) events.push({ type: 'capture-city', city });
    lines.push(`${city} falls to the Union.`);
  }
  if (card?.id === 'washington' && st.winner === 'confederate') {
    events.push({ type: 'washington-captured' });
    lines.push('Washington falls to the Confederate.');
  }
  if (card) events.push({ type: 'battle-card', card: card.id, fate: r.fate });
  if (r.major && !card?.city)
    lines.push(
      'Apply the battle card’s own Major Victory effect, if it has one, in the campaign tracker.',
    );
  return { lines, events, button: 'Record this battle' };
}

/** The ledger's link to the campaign tracker: its report, and its recording kept. */
export const LEDGER_LINK = {
  tool: 'campaign',
  noun: 'campaign',
  report: (s: WithHistory<LedgerSnapshot>, ctx: LedgerContext, linked: object | null) =>
    battleReport(s, ctx, linked as Campaign | null),
  recorded: (s: WithHistory<LedgerSnapshot>): Recording | null => s.recorded ?? null,
  keep: (recording: Recording) => ({ type: 'record' as const, recording }),
  forget: () => ({ type: 'unrecord' as const }),
};
