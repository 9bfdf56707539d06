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
import type { ResourceFlag } from './play-cards.js';
import { FLAG_TEXT } from './resources.js';
import { requireScenario } from './scenarios.js';

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

/** A flag of the Resource check: known from the campaign (true or false), or not known (null). */
type Known = boolean | null;

/**
 * The Resource cards the campaign knows were played: those recorded in the tracker, with the
 * deck each was played from (when kept), the scenario's events already played (Deck Two
 * Scenario › At Start, L429), and the Emancipation Proclamation recorded as an event.
 */
function playedOf(s: CampaignSnapshot): { ids: Set<string>; deckOne: (id: string) => Known } {
  const lasting = s.lasting ?? [];
  const ids = new Set<string>([
    ...(requireScenario(s.scenario).playedCards ?? []),
    ...lasting.map((l) => l.card),
  ]);
  if (
    s.pending.some((p) => p.kind === 'emancipation') ||
    s.cpLog.some((c) => c.reason === 'Emancipation Proclamation')
  )
    ids.add('ep');
  const deckOne = (id: string): Known => {
    if (!ids.has(id)) return false;
    const l = lasting.find((x) => x.card === id);
    if (l?.deck !== undefined) return l.deck === 1;
    // Played before the scenario's start, or saved before the deck was kept: not known.
    return null;
  };
  return { ids, deckOne };
}

/** The Resource check's flags the campaign holds, null where it does not know. */
export function resourceFacts(s: CampaignSnapshot): Readonly<Record<ResourceFlag, Known>> {
  const played = playedOf(s);
  const conf = s.wins.filter((w) => w.side === 'confederate');
  return {
    unionWon: s.wins.some((w) => w.side === 'union'),
    confederateMajor: conf.some((w) => w.major === true)
      ? true
      : conf.every((w) => w.major === false)
        ? false
        : null,
    // Which battle cards were Invasions is not kept with the win.
    invasionWon: conf.length === 0 ? false : null,
    prelimPlayed: played.ids.has('prelim-ep') || played.ids.has('ep'),
    prelimDeckOne: played.deckOne('prelim-ep'),
    epPlayed: played.ids.has('ep'),
    epDeckOne: played.deckOne('ep'),
    blockadePlayed: played.ids.has('blockade'),
    cityLost: s.fallen.length > 0,
    unionHoldsTwo: battleCardsOf(s).held.length >= 2,
    confederateDeckOne: s.decks.confederate.deck === 1,
  };
}

/**
 * What the Resource-card check reads: the phase (in a Resource phase), the Union's lead, and each
 * situation flag the campaign holds (this turn's wins, the cards played and from which deck, the
 * fallen cities, the battle cards the Union holds, the Confederate's deck); a flag it does not
 * know is left as the player set it.
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
    const facts = Object.entries(resourceFacts(s)).filter(
      (e): e is [ResourceFlag, boolean] => e[1] !== null,
    );
    const known = facts.filter(([, v]) => v).map(([f]) => FLAG_TEXT[f]);
    return {
      inputs: {
        ...(phase !== null && { phase }),
        lead,
        ...Object.fromEntries(facts),
      },
      lines: [
        whereText(s),
        `Command points: Union ${s.cp.union}, Confederate ${s.cp.confederate} (Union lead ${signed(lead)}).`,
        winsText(s),
        s.fallen.length > 0
          ? `Victory cities fallen: ${s.fallen.join(', ')}.`
          : 'No victory city has fallen.',
        `Battle cards the Union holds: ${held}.`,
        known.length > 0
          ? `From the campaign: ${known.join('; ')}.`
          : 'From the campaign: none of the card conditions holds.',
      ],
    };
  },
};
