/**
 * The U.S. Civil War: what a land battle's two CRT results mean (11.2.2–11.6, 12.x, 10.2.1): the
 * winner by result and grade, the losses after the fort's reduction, demoralization (the loser,
 * heavy losses, a tie out of full supply), who retreats and how far, and whether the attacker
 * may keep moving. Pure.
 */
import { compareCrtResults, type CrtResult } from './crt-result.js';
import type { BattleInput } from './land-battle.js';
import { amphibiousSide, fightingSp } from './land-battle.js';
import { FORT_LOSS_REDUCTION } from './forts.js';
import { garrisonFate } from './intrinsic-garrison.js';
import {
  DEMORALIZED_EXTRA_LOSS,
  fortById,
  HEAVY_LOSSES_SP,
  KEEP_MOVING_RATIO,
  RETREAT_HEXES,
} from './land-modifiers.js';

export type BattleSideId = 'attacker' | 'defender';

/** What happens to one side. */
export interface SideOutcome {
  /** SPs the CRT inflicts on it (after the fort's reduction). */
  readonly loss: number;
  /** SPs it actually loses, the extra SP of an already Demoralized loser included. */
  readonly spLost: number;
  /** Demoralized by this battle: as loser, by heavy losses, or by a tie out of full supply. */
  readonly demoralized: 'loser' | 'heavy-losses' | 'tie-supply' | null;
  /** Hexes it retreats (the attacker backs up 1 on a tie); 0 when it stays. */
  readonly retreat: number;
}

/** The battle's outcome. */
export interface BattleOutcome {
  readonly winner: BattleSideId | 'tie';
  readonly attacker: SideOutcome;
  readonly defender: SideOutcome;
  /** The attacker won with at least twice the defender's SPs: it may keep moving (5.11). */
  readonly keepMoving: boolean;
  /**
   * An Amphibious Assault's end: 'landed' when the attacker won (the landed units stop, 20.5.3);
   * 're-embark' otherwise, a tie included (ruling C32): the survivors sail away instead of
   * retreating (20.5.4). Null for an attack over land or across a river.
   */
  readonly landing: 'landed' | 're-embark' | null;
  /**
   * A Union intrinsic garrison defending alone (17.2.4): 'eliminated' when the attacker won (it
   * never retreats), 'holds' otherwise; it is never Demoralized, having no SPs and no counter.
   * Null for any other defender.
   */
  readonly garrison: 'eliminated' | 'holds' | null;
}

const reduces = (fort: string) => fortById(fort)?.reducesLosses === true;

/**
 * The outcome of `input` when the attacker's roll read `att` and the defender's `def`. Heavy
 * losses count the SPs actually removed (ruling C13).
 */
export function battleOutcome(input: BattleInput, att: CrtResult, def: CrtResult): BattleOutcome {
  const c = compareCrtResults(att, def);
  const winner: BattleOutcome['winner'] = c > 0 ? 'attacker' : c < 0 ? 'defender' : 'tie';
  const defLoss =
    winner !== 'attacker' && reduces(input.fort)
      ? Math.max(0, att.hits - FORT_LOSS_REDUCTION)
      : att.hits;
  const amphibious = amphibiousSide(input.crossing) !== null;
  const garrison = garrisonFate(input.defender.garrison === true, winner);
  const sides = {
    attacker: { sp: fightingSp(input), loss: def.hits, me: input.attacker },
    defender: { sp: input.defender.sp, loss: defLoss, me: input.defender },
  };
  const outcome = (id: BattleSideId): SideOutcome => {
    const s = sides[id];
    if (id === 'defender' && garrison !== null)
      return { loss: s.loss, spLost: 0, demoralized: null, retreat: 0 };
    const removed = Math.min(s.loss, s.sp);
    const lost = winner !== 'tie' && winner !== id;
    const tieOut = winner === 'tie' && !s.me.fullSupply;
    const demoralizing = lost || tieOut;
    const extra =
      demoralizing && s.me.demoralized ? Math.min(DEMORALIZED_EXTRA_LOSS, s.sp - removed) : 0;
    const demoralized = s.me.demoralized
      ? null
      : lost
        ? 'loser'
        : tieOut
          ? 'tie-supply'
          : removed >= HEAVY_LOSSES_SP
            ? 'heavy-losses'
            : null;
    const backs = lost || (winner === 'tie' && id === 'attacker');
    const retreat = !backs || (id === 'attacker' && amphibious) ? 0 : RETREAT_HEXES[id];
    return { loss: s.loss, spLost: removed + extra, demoralized, retreat };
  };
  return {
    winner,
    attacker: outcome('attacker'),
    defender: outcome('defender'),
    keepMoving:
      !amphibious &&
      winner === 'attacker' &&
      input.attacker.sp >= KEEP_MOVING_RATIO * input.defender.sp,
    landing: !amphibious ? null : winner === 'attacker' ? 'landed' : 're-embark',
    garrison,
  };
}
