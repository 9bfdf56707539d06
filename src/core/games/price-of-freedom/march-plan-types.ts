/**
 * The Price of Freedom: the shapes of a planned land move (§16.2-16.3): the army and the move as
 * declared, the regions to enter, and what the plan works out for each. Types only.
 */
import type { Fraction } from '../../shared/distribution.js';
import type { Distribution } from '../../shared/types.js';
import type { Nation } from './constants.js';
import type { MarchAction, SpentTrigger } from './march.js';
import type { MovementAllowance } from './movement.js';

/** One region entered, and what the army does there once inside (§16.2.4, §12.8). */
export interface MarchPlanStep {
  /** The region's name, for the player (may be empty). */
  readonly name: string;
  readonly pickFresh: number;
  readonly pickSpent: number;
  readonly dropFresh: number;
  readonly dropSpent: number;
  readonly action: MarchAction | null;
}

/** The army, the move as declared at its start, and the regions it is to enter. */
export interface MarchPlanInput {
  readonly side: Nation;
  /** A field commander (1-2 corps) or a theater commander (§7.2.2-7.2.4). */
  readonly command: 'field' | 'theater';
  /** The commander's MAM, −1..+1 (§2.2.1). */
  readonly mam: number;
  readonly fresh: number;
  readonly spent: number;
  readonly intendsAttack: boolean;
  readonly mudMarch: boolean;
  readonly forceMarch: boolean;
  /** When march attrition cuts the allowance (ruling C1); 'majority' by default. */
  readonly trigger: SpentTrigger;
  readonly steps: readonly MarchPlanStep[];
}

/** One region of the plan, along the plan's own path and over every outcome. */
export interface MarchPlanRow {
  /** 1 for the first region entered. */
  readonly index: number;
  readonly name: string;
  /**
   * Along the plan's path (no march attrition loss wherever one can be avoided): whether the
   * region can be entered, the corps subject to attrition on entering it and how many of them
   * were already spent (the number to roll under), fresh corps turned spent, whether that cut
   * the allowance, and the army and allowance left after the region's pick-ups, drop-offs and
   * action.
   */
  readonly path: {
    readonly entered: boolean;
    readonly subject: number;
    readonly spentSubject: number;
    readonly flipped: number;
    readonly lostHere: boolean;
    readonly slowed: boolean;
    readonly fresh: number;
    readonly spent: number;
    readonly remaining: number;
  };
  /** The chance a corps is lost on entering this region, over every earlier outcome (§16.3.4). */
  readonly loss: Fraction;
  /** The allowance left after this region, over every outcome (0 once the move has ended). */
  readonly remaining: Distribution<number>;
  /** Corps lost to march attrition so far, over every outcome (§16.3.5: to the force pool). */
  readonly lostSoFar: Distribution<number>;
  /** Rule breaches in this region's plan, in words. */
  readonly problems: readonly string[];
}

/** The whole plan. */
export interface MarchPlan {
  /** The allowance at the start (§16.2.2). */
  readonly allowance: MovementAllowance;
  /** Half or more of the starting corps spent (§2.2.3; ruling C1). */
  readonly armySpent: boolean;
  readonly rows: readonly MarchPlanRow[];
  /** Breaches in the army or the move as declared. */
  readonly problems: readonly string[];
  /** Along the path the army could enter one more region. */
  readonly canGoOn: boolean;
  /** Operational points along the path: 1 to move the army, 1 per action (§12.4, §16.1.1). */
  readonly ops: number;
  /** The chance the army loses every corps (its commander to the force pool, §16.3.6). */
  readonly wipedOut: Fraction;
}
