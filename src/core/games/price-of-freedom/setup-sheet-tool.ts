/**
 * The Price of Freedom's set-up sheet as a `SetupSheetDescriptor`: the game's one scenario, the
 * whole war (§8), on A4 or US Letter: every marker's starting space, the cards, Kentucky, the
 * Union garrison and blockade marker, the four starting armies of each side, and the Turn Record
 * Track. Commanders arriving on the track are not printed (ruling G1): the player's entries are
 * shown, marked, else a blank to fill in.
 */
import type {
  SetupSheetDescriptor,
  SetupSheetDoc,
  SheetSection,
} from '../../shared/setup-sheet.js';
import type { SheetRun } from '../../shared/sheet-text.js';
import { rule, span, strong } from '../../shared/sheet-text.js';
import { COMMANDER_MARKS } from './commander-entry.js';
import { resolveCommanders } from './commanders.js';
import { LAST_TURN, NATION_LABELS } from './constants.js';
import { META } from './meta.js';
import { setupSheet, type SetupSheet, type SheetSide } from './setup-sheet.js';
import {
  SHORT,
  nationTag,
  rulingsSection,
  trackSection,
  unplacedSection,
} from './setup-sheet-track.js';
import { loadGameData } from './setup.js';
import { COMMANDER_USER_DATA, type CommanderUserData } from './user-data.js';

const TITLE = 'The whole war, 1861–1865';

function markersSection(s: SetupSheet): SheetSection {
  return {
    id: 'markers-h',
    title: ['Board markers ', rule('§8.2')],
    content: [
      {
        kind: 'table',
        look: ['markers'],
        columns: [{ text: 'Marker' }, { text: 'Track' }, { text: 'Space', look: 'num' }],
        rows: s.markers.map((m) => ({
          head: [`${m.label} `, rule(m.rule)],
          cells: [[m.track], { text: [String(m.space)], look: 'num space' }],
        })),
      },
    ],
  };
}

function boardSection(s: SetupSheet): SheetSection {
  const c = s.cards;
  const rows = [
    {
      term: 'Deck',
      value: [
        `${c.deck} cards${c.battleCardsSetAside ? '; the battle cards are set aside until the start of Turn 2' : ''} `,
        rule('§2.3, §8.3, §10.2'),
      ],
    },
    {
      term: 'Each player',
      value: [
        `His CORE card plus ${c.dealtPerPlayer} dealt: `,
        strong(`${c.handAtStart} cards`),
        ' ',
        rule(c.rule),
      ],
    },
    {
      term: 'CORE cards',
      value: [
        nationTag('usa'),
        ` ${c.core.usa}`,
        { br: true } as const,
        nationTag('csa'),
        ` ${c.core.csa}`,
      ],
    },
    {
      term: 'Kentucky',
      value: [
        `${s.kentucky === 'neutral' ? 'Neutral' : NATION_LABELS[s.kentucky]} `,
        rule('§5, §8'),
      ],
    },
    ...s.garrisons.map((g) => ({ term: 'Union garrison', value: [`${g.name} `, rule(g.rule)] })),
    ...s.blockade.map((b) => ({
      term: 'Blockade',
      value: [
        `${b.markers} Union marker${b.markers === 1 ? '' : 's'} in the ${b.name} box `,
        rule(b.rule),
      ],
    })),
  ];
  return {
    id: 'board-h',
    title: ['Cards, Kentucky, garrison and blockade'],
    content: [{ kind: 'facts', rows }],
  };
}

/** A commander's mark (star or diamond), read aloud by name. */
const mark = (m: 'star' | 'diamond'): SheetRun[] => [
  ' ',
  { span: [COMMANDER_MARKS[m].symbol], look: 'mark', hidden: true },
  span('visually-hidden', `(${m})`),
];

function armiesSection(side: SheetSide): SheetSection {
  const n = side.side;
  return {
    id: `armies-${n}`,
    title: [nationTag(n), ` ${NATION_LABELS[n]} armies `, rule(n === 'csa' ? '§8.4' : '§8.5')],
    content: [
      {
        kind: 'table',
        look: ['armies-table'],
        caption: `${NATION_LABELS[n]} armies at set-up: commander, region and corps`,
        columns: [
          { text: 'Commander' },
          { text: 'Region' },
          { text: 'Fresh', look: 'num' },
          { text: 'Spent', look: 'num' },
        ],
        rows: side.armies.map((a) => ({
          head: [
            a.commanderName,
            ...(a.star ? mark('star') : []),
            ...(a.diamond ? mark('diamond') : []),
          ],
          cells: [
            [a.regionName],
            { text: [String(a.fresh)], look: 'num' },
            { text: [String(a.spent)], look: 'num' },
          ],
        })),
        foot: {
          head: {
            text: [
              `${side.corps} corps `,
              side.deployedMarker === side.corps
                ? rule(`= ${SHORT[n]} Corps Deployed marker, §8.2`)
                : span('warn', `the Corps Deployed marker says ${side.deployedMarker ?? '?'}`),
            ],
            colspan: 2,
          },
          cells: [
            { text: [String(side.fresh)], look: 'num' },
            { text: [String(side.spent)], look: 'num' },
          ],
        },
      },
    ],
  };
}

/** The whole sheet from the game's data and the player's commander entries. */
export function warSheet(s: SetupSheet): SetupSheetDoc {
  const unplaced = unplacedSection(s);
  return {
    masthead: {
      kicker: [`${META.title} · Set-up sheet`],
      title: TITLE,
      subtitle: [
        `The game’s one scenario: at most ${LAST_TURN} turns of six months. `,
        rule('§8, §9.1'),
      ],
    },
    page: { topLeft: `${META.title} · Set-up`, topRight: TITLE },
    blocks: [
      { pair: [markersSection(s), boardSection(s)] },
      { pair: [armiesSection(s.sides.csa), armiesSection(s.sides.usa)] },
      trackSection(s),
      ...(unplaced ? [unplaced] : []),
      rulingsSection(),
    ],
  };
}

/** The set-up sheet tool. */
export const setupSheetTool: SetupSheetDescriptor<CommanderUserData> = {
  kind: 'setup-sheet',
  choices: [{ kind: 'paper' }],
  entered: COMMANDER_USER_DATA,
  unreadable: 'The game’s set-up data could not be read.',
  sheet(_values, entered) {
    const data = loadGameData();
    if (!data.ok) return null;
    const roster = resolveCommanders(
      data.value.commanders,
      entered ?? COMMANDER_USER_DATA.empty(),
    ).commanders;
    return warSheet(setupSheet(data.value, roster));
  },
};
