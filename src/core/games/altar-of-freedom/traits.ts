/**
 * Altar of Freedom: the 26 general personality traits (App. I, L1645–1721; spec §2.11).
 * Descriptions are the app's own summaries. Traits vary by scenario and are not printed for any
 * starter-scenario general (spec G1), so players pick them. Distances and counts that other rules
 * share are read from `constants.ts` and `movement.ts`.
 */
import { D6 } from '../../shared/dice.js';
import {
  ENERGETIC_MARKERS,
  HARD_DRIVING_RESERVE_INCHES,
  LEADS_FROM_REAR_HQ_INCHES,
  QUARTERMASTER_HQ_INCHES,
  RALLY_GENERAL_BONUS,
  RALLY_GENERAL_INCHES,
  RALLY_REVERED_BONUS,
  RALLY_REVERED_INCHES,
  RECKLESS_PURSUIT_BD,
  STALWART_RECOIL_BD,
  STALWART_TARGET,
  TRAIT_RADIUS_INCHES,
} from './constants.js';
import { RESERVE_MOVEMENT_INCHES } from './movement.js';
import type { TraitId } from './trait-ids.js';
import type { Trait, TraitEffect, TraitHook } from './trait-types.js';

/**
 * The effects whose numbers a description states, written once and read by both (and, through
 * `traitRollModifier`, by the tools that apply them).
 */
const AGGRESSIVE = { kind: 'roll-modifier', roll: 'clock-control', value: 1 } as const;
const CAUTIOUS = { kind: 'roll-modifier', roll: 'clock-control', value: -1 } as const;
const FRONT_FATE = { kind: 'roll-modifier', roll: 'general-fate', value: 1 } as const;
const REAR_FATE = { kind: 'roll-modifier', roll: 'general-fate', value: -1 } as const;
const [GRANDIOSE_LOW, GRANDIOSE_HIGH] = [
  { min: 1, max: 5, change: { kind: 'add', value: -1 } },
  { min: 6, max: 6, change: { kind: 'add', value: 2 } },
] as const;
const UNRELIABLE_BAND = { min: 1, max: 1, change: { kind: 'set', value: 0 } } as const;

/** A trait as a row: id, name, scope, hooks, effects and description (see `Trait`). */
type TraitRow = readonly [
  id: TraitId,
  name: string,
  scope: Trait['scope'],
  hooks: readonly TraitHook[],
  effects: readonly TraitEffect[],
  description: string,
];

/** The traits of `rows`, each citing its own entry of Appendix I. */
function traitsFromRows(rows: readonly TraitRow[]): Trait[] {
  return rows.map(([id, name, scope, hooks, effects, description]) => ({
    id,
    name,
    description,
    hooks,
    scope,
    effects,
    rule: `Appendix I › ${name}`,
  }));
}

/** Every personality trait, in the book's (alphabetical) order (App. I, L1645–1721). */
export const TRAITS: readonly Trait[] = traitsFromRows([
  [
    'aggressive', // L1646–1647
    'Aggressive',
    'army',
    ['clock-control'],
    [AGGRESSIVE],
    `Army commander adds ${AGGRESSIVE.value} to every roll for control of the turn clock.`,
  ],
  [
    'cautious', // L1648–1649
    'Cautious',
    'army',
    ['clock-control'],
    [CAUTIOUS],
    `Army commander subtracts ${-CAUTIOUS.value} from every roll for control of the turn clock.`,
  ],
  [
    'disciplinarian', // L1650–1652
    'Disciplinarian',
    'any',
    ['firing'],
    [{ kind: 'reroll', roll: 'firing', perTurn: 1, reach: 'chain' }],
    'Once a turn, reroll one Firing Table roll of a brigade in his chain of command; the second roll stands.',
  ],
  [
    'dour', // L1653–1654
    'Dour',
    'any',
    ['rally'],
    [{ kind: 'no-rally-bonus' }],
    'Never gives the rally bonus to broken brigades.',
  ],
  [
    'energetic', // L1655–1658
    'Energetic',
    'any',
    ['end-of-turn'],
    [{ kind: 'remove-fatigue', markers: ENERGETIC_MARKERS, withinInches: TRAIT_RADIUS_INCHES }],
    `At each end of turn, takes up to ${ENERGETIC_MARKERS} Fatigue markers off one brigade within ${TRAIT_RADIUS_INCHES}″ and LOS, even near the enemy.`,
  ],
  [
    'finest-hour', // L1659–1662
    'Finest Hour',
    'any',
    ['after-clock', 'end-of-turn'],
    [{ kind: 'bonus-pp-roll', die: D6.sides }],
    `Each turn, once the clock runs out, rolls a D${D6.sides} for that many extra PP to spend at end of turn.`,
  ],
  [
    'grandiose', // L1663–1666
    'Grandiose',
    'any',
    ['pp-budget'],
    [{ kind: 'pp-roll', die: D6.sides, bands: [GRANDIOSE_LOW, GRANDIOSE_HIGH] }],
    `Rolls a D${D6.sides} before giving out PP: ${GRANDIOSE_LOW.min}–${GRANDIOSE_LOW.max} costs him ${-GRANDIOSE_LOW.change.value} PP this turn, ${GRANDIOSE_HIGH.min} gives him ${GRANDIOSE_HIGH.change.value} more.`,
  ],
  [
    'grasps-the-initiative', // L1667–1670
    'Grasps the Initiative',
    'any',
    ['after-clock'],
    [{ kind: 'bonus-maneuver', perBattle: 1 }],
    'Once a battle, right after the clock runs out, one division of his chain maneuvers as if it had Priority, even if it already moved.',
  ],
  [
    'hard-driving', // L1671–1673
    'Hard Driving',
    'any',
    ['movement'],
    [{ kind: 'reserve-move', inches: HARD_DRIVING_RESERVE_INCHES }],
    `His divisions make road reserve moves of ${HARD_DRIVING_RESERVE_INCHES}″ instead of ${RESERVE_MOVEMENT_INCHES}″.`,
  ],
  [
    'hesitant', // L1674–1676
    'Hesitant',
    'any',
    ['pp-budget'],
    [
      {
        kind: 'pp-roll',
        die: D6.sides,
        bands: [{ min: 1, max: D6.sides, change: { kind: 'set-to-roll' } }],
      },
    ],
    `Each turn his PP are whatever he rolls on a D${D6.sides}.`,
  ],
  [
    'inept', // L1677–1678
    'Inept',
    'any',
    ['bidding'],
    [{ kind: 'bid-rule', rule: 'distinct-ratings-unless-zero' }],
    'No two of his divisions may share a Priority rating, except 0.',
  ],
  [
    'insubordinate', // L1679–1681
    'Insubordinate',
    'corps',
    ['bidding'],
    [{ kind: 'bid-rule', rule: 'only-own-pp' }],
    'His divisions take PP from no other general, not even the army commander.',
  ],
  [
    'leads-from-the-front', // L1682–1684
    'Leads from the Front',
    'any',
    ['firing', 'close-combat', 'general-fate'],
    [
      { kind: 'ignore-fatigue-penalty', rolls: ['firing', 'close-combat'], reach: 'base-contact' },
      FRONT_FATE,
    ],
    `Brigades touching his base ignore their Fatigue penalties; he adds ${FRONT_FATE.value} to his own Fate rolls.`,
  ],
  [
    'leads-from-the-rear', // L1685–1686
    'Leads from the Rear',
    'any',
    ['general-fate', 'movement'],
    [REAR_FATE, { kind: 'stay-near-hq', inches: LEADS_FROM_REAR_HQ_INCHES }],
    `Subtracts ${-REAR_FATE.value} from his Fate rolls and must keep within ${LEADS_FROM_REAR_HQ_INCHES}″ of his HQ.`,
  ],
  [
    'masterful', // L1687–1689
    'Masterful',
    'army',
    ['clock-depletion'],
    [{ kind: 'pick-one-of', roll: 'clock-depletion', dice: { count: 2, sides: 6 } }],
    'Army commander rolls two D6 and keeps either whenever he rolls to take time off the clock.',
  ],
  [
    'micromanager', // L1690–1692
    'Micromanager',
    'any',
    ['bidding'],
    [{ kind: 'bid-rule', rule: 'save-at-least-half-down' }],
    'Must keep at least half his PP (rounded down) for end-of-turn moves.',
  ],
  [
    'quartermaster', // L1693–1694
    'Quartermaster',
    'any',
    ['setup', 'end-of-turn'],
    [{ kind: 'extra-hq', hqs: 2, moveInches: QUARTERMASTER_HQ_INCHES }],
    `Has two HQs; each may move up to ${QUARTERMASTER_HQ_INCHES}″ at end of turn.`,
  ],
  [
    'reckless-attacker', // L1695–1698
    'Reckless Attacker',
    'any',
    ['close-combat'],
    [{ kind: 'forced-pursuit', bd: RECKLESS_PURSUIT_BD, maxPerRound: 2 }],
    `Brigades of his chain must follow a recoiling close-combat enemy up to ${RECKLESS_PURSUIT_BD} BD, at most twice per round of combat.`,
  ],
  [
    'revered', // L1699–1700
    'Revered',
    'any',
    ['rally'],
    [{ kind: 'rally-bonus', value: RALLY_REVERED_BONUS, withinInches: RALLY_REVERED_INCHES }],
    `His rally bonus is +${RALLY_REVERED_BONUS} within ${RALLY_REVERED_INCHES}″ and LOS, in place of the usual +${RALLY_GENERAL_BONUS} within ${RALLY_GENERAL_INCHES}″.`,
  ],
  [
    'shrewd-tactician', // L1701–1702
    'Shrewd Tactician',
    'any',
    ['end-of-turn', 'pp-budget'],
    [{ kind: 'carry-pp', divisor: 2 }],
    'May carry up to half his unspent PP (rounded down) into the next turn.',
  ],
  [
    'sloppy-staff-work', // L1703–1705
    'Sloppy Staff Work',
    'any',
    ['bidding'],
    [{ kind: 'bid-rule', rule: 'one-division-at-zero' }],
    'Every turn at least one division of his chain must be rated 0.',
  ],
  [
    'stalwart', // L1706–1709
    'Stalwart',
    'any',
    ['break'],
    [
      {
        kind: 'break-save',
        die: D6.sides,
        target: STALWART_TARGET,
        recoilBd: STALWART_RECOIL_BD,
        fatigue: 1,
        withinInches: TRAIT_RADIUS_INCHES,
      },
    ],
    `When a brigade under him breaks within ${TRAIT_RADIUS_INCHES}″ and LOS, roll a D${D6.sides}: on ${STALWART_TARGET}+ it recoils ${STALWART_RECOIL_BD} BD with a Fatigue marker instead (a fifth marker still breaks it).`,
  ],
  [
    'tardy', // L1710–1712
    'Tardy',
    'any',
    ['movement'],
    [{ kind: 'reserve-move', inches: null }],
    'His divisions may not use road reserve movement.',
  ],
  [
    'trusted-lieutenant', // L1713–1715
    'Trusted Lieutenant',
    'corps',
    ['bidding'],
    [{ kind: 'bid-rule', rule: 'any-friendly-division' }],
    'May give his PP to any friendly division, in his chain or not.',
  ],
  [
    'unflappable', // L1716–1718
    'Unflappable',
    'any',
    ['any-roll'],
    [{ kind: 'reroll', roll: 'any-d6', perTurn: 1, reach: 'within-6-los' }],
    `Once a turn, one brigade within ${TRAIT_RADIUS_INCHES}″ and LOS may reroll any one D6; the second roll stands.`,
  ],
  [
    'unreliable', // L1719–1721
    'Unreliable',
    'any',
    ['pp-budget'],
    [{ kind: 'pp-roll', die: D6.sides, bands: [UNRELIABLE_BAND] }],
    `Rolls a D${D6.sides} before giving out PP; on a ${UNRELIABLE_BAND.max} he gives none this turn.`,
  ],
]);
