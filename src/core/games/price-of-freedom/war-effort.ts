/**
 * The Price of Freedom: both sides' War Effort from the tracker's facts (§4-6): every line of
 * the two tables with whether the facts switch it on, any hand override, and the total.
 * Procedures only.
 */
import { coastBlockaded } from './blockade.js';
import { STARTING_WAR_EFFORT } from './constants.js';
import type { Nation } from './constants.js';
import type { CampaignSnapshot } from './tracker-types.js';
import { WAR_EFFORT_LINES, WAR_EFFORT_REGIONS } from './war-effort-lines.js';
import type { WarEffortLineDef } from './war-effort-lines.js';

/** One line of a side's War Effort ledger. */
export interface LedgerLine extends WarEffortLineDef {
  /** How many times it counts under the facts: 0/1, or a count for per-unit lines. */
  readonly units: number;
  /** Whether the facts alone switch it on. */
  readonly byFacts: boolean;
  /** A hand override, or null. */
  readonly override: boolean | null;
  /** Whether it counts (the override wins over the facts). */
  readonly active: boolean;
  /** What it adds to the War Effort. */
  readonly contribution: number;
}

/** A side's War Effort, line by line. */
export interface WarEffortLedger {
  readonly side: Nation;
  readonly start: number;
  readonly lines: readonly LedgerLine[];
  /** Changes from cards entered by hand (ruling G2). */
  readonly cardAdjustment: number;
  readonly total: number;
}

function usa(s: CampaignSnapshot, region: string): boolean {
  return s.control[region] === 'usa';
}

/** Whether the Union controls all of Kentucky (§5.6). */
export function unionControlsKentucky(s: CampaignSnapshot): boolean {
  return s.kentuckyRegions.length > 0 && s.kentuckyRegions.every((r) => usa(s, r));
}

/** Whether the Mississippi is Union-controlled (§4.1 note 3). */
export function mississippiUnion(s: CampaignSnapshot): boolean {
  return WAR_EFFORT_REGIONS.mississippi.every((r) => usa(s, r));
}

/** How many times each line counts under the facts (§4.1, §4.2, §5, §6). */
function unitsOf(s: CampaignSnapshot, id: string): number {
  const R = WAR_EFFORT_REGIONS;
  const facts: Record<string, boolean | number> = {
    'csa-turn-2': s.turn >= 2,
    'csa-turn-3': s.turn >= 3,
    'csa-kentucky': s.kentucky === 'csa' && !unionControlsKentucky(s),
    'csa-emancipation': s.emancipationProclaimed,
    'csa-inflation': s.inflationPlayed,
    'csa-mississippi': mississippiUnion(s),
    'csa-memphis-nashville': usa(s, R.memphis) && usa(s, R.nashville),
    'csa-shenandoah': usa(s, R.shenandoah),
    'csa-atlanta': usa(s, R.atlanta),
    'csa-gulf': coastBlockaded(s, 'gulf'),
    'csa-atlantic': coastBlockaded(s, 'atlantic'),
    'csa-richmond': usa(s, R.richmond),
    'usa-turn-2': s.turn >= 2,
    'usa-turn-3': s.turn >= 3,
    'usa-draft': s.draftPlayed,
    'usa-emancipation': s.emancipationProclaimed,
    'usa-kentucky': s.kentucky === 'usa',
    'usa-kentucky-violation': s.unionViolatedKentucky,
    'usa-resource-regions': s.unionResourceRegionsLost,
    'usa-emancipation-missed': s.emancipationMissed && !s.emancipationProclaimed,
    'usa-washington-first': s.washingtonEverCsa,
    'usa-washington-held': s.control[R.washington] === 'csa',
  };
  const fact = facts[id];
  if (fact === undefined) throw new Error(`No facts for War Effort line '${id}'.`);
  return typeof fact === 'number' ? fact : fact ? 1 : 0;
}

function line(s: CampaignSnapshot, def: WarEffortLineDef): LedgerLine {
  const units = unitsOf(s, def.id);
  const override = s.overrides[def.id] ?? null;
  const byFacts = units > 0;
  const active = override ?? byFacts;
  const count = def.perUnit === true ? Math.max(units, override === true ? 1 : 0) : 1;
  return { ...def, units, byFacts, override, active, contribution: active ? def.value * count : 0 };
}

/** A side's War Effort ledger: every table line, on or off, and the total (§4.1, §4.2). */
export function warEffortLedger(s: CampaignSnapshot, side: Nation): WarEffortLedger {
  const lines = WAR_EFFORT_LINES.filter((d) => d.side === side).map((d) => line(s, d));
  const start = STARTING_WAR_EFFORT[side];
  const cardAdjustment = s.cardAdjustments[side];
  const total = lines.reduce((t, l) => t + l.contribution, start + cardAdjustment);
  return { side, start, lines, cardAdjustment, total };
}

/** Both sides' War Effort levels (§4.0). */
export function warEffort(s: CampaignSnapshot): Readonly<Record<Nation, number>> {
  return { usa: warEffortLedger(s, 'usa').total, csa: warEffortLedger(s, 'csa').total };
}

/** The id of every War Effort line, for override events. */
export const WAR_EFFORT_LINE_IDS: readonly string[] = WAR_EFFORT_LINES.map((d) => d.id);
