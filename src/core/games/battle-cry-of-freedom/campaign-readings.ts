/**
 * Battle Cry of Freedom: what the placement tool and the Resource-card check read from the
 * campaign tracker's saved game instead of having it entered again: the battle cards the Union
 * holds and the Invasion cards removed (L. Recovery; Glossary › Invasion), this turn's battles
 * won, the fallen cities and the command-point tracks. Pure.
 */
import type { GameReading } from '../../shared/calculator.js';
import type { Inputs } from '../../shared/types.js';
import { BATTLE_CARDS, REMOVED_IF_CONFEDERATE_WINS } from './battle-cards.js';
import { battleCardLines, battleCardsOf } from './campaign-battle-cards.js';
import type { CampaignSnapshot } from './campaign-types.js';
import { washingtonOccupied } from './campaign-effects.js';
import { phaseOf } from './phases.js';
import { SIDE_LABELS, THEATER_LABELS } from './sides.js';
import { signed } from '../../shared/signed.js';

/** The campaign tracker's tool slug. */
export const CAMPAIGN_TOOL = 'campaign';

/** The id of a card's flag in a calculator: `held_<card>`. */
export const cardFlagId = (prefix: string, id: string): string =>
  `${prefix}_${id.replace(/-/g, '_')}`;

/** Battle cards the Union may place (no Invasion, none of the Confederate's deck). */
export const PLACEABLE = BATTLE_CARDS.filter(
  (c) => c.kind !== 'invasion' && c.start !== 'confederate-deck',
);
/** Invasion cards a Confederate win removes from the game. */
export const REMOVABLE = BATTLE_CARDS.filter(
  (c) => c.kind === 'invasion' && REMOVED_IF_CONFEDERATE_WINS.includes(c.id),
);

/** The campaign's state, when `state` is one (its fields checked as far as read here). */
function campaignOf(state: object): CampaignSnapshot | null {
  const s = state as Partial<CampaignSnapshot>;
  return typeof s.turn === 'number' &&
    typeof s.phase === 'string' &&
    Array.isArray(s.fallen) &&
    Array.isArray(s.wins) &&
    typeof s.cp?.union === 'number' &&
    typeof s.cp.confederate === 'number'
    ? (s as CampaignSnapshot)
    : null;
}

const whereText = (s: CampaignSnapshot) =>
  `Turn ${s.turn}, Phase ${phaseOf(s.phase).letter}. ${phaseOf(s.phase).name}.`;

/** The battle cards as the placement tool's flags: held, and removed from the game. */
export function placementInputs(s: CampaignSnapshot): Inputs {
  const b = battleCardsOf(s);
  const pairs: [string, boolean][] = [
    ...PLACEABLE.map((c): [string, boolean] => [cardFlagId('held', c.id), b.held.includes(c.id)]),
    ...REMOVABLE.map((c): [string, boolean] => [
      cardFlagId('gone', c.id),
      b.removed.includes(c.id),
    ]),
  ];
  return Object.fromEntries(pairs);
}

/** What the placement tool reads: the cards the Union holds and the Invasion cards removed. */
export const PLACEMENT_READING: GameReading = {
  tracker: CAMPAIGN_TOOL,
  noun: 'campaign',
  what: 'The battle cards',
  read(state) {
    const s = campaignOf(state);
    if (!s) return null;
    const fell = washingtonOccupied(s);
    return {
      inputs: { ...placementInputs(s), wdc: fell },
      lines: [
        whereText(s),
        ...battleCardLines(s).map((l) => l.text),
        ...(fell ? ['Washington fell last turn: the Union places in the West only.'] : []),
      ],
    };
  },
};

/** This turn's battles won, in a line. */
function winsText(s: CampaignSnapshot): string {
  if (s.wins.length === 0) return 'No battle won yet this turn.';
  return `Won this turn: ${s.wins.map((w) => `${SIDE_LABELS[w.side]} in the ${THEATER_LABELS[w.theater]}`).join('; ')}.`;
}

/**
 * What the Resource-card check reads: the phase (in a Resource phase), the Union's lead, whether
 * the Union won a battle this turn, whether the Confederate has lost a victory city, and whether
 * the Union holds two or more battle cards (Springtide of Northern Hope).
 */
export const RESOURCES_READING: GameReading = {
  tracker: CAMPAIGN_TOOL,
  noun: 'campaign',
  what: 'The command points, battles and cards',
  read(state) {
    const s = campaignOf(state);
    if (!s) return null;
    const held = battleCardsOf(s).held.length;
    const lead = s.cp.union - s.cp.confederate;
    const phase = s.phase === 'B' ? 'first' : s.phase === 'J' ? 'second' : null;
    return {
      inputs: {
        ...(phase !== null && { phase }),
        lead,
        unionWon: s.wins.some((w) => w.side === 'union'),
        cityLost: s.fallen.length > 0,
        unionHoldsTwo: held >= 2,
      },
      lines: [
        whereText(s),
        `Command points: Union ${s.cp.union}, Confederate ${s.cp.confederate} (Union lead ${signed(lead)}).`,
        winsText(s),
        s.fallen.length > 0
          ? `Victory cities fallen: ${s.fallen.join(', ')}.`
          : 'No victory city has fallen.',
        `Battle cards the Union holds: ${held}.`,
      ],
    };
  },
};
