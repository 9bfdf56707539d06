/**
 * The U.S. Civil War: the Confederate Reinforcement Segment's arithmetic (3.1.B, 14.3–14.5,
 * 14.1.2, optional 22.2) as one pure function: build points from every source, Maintenance with
 * this turn's inflation, SPs built, the BPs lost, the winter cut with its forced removals, and
 * the placement split. The Blockade Table is not in the rulebook, so each zone's BPs come in as
 * the player read them.
 */
import {
  BORDER,
  BP_PER_SP,
  CSA_PLACEMENT,
  INFLATION,
  SALT_LOSS,
  WINTER_CUT,
  type BlockadeZone,
} from './economy-data.js';

/** One Blockade Zone's roll as read off the Blockade Table. */
export interface BlockadeRead {
  readonly bp: number;
  /** The result read "+2M". */
  readonly inflation: boolean;
}

/** What the Confederate player counts this segment. */
export interface CsaBuildInput {
  /** The Resource BPs marker: Resource Hexes he controls at their value (14.3.2). */
  readonly resource: number;
  /** Arsenal BPs on the map, this turn's upgrade included (14.5). */
  readonly arsenals: number;
  /** Objective Hexes he controls in Kentucky and in Missouri (14.3.3). */
  readonly borderHexes: { readonly ky: number; readonly mo: number };
  readonly blockade: Readonly<Record<BlockadeZone, BlockadeRead>>;
  /** The Maintenance marker before this turn's Blockade rolls (14.3.4). */
  readonly maintenance: number;
  /** Salt hexes the Union holds (optional 22.2); 0 when the rule is not used. */
  readonly saltCaptured: number;
  readonly winter: boolean;
}

/** Where the SPs go (14.3.5). */
export interface CsaPlacement {
  readonly transMississippi: number;
  readonly east: number;
  readonly west: number;
}

/** The segment worked out. */
export interface CsaBuild {
  readonly border: { readonly ky: number; readonly mo: number };
  readonly blockade: number;
  readonly salt: number;
  /** Maintenance after this turn's "+2M" results: what is subtracted now and kept. */
  readonly maintenance: number;
  readonly gross: number;
  readonly net: number;
  /** SPs the BPs buy (never below 0: ruling C19). */
  readonly built: number;
  /** BPs left over, lost to graft and inflation. */
  readonly lostBp: number;
  /** SPs placed this turn, after the winter cut. */
  readonly placed: number;
  /** Non-isolated SPs he must take off the map (winter only). */
  readonly removed: number;
  readonly placement: CsaPlacement;
}

/** BPs from a Border State with `hexes` Objective Hexes held. */
export const borderBp = (hexes: number): number =>
  Math.min(BORDER.maxPerState, BORDER.perHex * hexes);

/** BPs lost each turn with `captured` Salt hexes in Union hands. */
export const saltLoss = (captured: number): number =>
  SALT_LOSS.slice(0, Math.max(0, captured)).reduce((t: number, n) => t + n, 0);

/** The split of `sps` new SPs: the Trans-Mississippi first, then East and West, the odd one East. */
export function csaPlacement(sps: number): CsaPlacement {
  const tm = Math.min(sps, CSA_PLACEMENT.transMississippi);
  const rest = sps - tm;
  return { transMississippi: tm, east: Math.ceil(rest / 2), west: Math.floor(rest / 2) };
}

/** The Confederate Reinforcement Segment's count for `input`. */
export function csaBuild(input: CsaBuildInput): CsaBuild {
  const reads = Object.values(input.blockade);
  const blockade = reads.reduce((t, r) => t + r.bp, 0);
  const maintenance = input.maintenance + INFLATION * reads.filter((r) => r.inflation).length;
  const border = { ky: borderBp(input.borderHexes.ky), mo: borderBp(input.borderHexes.mo) };
  const salt = saltLoss(input.saltCaptured);
  const gross = input.resource + input.arsenals + border.ky + border.mo + blockade - salt;
  const net = gross - maintenance;
  const built = Math.max(0, Math.floor(net / BP_PER_SP));
  const lostBp = Math.max(0, net) - built * BP_PER_SP;
  const after = input.winter ? built - WINTER_CUT : built;
  const placed = Math.max(0, after);
  return {
    border,
    blockade,
    salt,
    maintenance,
    gross,
    net,
    built,
    lostBp,
    placed,
    removed: Math.max(0, -after),
    placement: csaPlacement(placed),
  };
}
