/**
 * In Freedom's Cause: an encounter as the generator gives it and the log keeps it, in the
 * rulebook's vocabulary (`encounter-vocab.ts`): its kind, its units, its orders and whether it is
 * entrenched, and where it is (pickets by distance and direction, a force by a third of the
 * enemy edge).
 */
import type { QualityId } from './quality.js';
import type { Formation } from './troop-types.js';
import type {
  Direction,
  EncounterKind,
  EnemySize,
  EnemyType,
  Line,
  Orders,
  Third,
} from './encounter-vocab.js';

/** One enemy unit of an encounter. */
export interface EnemyUnit {
  readonly type: EnemyType;
  readonly size: EnemySize;
  readonly quality: QualityId;
  readonly formation: Formation;
  /** In a main force: front line or behind it; null for pickets and reinforcements. */
  readonly line: Line | null;
  /**
   * The enemy brigade it belongs to, from 1, numbered across the game (reinforcements join the
   * main force's brigades); 0 for pickets (no general).
   */
  readonly brigade: number;
  /** Joined a broken brigade: held off the table until a new brigade is sent (ruling A32). */
  readonly held?: boolean;
}

/** An encounter's content: what the generator produces, and what the game master may change. */
export interface EncounterBody {
  readonly kind: EncounterKind;
  readonly units: readonly EnemyUnit[];
  readonly orders: Orders;
  readonly entrenched: boolean;
  /** Pickets: inches beyond the player front line (concealing terrain counts double). */
  readonly distance: number | null;
  readonly direction: Direction | null;
  /** A force: the third of the enemy edge it is centred on, or enters by. */
  readonly third: Third | null;
  /** The brigades whose brigadier comes with it: a main force's all, reinforcements' new ones. */
  readonly brigadiers?: readonly number[];
}

/** An encounter in the log: its content, the press that brought it, and the game master's say. */
export interface Encounter extends EncounterBody {
  readonly id: string;
  /** The initiative press (from 1) that produced it, or, for one the game master added, the presses made by then. */
  readonly press: number;
  readonly origin: 'generated' | 'added';
  /** Changed by the game master after it was generated. */
  readonly edited: boolean;
  /** Ignored by the game master: kept in the log, left out of play and of the generator's count. */
  readonly ignored: boolean;
}
