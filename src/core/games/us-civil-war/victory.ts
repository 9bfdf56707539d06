/**
 * The U.S. Civil War: the End Phase's victory check and the end-of-scenario scoring (19.3, S1.2,
 * S2.2, S3.2, S4.2, S4.3) as one pure function: both sides' VPs with Invading the North and
 * Fading Glory, the benchmark test ±12, the 1864 election, and the final count of the scenario.
 */
import {
  AUTO_MARGIN,
  FADING_GLORY,
  INVASION_VP_PER_HEX,
  MISSISSIPPI_VP,
  NATIONAL_PANIC_VP,
  SCENARIO_END_VP,
} from './victory-data.js';
import { BURNED_HEX } from './economy-data.js';
import type { ScenarioId } from './scenario-types.js';
import { CAMPAIGN, lastTurn, scenarioById } from './scenarios.js';

/** What the End Phase counts. */
export interface VictoryInput {
  readonly scenario: ScenarioId;
  readonly turn: number;
  /** BPs the Union controls or has destroyed, Arsenals included (19.3.1), less burned hexes retaken. */
  readonly unionBp: number;
  /** Burned Resource Hexes the Confederacy has regained: their printed BPs and how many (19.3.1). */
  readonly retaken?: { readonly printed: number; readonly hexes: number };
  readonly mississippi: boolean;
  readonly nationalPanic: boolean;
  /** The Invading the North total before this End Phase. */
  readonly invasionBefore: number;
  /** Objective Hexes of Northern states the Confederacy controls now. */
  readonly northHexes: number;
  /** He has a Control marker in a Northern state (implied when he holds a Northern hex). */
  readonly northMarker: boolean;
  /** He controls an Objective or Resource Hex in a Border State. */
  readonly borderHold: boolean;
  /** This turn's benchmark, or null when it is not known. */
  readonly benchmark: number | null;
  /** Whether a short scenario tests automatic victory (ruling C8). */
  readonly autoInShort: boolean;
  /** At a short scenario's end: Blockade DRM points whose port is closed, Border-State Objective Hexes the Confederacy holds. */
  readonly closedPoints: number;
  readonly csaBorderHexes: number;
}

export type Winner = 'union' | 'csa';

/** The check worked out. */
export interface VictoryCheck {
  readonly unionVp: number;
  /** The Union's VPs for burned hexes the Confederacy has retaken (19.3.1). */
  readonly retaken: number;
  readonly invasion: number;
  readonly fading: boolean;
  readonly csaVp: number;
  readonly diff: number;
  /** The election cut applied to the Confederate test this turn (0 when none). */
  readonly electionCut: number;
  /** null when the benchmark is unknown or the test is off. */
  readonly auto: {
    readonly winner: Winner | null;
    readonly low: number;
    readonly high: number;
  } | null;
  /** At the scenario's last turn, when no automatic victory: the final count. */
  readonly end: {
    readonly net: number;
    readonly threshold: number;
    readonly winner: Winner;
  } | null;
  readonly lastTurn: number;
}

/**
 * Burned but recaptured (19.3.1): the Union still counts the BPs it destroyed in burned Resource
 * Hexes the Confederacy has regained, that is their printed value less the 1 BP each gives him
 * back (6.4.2). Charleston, SC (3) burned and retaken: 2 VPs.
 */
export function burnedButRecapturedVp(printed: number, hexes: number): number {
  return Math.max(0, printed - BURNED_HEX.recapturedBp * hexes);
}

/** What is wrong with a count of burned hexes retaken: each was worth 2 or more to burn (6.4.1). */
export function retakenProblems(printed: number, hexes: number): string[] {
  if (hexes === 0 && printed > 0)
    return ['Burned hexes retaken: enter how many hexes those printed BPs are from.'];
  if (printed < BURNED_HEX.minValue * hexes)
    return [
      `Burned hexes retaken: only a Resource Hex worth ${BURNED_HEX.minValue} or more can be burned (6.4.1), so ${hexes} of them print at least ${BURNED_HEX.minValue * hexes} BPs, not ${printed}.`,
    ];
  return [];
}

/** The End Phase victory check for `v`. */
export function victoryCheck(v: VictoryInput): VictoryCheck {
  const s = scenarioById(v.scenario);
  const last = s ? lastTurn(s) : CAMPAIGN.lastTurn;
  const awarded = v.invasionBefore + INVASION_VP_PER_HEX * v.northHexes;
  const fading = v.northHexes === 0 && !v.northMarker && !v.borderHold;
  const invasion = fading ? Math.max(0, awarded - FADING_GLORY) : awarded;
  const csaVp = (v.nationalPanic ? NATIONAL_PANIC_VP : 0) + invasion;
  const retaken = v.retaken ? burnedButRecapturedVp(v.retaken.printed, v.retaken.hexes) : 0;
  const unionVp = v.unionBp + retaken + (v.mississippi ? MISSISSIPPI_VP : 0);
  const diff = unionVp - csaVp;
  const electionCut = !s && v.turn === CAMPAIGN.election.turn ? CAMPAIGN.election.cut : 0;
  let auto: VictoryCheck['auto'] = null;
  if (v.benchmark !== null && (!s || v.autoInShort)) {
    const low = v.benchmark - AUTO_MARGIN;
    const high = v.benchmark + AUTO_MARGIN;
    const winner = diff - electionCut <= low ? 'csa' : diff >= high ? 'union' : null;
    auto = { winner, low, high };
  }
  let end: VictoryCheck['end'] = null;
  if (v.turn === last && !auto?.winner) {
    const net = s
      ? diff +
        SCENARIO_END_VP.blockadePoint * v.closedPoints -
        SCENARIO_END_VP.borderHex * v.csaBorderHexes
      : diff;
    const threshold = s ? s.threshold : CAMPAIGN.threshold;
    end = { net, threshold, winner: net >= threshold ? 'union' : 'csa' };
  }
  return {
    unionVp,
    retaken,
    invasion,
    fading,
    csaVp,
    diff,
    electionCut,
    auto,
    end,
    lastTurn: last,
  };
}
