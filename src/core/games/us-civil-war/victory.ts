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
import type { ScenarioId } from './scenario-types.js';
import { CAMPAIGN, lastTurn, scenarioById } from './scenarios.js';

/** What the End Phase counts. */
export interface VictoryInput {
  readonly scenario: ScenarioId;
  readonly turn: number;
  /** BPs the Union controls or has destroyed, Arsenals included (19.3.1). */
  readonly unionBp: number;
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

/** The End Phase victory check for `v`. */
export function victoryCheck(v: VictoryInput): VictoryCheck {
  const s = scenarioById(v.scenario);
  const last = s ? lastTurn(s) : CAMPAIGN.lastTurn;
  const awarded = v.invasionBefore + INVASION_VP_PER_HEX * v.northHexes;
  const fading = v.northHexes === 0 && !v.northMarker && !v.borderHold;
  const invasion = fading ? Math.max(0, awarded - FADING_GLORY) : awarded;
  const csaVp = (v.nationalPanic ? NATIONAL_PANIC_VP : 0) + invasion;
  const unionVp = v.unionBp + (v.mississippi ? MISSISSIPPI_VP : 0);
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
  return { unionVp, invasion, fading, csaVp, diff, electionCut, auto, end, lastTurn: last };
}
