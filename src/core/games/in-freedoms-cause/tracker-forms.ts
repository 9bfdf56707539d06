/**
 * In Freedom's Cause: the unit tracker's forms, for what a button cannot enter: a brigade, a
 * unit with its troop type, quality, weapon, formation and starting figures, and a unit's
 * casualties, formation change or removal. The fields' choices are the game's data (quality,
 * troop types, formations each type may take, weapons); the reducer checks each entry.
 */
import { plainTextProblem } from '../../shared/schema-limits.js';
import type { FormField, FormPanel, FormValues } from '../../shared/tracker-form.js';
import type { WithHistory } from '../../shared/tracker-history.js';
import { QUALITIES } from './quality.js';
import { brigadeSizeWarning, isGuns, unitSizeWarning } from './organisation.js';
import { NAME_MAX } from './tracker-schema.js';
import { REMOVAL_LABEL, SIDE_LABEL } from './tracker-reducer.js';
import { SIDES } from './tracker-tables.js';
import type { IfcEvent, IfcSnapshot, UnitType } from './tracker-types.js';
import { FORMATION_LABELS, TROOP_TYPES } from './troop-types.js';
import { WEAPONS } from './weapons.js';
import { keysOf } from '../../shared/keys-of.js';

type Panel = FormPanel<WithHistory<IfcSnapshot>, unknown, IfcEvent>;

/**
 * Control bound, not a rule: the most figures a unit is entered with (the rulebook's units run
 * to 24 figures; a large battery's crew or a house rule may need more).
 */
export const START_FIGURES_MAX = 48;

const str = (v: FormValues, k: string) => String(v[k] ?? '').trim();

/** The form's `name` entry, trimmed, or why it is refused (missing, too long, markup). */
export function name(v: FormValues, what: string): string | { problem: string } {
  const n = str(v, 'name');
  if (!n) return { problem: `Give the ${what} a name.` };
  if (n.length > NAME_MAX) return { problem: `The name must be at most ${NAME_MAX} characters.` };
  const bad = plainTextProblem(n, 'The name');
  return bad ? { problem: bad } : n;
}

const UNIT_TYPES = TROOP_TYPES.filter((t) => t.id !== 'general');
const FORMATION_IDS = keysOf(FORMATION_LABELS);

/** A name and a side: the fields of a new brigade or divisional general. */
export function nameAndSide(label: string): FormField[] {
  return [
    { kind: 'text', name: 'name', label, maxLength: NAME_MAX },
    {
      kind: 'select',
      name: 'side',
      label: 'Side',
      options: SIDES.map((s) => ({ value: s, label: SIDE_LABEL[s] })),
    },
  ];
}

export const BRIGADE_FORM: Panel = {
  kind: 'form',
  id: 'add-brigade-h',
  title: 'Add a brigade',
  form: () => ({ submit: 'Add the brigade', fields: nameAndSide('Brigade name') }),
  submit: (v) => {
    const n = name(v, 'brigade');
    if (typeof n !== 'string') return n;
    const side = v.side === 'confederate' ? 'confederate' : 'union';
    return { event: { type: 'add-brigade', side, name: n }, says: `${n} added.` };
  },
};

export const UNIT_FORM: Panel = {
  kind: 'form',
  id: 'add-unit-h',
  title: 'Add a unit',
  form: (s) =>
    s.brigades.length === 0
      ? null
      : {
          submit: 'Add the unit',
          fields: [
            {
              kind: 'select',
              name: 'brigade',
              label: 'Brigade',
              options: s.brigades.map((b) => ({ value: b.id, label: b.name })),
            },
            { kind: 'text', name: 'name', label: 'Unit name', maxLength: NAME_MAX },
            {
              kind: 'select',
              name: 'type',
              label: 'Troop type',
              options: UNIT_TYPES.map((t) => ({ value: t.id, label: t.label })),
            },
            {
              kind: 'select',
              name: 'quality',
              label: 'Quality',
              value: 'average',
              options: QUALITIES.map((q) => ({ value: q.id, label: q.label })),
            },
            {
              kind: 'select',
              name: 'weapon',
              label: 'Weapon',
              options: WEAPONS.map((w) => ({ value: w.id, label: w.label })),
            },
            {
              kind: 'select',
              name: 'formation',
              label: 'Formation',
              hint: 'One its troop type may take',
              options: [
                { value: '', label: 'The type’s first' },
                ...FORMATION_IDS.map((f) => ({ value: f, label: FORMATION_LABELS[f] })),
              ],
            },
            {
              kind: 'number',
              name: 'start',
              label: 'Figures at the start (crew for guns)',
              hint: 'The rulebook’s units: 6 to 24 figures; guns 2 crew a gun (Troop Types, Units, Scales, and Organization). Other sizes are taken, with a warning.',
              min: 1,
              max: START_FIGURES_MAX,
              value: 18,
            },
          ],
        },
  submit: (v, s) => {
    const n = name(v, 'unit');
    if (typeof n !== 'string') return n;
    const brigade = s.brigades.find((b) => b.id === v.brigade);
    if (!brigade) return { problem: 'Choose the unit’s brigade.' };
    const type = UNIT_TYPES.find((t) => t.id === v.type)?.id as UnitType | undefined;
    const quality = QUALITIES.find((q) => q.id === v.quality)?.id;
    const w = WEAPONS.find((x) => x.id === v.weapon)?.id;
    const formation = FORMATION_IDS.find((f) => f === v.formation) ?? '';
    const start = Number(v.start);
    if (!type || !quality || !w) return { problem: 'Choose the troop type, quality and weapon.' };
    if (!Number.isInteger(start) || start < 1 || start > START_FIGURES_MAX)
      return { problem: `Figures at the start: 1 to ${START_FIGURES_MAX}.` };
    return {
      event: {
        type: 'add-unit',
        unit: { name: n, brigade: brigade.id, type, quality, weapon: w, formation, start },
      },
      says: [`${n} added to ${brigade.name}.`, ...addUnitWarnings(s, brigade.id, type, start)].join(
        ' ',
      ),
    };
  },
};

/**
 * What is unusual about a unit added to a brigade, by the sizes the rulebook gives: its figures,
 * and the brigade's infantry and cavalry units with it. Warnings only; the unit is added.
 */
export function addUnitWarnings(
  s: IfcSnapshot,
  brigade: string,
  type: UnitType,
  start: number,
): string[] {
  const foot = s.units.filter((u) => u.brigade === brigade && !isGuns(u.type)).length;
  return [unitSizeWarning(type, start), isGuns(type) ? null : brigadeSizeWarning(foot + 1)].flatMap(
    (w) => (w === null ? [] : [`Warning: ${w}`]),
  );
}

const CHANGES = [
  ['casualties', 'Casualties (figures lost)'],
  ['formation', 'Formation change'],
  ...keysOf(REMOVAL_LABEL).map((r) => [r, `Removed: ${REMOVAL_LABEL[r]}`]),
] as const;

export const CHANGE_FORM: Panel = {
  kind: 'form',
  id: 'unit-change-h',
  title: 'Casualties, formation, removal',
  form: (s) => {
    const units = s.units.filter((u) => !u.removed);
    if (units.length === 0) return null;
    return {
      note: 'Casualties count against the unit’s starting figures for its casualty bracket and feed the brigade’s losses when it is destroyed.',
      submit: 'Record',
      fields: [
        {
          kind: 'select',
          name: 'unit',
          label: 'Unit',
          options: units.map((u) => ({ value: u.id, label: u.name })),
        },
        {
          kind: 'select',
          name: 'change',
          label: 'Change',
          options: CHANGES.map(([value, label]) => ({ value, label })),
        },
        {
          kind: 'number',
          name: 'figures',
          label: 'Figures lost',
          min: 1,
          max: START_FIGURES_MAX,
          value: 1,
          hint: 'For casualties',
        },
        {
          kind: 'select',
          name: 'formation',
          label: 'New formation',
          hint: 'For a formation change',
          options: FORMATION_IDS.map((f) => ({ value: f, label: FORMATION_LABELS[f] })),
        },
      ],
    };
  },
  submit: (v, s) => {
    const u = s.units.find((x) => x.id === v.unit && !x.removed);
    if (!u) return { problem: 'Choose a unit in play.' };
    const change = str(v, 'change');
    if (change === 'casualties') {
      const figures = Number(v.figures);
      if (!Number.isInteger(figures) || figures < 1)
        return { problem: 'Enter the figures lost: at least 1.' };
      return {
        event: { type: 'casualties', unit: u.id, figures },
        says: `${u.name}: ${figures} lost.`,
      };
    }
    if (change === 'formation') {
      const f = FORMATION_IDS.find((x) => x === v.formation);
      if (!f) return { problem: 'Choose the new formation.' };
      return {
        event: { type: 'formation', unit: u.id, formation: f },
        says: `${u.name}: ${FORMATION_LABELS[f]}.`,
      };
    }
    const reason = keysOf(REMOVAL_LABEL).find((r) => r === change);
    if (!reason) return { problem: 'Choose the change.' };
    return {
      event: { type: 'remove', unit: u.id, reason },
      says: `${u.name}: ${REMOVAL_LABEL[reason]}.`,
    };
  },
};
