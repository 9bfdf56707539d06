/**
 * `docs/rulings.md`, rendered from the rulings data of every game. `npm run docs:rulings` writes
 * it (scripts/rulings-doc.mjs); `test/checks/rulings-doc.test.ts` fails when the committed file
 * and the data differ, so the two cannot drift.
 */
import { RULINGS as AOF_RULINGS } from '../../src/core/games/altar-of-freedom/index.js';
import { RULINGS as POF_RULINGS } from '../../src/core/games/price-of-freedom/index.js';
import { RULINGS as BCOF_RULINGS } from '../../src/core/games/battle-cry-of-freedom/rulings.js';
import { RULINGS as USCW_RULINGS } from '../../src/core/games/us-civil-war/rulings.js';
import { RULINGS as IFC_RULINGS } from '../../src/core/games/in-freedoms-cause/rulings.js';
import { citationsText } from '../../src/core/shared/citation.js';
import { RULING_KINDS, type Ruling } from '../../src/core/shared/ruling.js';

/** One game's section: its title, the route of its rulings page, a note on sources, its rulings. */
export interface RulingsDocGame {
  readonly title: string;
  readonly slug: string;
  /** Paragraphs (Markdown) before the lists. */
  readonly intro: readonly string[];
  readonly rulings: readonly Ruling[];
}

export const RULINGS_DOC_GAMES: readonly RulingsDocGame[] = [
  {
    title: 'Altar of Freedom',
    slug: 'altar-of-freedom',
    intro: [
      'Source: the Altar of Freedom data specification, §8 (contradictions, gaps and ambiguities), with the specification’s suggested default adopted in every case. AB1 is not in the specification: it is a reading of the Army Builder text that the app had to settle. The book does not number its rules, so each place is its section heading (and table, scenario or appendix entry) as printed.',
      'Two points worth knowing at the table:',
      '- **Break points:** each scenario’s printed break point is used as is (C1, C15), even where it does not match the mood percentage.\n- **Generals:** no Priority Points or personality traits are printed for any starter-scenario general (G1); the scenario data leaves them empty (`pp: null`, `traits: null`) for the players to enter.',
    ],
    rulings: AOF_RULINGS,
  },
  {
    title: 'The Price of Freedom',
    slug: 'price-of-freedom',
    intro: [
      'Source: The Price of Freedom data specification, §8 (contradictions, ambiguities and gaps). In each of the eight contradictions the app applies the specification’s suggested default; where the specification offers none (C3, C7), it follows the specification’s own procedure or the rules text, and says so. Section numbers (§x.y) are the rulebook’s own.',
      'Two points worth knowing at the table:',
      '- **No dice for the blockade:** Union blockade markers enter the blockade boxes only through BLOCKADE ACTION cards, whose text is not in the rulebook. The tracker records the markers per box (Yorktown and Norfolk share one) and works out which coasts are blockaded.\n- **Commanders:** the counters are not in the rulebook text. Only the ratings its examples reveal are filled in (Lee MAM +1, Hood DDRM −1, McClellan MAM −1, Sherman MAM +1, Burnside MAM 0); every other rating, entry turn and theater, and five names, are left empty (null) for the players to enter as user data.',
    ],
    rulings: POF_RULINGS,
  },
  {
    title: 'Battle Cry of Freedom',
    slug: 'battle-cry-of-freedom',
    intro: [
      'Source: the Battle Cry of Freedom data specification, §8.2 (contradictions, ambiguities and gaps), with the specification’s suggested default adopted in every case. The rulebook does not number its rules, so each place is its section heading as printed (the glossary entry, the phase of the Detailed Sequence of Play, the scenario); the Player Notes are cited as secondary evidence.',
    ],
    rulings: BCOF_RULINGS,
  },
  {
    title: 'The U.S. Civil War',
    slug: 'us-civil-war',
    intro: [
      'Source: The U.S. Civil War data specification, §8 (contradictions, ambiguities and gaps), with the specification’s suggested default adopted in every case. Places are the rulebook’s own rule numbers (4.1.4, 9.2.1), or the heading of the examples or reference card concerned.',
      'One point worth knowing at the table: the At Start cards’ placements and the Generals’ counters are not printed in the rulebook (G6, G7). The tools take them as the players enter them and check what is entered against every fact the rulebook does give.',
    ],
    rulings: USCW_RULINGS,
  },
  {
    title: "In Freedom's Cause",
    slug: 'in-freedoms-cause',
    intro: [
      'Source: the In Freedom’s Cause data specification, §8 and §9 (contradictions, ambiguities and gaps), with the specification’s suggested default adopted in every case. The rulebook does not number its rules, so each place is its section heading as printed.',
      'One point worth knowing at the table: the rulebook leaves its fire, melee and morale tables, and the co-operative game’s encounters, to the publisher’s app and never prints them (the gaps, G…). The app’s tools for them are an open model of its own, labelled as such wherever it shows, with every parameter on the model page to see and change.',
    ],
    rulings: IFC_RULINGS,
  },
];

const HEADER = [
  '# Rulings',
  '',
  '<!-- Generated from the rulings data by `npm run docs:rulings`; edit the data, not this file. -->',
  '',
  'Where a rulebook contradicts itself, leaves a gap or is ambiguous, the app applies a default and says so beside the tool concerned; each ruling code shown in a tool links to the game’s rulings page (`/<game>/rulings/`), which lists the same rulings as this file. Each ruling names the rulebook places it concerns as a player finds them in the printed book: the rule number where the game numbers its rules, otherwise the section heading and table name. No rulebook text carries page numbers, so no page is given. The data keeps, for developers, a trace of each place into the plain-text copy the specifications were written from.',
];

function rulingLine(r: Ruling): string {
  const places = citationsText(r.cites);
  const end = /[.!?]$/.test(places) ? '' : '.';
  return `- **${r.id}.** ${r.question} **The app:** ${r.decision} _Rulebook:_ ${places}${end}`;
}

/** The whole of `docs/rulings.md`. */
export function rulingsMarkdown(games: readonly RulingsDocGame[] = RULINGS_DOC_GAMES): string {
  const lines = [...HEADER];
  for (const g of games) {
    lines.push('', `## ${g.title}`, '', ...g.intro.flatMap((p, i) => (i ? ['', p] : [p])));
    lines.push('', `In the app: \`${g.slug}/rulings/\`.`);
    for (const k of RULING_KINDS) {
      const rulings = g.rulings.filter((r) => r.kind === k.kind);
      if (rulings.length === 0) continue;
      lines.push('', `### ${k.title}`, '', ...rulings.map(rulingLine));
    }
  }
  return `${lines.join('\n')}\n`;
}
