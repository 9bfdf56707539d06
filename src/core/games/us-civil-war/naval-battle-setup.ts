/**
 * The U.S. Civil War: a naval battle's set-up (21.6): each side's Naval Strength Points from its
 * ships and the defender's installations, its CRT column and dice, and its modifiers. Pure; the
 * calculator reads it and the entered CRT.
 */
import { crtColumn, type CrtColumn } from './crt-columns.js';
import { FORTIFICATIONS } from './forts.js';
import { CARD_DRM, DEMORALIZED_DRM } from './land-modifiers.js';
import { CSA_NSP, NAVAL_LEADER_DRM, ironcladStrength } from './naval-data.js';
import type { Side } from './sides.js';

/** The battle as the player describes it. */
export interface NavalBattleInput {
  readonly attacker: Side;
  readonly turn: number;
  /** Undamaged Union NSPs (damaged ones count 0). */
  readonly ocean: number;
  readonly river: number;
  readonly leader: boolean;
  /** The Union attacker meets the Ironclad Strength's conditions (card, target) (21.5). */
  readonly ironclads: boolean;
  /** Undamaged Confederate River Flotillas and completed Ironclads. */
  readonly flotillas: number;
  readonly csaIronclads: number;
  /** The defender's installations in the hex. */
  readonly coastalFort: boolean;
  readonly fort: boolean;
  /** Confederate Naval Batteries (when the Confederacy defends). */
  readonly batteries: number;
  /** The attacker is only Gunboats or Cottonclads, without counters. */
  readonly escort: boolean;
  readonly card: boolean;
  readonly demoralized: boolean;
}

/** A part of a side's strength. */
export interface NspPart {
  readonly label: string;
  readonly nsp: number;
  readonly rule: string;
}

/** A modifier as applied, with its rule. */
export interface NavalDrm {
  readonly label: string;
  readonly value: number;
  readonly rule: string;
}

/** One side as set up. */
export interface NavalSide {
  readonly side: Side;
  readonly parts: readonly NspPart[];
  readonly nsp: number;
  readonly column: CrtColumn;
  readonly modifiers: readonly NavalDrm[];
  readonly modifier: number;
}

const fortNsp = (id: string) => FORTIFICATIONS.find((f) => f.id === id)?.nsp ?? 0;

/** The Ironclad Strength the Union adds this turn, or 0 when it cannot (21.5). */
export function ironcladBonus(input: NavalBattleInput): number {
  return input.ironclads && input.attacker === 'union' && input.ocean > 0 && !input.escort
    ? ironcladStrength(input.turn)
    : 0;
}

function shipParts(input: NavalBattleInput, side: Side): NspPart[] {
  if (side === 'union')
    return [
      { label: 'Oceangoing NSPs', nsp: input.ocean, rule: '21.2.2' },
      { label: 'River NSPs', nsp: input.river, rule: '21.2.2' },
      { label: 'Ironclad Strength', nsp: ironcladBonus(input), rule: '21.5' },
    ];
  return [
    { label: 'River Flotillas', nsp: input.flotillas * CSA_NSP.flotilla, rule: '21.10.5' },
    { label: 'Ironclads', nsp: input.csaIronclads * CSA_NSP.ironclad, rule: '21.10.3' },
  ];
}

function installationParts(input: NavalBattleInput, side: Side): NspPart[] {
  return [
    { label: 'Coastal Fort', nsp: input.coastalFort ? fortNsp('coastal') : 0, rule: '10.3' },
    { label: 'Fort', nsp: input.fort ? fortNsp('f1') : 0, rule: '10.2' },
    {
      label: 'Naval Batteries',
      nsp: side === 'confederate' ? input.batteries * CSA_NSP.battery : 0,
      rule: '21.10.4',
    },
  ];
}

function side(who: Side, parts: NspPart[], mods: NavalDrm[]): NavalSide {
  const counted = parts.filter((p) => p.nsp > 0);
  const modifiers = mods.filter((m) => m.value !== 0);
  const nsp = counted.reduce((s, p) => s + p.nsp, 0);
  return {
    side: who,
    parts: counted,
    nsp,
    column: crtColumn(nsp),
    modifiers,
    modifier: modifiers.reduce((s, m) => s + m.value, 0),
  };
}

const leader = (input: NavalBattleInput, who: Side): NavalDrm => ({
  label: 'Naval Leader',
  value: who === 'union' && input.leader ? NAVAL_LEADER_DRM : 0,
  rule: '21.6.5',
});

/** Both sides as set up: the attacker's ships against the defender's ships and installations. */
export function setUpNavalBattle(input: NavalBattleInput): {
  attacker: NavalSide;
  defender: NavalSide;
} {
  const a = input.attacker;
  const d: Side = a === 'union' ? 'confederate' : 'union';
  const attacker = side(a, input.escort ? [] : shipParts(input, a), [
    leader(input, a),
    { label: 'Battle card', value: input.card ? CARD_DRM : 0, rule: '18.1, 21.6.5' },
    { label: 'Demoralized', value: input.demoralized ? DEMORALIZED_DRM : 0, rule: '21.14' },
  ]);
  const defender = side(
    d,
    [...shipParts(input, d), ...installationParts(input, d)],
    [leader(input, d)],
  );
  return { attacker, defender };
}
