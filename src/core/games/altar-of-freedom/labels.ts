/**
 * Altar of Freedom: printable base labels for a scenario, in the book's format: brigade name,
 * [SM] and division; general name and title; HQ title and general (Labeling Bases, L364–396;
 * spec §4.0 item 8, F18). Folded, the lower half goes under the base.
 */
import { armyGenerals, armyUnits } from './oob.js';
import type { Scenario, Side, Unit } from './schema.js';

/** One label. */
export interface BaseLabel {
  /** The unit, general or HQ id it belongs to. */
  readonly id: string;
  readonly kind: 'brigade' | 'general' | 'hq';
  readonly side: Side;
  /** The printed lines, top to bottom. */
  readonly lines: readonly string[];
  /** The brigade's SM as printed, e.g. '[+1]'; null for generals and HQs. */
  readonly sm: string | null;
}

/** A Strength Modifier as the labels print it: '[+2]', '[+0]', '[-1]' (L385–388). */
export function formatSm(sm: number): string {
  return `[${sm < 0 ? '-' : '+'}${Math.abs(sm)}]`;
}

/** The name line of a brigade label: artillery stands read ARTILLERY (spec §4.0 item 8). */
export function labelName(unit: Unit): string {
  return unit.arm === 'artillery' ? 'ARTILLERY' : unit.name.toUpperCase();
}

/**
 * Every base label of `scenario`: per army, the generals and HQs, then each brigade in OOB
 * order. Optional units are left out unless `includeOptional`.
 */
export function baseLabels(scenario: Scenario, includeOptional = false): BaseLabel[] {
  const labels: BaseLabel[] = [];
  for (const army of scenario.armies) {
    for (const { general } of armyGenerals(army)) {
      labels.push({
        id: general.id,
        kind: 'general',
        side: army.side,
        lines: [general.name.toUpperCase(), general.title],
        sm: null,
      });
      labels.push({
        id: general.hq.id,
        kind: 'hq',
        side: army.side,
        lines: [general.hq.label, general.name],
        sm: null,
      });
    }
    for (const { unit, division } of armyUnits(army)) {
      if (division?.optional === true && !includeOptional) continue;
      const lines = division === null ? [labelName(unit)] : [labelName(unit), division.label];
      labels.push({ id: unit.id, kind: 'brigade', side: army.side, lines, sm: formatSm(unit.sm) });
    }
  }
  return labels;
}
