/**
 * In Freedom's Cause: what a firing brings on its target, after the roll: the morale check on
 * the casualties (none at 0 casualties, ruling A3), then compulsory return fire, owed by a
 * non-artillery target that has not acted and could fire back, when the firer was infantry or
 * cavalry (Fire; Morale and Combat Results, ruling C1). The check comes first (ruling A2). Pure;
 * the fire tool shows the verdict under its table.
 */
import { MORALE_RULE } from './model-checks.js';
import { FIRE_RULE } from './weapons.js';

/** Where return fire is described: the Fire section and the Unit Fired On (Return Fire) check. */
export const RETURN_FIRE_RULE = `${FIRE_RULE}; ${MORALE_RULE}`;

/** The target's situation when it is fired on. */
export interface ReturnFireQuery {
  /** The target is artillery: artillery never owes return fire (Fire). */
  readonly targetArtillery: boolean;
  /** The target has already used its action this turn. */
  readonly targetActed: boolean;
  /**
   * The target could legally fire back at the firer: the firer is in its arc, sight and range,
   * and it is not disordered nor in a formation that may not fire.
   */
  readonly targetCanFireBack: boolean;
  /** The firer was artillery (read from the weapon): its fire owes no return fire (ruling C1). */
  readonly firerArtillery: boolean;
}

/** The verdict: owed (what the target does), or why not, each with the rulebook's place. */
export type ReturnFireVerdict =
  | { readonly owed: true; readonly text: string; readonly rule: string }
  | { readonly owed: false; readonly text: string; readonly rule: string };

/** What the target must do about return fire, in words. */
export function returnFire(q: ReturnFireQuery): ReturnFireVerdict {
  const none = (why: string, rule = RETURN_FIRE_RULE): ReturnFireVerdict => ({
    owed: false,
    text: why,
    rule,
  });
  if (q.targetArtillery) return none('artillery never owes return fire.', FIRE_RULE);
  if (q.targetActed) return none('the target has already used its action this turn.');
  if (!q.targetCanFireBack) return none('the target could not legally fire back at the firer.');
  if (q.firerArtillery)
    return none(
      'only fire from infantry or cavalry forces it (ruling C1); the target may still fire at the guns with its own initiative.',
    );
  return {
    owed: true,
    text: 'unless its morale check has disordered it, moved it or removed it, the target at once returns full, non-moving fire at the firer, using its action. To avoid it, it may try to hold fire with a Unit Fired On (Return Fire) check: a pass holds fire and keeps its action; a fail gives involuntary fire (tick Involuntary fire for that table).',
    rule: RETURN_FIRE_RULE,
  };
}

/** Whether one unit's firings on a target bring a Unit Taking Casualties check: only on casualties (ruling A3). */
export function casualtyCheckOwed(casualties: number): boolean {
  return casualties > 0;
}
