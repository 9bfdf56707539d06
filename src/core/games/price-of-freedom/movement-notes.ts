/**
 * The Price of Freedom: what the movement allowance calculator may be asked (the ranges of its
 * inputs) and the rules around the allowance it reminds the player of (§16.1-16.3, §16.6).
 * Data only; the notes are the app's own words.
 */
import { ARMY_LIMITS, BASE_MOVEMENT_ALLOWANCE, MARCH_ATTRITION_FROM_REGION } from './constants.js';

/** Input ranges: an army has 1 to 6 corps (§7.2.2-7.2.3); a MAM is −1..+1 (§2.2.1). */
export const MOVEMENT_INPUT_LIMITS = {
  corps: { min: 1, max: ARMY_LIMITS.theaterMax, rule: '§7.2.2-7.2.3' },
  mam: { min: -1, max: 1, rule: '§2.2.1' },
  /** Each action costs 1 of the allowance left, which is at most 3 + MAM +1 (§16.2.2 note 2). */
  actions: { min: 0, max: BASE_MOVEMENT_ALLOWANCE + 1, rule: '§16.2.2 note 2' },
} as const;

/** Rules that bear on a move, beside the allowance itself. */
export const MOVEMENT_NOTES: readonly { readonly text: string; readonly rule: string }[] = [
  {
    text: 'The allowance is the number of regions the army may enter one after another; what is not used is lost.',
    rule: '§16.2.1, §16.2.3',
  },
  {
    text: 'The move ends when the allowance is used up, on entering a region with an enemy army (even one that then withdraws), on a successful interception, or when the player stops. Confederate armies may pass Union garrisons.',
    rule: '§16.2.3',
  },
  {
    text: 'Picking up or dropping off corps on the way does not change the allowance.',
    rule: '§16.2.4',
  },
  {
    text: `From the ${MARCH_ATTRITION_FROM_REGION}rd region a corps enters in one move, fresh corps turn spent and already spent ones risk march attrition; when that leaves a majority of the army spent, its remaining allowance drops by 1 at once.`,
    rule: '§16.3.2-16.3.3; ruling C1',
  },
  {
    text: 'Moves by sea and by STRATEGIC TRANSFER use no allowance.',
    rule: '§16.6.2',
  },
  {
    text: 'No army, commander or corps moves twice, or moves and transfers, in one impulse.',
    rule: '§16.1.3',
  },
];
