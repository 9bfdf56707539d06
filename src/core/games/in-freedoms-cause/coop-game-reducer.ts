/**
 * In Freedom's Cause: the coop/solo game's one reducer. A press records the side given the action
 * and the encounter rolled with it (the dice are rolled before the change, so the reducer is
 * pure); the game master may ignore an encounter, change its orders, place or units, or add one
 * the generator did not give. A change the state refuses throws a RangeError with the reason.
 */
import { recordStep, type WithHistory } from '../../shared/tracker-history.js';
import { DIFFICULTY_MAX } from './coop-data.js';
import { encounterText } from './encounter-text.js';
import {
  ENCOUNTER_KINDS,
  ENEMY_TYPES,
  MAIN_KINDS,
  formationsFor,
  labelOf,
  sizesFor,
} from './encounter-vocab.js';
import type { Encounter, EnemyUnit } from './encounter-types.js';
import { enemyBrigades } from './encounter-brigades.js';
import type { CoopProgress } from './encounter-generator.js';
import { SIDE_LABEL } from './tracker-reducer.js';
import type { Side } from './tracker-types.js';
import type { CoopEvent, CoopSnapshot, EncounterChange } from './coop-game-types.js';

type S = CoopSnapshot;

/** The most player units a game may be set up with, and the most presses it keeps. */
export const COOP_LIMITS = { units: 60, presses: 5000, unitsPerEncounter: 60 } as const;

/** The side the players are not on. */
export const enemyOf = (side: Side): Side => (side === 'union' ? 'confederate' : 'union');

/** What the generator knows of game `s`: presses made, the units entered, encounters not ignored. */
export function progressOf(s: CoopSnapshot): CoopProgress {
  const counted = s.encounters.filter((e) => !e.ignored);
  const main = counted.find((e) => MAIN_KINDS.includes(e.kind));
  return {
    presses: s.presses.length,
    playerUnits: s.playerUnits ?? 1,
    met: counted.map((e) => e.kind),
    mainOrders: main?.orders ?? null,
    brigades: enemyBrigades(counted, s.broken),
  };
}

/** Units held off the table come on when reinforcements bring a new brigadier (ruling A32). */
function release(encounters: readonly Encounter[]): Encounter[] {
  return encounters.map((e) =>
    e.units.some((u) => u.held === true)
      ? { ...e, units: e.units.map((u) => (u.held === true ? { ...u, held: false } : u)) }
      : e,
  );
}

function encounterOf(s: S, id: string): Encounter {
  const e = s.encounters.find((x) => x.id === id);
  if (!e) throw new RangeError('That encounter is not in the log.');
  return e;
}

function checkUnit(u: EnemyUnit): EnemyUnit {
  if (!sizesFor(u.type).includes(u.size))
    throw new RangeError(`${labelOf(ENEMY_TYPES, u.type)}: that size class does not fit it.`);
  if (!formationsFor(u.type).includes(u.formation))
    throw new RangeError('That formation is not one this troop type takes.');
  return u;
}

function checkChange(c: EncounterChange): EncounterChange {
  if (
    c.distance !== undefined &&
    (!Number.isInteger(c.distance) || c.distance < 1 || c.distance > 96)
  )
    throw new RangeError('Distance: a whole number of inches from 1 to 96.');
  return c;
}

function setEncounter(s: S, id: string, f: (e: Encounter) => Encounter, note: string): S {
  return {
    ...s,
    encounters: s.encounters.map((e) => (e.id === id ? f(e) : e)),
    note,
  };
}

const name = (e: Encounter) => `${labelOf(ENCOUNTER_KINDS, e.kind)} (${e.id})`;

function press(s: S, e: Extract<CoopEvent, { type: 'press' }>): S {
  if (!s.players) throw new RangeError('Set up the game first: your side and your units.');
  if (s.presses.length >= COOP_LIMITS.presses)
    throw new RangeError('This game has too many presses; start a new one.');
  const n = s.presses.length + 1;
  const acts = `Press ${String(n)}: ${SIDE_LABEL[e.side]} acts.`;
  if (!e.encounter)
    return { ...s, presses: [...s.presses, { side: e.side, encounter: null }], note: acts };
  const id = `e${String(s.next)}`;
  const found: Encounter = {
    ...e.encounter,
    id,
    press: n,
    origin: 'generated',
    edited: false,
    ignored: false,
  };
  const newBrigade = found.kind === 'reinforcements' && (found.brigadiers ?? []).length > 0;
  return {
    ...s,
    presses: [...s.presses, { side: e.side, encounter: id }],
    encounters: [...(newBrigade ? release(s.encounters) : s.encounters), found],
    next: s.next + 1,
    note: `${acts} ${encounterText(found)}`,
  };
}

function unitsOf(e: Encounter, index: number): EnemyUnit {
  const u = e.units[index];
  if (!u) throw new RangeError('That unit is not in the encounter.');
  return u;
}

function step(s: S, e: CoopEvent): S {
  switch (e.type) {
    case 'setup': {
      if (s.players) throw new RangeError('This game is set up already.');
      if (!Number.isInteger(e.units) || e.units < 1 || e.units > COOP_LIMITS.units)
        throw new RangeError(
          `Player units: a whole number from 1 to ${String(COOP_LIMITS.units)}.`,
        );
      return {
        ...s,
        players: e.players,
        playerUnits: e.units,
        note: `Set up: ${SIDE_LABEL[e.players]}, ${String(e.units)} units (difficulty up to ±${String(DIFFICULTY_MAX)} included).`,
      };
    }
    case 'press':
      return press(s, e);
    case 'ignore': {
      const x = encounterOf(s, e.id);
      return setEncounter(
        s,
        e.id,
        (y) => ({ ...y, ignored: e.ignored }),
        `${name(x)} ${e.ignored ? 'ignored' : 'counted again'}.`,
      );
    }
    case 'edit': {
      const x = encounterOf(s, e.id);
      const change = checkChange(e.change);
      return setEncounter(
        s,
        e.id,
        (y) => ({ ...y, ...change, edited: true }),
        `${name(x)} changed.`,
      );
    }
    case 'add': {
      if (!s.players) throw new RangeError('Set up the game first: your side and your units.');
      const id = `e${String(s.next)}`;
      const c = checkChange(e.change);
      const added: Encounter = {
        id,
        kind: e.kind,
        units: [],
        orders: c.orders ?? (e.kind === 'pickets' || e.kind === 'attacking' ? 'attack' : 'defend'),
        entrenched: c.entrenched ?? false,
        distance: e.kind === 'pickets' ? (c.distance ?? null) : null,
        direction: e.kind === 'pickets' ? (c.direction ?? null) : null,
        third: e.kind === 'pickets' ? null : (c.third ?? null),
        press: s.presses.length,
        origin: 'added',
        edited: false,
        ignored: false,
      };
      return {
        ...s,
        encounters: [...s.encounters, added],
        next: s.next + 1,
        note: `${name(added)} added by the game master.`,
      };
    }
    case 'add-unit': {
      const x = encounterOf(s, e.id);
      if (x.units.length >= COOP_LIMITS.unitsPerEncounter)
        throw new RangeError('That encounter has as many units as it can take.');
      const unit = checkUnit(e.unit);
      return setEncounter(
        s,
        e.id,
        (y) => ({ ...y, units: [...y.units, unit], edited: y.edited || y.origin === 'generated' }),
        `A unit added to ${name(x)}.`,
      );
    }
    case 'edit-unit': {
      const x = encounterOf(s, e.id);
      const unit = checkUnit({ ...unitsOf(x, e.index), ...e.unit });
      return setEncounter(
        s,
        e.id,
        (y) => ({ ...y, units: y.units.map((u, i) => (i === e.index ? unit : u)), edited: true }),
        `Unit ${String(e.index + 1)} of ${name(x)} changed.`,
      );
    }
    case 'remove-unit': {
      const x = encounterOf(s, e.id);
      unitsOf(x, e.index);
      return setEncounter(
        s,
        e.id,
        (y) => ({ ...y, units: y.units.filter((_, i) => i !== e.index), edited: true }),
        `Unit ${String(e.index + 1)} of ${name(x)} removed.`,
      );
    }
    case 'brigade-broken': {
      const known = enemyBrigades(
        s.encounters.filter((x) => !x.ignored),
        s.broken,
      ).some((b) => b.brigade === e.brigade);
      if (!known) throw new RangeError(`No enemy brigade ${String(e.brigade)} is in play.`);
      const others = s.broken.filter((b) => b !== e.brigade);
      return {
        ...s,
        broken: e.broken ? [...others, e.brigade].sort((a, b) => a - b) : others,
        note: `Enemy brigade ${String(e.brigade)} ${e.broken ? 'broken: its later arrivals are held off the table' : 'no longer marked broken'}.`,
      };
    }
  }
}

/** How many snapshots a coop game keeps for undo (every press is one). */
export const COOP_HISTORY = 200;

/** The game after `event`, its snapshot before it kept for undo; throws a RangeError if refused. */
export function applyCoopEvent(state: WithHistory<S>, event: CoopEvent): WithHistory<S> {
  return recordStep(state, (s) => step(s, event), COOP_HISTORY);
}
