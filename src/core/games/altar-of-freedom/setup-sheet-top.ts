/**
 * Altar of Freedom's setup sheet, its first part: the battle at a glance, the grid of sectors
 * with deployment zones and arrivals, moods and break points, and each army's deployment and
 * objectives. Sheet data only (see `SetupSheetDoc`).
 */
import type { SheetContent, SheetSection } from '../../shared/setup-sheet.js';
import type { SheetRun, SheetText } from '../../shared/sheet-text.js';
import { rule, span, strong } from '../../shared/sheet-text.js';
import { startClock } from './clock.js';
import { SIDE_NAMES } from './display-names.js';
import type { GeneralRatings } from './general-ratings.js';
import { LOSS_KINDS, MOOD_TABLE } from './moods.js';
import type { NamedId } from './names.js';
import { SCALES } from './scales.js';
import { citedRulings, scenarioRulings } from './scenario-rulings.js';
import type { Army, Scenario } from './schema.js';
import {
  ratingRun,
  rulingNote,
  shortRule,
  sideTag,
  toneOf,
  unitRuns,
} from './setup-sheet-parts.js';

/** Where the book counts losses toward a break point (spec §2.9). */
const LOSS_RULE = 'Army Break Points';
/** Where the clock die starts each turn (ruling A1). */
const CLOCK_RULE = 'The Turn Clock';

/** The battle at a glance: players, table, grid, length, clock, field works, brigades, scales. */
export function glanceSection(s: Scenario): SheetSection {
  const noWorks = s.specialRules.find((r) => r.effect?.kind === 'no-field-works');
  const first = s.turns[0];
  const last = s.turns[s.turns.length - 1];
  const clock = startClock(s.clockDie, 'USA');
  const grid = s.table.grid;
  const scales: SheetRun[] = SCALES.flatMap((sc, i) => [
    ...(i > 0 ? ['; '] : []),
    span(
      'nowrap',
      `${sc.scale.replace('mm', ' mm')}: ranges ×${sc.rangeMultiplier}${sc.optionalRangeMultiplier ? ` (or ×${sc.optionalRangeMultiplier})` : ''}`,
    ),
  ]);
  const gridText: SheetText = [
    `${grid.letters[0]}–${grid.letters[grid.letters.length - 1]} × 1–${grid.numbers} sectors${grid.inferred ? ', read from the deployment zones' : ''}`,
    ...(s.mapMissing ? [' ', span('missing', 'Map not in the source')] : []),
  ];
  const rows: { term: string; value: SheetText; look?: 'sources' }[] = [
    { term: 'Players', value: [`${s.players.min}–${s.players.max}; a ${s.size} battle`] },
    {
      term: 'Table',
      value: [
        `${s.table.widthFt}′ × ${s.table.depthFt}′ · 1″ = ${s.table.yardsPerInch}${s.table.yardsPerInchPlus ? '+' : ''} yards `,
        rule(s.table.rule),
      ],
    },
    { term: 'Grid', value: gridText },
    {
      term: 'Length',
      value: [
        `${s.turns.length} turns, ${first?.time} to ${last?.time}, or until an army breaks `,
        rule(s.lengthRule),
      ],
    },
    {
      term: 'Turn clock',
      value: [
        `D${s.clockDie}, set to ${clock.value} at the start of each turn (`,
        { ruling: 'A1', text: 'ruling A1' },
        ') ',
        rule(CLOCK_RULE),
      ],
    },
    {
      term: 'Field works',
      value: s.fieldWorksAllowed
        ? ['Allowed']
        : ['Not allowed ', rule(noWorks ? shortRule(noWorks.rule) : '')],
    },
    {
      term: 'Brigades',
      value: [
        `About ${s.averageBrigadeMen.toLocaleString('en-US')} men in an average (+0) brigade; ${s.gunsPerArtilleryStand.min}–${s.gunsPerArtilleryStand.max} guns to an artillery stand `,
        rule(s.strengthRule),
      ],
    },
    { term: 'Figure scale', value: [...scales, ' ', rule('Appendix III')] },
    { term: 'Further reading', value: [s.sources.join(' · ')], look: 'sources' },
  ];
  return { id: 'glance-h', title: ['The battle at a glance'], content: [{ kind: 'facts', rows }] };
}

/** Zone keys of an army's deployments: the side, numbered when it has several zones. */
const zoneKey = (army: Army, index: number) =>
  army.deployment.length > 1 ? `${army.side} ${index + 1}` : army.side;

/** The grid of sectors: deployment zones and where reinforcements enter, with a legend. */
export function mapSection(s: Scenario): SheetSection {
  const chips = new Map<string, SheetRun[]>();
  const add = (sector: string, chip: SheetRun) =>
    chips.set(sector, [...(chips.get(sector) ?? []), chip]);
  for (const army of s.armies)
    army.deployment.forEach((d, i) => {
      for (const sector of d.sectors)
        add(sector, { chip: zoneKey(army, i), tone: toneOf(army.side) });
    });
  for (const r of s.reinforcements)
    for (const sector of r.sectors)
      add(sector, {
        chip: `↘T${r.turn}${r.kind === 'roll' ? '+' : ''}${r.optional === true ? '*' : ''}`,
        tone: toneOf(r.side),
        arrival: true,
      });
  const numbers = Array.from({ length: s.table.grid.numbers }, (_, i) => i + 1);
  const arrivals: SheetText =
    s.reinforcements.length > 0
      ? [
          ' · ',
          { chip: '↘T4', tone: 'usa', arrival: true },
          ' ',
          { chip: '↘T4', tone: 'csa', arrival: true },
          ` Union and Confederate reinforcements enter at the end of turn 4${s.reinforcements.some((r) => r.kind === 'roll') ? '; T8+: rolls to arrive from turn 8 on' : ''}${s.reinforcements.some((r) => r.optional === true) ? '; *: optional' : ''}`,
        ]
      : [];
  const legend: SheetText = [
    { chip: 'USA', tone: 'usa' },
    ' ',
    { chip: 'CSA', tone: 'csa' },
    ' deployment zones (see each army)',
    ...arrivals,
    '. ',
    s.mapMissing ? 'The rulebook’s map is not in the source: place terrain from your own map.' : '',
  ];
  const grid: SheetContent = {
    kind: 'table',
    look: ['grid'],
    caption: 'Grid sectors: deployment zones and where reinforcements enter',
    columns: [{ text: '' }, ...numbers.map((n) => ({ text: String(n) }))],
    rows: s.table.grid.letters.map((letter) => ({
      head: [letter],
      cells: numbers.map((n) => {
        const here = chips.get(`${letter}${n}`) ?? [];
        return here.length === 0 ? { text: [], look: 'empty' as const } : here;
      }),
    })),
  };
  return {
    id: 'map-h',
    title: ['Deployment sectors'],
    content: [grid, { kind: 'paragraph', look: 'legend', text: legend }],
  };
}

/** Each army's mood and break point, how losses count, and the rulings on them. */
export function breakPointSection(s: Scenario): SheetSection {
  const all = scenarioRulings(s);
  const notes = [
    ...s.armies.flatMap((a) => citedRulings(a.breakPointRule)),
    ...all.filter((r) => r.id === 'C15'),
    ...(s.armies.some((a) => a.mood === 'Steady') ? all.filter((r) => r.id === 'C2') : []),
  ].filter((r, i, list) => list.findIndex((x) => x.id === r.id) === i);
  const rows = s.armies.map((army) => {
    const mood = MOOD_TABLE.find((m) => m.mood === army.mood);
    return {
      head: [sideTag(army.side), ` ${SIDE_NAMES[army.side]}`],
      cells: [
        [
          strong(army.mood),
          ...(mood
            ? [
                `: ${mood.description} Guide: ${mood.breakPercent}% of its brigades `,
                rule(mood.rule),
              ]
            : []),
        ],
        [
          { strong: [`${army.breakPoint} losses`], look: 'bp' as const },
          ' ',
          rule(army.breakPointRule),
        ],
      ],
    };
  });
  return {
    id: 'bp-h',
    title: ['Moods and break points'],
    content: [
      {
        kind: 'table',
        look: ['bp-table'],
        columns: [{ text: 'Army' }, { text: 'Mood' }, { text: 'Break point' }],
        rows,
      },
      {
        kind: 'paragraph',
        look: 'losses',
        text: [
          `Losses, all counted alike: ${LOSS_KINDS.map((k) => k.label).join(' · ')}. An army whose losses reach its break point at the end of a turn leaves the field. `,
          rule(LOSS_RULE),
        ],
      },
      ...notes.map((r) => ({
        kind: 'paragraph' as const,
        look: 'ruling' as const,
        text: rulingNote(r, s),
      })),
    ],
  };
}

/** An army: its commander (with his PP and traits), deployment zones and objectives. */
export function armySection(
  s: Scenario,
  army: Army,
  names: ReadonlyMap<string, NamedId>,
  ratings: GeneralRatings | undefined,
): SheetSection {
  const side = army.side;
  return {
    id: `army-${side.toLowerCase()}`,
    title: [sideTag(side), ` ${SIDE_NAMES[side]}: ${army.name}`],
    flow: true,
    content: [
      {
        kind: 'paragraph',
        look: 'commander',
        text: [
          'Commanded by ',
          strong(army.general.name),
          '; deploys ',
          strong(army.deploysFirst ? 'first' : 'second'),
          '. ',
          ratingRun(ratings, s, army.general.id),
        ],
      },
      {
        kind: 'sub',
        title: 'Deployment',
        content: [
          {
            kind: 'table',
            look: ['zones'],
            columns: [{ text: 'Zone' }, { text: 'Where and who' }],
            rows: army.deployment.map((d, i) => ({
              head: [{ chip: zoneKey(army, i), tone: toneOf(side) }],
              cells: [[d.text, ' ', rule(d.rule), ' ', span('who', ...unitRuns(d.units, names))]],
            })),
          },
        ],
      },
      {
        kind: 'sub',
        title: 'Objectives',
        content: [
          {
            kind: 'list',
            look: 'objectives',
            items: army.objectives.map((o) => [o.text, ' ', rule(o.rule)]),
          },
        ],
      },
    ],
  };
}
