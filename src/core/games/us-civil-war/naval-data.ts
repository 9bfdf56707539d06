/**
 * The U.S. Civil War: every number of the naval rules (Advanced Game, rule 21) written once with
 * its rule: interception, the naval battle's strengths and modifiers, the Ironclad saves,
 * Running the Guns, the Confederate naval reinforcement and Ironclad completion rolls. The
 * minus signs lost from the text copy are restored (spec §0.2 A1). Fort strengths are in
 * `forts.ts`, the card and demoralization modifiers in `land-modifiers.ts`. Data only.
 */
import type { DiceSpec } from '../../shared/types.js';

const D6: DiceSpec = { count: 1, sides: 6 };

/** Naval Interception: two dice must reach `target` (21.4.2). */
export const NAVAL_INTERCEPTION = {
  dice: { count: 2, sides: 6 } satisfies DiceSpec,
  target: 7,
  rule: '21.4.2',
} as const;

/** A Union Naval Leader with the ships: to interception and to the naval battle (21.4.2, 21.6.5). */
export const NAVAL_LEADER_DRM = 1;

/** A Confederate Ironclad intercepting or among the interceptors (21.4.2). */
export const CSA_IRONCLAD_INTERCEPT_DRM = -1;

/** The Union's Naval Leaders (21.2.8). */
export const NAVAL_LEADERS = ['Farragut', 'Porter', 'Foote'] as const;

/** Naval Strength Points of the Confederate pieces in a naval battle (21.6.4, 21.10). */
export const CSA_NSP = {
  battery: 2,
  flotilla: 1,
  ironclad: 2,
  /** Under construction, or any damaged unit. */
  underConstruction: 0,
} as const;

/** The Union's Oceangoing Ironclad Strength grows by 1 every this many turns: floor(turn / 2) (21.5). */
export const IRONCLAD_STRENGTH_EVERY = 2;

/** The Union Ironclad Strength on `turn` (21.5). */
export const ironcladStrength = (turn: number): number =>
  Math.floor(Math.max(0, turn) / IRONCLAD_STRENGTH_EVERY);

/** A side with at least this many times the loser's NSPs may keep moving after winning (21.6.7). */
export const NAVAL_CONTINUE_RATIO = 2;

/** The Confederate Ironclad save: a die per hit or * on an Ironclad, `target` or more steps it down (21.6.6). */
export const IRONCLAD_SAVE = { dice: D6, target: 4, rule: '21.6.6' } as const;

/** Running the Guns: the firer's modifier and how many rolls it makes going up-river (21.13). */
export const RUN_GUNS = { modifier: -2, upRiverRolls: 2, rule: '21.13' } as const;

/** Confederate Ironclad completion in the End Phase: one die, `target` or more (21.10.3). */
export const IRONCLAD_COMPLETION = { dice: D6, target: 5, rule: '21.10.3' } as const;

/** The Confederate Naval Reinforcement Table: one die a turn (21.10.1) and where each goes (21.10.2). */
export const NAVAL_REINFORCEMENT = {
  dice: D6,
  rule: '21.10.1',
  rows: [
    {
      key: 'ironclad',
      from: 1,
      to: 2,
      label: 'Ironclad',
      detail: 'placed under construction, in a port',
    },
    {
      key: 'battery',
      from: 3,
      to: 4,
      label: 'Naval Battery',
      detail: 'in a Port, Fort, Coastal Fort or Entrenchment',
    },
    {
      key: 'flotilla',
      from: 5,
      to: 6,
      label: 'River Flotilla',
      detail: 'complete, in a port',
    },
  ],
} as const;
