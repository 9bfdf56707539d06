/**
 * Battle Cry of Freedom: the placement and blocking assistant (Phase D, and the offensive of
 * Phase E) as a calculator: the Union's placements, the cards he holds, what is out of the game
 * or in the Confederate hand, the forcing resources and the Confederate offensive in; whether it
 * is all legal, who may block each battle and which invasion may come down, out.
 */
import { calcChoice, listChoice, seeAlso } from '../../shared/calc-builders.js';
import type {
  CalcInput,
  CalcText,
  CalculatorTool,
  DataChoiceInput,
  DataOption,
} from '../../shared/calculator.js';
import { optionsOf } from '../../shared/input-builders.js';
import type { Inputs } from '../../shared/types.js';
import { BATTLE_CARDS, battleCardById } from './battle-cards.js';
import { cardFlagId, PLACEABLE, PLACEMENT_READING, REMOVABLE } from './campaign-readings.js';
import type { BlockOptions } from './blocking.js';
import {
  glossaryPlace,
  PLACE,
  THEATER_LABEL,
  THEATERS,
  placesText,
  type Theater,
} from './cards-common.js';
import { checkPlacement, OFFENSIVE_CARDS, type OffensiveCardId } from './placement.js';

const HAND_CARDS = BATTLE_CARDS.filter((c) => c.start === 'confederate-deck');
const INVASIONS = BATTLE_CARDS.filter((c) => c.kind === 'invasion');

const flagId = cardFlagId;

function cardChoice(
  id: string,
  label: string,
  cards: typeof BATTLE_CARDS,
  none: string,
): DataChoiceInput {
  return {
    kind: 'data-choice',
    id,
    label,
    noneLabel: none,
    sets: [],
    options: () =>
      cards.map((c): DataOption => ({ value: c.id, name: c.name, label: c.name, sets: {} })),
    unknown: (raw) => `There is no battle card “${raw.slice(0, 40)}” here; none is chosen.`,
  };
}

const flag = (id: string, label: string, rule?: string): CalcInput => ({
  kind: 'flag',
  id,
  label,
  ...(rule !== undefined && { rule }),
});

const setOf = (inputs: Inputs, prefix: string, cards: typeof BATTLE_CARDS) =>
  new Set(cards.filter((c) => inputs[flagId(prefix, c.id)] === true).map((c) => c.id));

const name = (id: string) => battleCardById(id)?.name ?? id;

function blockLine(theater: Theater, placed: string, b: BlockOptions): CalcText[] {
  const names = b.blockers.map((c) => c.name).join(', ');
  const who =
    b.status === 'none'
      ? 'cannot be blocked.'
      : b.status === 'listed'
        ? b.blockers.length > 0
          ? `may be blocked with ${names}.`
          : 'has no blocker available.'
        : b.blockers.length > 0
          ? `candidates to check on your flow chart: ${names}.`
          : 'no candidate is left to block it.';
  return [
    { strong: `${THEATER_LABEL[theater]}: ${placed}` },
    ` ${who} ${b.reason} `,
    { rule: placesText(b.cites) },
  ];
}

/** The placement and blocking assistant. */
export const placementCalculator: CalculatorTool = {
  id: 'placement',
  title: 'Placement and blocking',
  headline: { label: 'The placements are', unit: { one: '', other: '' } },
  readsGame: PLACEMENT_READING,
  groups: [
    {
      legend: 'Union placements',
      rule: PLACE.phaseD,
      inputs: [
        cardChoice(
          'east',
          'Battle placed in the East',
          PLACEABLE.filter((c) => c.theater === 'east'),
          'None in the East',
        ),
        calcChoice(
          'pen',
          'If the Peninsula Campaign is placed, it is declared',
          optionsOf([
            ['overland', 'Overland'],
            ['amphibious', 'Amphibious'],
          ]),
        ),
        cardChoice(
          'west',
          'Battle placed in the West',
          PLACEABLE.filter((c) => c.theater === 'west'),
          'None in the West',
        ),
      ],
    },
    {
      legend: 'Battle cards the Union holds',
      inputs: PLACEABLE.map((c) => flag(flagId('held', c.id), c.name)),
    },
    {
      legend: 'Out of the game, and in the Confederate hand',
      inputs: [
        ...REMOVABLE.map((c) => flag(flagId('gone', c.id), `${c.name} is out of the game`)),
        ...HAND_CARDS.map((c) => flag(flagId('hand', c.id), `${c.name} is in his hand`)),
      ],
    },
    {
      legend: 'Washington, D.C.',
      rule: glossaryPlace('Washington, D.C.'),
      inputs: [flag('wdc', 'Washington fell last turn (the Union places in the West only)')],
    },
    {
      legend: 'Confederate First Resource cards this turn',
      rule: PLACE.phaseB,
      inputs: [
        flag('otr', 'On to Richmond (a battle in the East)'),
        flag(
          'pressure',
          'Pressure Increases on Lincoln’s Administration (a battle in each theater)',
        ),
      ],
    },
    {
      legend: 'Confederate offensive in Strategic Movement',
      rule: PLACE.phaseE,
      inputs: [
        calcChoice('off', 'Offensive in', [
          { value: 'none', label: 'None' },
          ...THEATERS.map((t) => ({ value: t, label: THEATER_LABEL[t] })),
        ]),
        listChoice(
          'offcard',
          'With the card (if on the offensive)',
          OFFENSIVE_CARDS.map((c) => ({ value: c.id, label: c.name })),
        ),
        cardChoice('inv', 'Invasion put down', INVASIONS, 'No invasion'),
      ],
    },
  ],
  breakdown: {
    caption: 'Each theater’s placement and whether a Confederate offensive is open there',
    columns: ['Theater', 'Battle placed', 'Offensive'],
  },
  notesTitle: 'Notes and rulings',
  seeAlso: seeAlso('The battle itself: ', 'combat', 'combat ledger'),
  compute(inputs) {
    const str = (id: string) => String(inputs[id] ?? '');
    const off = str('off');
    const check = checkPlacement({
      placed: { east: str('east'), west: str('west') },
      peninsula: str('pen') === 'amphibious' ? 'amphibious' : 'overland',
      held: setOf(inputs, 'held', PLACEABLE),
      removed: setOf(inputs, 'gone', INVASIONS),
      inHand: setOf(inputs, 'hand', HAND_CARDS),
      onToRichmond: inputs['otr'] === true,
      pressure: inputs['pressure'] === true,
      offense: off === 'east' || off === 'west' ? off : '',
      offenseCard: str('offcard') as OffensiveCardId,
      invasion: str('inv'),
      washingtonFell: inputs['wdc'] === true,
    });
    // Nothing placed yet (the tool's start): asked for, not refused.
    const lines: CalcText[][] =
      check.pending !== null
        ? [
            [
              check.pending,
              ' ',
              { rule: 'Detailed Sequence of Play › D. Place Battle Cards/Blocking' },
            ],
          ]
        : [];
    lines.push(
      ...check.theaters.flatMap((t) =>
        t.placed !== null && t.block !== null ? [blockLine(t.theater, t.placed, t.block)] : [],
      ),
    );
    if (check.invasions.length > 0)
      lines.push([
        { strong: 'Invasions he may put down: ' },
        `${check.invasions.map(name).join(', ')} (in place of the Union’s card there). `,
        { rule: 'Glossary › Invasion; ruling A18' },
      ]);
    if (str('inv') === 'washington')
      lines.push([
        { strong: 'Washington, D.C.: ' },
        check.washingtonBlockers.length > 0
          ? `the Union may block it with ${check.washingtonBlockers.map(name).join(' or ')}. `
          : 'the Union has nothing left to block it with. ',
        { rule: 'Glossary › Invasion' },
      ]);
    return {
      total: check.legal ? 1 : 0,
      headline: {
        text: check.pending !== null ? 'Not placed yet' : check.legal ? 'Legal' : 'Not legal',
        unit: '',
      },
      problems: check.problems,
      lines,
      breakdown: {
        rows: check.theaters.map((t) => ({
          label: THEATER_LABEL[t.theater],
          printed: t.placed ?? 'none',
          here: check.offenseBarred[t.theater] === null ? 'open' : 'barred',
        })),
        total: {
          label: 'Problems found',
          value: String(check.problems.length),
        },
      },
      notes: [
        ...check.notes.map((n) => ({ text: n.text, rule: placesText(n.cites) })),
        ...THEATERS.flatMap((t) => {
          const why = check.offenseBarred[t];
          return why === null ? [] : [{ text: why, rule: 'Glossary › Confederate Offensive' }];
        }),
      ],
      rulings: check.rulings,
    };
  },
};
