/**
 * In Freedom's Cause: the unit tracker's generals. A brigade's brigadier attaches to one of its
 * units, a divisional general to a unit of any brigade of his army; either gives that unit the
 * General with Unit modifier. When casualties are recorded on a unit with generals attached, each
 * owes a general casualty roll against the casualties inflicted, which the general casualty tool
 * resolves here; a fallen brigadier counts as a unit lost to his brigade and a fallen divisional
 * general as a broken brigade to his army, so the morale triggers read them with no extra step.
 */
import { resolveTool } from '../../shared/tool-inputs.js';
import { generalCasualtyTool } from './general-casualty.js';
import type {
  CasualtyRoll,
  GeneralRef,
  IfcEvent,
  IfcSnapshot,
  TrackedGeneral,
  TrackedUnit,
} from './tracker-types.js';

type S = IfcSnapshot;

function unitIn(s: S, id: string): TrackedUnit {
  const u = s.units.find((x) => x.id === id);
  if (!u) throw new RangeError('That unit is not in this battle.');
  if (u.removed) throw new RangeError(`${u.name} is no longer in play.`);
  return u;
}

function divisionalOf(s: S, id: string): TrackedGeneral {
  const g = s.generals.find((x) => x.id === id);
  if (!g) throw new RangeError('That general is not in this battle.');
  return g;
}

const sideOf = (s: S, u: TrackedUnit) => s.brigades.find((b) => b.id === u.brigade)?.side;

/** A general in words: "the brigadier of Iron", or the divisional general's name. */
export function generalName(s: S, who: GeneralRef): string {
  if (who.rank === 'divisional') return s.generals.find((g) => g.id === who.general)?.name ?? '';
  const b = s.brigades.find((x) => x.id === who.brigade);
  return `the brigadier of ${b?.name ?? ''}`;
}

/** The divisional generals attached to unit `id`. */
export function attachedDivisionals(s: S, id: string): TrackedGeneral[] {
  return s.generals.filter((g) => g.attachedTo === id);
}

/** Unit `u` with its brigadier attached, or not (at most one unit of a brigade has him). */
export function attachBrigadier(s: S, unit: string, on: boolean): S {
  const u = unitIn(s, unit);
  const b = s.brigades.find((x) => x.id === u.brigade);
  if (on && b?.generalFallen) throw new RangeError(`The brigadier of ${b.name} has fallen.`);
  return {
    ...s,
    units: s.units.map((x) =>
      x.id === u.id
        ? { ...x, general: on }
        : x.brigade === u.brigade && on
          ? { ...x, general: false }
          : x,
    ),
    note: on ? `The brigadier joins ${u.name}.` : `The brigadier leaves ${u.name}.`,
  };
}

/** Divisional general `general` attached to `unit` (a unit of his army in play), or detached. */
export function attachDivisional(s: S, general: string, unit: string | null): S {
  const g = divisionalOf(s, general);
  if (g.fallen) throw new RangeError(`${g.name} has fallen.`);
  if (unit === null)
    return {
      ...s,
      generals: s.generals.map((x) => (x.id === g.id ? { ...x, attachedTo: null } : x)),
      note: `${g.name} is no longer attached.`,
    };
  const u = unitIn(s, unit);
  if (sideOf(s, u) !== g.side) throw new RangeError(`${u.name} is not of ${g.name}’s army.`);
  return {
    ...s,
    generals: s.generals.map((x) => (x.id === g.id ? { ...x, attachedTo: u.id } : x)),
    note: `${g.name} joins ${u.name}.`,
  };
}

/**
 * The rolls owed after enemy action inflicted `casualties` on `u`: one per general attached, none
 * when the dice cannot fell him at that count (a single casualty: ruling A19).
 */
export function rollsOwed(s: S, u: TrackedUnit, casualties: number): S {
  const odds = generalCasualtyTool.odds({ casualties, rank: 'brigadier' });
  if (!odds.outcomes.some((o) => o.key === 'falls' && o.weight > 0)) return s;
  const who: GeneralRef[] = [
    ...(u.general ? [{ rank: 'brigadier', brigade: u.brigade } as const] : []),
    ...attachedDivisionals(s, u.id).map((g) => ({ rank: 'divisional', general: g.id }) as const),
  ];
  const rolls: CasualtyRoll[] = who.map((w, i) => ({
    id: `r${s.next + i}`,
    unit: u.id,
    who: w,
    casualties,
  }));
  return { ...s, casualtyRolls: [...s.casualtyRolls, ...rolls], next: s.next + rolls.length };
}

const same = (a: GeneralRef, b: GeneralRef) =>
  a.rank === 'brigadier'
    ? b.rank === 'brigadier' && a.brigade === b.brigade
    : b.rank === 'divisional' && a.general === b.general;

/** `who` has fallen: not replaced, detached, and owing no more rolls. */
export function generalFalls(s: S, who: GeneralRef): S {
  const rolls = s.casualtyRolls.filter((r) => !same(r.who, who));
  const name = generalName(s, who);
  const note = `${name.charAt(0).toUpperCase()}${name.slice(1)} has fallen.`;
  if (who.rank === 'brigadier') {
    const b = s.brigades.find((x) => x.id === who.brigade);
    if (!b) throw new RangeError('That brigade is not in this battle.');
    if (b.generalFallen) throw new RangeError(`The brigadier of ${b.name} has already fallen.`);
    return {
      ...s,
      brigades: s.brigades.map((x) => (x.id === b.id ? { ...x, generalFallen: true } : x)),
      units: s.units.map((u) => (u.brigade === b.id ? { ...u, general: false } : u)),
      casualtyRolls: rolls,
      note,
    };
  }
  const g = divisionalOf(s, who.general);
  if (g.fallen) throw new RangeError(`${g.name} has already fallen.`);
  return {
    ...s,
    generals: s.generals.map((x) => (x.id === g.id ? { ...x, fallen: true, attachedTo: null } : x)),
    casualtyRolls: rolls,
    note,
  };
}

/** The general casualty tool's inputs for an owed roll (the table holds more casualties at its top row). */
export function casualtyInputs(roll: CasualtyRoll): { casualties: number; rank: string } {
  const max = generalCasualtyTool.sides[0]?.inputs.find((i) => i.id === 'casualties');
  const most = max?.kind === 'count' ? max.max : roll.casualties;
  return { casualties: Math.min(roll.casualties, most), rank: roll.who.rank };
}

/** Owed roll `id` resolved from its natural dice by the general casualty tool. */
export function casualtyRoll(s: S, e: Extract<IfcEvent, { type: 'general-casualty' }>): S {
  const roll = s.casualtyRolls.find((r) => r.id === e.roll);
  if (!roll) throw new RangeError('No general casualty roll of that kind is owed.');
  const inputs = casualtyInputs(roll);
  const { rolls, resolution } = resolveTool(generalCasualtyTool, [e.dice], inputs);
  const total = rolls[0]?.total ?? 0;
  const falls = resolution.outcome.key === 'falls';
  const text = `General casualty roll for ${generalName(s, roll.who)}: ${total} against ${roll.casualties} casualties; ${falls ? 'he falls' : 'he is unhurt'}.`;
  const after = falls
    ? generalFalls(s, roll.who)
    : { ...s, casualtyRolls: s.casualtyRolls.filter((r) => r.id !== roll.id) };
  return { ...after, tests: [...s.tests, { turn: s.turn, text }], note: text };
}

/** Every general attached to unit `id` leaves it (the unit is out of play). */
export function detachAll(s: S, id: string): S {
  return {
    ...s,
    units: s.units.map((u) => (u.id === id ? { ...u, general: false } : u)),
    generals: s.generals.map((g) => (g.attachedTo === id ? { ...g, attachedTo: null } : g)),
  };
}
