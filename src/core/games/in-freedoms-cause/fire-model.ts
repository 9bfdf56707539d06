/**
 * In Freedom's Cause, Haversack's open model of the official app's fire table: from the settings
 * the app's Fire tab takes (weapon, quality, firing figures, range bracket, target's cover and
 * the ticked modifiers), the casualties on each 2d6 roll, or the rulebook's refusal when a small
 * arm is out of range. The numbers are the model's (`model-defaults.ts`), never the publisher's.
 */
import { bracketAllowed, bracketById, bracketLabel, FIRE_BRACKETS } from './model-brackets.js';
import { qualityId, rateId } from './model-defaults.js';
import { paramById, paramValue, type ParamValues } from './model-params.js';
import { qualityById } from './quality.js';
import {
  casualtyTable,
  type CasualtyTable,
  type Expectation,
  type ModelFactor,
} from './table-model.js';
import { fireWeaponById, WEAPON_RULE } from './fire-weapons.js';

/** The most figures in one firing; more fire as two equal firings (Fire). */
export const FIRE_FIGURES_MAX = 24;

/** The target's situation on the Fire tab. */
export type FireCover = 'open' | 'soft' | 'hard';

/** The modifiers the model takes, by the parameter each applies. */
export const FIRE_MODS = ['deep', 'moving', 'mounted', 'involuntary', 'sharpshooter'] as const;
export type FireMod = (typeof FIRE_MODS)[number];

/** The settings of one firing. */
export interface FireSettings {
  readonly weapon: string;
  readonly quality: string;
  readonly figures: number;
  readonly bracket: string;
  readonly cover: FireCover;
  readonly mods: readonly FireMod[];
}

/** A generated fire table, or the refusal. */
export type FireTable =
  | { readonly ok: true; readonly expectation: Expectation; readonly table: CasualtyTable }
  | { readonly ok: false; readonly reason: string };

const factor = (values: ParamValues, id: string, label?: string): ModelFactor => ({
  label: label ?? paramById(id)?.label ?? id,
  percent: paramValue(values, id),
});

function rateFactors(values: ParamValues, weapon: string, bracket: string): ModelFactor[] {
  const w = fireWeaponById(weapon);
  const b = bracketById(bracket) ?? FIRE_BRACKETS[0];
  const at = b ? bracketLabel(b) : '';
  if (w.id !== 'mixed-art') return [factor(values, rateId(w.id, b?.id ?? ''), `${w.label}, ${at}`)];
  // A mixed battery: the mean of the smoothbore and rifled rates, kept whole.
  const sum =
    paramValue(values, rateId('smoothbore-art', b?.id ?? '')) +
    paramValue(values, rateId('rifled-art', b?.id ?? ''));
  return [
    { label: `Smoothbore plus rifled, ${at}`, percent: sum },
    { label: 'Mixed battery: half of that', percent: 50 },
  ];
}

/** The fire table for `s` under the player's parameters `values`. */
export function fireTable(s: FireSettings, values: ParamValues): FireTable {
  const w = fireWeaponById(s.weapon);
  const b = bracketById(s.bracket);
  if (!b) return { ok: false, reason: 'Choose a range bracket.' };
  if (!bracketAllowed(w, b))
    return {
      ok: false,
      reason: `Fire not allowed: a ${w.label.toLowerCase()} reaches at most ${String(w.maxRange)}″ (${WEAPON_RULE}).`,
    };
  const figures = Math.max(0, Math.min(FIRE_FIGURES_MAX, Math.trunc(s.figures)));
  const factors: ModelFactor[] = [
    ...rateFactors(values, w.id, b.id),
    factor(values, qualityId(qualityById(s.quality).id), `${qualityById(s.quality).label} firers`),
  ];
  if (s.cover !== 'open') factors.push(factor(values, `cover-${s.cover}`));
  for (const m of FIRE_MODS) if (s.mods.includes(m)) factors.push(factor(values, `fire-${m}`));
  const expectation = { figures, factors };
  return { ok: true, expectation, table: casualtyTable(expectation, figures) };
}
