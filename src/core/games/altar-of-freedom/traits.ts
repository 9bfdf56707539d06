/**
 * Altar of Freedom: the 26 general personality traits (App. I, L1645–1721; spec §2.11).
 * Descriptions are the app's own summaries. Traits vary by scenario and are not printed for any
 * starter-scenario general (spec G1), so players pick them. Distances and counts that other rules
 * share are read from `constants.ts` and `movement.ts`.
 */
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
import type { Trait } from './trait-types.js';

/** Every personality trait, in the book's (alphabetical) order (App. I, L1645–1721). */
export const TRAITS: readonly Trait[] = [
  {
    id: 'aggressive',
    name: 'Aggressive',
    description: 'Army commander adds 1 to every roll for control of the turn clock.',
    hooks: ['clock-control'],
    scope: 'army',
    effects: [{ kind: 'roll-modifier', roll: 'clock-control', value: 1 }],
    rule: 'Appendix I › Aggressive', // L1646–1647
  },
  {
    id: 'cautious',
    name: 'Cautious',
    description: 'Army commander subtracts 1 from every roll for control of the turn clock.',
    hooks: ['clock-control'],
    scope: 'army',
    effects: [{ kind: 'roll-modifier', roll: 'clock-control', value: -1 }],
    rule: 'Appendix I › Cautious', // L1648–1649
  },
  {
    id: 'disciplinarian',
    name: 'Disciplinarian',
    description:
      'Once a turn, reroll one Firing Table roll of a brigade in his chain of command; the second roll stands.',
    hooks: ['firing'],
    scope: 'any',
    effects: [{ kind: 'reroll', roll: 'firing', perTurn: 1, reach: 'chain' }],
    rule: 'Appendix I › Disciplinarian', // L1650–1652
  },
  {
    id: 'dour',
    name: 'Dour',
    description: 'Never gives the rally bonus to broken brigades.',
    hooks: ['rally'],
    scope: 'any',
    effects: [{ kind: 'no-rally-bonus' }],
    rule: 'Appendix I › Dour', // L1653–1654
  },
  {
    id: 'energetic',
    name: 'Energetic',
    description: `At each end of turn, takes up to ${ENERGETIC_MARKERS} Fatigue markers off one brigade within ${TRAIT_RADIUS_INCHES}″ and LOS, even near the enemy.`,
    hooks: ['end-of-turn'],
    scope: 'any',
    effects: [
      { kind: 'remove-fatigue', markers: ENERGETIC_MARKERS, withinInches: TRAIT_RADIUS_INCHES },
    ],
    rule: 'Appendix I › Energetic', // L1655–1658
  },
  {
    id: 'finest-hour',
    name: 'Finest Hour',
    description:
      'Each turn, once the clock runs out, rolls a D6 for that many extra PP to spend at end of turn.',
    hooks: ['after-clock', 'end-of-turn'],
    scope: 'any',
    effects: [{ kind: 'bonus-pp-roll', die: 6 }],
    rule: 'Appendix I › Finest Hour', // L1659–1662
  },
  {
    id: 'grandiose',
    name: 'Grandiose',
    description:
      'Rolls a D6 before giving out PP: 1–5 costs him 1 PP this turn, 6 gives him 2 more.',
    hooks: ['pp-budget'],
    scope: 'any',
    effects: [
      {
        kind: 'pp-roll',
        die: 6,
        bands: [
          { min: 1, max: 5, change: { kind: 'add', value: -1 } },
          { min: 6, max: 6, change: { kind: 'add', value: 2 } },
        ],
      },
    ],
    rule: 'Appendix I › Grandiose', // L1663–1666
  },
  {
    id: 'grasps-the-initiative',
    name: 'Grasps the Initiative',
    description:
      'Once a battle, right after the clock runs out, one division of his chain maneuvers as if it had Priority, even if it already moved.',
    hooks: ['after-clock'],
    scope: 'any',
    effects: [{ kind: 'bonus-maneuver', perBattle: 1 }],
    rule: 'Appendix I › Grasps the Initiative', // L1667–1670
  },
  {
    id: 'hard-driving',
    name: 'Hard Driving',
    description: `His divisions make road reserve moves of ${HARD_DRIVING_RESERVE_INCHES}″ instead of ${RESERVE_MOVEMENT_INCHES}″.`,
    hooks: ['movement'],
    scope: 'any',
    effects: [{ kind: 'reserve-move', inches: HARD_DRIVING_RESERVE_INCHES }],
    rule: 'Appendix I › Hard Driving', // L1671–1673
  },
  {
    id: 'hesitant',
    name: 'Hesitant',
    description: 'Each turn his PP are whatever he rolls on a D6.',
    hooks: ['pp-budget'],
    scope: 'any',
    effects: [
      { kind: 'pp-roll', die: 6, bands: [{ min: 1, max: 6, change: { kind: 'set-to-roll' } }] },
    ],
    rule: 'Appendix I › Hesitant', // L1674–1676
  },
  {
    id: 'inept',
    name: 'Inept',
    description: 'No two of his divisions may share a Priority rating, except 0.',
    hooks: ['bidding'],
    scope: 'any',
    effects: [{ kind: 'bid-rule', rule: 'distinct-ratings-unless-zero' }],
    rule: 'Appendix I › Inept', // L1677–1678
  },
  {
    id: 'insubordinate',
    name: 'Insubordinate',
    description: 'His divisions take PP from no other general, not even the army commander.',
    hooks: ['bidding'],
    scope: 'corps',
    effects: [{ kind: 'bid-rule', rule: 'only-own-pp' }],
    rule: 'Appendix I › Insubordinate', // L1679–1681
  },
  {
    id: 'leads-from-the-front',
    name: 'Leads from the Front',
    description:
      'Brigades touching his base ignore their Fatigue penalties; he adds 1 to his own Fate rolls.',
    hooks: ['firing', 'close-combat', 'general-fate'],
    scope: 'any',
    effects: [
      { kind: 'ignore-fatigue-penalty', rolls: ['firing', 'close-combat'], reach: 'base-contact' },
      { kind: 'roll-modifier', roll: 'general-fate', value: 1 },
    ],
    rule: 'Appendix I › Leads from the Front', // L1682–1684
  },
  {
    id: 'leads-from-the-rear',
    name: 'Leads from the Rear',
    description: `Subtracts 1 from his Fate rolls and must keep within ${LEADS_FROM_REAR_HQ_INCHES}″ of his HQ.`,
    hooks: ['general-fate', 'movement'],
    scope: 'any',
    effects: [
      { kind: 'roll-modifier', roll: 'general-fate', value: -1 },
      { kind: 'stay-near-hq', inches: LEADS_FROM_REAR_HQ_INCHES },
    ],
    rule: 'Appendix I › Leads from the Rear', // L1685–1686
  },
  {
    id: 'masterful',
    name: 'Masterful',
    description:
      'Army commander rolls two D6 and keeps either whenever he rolls to take time off the clock.',
    hooks: ['clock-depletion'],
    scope: 'army',
    effects: [{ kind: 'pick-one-of', roll: 'clock-depletion', dice: { count: 2, sides: 6 } }],
    rule: 'Appendix I › Masterful', // L1687–1689
  },
  {
    id: 'micromanager',
    name: 'Micromanager',
    description: 'Must keep at least half his PP (rounded down) for end-of-turn moves.',
    hooks: ['bidding'],
    scope: 'any',
    effects: [{ kind: 'bid-rule', rule: 'save-at-least-half-down' }],
    rule: 'Appendix I › Micromanager', // L1690–1692
  },
  {
    id: 'quartermaster',
    name: 'Quartermaster',
    description: `Has two HQs; each may move up to ${QUARTERMASTER_HQ_INCHES}″ at end of turn.`,
    hooks: ['setup', 'end-of-turn'],
    scope: 'any',
    effects: [{ kind: 'extra-hq', hqs: 2, moveInches: QUARTERMASTER_HQ_INCHES }],
    rule: 'Appendix I › Quartermaster', // L1693–1694
  },
  {
    id: 'reckless-attacker',
    name: 'Reckless Attacker',
    description: `Brigades of his chain must follow a recoiling close-combat enemy up to ${RECKLESS_PURSUIT_BD} BD, at most twice per round of combat.`,
    hooks: ['close-combat'],
    scope: 'any',
    effects: [{ kind: 'forced-pursuit', bd: RECKLESS_PURSUIT_BD, maxPerRound: 2 }],
    rule: 'Appendix I › Reckless Attacker', // L1695–1698
  },
  {
    id: 'revered',
    name: 'Revered',
    description: `His rally bonus is +${RALLY_REVERED_BONUS} within ${RALLY_REVERED_INCHES}″ and LOS, in place of the usual +${RALLY_GENERAL_BONUS} within ${RALLY_GENERAL_INCHES}″.`,
    hooks: ['rally'],
    scope: 'any',
    effects: [
      { kind: 'rally-bonus', value: RALLY_REVERED_BONUS, withinInches: RALLY_REVERED_INCHES },
    ],
    rule: 'Appendix I › Revered', // L1699–1700
  },
  {
    id: 'shrewd-tactician',
    name: 'Shrewd Tactician',
    description: 'May carry up to half his unspent PP (rounded down) into the next turn.',
    hooks: ['end-of-turn', 'pp-budget'],
    scope: 'any',
    effects: [{ kind: 'carry-pp', divisor: 2 }],
    rule: 'Appendix I › Shrewd Tactician', // L1701–1702
  },
  {
    id: 'sloppy-staff-work',
    name: 'Sloppy Staff Work',
    description: 'Every turn at least one division of his chain must be rated 0.',
    hooks: ['bidding'],
    scope: 'any',
    effects: [{ kind: 'bid-rule', rule: 'one-division-at-zero' }],
    rule: 'Appendix I › Sloppy Staff Work', // L1703–1705
  },
  {
    id: 'stalwart',
    name: 'Stalwart',
    description: `When a brigade under him breaks within ${TRAIT_RADIUS_INCHES}″ and LOS, roll a D6: on ${STALWART_TARGET}+ it recoils ${STALWART_RECOIL_BD} BD with a Fatigue marker instead (a fifth marker still breaks it).`,
    hooks: ['break'],
    scope: 'any',
    effects: [
      {
        kind: 'break-save',
        die: 6,
        target: STALWART_TARGET,
        recoilBd: STALWART_RECOIL_BD,
        fatigue: 1,
        withinInches: TRAIT_RADIUS_INCHES,
      },
    ],
    rule: 'Appendix I › Stalwart', // L1706–1709
  },
  {
    id: 'tardy',
    name: 'Tardy',
    description: 'His divisions may not use road reserve movement.',
    hooks: ['movement'],
    scope: 'any',
    effects: [{ kind: 'reserve-move', inches: null }],
    rule: 'Appendix I › Tardy', // L1710–1712
  },
  {
    id: 'trusted-lieutenant',
    name: 'Trusted Lieutenant',
    description: 'May give his PP to any friendly division, in his chain or not.',
    hooks: ['bidding'],
    scope: 'corps',
    effects: [{ kind: 'bid-rule', rule: 'any-friendly-division' }],
    rule: 'Appendix I › Trusted Lieutenant', // L1713–1715
  },
  {
    id: 'unflappable',
    name: 'Unflappable',
    description: `Once a turn, one brigade within ${TRAIT_RADIUS_INCHES}″ and LOS may reroll any one D6; the second roll stands.`,
    hooks: ['any-roll'],
    scope: 'any',
    effects: [{ kind: 'reroll', roll: 'any-d6', perTurn: 1, reach: 'within-6-los' }],
    rule: 'Appendix I › Unflappable', // L1716–1718
  },
  {
    id: 'unreliable',
    name: 'Unreliable',
    description: 'Rolls a D6 before giving out PP; on a 1 he gives none this turn.',
    hooks: ['pp-budget'],
    scope: 'any',
    effects: [
      { kind: 'pp-roll', die: 6, bands: [{ min: 1, max: 1, change: { kind: 'set', value: 0 } }] },
    ],
    rule: 'Appendix I › Unreliable', // L1719–1721
  },
];
