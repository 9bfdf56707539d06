/**
 * Altar of Freedom: a scenario's orders of battle as a roster view: each army's facts (mood,
 * break point, totals), its generals as cards whose PP and traits the player may enter, its
 * divisions as folding tables of brigades, and its commands (spec §4.0, F2).
 */
import type {
  RosterBlock,
  RosterEntry,
  RosterFact,
  RosterGroup,
  RosterSection,
  RosterTable,
} from '../../shared/roster.js';
import { signed } from '../../shared/signed.js';
import { generalRating, traitRoleNotes } from './general-ratings.js';
import type { GeneralRatings } from './general-ratings.js';
import { SIDE_NAMES } from './display-names.js';
import { MOOD_TABLE } from './moods.js';
import { armyTotals, optionalRuleFor, tallyUnits } from './oob-summary.js';
import type { UnitTally } from './oob-summary.js';
import { citedRulings } from './scenario-rulings.js';
import type { Army, Division, General, Scenario, Unit } from './schema.js';
import { TRAITS } from './traits.js';

const ARM_NAME = {
  infantry: 'Infantry',
  cavalry: 'Cavalry',
  artillery: 'Artillery',
  naval: 'Naval',
};

/** '1 stand', '4 stands'. */
export const stands = (n: number) => `${n} stand${n === 1 ? '' : 's'}`;

function tallyText(t: UnitTally): string {
  return (
    [
      ['infantry', t.infantry],
      ['cavalry', t.cavalry],
      ['artillery', t.artillery],
      ['naval', t.naval],
    ] as const
  )
    .filter(([, n]) => n > 0)
    .map(([arm, n]) => `${n} ${arm}`)
    .join(', ');
}

/** A general's card: his PP and traits, printed, entered by the player or missing (ruling G1). */
function generalCard(
  s: Scenario,
  data: GeneralRatings,
  general: General,
  level: string,
  leads: boolean,
): RosterBlock {
  const rating = generalRating(data, s, general.id);
  const traitNames = rating?.traits.map((id) => TRAITS.find((t) => t.id === id)?.name ?? id);
  const traits =
    traitNames && traitNames.length > 0
      ? traitNames.join(', ')
      : rating?.traitsSource === 'player'
        ? 'none'
        : null;
  const entry: RosterEntry = {
    id: general.id,
    className: 'general',
    name: general.name,
    details: [general.title, `HQ: ${general.hq.label}`],
    hidden: `(${level})`,
    values: [
      {
        label: 'Priority Points',
        text: rating?.pp == null ? null : String(rating.pp),
        source: rating?.ppSource ?? 'missing',
      },
      { label: 'Traits', text: traits, source: rating?.traitsSource ?? 'missing' },
    ],
    notes: (rating ? traitRoleNotes(general.role, rating.traits) : []).map((n) => [
      n.text,
      ' ',
      { rule: n.rule },
    ]),
    editable: true,
    entered: rating?.ppSource === 'player' || rating?.traitsSource === 'player',
    keys: [general.name, general.title, general.hq.label],
    leads,
  };
  return { kind: 'card', entry };
}

function unitTable(units: readonly Unit[], caption: string): RosterTable {
  return {
    layout: 'compact',
    caption,
    head: 'Brigade',
    columns: [{ label: 'Arm' }, { label: 'SM', numeric: true }],
    rows: units.map((u) => ({
      id: u.id,
      name: u.name,
      badges: u.confidence ? [{ text: 'reconstructed' }] : [],
      notes: u.note ? [[u.note]] : [],
      values: [
        { label: 'Arm', text: ARM_NAME[u.arm], icon: u.arm },
        { label: 'SM', text: signed(u.sm) },
      ],
      keys: [u.name],
    })),
  };
}

function divisionGroup(s: Scenario, d: Division): RosterGroup {
  const t = tallyUnits(d.brigades);
  const optional = d.optional === true ? optionalRuleFor(s, d.id) : undefined;
  return {
    id: d.id,
    className: 'division',
    title: d.name,
    badges: d.optional ? [{ text: 'Optional', tone: 'optional' }] : [],
    count: `${stands(t.stands)} · SM total ${signed(t.sm)}`,
    collapsible: true,
    optional: d.optional === true,
    ...(optional && {
      note: [
        `${optional.title}: `,
        optional.text,
        ' Not counted in the army’s totals. ',
        { rule: optional.rule },
      ],
    }),
    keys: [d.name, d.label],
    table: unitTable(d.brigades, `${d.name}: brigades, arm and Strength Modifier`),
  };
}

/** The divisions of a level, then its unattached brigades (under the scenario's rule). */
function groups(
  s: Scenario,
  id: string,
  divisions: readonly Division[],
  unattached: readonly Unit[],
  where: string,
): RosterBlock {
  const list = divisions.map((d) => divisionGroup(s, d));
  if (unattached.length > 0) {
    const rule = s.specialRules.find((r) => r.id === 'oob-unattached');
    const t = tallyUnits(unattached);
    list.push({
      id: `${id}-unattached`,
      className: 'division unattached',
      title: 'Unattached',
      count: `${stands(t.stands)} · SM total ${signed(t.sm)}`,
      ...(rule && { rule: rule.rule }),
      table: unitTable(unattached, `Unattached units of ${where}`),
    });
  }
  return { kind: 'groups', groups: list };
}

function facts(army: Army): RosterFact[] {
  const totals = armyTotals(army);
  const mood = MOOD_TABLE.find((m) => m.mood === army.mood);
  return [
    { term: 'Mood', value: mood ? [army.mood, ' ', { rule: mood.rule }] : [army.mood] },
    { term: 'Break point', value: [`${army.breakPoint} losses `, { rule: army.breakPointRule }] },
    {
      term: 'Stands',
      value: [
        `${totals.inPlay.stands} `,
        { muted: `(${tallyText(totals.inPlay)})` },
        ...(totals.optional.stands > 0
          ? [' ', { muted: `+ ${stands(totals.optional.stands)} optional` }]
          : []),
      ],
    },
    { term: 'SM total', value: [signed(totals.inPlay.sm)] },
    {
      term: 'Divisions',
      value: [
        String(totals.divisions),
        ...(totals.optionalDivisions > 0
          ? [' ', { muted: `+ ${totals.optionalDivisions} optional` }]
          : []),
      ],
    },
  ];
}

/** One army of `s` as a roster section, with the player's entered ratings. */
export function armySection(s: Scenario, data: GeneralRatings, army: Army): RosterSection {
  const id = `army-${army.side.toLowerCase()}`;
  return {
    id,
    className: 'army',
    title: army.name,
    badge: { text: SIDE_NAMES[army.side], tone: army.side === 'USA' ? 'accent' : 'muted' },
    facts: facts(army),
    rulings: citedRulings(army.breakPointRule),
    body: [
      generalCard(s, data, army.general, 'army commander', false),
      groups(s, id, army.divisions, army.unattached, army.name),
      ...army.commands.map((c): RosterBlock => ({
        kind: 'section',
        section: {
          id: `cmd-${c.id}`,
          className: 'command',
          title: c.title,
          ...(c.rule && { rule: c.rule }),
          rulings: citedRulings(c.rule ?? ''),
          keys: [c.title],
          body: [
            ...(c.general ? [generalCard(s, data, c.general, c.title, true)] : []),
            ...(c.note ? [{ kind: 'note' as const, text: [c.note] }] : []),
            groups(s, c.id, c.divisions, c.unattached, c.title),
          ],
        },
      })),
    ],
  };
}
