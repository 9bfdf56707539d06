/**
 * In Freedom's Cause: the model page as a roster view: every parameter of Haversack's open model
 * of the app's tables, by tool, with the model's default or the player's value marked as theirs.
 * The range table shows where the rulebook forbids a small arm to fire.
 */
import type {
  RosterBlock,
  RosterEntry,
  RosterSection,
  RosterValue,
  RosterView,
} from '../../shared/roster.js';
import { signed } from '../../shared/signed.js';
import { FIRE_BRACKETS, bracketLabel } from './model-brackets.js';
import {
  PARAM_TABLES,
  rateId,
  type ModelParam,
  type ParamRow,
  type ParamTable,
} from './model-defaults.js';
import { paramValue, type ModelData } from './model-params.js';
import { WEAPON_RULE } from './fire-weapons.js';

/** A parameter's value as shown: '20%', '+1', '7'. */
export function paramText(p: ModelParam, n: number): string {
  return p.format === 'percent' ? `${String(n)}%` : p.format === 'signed' ? signed(n) : String(n);
}

const value = (p: ModelParam, data: ModelData, label = p.label): RosterValue => {
  const entered = data.values[p.id] !== undefined;
  return {
    label,
    text: paramText(p, paramValue(data.values, p.id)),
    source: entered ? 'player' : 'rulebook',
  };
};

const entry = (r: ParamRow, data: ModelData, values: RosterValue[]): RosterEntry => ({
  id: `p-${r.id}`,
  name: r.name,
  values,
  editable: true,
  entered: r.params.some((p) => data.values[p.id] !== undefined),
  keys: [r.name, ...r.params.map((p) => p.label)],
});

function rateTable(t: ParamTable, data: ModelData): RosterBlock {
  return {
    kind: 'table',
    table: {
      layout: 'roster',
      caption: t.title,
      head: 'Weapon',
      columns: FIRE_BRACKETS.map((b) => ({ label: bracketLabel(b), numeric: true })),
      rows: t.rows.map((r) => {
        const weapon = r.id.replace(/^rates-/, '');
        return entry(
          r,
          data,
          FIRE_BRACKETS.map((b) => {
            const p = r.params.find((x) => x.id === rateId(weapon, b.id));
            return p ? value(p, data, bracketLabel(b)) : { label: bracketLabel(b), text: '—' };
          }),
        );
      }),
    },
  };
}

function tableSection(t: ParamTable, data: ModelData): RosterBlock {
  const body: RosterBlock[] = [{ kind: 'note', text: [t.note] }];
  if (t.id === 'fire-rates') body.push(rateTable(t, data));
  else
    for (const r of t.rows)
      body.push({
        kind: 'card',
        entry: entry(
          r,
          data,
          r.params.map((p) => value(p, data)),
        ),
      });
  return {
    kind: 'section',
    section: {
      id: `t-${t.id}`,
      title: t.title,
      ...(t.id === 'fire-rates' ? { rule: WEAPON_RULE } : {}),
      body,
    },
  };
}

/** The page's parts, one shown at a time: the first is the default. */
export const MODEL_SECTIONS: readonly {
  id: ParamTable['section'];
  title: string;
  short: string;
}[] = [
  { id: 'fire', title: 'Fire table', short: 'Fire' },
  { id: 'melee', title: 'Melee tables', short: 'Melee' },
  { id: 'morale', title: 'Unit morale table', short: 'Morale' },
  { id: 'encounters', title: 'Coop/solo initiative and encounters', short: 'Encounters' },
];

/** The model page's part `show` under the player's parameters. */
export function modelView(data: ModelData, show: string): RosterView {
  const changed = Object.keys(data.values).length;
  const part = MODEL_SECTIONS.find((s) => s.id === show) ?? MODEL_SECTIONS[0];
  const sections: RosterSection[] = (part ? [part] : []).map((s) => ({
    id: `s-${s.id}`,
    title: s.title,
    body: PARAM_TABLES.filter((t) => t.section === s.id).map((t) => tableSection(t, data)),
  }));
  return {
    legend: [
      [
        'Haversack’s model, not the publisher’s tables. ',
        'The official app’s formulas are not published; every value here is ours, a starting point to tune at your table. A value you change is marked ',
        { sample: 'entered' },
        ' and the fire, melee and unit morale tools and the coop/solo encounters use it on this device. rulings G3, G13',
      ],
    ],
    hint: [
      'Percentages multiply the expected casualties; morale steps add to the 2d6 target. Better troops may never do worse than poorer ones.',
    ],
    sections,
    entered: {
      title: 'Your parameters',
      text: `${changed === 0 ? 'You use the model’s defaults.' : `You have changed ${String(changed)} parameter${changed === 1 ? '' : 's'}.`} They are saved on this device only: export them to a file, import a file, or put them in a link to share with the other players, so everyone rolls on the same tables.`,
    },
  };
}
