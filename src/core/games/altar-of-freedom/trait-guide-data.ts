/**
 * Altar of Freedom: where each personality trait comes into play, for the traits guide. Phases
 * follow the turn sequence (L497–530, L1412–1423); the tool uses say which of the app's tools
 * already handle a trait (checked against the tools' descriptors by the tests). Data only.
 */
import type { TraitHook } from './trait-types.js';
import type { TraitId } from './trait-ids.js';
import { RALLY_REVERED_BONUS, RALLY_REVERED_INCHES } from './constants.js';
import { signed } from '../../shared/signed.js';
import { traitRollModifier } from './trait-effects.js';

/** A part of the game where traits apply. */
export interface TraitPhase {
  readonly id: string;
  readonly title: string;
  /** The hooks (spec §2.11) that belong to this phase. */
  readonly hooks: readonly TraitHook[];
  readonly rule: string;
}

/** The phases, in the order a battle and a turn run. Each hook is in exactly one. */
export const TRAIT_PHASES: readonly TraitPhase[] = [
  {
    id: 'setup',
    title: 'Before the battle',
    hooks: ['setup'],
    rule: 'Basic Game Sequence; Battle Deployment',
  }, // L497–535
  {
    id: 'priority',
    title: 'Giving out Priority Points',
    hooks: ['pp-budget', 'bidding'],
    rule: 'Priority Points to Tracking Priority Points', // L537–609
  },
  {
    id: 'clock',
    title: 'The turn clock',
    hooks: ['clock-control', 'clock-depletion'],
    rule: 'Rolling for the Turn Clock; The Turn Clock; Manipulating the Turn Clock', // L610–644, L1372–1408
  },
  {
    id: 'movement',
    title: 'Maneuver',
    hooks: ['movement'],
    rule: 'Smoke and Steel › Calling Out Bids to Building Defensive Field Works',
  }, // L657–808
  {
    id: 'combat',
    title: 'Firing, close combat and other rolls',
    hooks: ['firing', 'close-combat', 'any-roll', 'break'],
    rule: 'Smoke and Steel › Pour the Hot Lead! to HQ Bases in Combat', // L817–1284
  },
  { id: 'fate', title: 'Generals under fire', hooks: ['general-fate'], rule: 'Generals in Combat' }, // L1285–1361
  {
    id: 'end',
    title: 'When the clock runs out, and the end of the turn',
    hooks: ['after-clock', 'end-of-turn'],
    rule: 'Ending a Turn; End of Turn Sequence to Replace Fallen Generals', // L1380–1383, L1412–1578
  },
  {
    id: 'rally',
    title: 'Rallying broken brigades',
    hooks: ['rally'],
    rule: 'Rally Table; Successful Rally Attempts',
  }, // L1485–1513
];

/** Short names of the hooks, for "applies in" lists. */
export const TRAIT_HOOK_LABELS: Readonly<Record<TraitHook, string>> = {
  setup: 'setup',
  'pp-budget': 'PP for the turn',
  bidding: 'bidding',
  'clock-control': 'clock control roll',
  'clock-depletion': 'clock depletion roll',
  movement: 'movement',
  firing: 'firing',
  'close-combat': 'close combat',
  'any-roll': 'any D6 roll',
  break: 'a brigade breaking',
  'general-fate': 'General Fate roll',
  'after-clock': 'after the clock runs out',
  'end-of-turn': 'end of turn',
  rally: 'rally roll',
};

/** How a tool handles a trait: as a modifier the player picks, or as a reminder in its notes. */
export interface TraitToolUse {
  /** The tool's route slug in the catalogue. */
  readonly tool: string;
  readonly how: 'modifier' | 'reminder';
  /** What the tool does with it, in a few words. */
  readonly what: string;
}

/** The turn clock's use of a trait's modifier to the control roll. */
const clockUse = (id: TraitId): TraitToolUse => ({
  tool: 'turn-clock',
  how: 'modifier',
  what: `${signed(traitRollModifier(id, 'clock-control'))} to the control roll`,
});

/** The General Fate tool's use of a trait's modifier to his Fate roll. */
const fateUse = (id: TraitId): TraitToolUse => ({
  tool: 'general-fate',
  how: 'modifier',
  what: `${signed(traitRollModifier(id, 'general-fate'))} to his Fate roll`,
});

/** The app's tools that handle each trait; a trait not listed is applied at the table. */
export const TRAIT_TOOL_USES: Readonly<Partial<Record<TraitId, readonly TraitToolUse[]>>> = {
  aggressive: [clockUse('aggressive')],
  cautious: [clockUse('cautious')],
  disciplinarian: [{ tool: 'firing', how: 'reminder', what: 'reroll reminder' }],
  dour: [{ tool: 'rally', how: 'modifier', what: 'no rally bonus from him' }],
  'leads-from-the-front': [
    { tool: 'firing', how: 'modifier', what: 'Fatigue penalty ignored' },
    { tool: 'close-combat', how: 'modifier', what: 'Fatigue penalty ignored' },
    fateUse('leads-from-the-front'),
  ],
  'leads-from-the-rear': [fateUse('leads-from-the-rear')],
  revered: [
    {
      tool: 'rally',
      how: 'modifier',
      what: `+${RALLY_REVERED_BONUS} within ${RALLY_REVERED_INCHES}″ and LOS`,
    },
  ],
  unflappable: [
    { tool: 'firing', how: 'reminder', what: 'reroll reminder' },
    { tool: 'close-combat', how: 'reminder', what: 'reroll reminder' },
    { tool: 'evasion', how: 'reminder', what: 'reroll reminder' },
    { tool: 'rally', how: 'reminder', what: 'reroll reminder' },
  ],
};
