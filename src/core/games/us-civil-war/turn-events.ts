/**
 * The U.S. Civil War: what a turn holds besides its phases, for the tracker's "This turn" list:
 * the special rules of an 1861 start (S1.3), Kentucky turning Union (17.1.3), the Heartland's
 * industries (6.4.1), the new railroads (5.4.5), the 1864 election (S4.3), the rulebook's
 * additional Turn Record Track information, winter, and the leader line the players keyed in from
 * the track. Every number is read from the game's data.
 */
import { winterOf } from './calendar.js';
import {
  BURNED_HEX,
  HEARTLAND_STATES,
  UNION_NAVAL_REINFORCEMENTS,
  WINTER_CUT,
} from './economy-data.js';

/** Names joined as a sentence says them: "A, B, C and D". */
const listed = (names: readonly string[]) =>
  names.length < 2
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
import { START_1861, START_1861_RULES } from './scenario-rules.js';
import type { BorderHolder } from './scenario-types.js';
import { CAMPAIGN } from './scenarios.js';
import type { TrackerScenario } from './tracker-scenarios.js';
import { firstTurnOf as firstOf, type PhaseId } from './turn-phases.js';
import { SEASONS } from './supply-data.js';
import type { TurnBox } from './turn-record-data.js';
import { changesText } from './turn-record-leaders.js';

/** Something the players must remember this turn, with its rule and the phase it concerns. */
export interface TurnEvent {
  readonly text: string;
  readonly rule: string;
  readonly phase?: PhaseId;
}

/** The rulebook's additional Turn Record Track information (Scenarios, and 16.6's example). */
export const TRACK_NOTES: readonly {
  readonly turn: number;
  readonly text: string;
  readonly rule: string;
}[] = [
  {
    turn: 6,
    text: 'The Union may Transfer Grant to Halleck’s space.',
    rule: 'Additional Turn Track Information',
  },
  {
    turn: 10,
    text: 'Holmes is demoted; Kirby Smith may be Transferred to his space.',
    rule: '16.6',
  },
  {
    turn: 11,
    text: 'Hooker is demoted and replaced by Meade; Hooker may then be Transferred to any legal space.',
    rule: 'Additional Turn Track Information',
  },
  {
    turn: 17,
    text: 'The Union may keep Hunter; if he does, Sheridan may not be Transferred.',
    rule: 'Additional Turn Track Information',
  },
];

/** What the game needs to know about the turn beyond its number. */
export interface TurnFacts {
  readonly turn: number;
  readonly game: TrackerScenario;
  readonly kentucky: BorderHolder;
  /** The turn's box as keyed in from the track, if the track agrees with the rulebook. */
  readonly box?: TurnBox;
}

function start1861(f: TurnFacts): TurnEvent[] {
  if (!f.game.from1861) return [];
  const ramp: readonly number[] = START_1861.navalRamp.map((r) => r.turn);
  const out: TurnEvent[] = [];
  const [mississippi, navalRamp, slower, newMadrid, interception] = START_1861_RULES;
  if (mississippi && f.turn < firstOf(1862)) out.push({ ...mississippi, rule: mississippi.place });
  if (navalRamp && ramp.includes(f.turn)) out.push({ ...navalRamp, rule: navalRamp.place });
  if (slower && ramp.includes(f.turn)) out.push({ ...slower, rule: slower.place, phase: 'action' });
  if (newMadrid && f.kentucky === 'neutral') out.push({ ...newMadrid, rule: newMadrid.place });
  if (interception && f.turn === START_1861.railInterception.turn)
    out.push({ ...interception, rule: interception.place, phase: 'action' });
  return out;
}

function calendarEvents(f: TurnFacts): TurnEvent[] {
  const out: TurnEvent[] = [];
  if (f.turn === firstOf(1862) && f.kentucky === 'neutral')
    out.push({
      text: 'Kentucky, still neutral, becomes Union-controlled as the turn begins.',
      rule: '17.1.3',
      phase: 'reinforcement',
    });
  if (f.turn === firstOf(1863))
    out.push({
      text: `From this turn the Union may destroy the industries of Heartland Resource Hexes (${listed(HEARTLAND_STATES)}) valued ${BURNED_HEX.minValue} or more, placing a Control marker or completed Fort there; not one already holding a Union Control marker or completed Union Fort. A hex worth 1 loses only its Arsenals.`,
      rule: '6.4.1',
      phase: 'action',
    });
  if (f.turn === firstOf(1864))
    out.push({
      text: 'The yellow dashed railroads are built as this turn begins.',
      rule: '5.4.5',
      phase: 'reinforcement',
    });
  if (f.game.campaign && f.turn === CAMPAIGN.election.turn)
    out.push({
      text: `1864 election: test automatic victory with ${CAMPAIGN.election.cut} Union VPs taken off; a Confederate win ends the game (ruling C10).`,
      rule: 'S4.3',
      phase: 'end',
    });
  const naval = UNION_NAVAL_REINFORCEMENTS.find((n) => n.turn === f.turn);
  if (naval)
    out.push({
      text: `Advanced Game: Union naval reinforcements, ${[`${naval.ocean} Oceangoing`, naval.river ? `${naval.river} River` : ''].filter(Boolean).join(' and ')} NSP.`,
      rule: '21.9.1',
      phase: 'reinforcement',
    });
  return out;
}

/** The turn's season as known: from the track if entered, else winter where the rulebook says. */
export function seasonOf(f: TurnFacts): string | null {
  if (f.box?.season) return SEASONS[f.box.season].label;
  return winterOf(f.turn) ? SEASONS.winter.label : null;
}

/** Everything the turn holds besides its phases, in order. */
export function turnEvents(f: TurnFacts): TurnEvent[] {
  const out: TurnEvent[] = [];
  if (f.turn === f.game.first)
    out.push({
      text: 'First turn of the game: it starts with the Action Cycle (no Reinforcement, Strategic Movement or Leader Management Phase).',
      rule: `${f.game.setup.place}.1`,
    });
  out.push(...start1861(f), ...calendarEvents(f));
  if (seasonOf(f) === SEASONS.winter.label)
    out.push({
      text: `Winter: no Union land reinforcements; ${WINTER_CUT} fewer Confederate SPs built (ruling C22).`,
      rule: '14.1.2',
      phase: 'reinforcement',
    });
  for (const n of TRACK_NOTES.filter((x) => x.turn === f.turn))
    out.push({ text: n.text, rule: n.rule, phase: 'leaders' });
  if (f.box?.changes?.length)
    out.push({
      text: `Turn Record Track: ${changesText(f.box.changes)}.`,
      rule: '16.2',
      phase: 'leaders',
    });
  if (f.box?.note)
    out.push({ text: `Turn Record Track note: ${f.box.note}`, rule: '16.2', phase: 'leaders' });
  if (f.turn === f.game.last)
    out.push({
      text:
        f.game.ends === 'victory-check'
          ? 'Last turn: the game ends in this turn’s Victory Check.'
          : 'Last turn: the game ends once this End Phase is done.',
      rule: f.game.place,
      phase: 'end',
    });
  return out;
}
