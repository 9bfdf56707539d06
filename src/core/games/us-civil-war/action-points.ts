/**
 * The U.S. Civil War: what each action costs in Action Points (4.3, with the rules it names),
 * each cost written once. Data only; the initiative tool and the reference cards read it.
 */

/** One action of the list: what it does, its cost and where the rulebook prints it. */
export interface ActionCost {
  readonly id: string;
  /** What the action does, in the app's words. */
  readonly action: string;
  /** Action Points it costs. */
  readonly ap: number;
  /** What the cost buys when it is not one activation ("per SP", "per stack"). */
  readonly per?: string;
  readonly rule: string;
}

/** Most SPs that move together without a General, as one action (5.10). */
export const SPS_WITHOUT_GENERAL = 3;

/** Action Points of Training that earn one SP (17.3). */
export const TRAINING_AP_PER_SP = 7;

/**
 * Most SPs that use Ocean Transport in one Action Phase, with Action Points or a Special Action
 * Card (20.3.2); a General moving without SPs does not count (7.5.3).
 */
export const OCEAN_TRANSPORT_SP_PER_PHASE = 3;

/** The list of actions of the Basic Game, in the rulebook's order, and the Cautious surcharge. */
export const ACTION_COSTS: readonly ActionCost[] = [
  {
    id: 'move',
    action: 'Move a General with the subordinates and SPs his rank allows',
    ap: 1,
    rule: '4.3, 7.3',
  },
  {
    id: 'cautious',
    action: 'Move a Cautious General who attacks or enters an enemy ZOI (or play a card)',
    ap: 2,
    rule: '7.7',
  },
  {
    id: 'move-sps',
    action: `Move up to ${SPS_WITHOUT_GENERAL} SPs of one hex without a General`,
    ap: 1,
    rule: '4.3, 5.10',
  },
  { id: 'river', action: 'River Transport', ap: 1, per: 'stack', rule: '20.3.4' },
  { id: 'ocean', action: 'Ocean Transport', ap: 1, per: 'SP', rule: '20.3.5' },
  {
    id: 'ocean-general',
    action: 'Ocean Transport of a General without SPs',
    ap: 1,
    rule: '7.5.3',
  },
  { id: 'rally', action: 'Rally a stack with an LOC to a Supply Source', ap: 1, rule: '4.3' },
  { id: 'transfer', action: 'Leader Transfer of two 1- or 2-star Generals', ap: 1, rule: '7.8' },
  { id: 'entrench', action: 'Entrench', ap: 1, rule: '10.1.2' },
  {
    id: 'training',
    action: `Training (every ${TRAINING_AP_PER_SP} AP earn 1 SP)`,
    ap: 1,
    rule: '4.3, 17.3',
  },
  { id: 'militia', action: 'Rearrange Militia', ap: 0, rule: '17.2' },
  { id: 'disperse', action: 'Disperse units to the Displaced Box', ap: 0, rule: '14.6' },
];
