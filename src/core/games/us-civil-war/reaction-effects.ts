/**
 * The U.S. Civil War: what follows a reaction roll, in words, for each reaction and result
 * (9.2–9.3, 22.6, 11.5.2, 8.2). Procedures only.
 */
import { PUSH_ASIDE_RATIO } from './land-modifiers.js';
import type { ReactionKind } from './reaction-data.js';

/** What a successful reaction of `kind` does next. */
export function reactionSuccessEffects(kind: ReactionKind): string[] {
  switch (kind) {
    case 'interception':
      return [
        'Place the General with the SPs and subordinates his rank allows in the hex before the enemy enters it; a General left behind keeps at least 1 SP (9.2.3).',
        'A battle follows at once, the moving force attacking; if it crossed a Navigable River into the hex it is a Direct Assault (11.5.2).',
        'A moving stack with a Cavalry General may step back to the hex it came from and end its move instead (8.2).',
        'No Avoid Battle may follow a successful Interception (9.3.4).',
      ];
    case 'avoid':
      return [
        'Move the whole stack one hex, leaving nothing behind; you may still call an unwanted result a failure (9.4).',
        'Not across an unbridged Navigable River or an impassable Mountain hexside (9.3.2).',
        'Not into the active force’s ZOI, an enemy Objective or Resource Hex, or the ZOI of a stronger non-moving enemy force (9.3.2).',
        `Into enemy SPs only at ${PUSH_ASIDE_RATIO} to 1 or more; their owner pushes them one hex under these limits (9.3.2).`,
        'Militia in the stack go to the Displaced Box; Forts stay and may be attacked (9.3.2).',
      ];
    case 'manoeuvre':
      return [
        'Move into the hex you declared: next to the hex the enemy enters, not the one it left, with no enemy units and in no non-moving enemy ZOI (22.6).',
      ];
  }
}

/** What a failed reaction of `kind` means. */
export function reactionFailureEffects(kind: ReactionKind): string[] {
  switch (kind) {
    case 'interception':
      return [
        'The moving force carries on; each hex it enters in the ZOI gives another attempt (9.2.2).',
      ];
    case 'avoid':
      return ['The stack stays and fights without any Fortification or terrain modifier (9.3.3).'];
    case 'manoeuvre':
      return ['The stack stays where it is.'];
  }
}
