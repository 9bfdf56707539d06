/**
 * In Freedom's Cause: the eight kinds of unit morale check the official app's Action field
 * offers, as the rulebook names them, with the outcomes each can give in the rulebook's own
 * words (best first), and the step each adds to the target in Haversack's model (spec §2.6.4;
 * the step is ours, ruling G3).
 */

/** Where the checks and their results are described. */
export const MORALE_RULE = 'Morale and Combat Results';

/** One outcome of a check. */
export interface CheckOutcome {
  readonly label: string;
  /** What it does, in a line of our own. */
  readonly detail: string;
  readonly tone: 'good' | 'neutral' | 'bad';
}

/** A kind of unit morale check. */
export interface MoraleCheckKind {
  readonly id: string;
  /** The app's Action label. */
  readonly label: string;
  /** When the rulebook calls for it, in a line of our own. */
  readonly when: string;
  /** The model's step added to the target (positive: harder). */
  readonly step: number;
  /** Best first: two (pass or fail) or four (steady, then three bands of failure). */
  readonly outcomes: readonly [CheckOutcome, ...CheckOutcome[]];
}

const o = (label: string, detail: string, tone: CheckOutcome['tone']): CheckOutcome => ({
  label,
  detail,
  tone,
});

const STEADY = o('Steady', 'Passes and carries on as normal.', 'good');
const FALL_BACK = o(
  'Fall back facing the enemy, undisordered',
  'A normal move back, still in order; it uses the unit’s action.',
  'neutral',
);
const FALL_BACK_DISORDERED = o(
  'Fall back in disorder',
  'A normal move back, disordered; removed if it cannot finish the move.',
  'bad',
);
const ROUT = o(
  'Rout',
  'Falls back, then is removed; units it passes through check Unit Routed Through.',
  'bad',
);

/** The checks, in the app's order. */
export const MORALE_CHECKS: readonly MoraleCheckKind[] = [
  {
    id: 'casualties',
    label: 'Unit Taking Casualties from Fire/Melee',
    when: 'When it takes casualties from fire, except a charge target’s reaction fire or pass-through fire; and both sides of a melee with no clear winner.',
    step: 0,
    outcomes: [STEADY, FALL_BACK, FALL_BACK_DISORDERED, ROUT],
  },
  {
    id: 'reform',
    label: 'Reform from Disorder',
    when: 'As the unit’s whole action for the turn, to recover from disorder.',
    step: 0,
    outcomes: [
      o('Reformed', 'No longer disordered; may take any formation.', 'good'),
      o('Still disordered', 'Stays disordered; the action is spent.', 'bad'),
    ],
  },
  {
    id: 'return-fire',
    label: 'Unit Fired On (Return Fire)',
    when: 'When it owes return fire (not yet acted, fired on by infantry or cavalry it could fire at; ruling C1) and would hold it; also to hold reaction fire on a charger to half the distance.',
    step: 1,
    outcomes: [
      o('Hold fire', 'Does not fire back and keeps its action.', 'good'),
      o(
        'Involuntary fire',
        'Fires back at once, much less effectively; the action is spent.',
        'bad',
      ),
    ],
  },
  {
    id: 'ordered-charge',
    label: 'Ordered to Charge',
    when: 'Before a unit may charge.',
    step: 1,
    outcomes: [
      o('Charge proceeds', 'The charge goes on to the target’s check.', 'good'),
      o('Charge refused', 'The charge is off; the unit may act otherwise.', 'bad'),
    ],
  },
  {
    id: 'receiving',
    label: 'Receiving Charge',
    when: 'By the unit a charge is declared on, once the charger has passed Ordered to Charge.',
    step: 0,
    outcomes: [
      o('Stands, reactions allowed', 'May move away or fire if it has not acted.', 'good'),
      o('Stands, no reactions', 'Waits for the charge without reacting.', 'neutral'),
      o('Panics: falls back in disorder', FALL_BACK_DISORDERED.detail, 'bad'),
      o('Panics and runs: rout', ROUT.detail, 'bad'),
    ],
  },
  {
    id: 'fired-charge',
    label: 'Fired on during Charge',
    when: 'By a charging unit that loses figures to reaction or pass-through fire, instead of Unit Taking Casualties.',
    step: 1,
    outcomes: [
      o('Close', 'Moves into contact and fights the melee.', 'good'),
      o('Halt and return fire', 'Stops short and fires on the target.', 'neutral'),
      o('Pull back', 'Gives up the charge and moves back facing the enemy.', 'bad'),
      o('Fall back in disorder', FALL_BACK_DISORDERED.detail, 'bad'),
    ],
  },
  {
    id: 'lost-melee',
    label: 'Unit Lost Melee',
    when: 'By each unit of the side that lost a melee, instead of Unit Taking Casualties.',
    step: 2,
    outcomes: [
      o('Steady', 'Stands; the melee goes on.', 'good'),
      FALL_BACK,
      FALL_BACK_DISORDERED,
      ROUT,
    ],
  },
  {
    id: 'routed-through',
    label: 'Unit Routed Through',
    when: 'By a unit in the path of a routing unit.',
    step: -1,
    outcomes: [
      STEADY,
      o('Disordered', 'Becomes disordered where it stands.', 'neutral'),
      FALL_BACK_DISORDERED,
      ROUT,
    ],
  },
];

/** The check `id`; the first (taking casualties) for an id that is none. */
export function checkById(id: string): MoraleCheckKind {
  return MORALE_CHECKS.find((c) => c.id === id) ?? (MORALE_CHECKS[0] as MoraleCheckKind);
}

/** The parameter id of check `id`'s step. */
export const checkStepId = (id: string) => `check-${id}`;
