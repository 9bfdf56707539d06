/**
 * The U.S. Civil War's sequence of play (3.1–3.5) as data: the five phases of a turn in order,
 * what each holds in a few words of the app's own, and how many Action Phases a turn has. The
 * tracker walks these; a scenario's first turn starts at the Action Cycle (S1.1, S2.1, S3.1).
 */
import { YEARS } from './calendar.js';
import { PHASES_PER_TURN, SLOWER_PACE } from './initiative-data.js';

/** A phase of the turn. */
export type PhaseId = 'reinforcement' | 'strategic' | 'leaders' | 'action' | 'end';

/** One phase: its name, its rule, and its segments in order. */
export interface TurnPhase {
  readonly id: PhaseId;
  readonly name: string;
  readonly rule: string;
  readonly segments: readonly string[];
}

/** The phases of a turn, in order (3.0). */
export const TURN_PHASES: readonly TurnPhase[] = [
  {
    id: 'reinforcement',
    name: 'Reinforcement Phase',
    rule: '3.1',
    segments: [
      'A. Union: land SPs, the free Fort, cards, naval reinforcements and replacements',
      'B. Confederate: War Industry, build points into SPs, cards, naval reinforcement roll',
      'C. Displaced Box: the Union’s return, then the Confederate’s',
    ],
  },
  {
    id: 'strategic',
    name: 'Strategic Movement Phase',
    rule: '3.2',
    segments: [
      'A. Union moves; in the Advanced Game it may also gather its Oceangoing NSPs into one Ocean Port and its River NSPs into one River Port, only through Union Naval Control (Strategic Naval Redeployment, 21.2.6)',
      'B. Confederate moves (no ocean moves, no naval redeployment)',
    ],
  },
  {
    id: 'leaders',
    name: 'Leader Management Phase',
    rule: '3.3',
    segments: [
      'The Union finishes first, then the Confederate: arrivals, promotions, demotions, removals, returns and transfers',
    ],
  },
  {
    id: 'action',
    name: 'Action Cycle',
    rule: '3.4',
    segments: [
      'A. Initiative',
      'B. First player: Movement and Combat, then his Supply Segment',
      'C. Second player: the same, with the same Action Points',
    ],
  },
  {
    id: 'end',
    name: 'End Phase',
    rule: '3.5',
    segments: [
      'A. Control: markers for your SPs in enemy Ports, Towns and Objective or Resource Hexes; Confederate markers in the North with no LOC to a Confederate SP come off; a side holding every Objective or Resource Hex of a Border State takes the state (17.1.4)',
      'B. End-turn Rally',
      'C. Victory Check',
      'D. Naval Repair (Advanced)',
      'E. Confederate Ironclad completion (Advanced)',
    ],
  },
];

/** The phase with id `id`. */
export function phaseById(id: PhaseId): TurnPhase {
  return TURN_PHASES.find((p) => p.id === id) ?? (TURN_PHASES[0] as TurnPhase);
}

/** Action Phases on `turn` of a game that began in 1861 or not (4.1, S1.3). */
export function actionPhasesOf(turn: number, from1861: boolean): number {
  return from1861 && (SLOWER_PACE.turns as readonly number[]).includes(turn)
    ? SLOWER_PACE.phases
    : PHASES_PER_TURN;
}

/** The first turn of `year` (from the calendar); 0 for a year the game does not have. */
export const firstTurnOf = (year: number): number => YEARS.find((y) => y.year === year)?.first ?? 0;
