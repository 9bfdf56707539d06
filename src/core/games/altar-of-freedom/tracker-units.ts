/**
 * Altar of Freedom: state changes to single brigades, generals and HQs, used by the tracker
 * reducer (Fatigue L1251–1265; Broken Brigades L1020–1045; HQ Bases in Combat L1277–1284;
 * spec §3.10). Pure: each returns a new snapshot.
 */
import { MAX_FATIGUE_MARKERS } from './constants.js';
import type { BattleSnapshot, GeneralStatus, UnitStatus } from './tracker-types.js';

/** The status of unit `id`; RangeError when the battle has no such unit. */
export function unitOf(s: BattleSnapshot, id: string): UnitStatus {
  const unit = s.units[id];
  if (unit === undefined) throw new RangeError(`No unit '${id}' in ${s.scenario}.`);
  return unit;
}

/** The status of general `id`; RangeError when there is none. */
export function generalOf(s: BattleSnapshot, id: string): GeneralStatus {
  const general = s.generals[id];
  if (general === undefined) throw new RangeError(`No general '${id}' in ${s.scenario}.`);
  return general;
}

/** `s` with unit `id` changed by `patch`. */
export function patchUnit(
  s: BattleSnapshot,
  id: string,
  patch: Partial<UnitStatus>,
): BattleSnapshot {
  return { ...s, units: { ...s.units, [id]: { ...unitOf(s, id), ...patch } } };
}

/** `s` with general `id` changed by `patch`. */
export function patchGeneral(
  s: BattleSnapshot,
  id: string,
  patch: Partial<GeneralStatus>,
): BattleSnapshot {
  return { ...s, generals: { ...s.generals, [id]: { ...generalOf(s, id), ...patch } } };
}

function requireActive(s: BattleSnapshot, id: string): UnitStatus {
  const unit = unitOf(s, id);
  if (unit.state !== 'active')
    throw new RangeError(`Unit '${id}' is ${unit.state}, not on the field.`);
  return unit;
}

/**
 * The HQ a breaking unit goes to: its command general's, or the army commander's while a corps
 * general has not yet arrived (ruling A39).
 */
export function rallyHqOf(s: BattleSnapshot, id: string): string {
  const unit = unitOf(s, id);
  const army = s.armies.find((a) => a.side === unit.side);
  const own = generalOf(s, unit.commandGeneral);
  const general =
    own.state === 'not-arrived' && army !== undefined ? generalOf(s, army.commander) : own;
  return general.hq;
}

/**
 * `s` with unit `id` broken: placed at its HQ, or removed at once if that HQ was captured
 * (L1027–1042; ruling A24). The unit must be on the field.
 */
export function breakUnit(s: BattleSnapshot, id: string): BattleSnapshot {
  requireActive(s, id);
  const hq = rallyHqOf(s, id);
  const captured = s.hqs[hq]?.captured === true;
  return patchUnit(
    s,
    id,
    captured ? { state: 'removed', brokenAt: null } : { state: 'broken', brokenAt: hq },
  );
}

/**
 * `s` with `markers` Fatigue markers added to unit `id`; a fifth marker breaks it
 * (L1257–1259). The unit must be on the field; `markers` a whole number ≥ 1.
 */
export function addFatigue(s: BattleSnapshot, id: string, markers: number): BattleSnapshot {
  const unit = requireActive(s, id);
  if (!Number.isInteger(markers) || markers < 1)
    throw new RangeError(`Add at least one marker; got ${markers}.`);
  const fatigue = Math.min(unit.fatigue + markers, MAX_FATIGUE_MARKERS + 1);
  const marked = patchUnit(s, id, { fatigue });
  return fatigue > MAX_FATIGUE_MARKERS ? breakUnit(marked, id) : marked;
}

/** `s` with up to `markers` (all when omitted) Fatigue markers taken off unit `id` (L1260–1262, L1655–1658). */
export function removeFatigue(s: BattleSnapshot, id: string, markers?: number): BattleSnapshot {
  const unit = unitOf(s, id);
  if (markers !== undefined && (!Number.isInteger(markers) || markers < 1)) {
    throw new RangeError(`Remove at least one marker; got ${markers}.`);
  }
  return patchUnit(s, id, {
    fatigue: markers === undefined ? 0 : Math.max(0, unit.fatigue - markers),
  });
}

/**
 * `s` with HQ `hq` captured: every broken brigade waiting there is removed with no chance to
 * rally (L1277–1284, L1033–1042).
 */
export function captureHq(s: BattleSnapshot, hq: string): BattleSnapshot {
  const status = s.hqs[hq];
  if (status === undefined) throw new RangeError(`No HQ '${hq}' in ${s.scenario}.`);
  if (status.captured) throw new RangeError(`HQ '${hq}' is already captured.`);
  const units: Record<string, UnitStatus> = {};
  for (const [id, unit] of Object.entries(s.units)) {
    units[id] =
      unit.state === 'broken' && unit.brokenAt === hq
        ? { ...unit, state: 'removed', brokenAt: null }
        : unit;
  }
  return { ...s, units, hqs: { ...s.hqs, [hq]: { ...status, captured: true } } };
}
