/**
 * In Freedom's Cause: the unit tracker's one reducer. Each change is checked (a formation the
 * troop type may not take, Attack for a unit on Defend for good, a test that is not due) and
 * refused with a RangeError in the player's words; morale tests are resolved by the morale tools
 * through `tracker-morale.ts`, and their effects follow the rulebook: a broken brigade's units go
 * on Defend for good, as does every unit of an army that passes, and an army that fails leaves.
 * Generals (attaching, their casualty rolls, their fall) are `tracker-generals.ts`.
 */
import { recordStep, type WithHistory } from '../../shared/tracker-history.js';
import { brigadeCount } from './brigade-morale.js';
import {
  armyDue,
  armyInputs,
  armyLost,
  brigadeDue,
  brigadeInputs,
  moraleResult,
} from './tracker-morale.js';
import {
  attachBrigadier,
  attachDivisional,
  casualtyRoll,
  detachAll,
  generalFalls,
  rollsOwed,
} from './tracker-generals.js';
import { FORMATION_LABELS, formationAllowed, troopType } from './troop-types.js';
import type { IfcEvent, IfcSnapshot, Side, TrackedUnit } from './tracker-types.js';

type S = IfcSnapshot;

/** The side's name. */
export const SIDE_LABEL: Readonly<Record<Side, string>> = {
  union: 'Union',
  confederate: 'Confederate',
};

/** The words of a removal. */
export const REMOVAL_LABEL = {
  routed: 'Routed',
  destroyed: 'Destroyed',
  'off-table': 'Off the table',
} as const;

function unitOf(s: S, id: string): TrackedUnit {
  const u = s.units.find((x) => x.id === id);
  if (!u) throw new RangeError('That unit is not in this battle.');
  return u;
}

function inPlay(s: S, id: string): TrackedUnit {
  const u = unitOf(s, id);
  if (u.removed) throw new RangeError(`${u.name} is no longer in play.`);
  return u;
}

function brigadeOf(s: S, id: string) {
  const b = s.brigades.find((x) => x.id === id);
  if (!b) throw new RangeError('That brigade is not in this battle.');
  return b;
}

const setUnit = (s: S, id: string, change: Partial<TrackedUnit>, note: string): S => ({
  ...s,
  units: s.units.map((u) => (u.id === id ? { ...u, ...change } : u)),
  note,
});

/** How each on/off mark of a unit reads in the log: when set, and when cleared. */
const MARK_WORDS = {
  disordered: ['disordered', 'reformed'],
  acted: ['has acted', 'has not acted'],
} as const satisfies Partial<Record<keyof TrackedUnit, readonly [string, string]>>;

/** Sets or clears the mark `key` of unit `id`, which must be in play. */
function mark(s: S, id: string, key: keyof typeof MARK_WORDS, on: boolean): S {
  const u = inPlay(s, id);
  const [set, cleared] = MARK_WORDS[key];
  return setUnit(s, u.id, { [key]: on }, `${u.name} ${on ? set : cleared}.`);
}

function record(s: S, text: string): S {
  return { ...s, tests: [...s.tests, { turn: s.turn, text }], note: text };
}

function brigadeTest(s: S, id: string, dice: readonly number[]): S {
  const b = brigadeOf(s, id);
  const due = brigadeDue(s, b);
  if (!due.due) throw new RangeError(`${b.name}: ${due.why}`);
  const inputs = brigadeInputs(s, b);
  const r = moraleResult('brigade', inputs, dice);
  const text = `${b.name} ${r.pass ? 'passes' : 'breaks'} on ${r.total}.`;
  const lostAtFirstTest = b.lostAtFirstTest ?? brigadeCount(inputs).lost;
  if (r.pass)
    return record(
      {
        ...s,
        brigades: s.brigades.map((x) =>
          x.id === id ? { ...x, lostAtFirstTest, passed: x.passed + 1 } : x,
        ),
      },
      text,
    );
  return record(
    {
      ...s,
      brigades: s.brigades.map((x) => (x.id === id ? { ...x, lostAtFirstTest, broken: true } : x)),
      units: s.units.map((u) =>
        u.brigade === id && !u.removed ? { ...u, orders: 'defend', fixedDefend: true } : u,
      ),
    },
    text,
  );
}

function armyTest(s: S, side: Side, dice: readonly number[]): S {
  const a = s.armies[side];
  const due = armyDue(s, side);
  if (!due.due) throw new RangeError(`${SIDE_LABEL[side]} army: ${due.why}`);
  const r = moraleResult('army', armyInputs(s, side), dice);
  const lostAtFirstTest = a.lostAtFirstTest ?? armyLost(s, side);
  const army = r.pass
    ? { ...a, lostAtFirstTest, passed: a.passed + 1, state: 'defend' as const }
    : { ...a, lostAtFirstTest, state: 'left-field' as const };
  const ids = new Set(s.brigades.filter((b) => b.side === side).map((b) => b.id));
  const text = `${SIDE_LABEL[side]} army ${r.pass ? 'holds' : 'breaks and leaves the field'} on ${r.total}.`;
  return record(
    {
      ...s,
      armies: { ...s.armies, [side]: army },
      units: r.pass
        ? s.units.map((u) =>
            ids.has(u.brigade) && !u.removed ? { ...u, orders: 'defend', fixedDefend: true } : u,
          )
        : s.units,
    },
    text,
  );
}

function addUnit(s: S, e: Extract<IfcEvent, { type: 'add-unit' }>): S {
  const n = e.unit;
  const b = brigadeOf(s, n.brigade);
  const type = troopType(n.type);
  if (n.formation && !formationAllowed(n.type, n.formation))
    throw new RangeError(`${type.label} cannot be in ${FORMATION_LABELS[n.formation]}.`);
  const formation = n.formation || (type.formations[0] ?? '');
  const unit: TrackedUnit = {
    ...n,
    formation,
    id: `u${s.next}`,
    figures: n.start,
    disordered: false,
    acted: false,
    general: false,
    orders: b.broken || s.armies[b.side].state !== 'fighting' ? 'defend' : 'attack',
    fixedDefend: b.broken || s.armies[b.side].state !== 'fighting',
    removed: null,
  };
  return { ...s, units: [...s.units, unit], next: s.next + 1, note: `${n.name} joins ${b.name}.` };
}

/** Figures lost to enemy action: a unit left with none is destroyed; attached generals owe a roll. */
function casualties(s: S, id: string, lost: number): S {
  const u = inPlay(s, id);
  if (lost < 1) throw new RangeError('Enter at least one figure lost.');
  const figures = Math.max(0, u.figures - lost);
  const inflicted = u.figures - figures;
  const owed = rollsOwed(s, u, inflicted);
  const note = `${u.name}: ${inflicted} lost${figures === 0 ? ', destroyed' : ''}.`;
  if (figures > 0) return setUnit(owed, u.id, { figures }, note);
  return detachAll(setUnit(owed, u.id, { figures, removed: 'destroyed' }, note), u.id);
}

function step(s: S, e: IfcEvent): S {
  switch (e.type) {
    case 'add-brigade':
      return {
        ...s,
        brigades: [
          ...s.brigades,
          {
            id: `b${s.next}`,
            name: e.name,
            side: e.side,
            generalFallen: false,
            passed: 0,
            lostAtFirstTest: null,
            broken: false,
          },
        ],
        next: s.next + 1,
        note: `${e.name} (${SIDE_LABEL[e.side]}) added.`,
      };
    case 'add-unit':
      return addUnit(s, e);
    case 'casualties':
      return casualties(s, e.unit, e.figures);
    case 'formation': {
      const u = inPlay(s, e.unit);
      if (!formationAllowed(u.type, e.formation))
        throw new RangeError(
          `${troopType(u.type).label} cannot be in ${FORMATION_LABELS[e.formation]}.`,
        );
      return setUnit(
        s,
        u.id,
        { formation: e.formation },
        `${u.name} in ${FORMATION_LABELS[e.formation]}.`,
      );
    }
    case 'disorder':
      return mark(s, e.unit, 'disordered', e.disordered);
    case 'acted':
      return mark(s, e.unit, 'acted', e.acted);
    case 'general':
      return attachBrigadier(s, e.unit, e.general);
    case 'orders': {
      const u = inPlay(s, e.unit);
      if (e.orders === 'attack' && u.fixedDefend)
        throw new RangeError(`${u.name} is on Defend orders for good.`);
      return setUnit(
        s,
        u.id,
        { orders: e.orders },
        `${u.name}: ${e.orders === 'attack' ? 'Attack' : 'Defend'} orders.`,
      );
    }
    case 'remove': {
      const u = inPlay(s, e.unit);
      return detachAll(
        setUnit(
          s,
          u.id,
          { removed: e.reason },
          `${u.name}: ${REMOVAL_LABEL[e.reason].toLowerCase()}.`,
        ),
        u.id,
      );
    }
    case 'brigadier-falls':
      return generalFalls(s, { rank: 'brigadier', brigade: brigadeOf(s, e.brigade).id });
    case 'add-divisional':
      return {
        ...s,
        generals: [
          ...s.generals,
          { id: `g${s.next}`, name: e.name, side: e.side, attachedTo: null, fallen: false },
        ],
        next: s.next + 1,
        note: `${e.name} (${SIDE_LABEL[e.side]}) added as a divisional general.`,
      };
    case 'attach':
      return attachDivisional(s, e.general, e.unit);
    case 'divisional-falls':
      return generalFalls(s, { rank: 'divisional', general: e.general });
    case 'general-casualty':
      return casualtyRoll(s, e);
    case 'brigade-test':
      return brigadeTest(s, e.brigade, e.dice);
    case 'army-test':
      return armyTest(s, e.side, e.dice);
    case 'initiative':
      return { ...s, initiative: e.side, note: `Initiative: ${SIDE_LABEL[e.side]}.` };
    case 'next-turn':
      return {
        ...s,
        turn: s.turn + 1,
        initiative: null,
        units: s.units.map((u) => ({ ...u, acted: false })),
        note: `Turn ${s.turn + 1} begins.`,
      };
  }
}

/** The battle after `e`; throws a RangeError for a change the rules or the state refuse. */
export function applyIfcEvent(state: WithHistory<S>, e: IfcEvent): WithHistory<S> {
  return recordStep(state, (s) => step(s, e));
}
