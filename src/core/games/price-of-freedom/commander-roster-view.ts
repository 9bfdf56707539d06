/**
 * The Price of Freedom: the 25 commanders as a roster view (§2.2.1): a table per side with their
 * marks, every rating, entry turn and theater the rulebook reveals, the player's entries where
 * it is silent (ruling G1), and links that open the roll tools with a known rating filled in.
 */
import type { RosterEntry, RosterSection, RosterText, RosterView } from '../../shared/roster.js';
import { signed } from '../../shared/signed.js';
import { COMMANDER_MARKS, commanderLabel, commanderToolLinks } from './commander-entry.js';
import { resolveCommanders } from './commanders.js';
import type { ResolvedCommander } from './commanders.js';
import { NATION_LABELS } from './constants.js';
import type { Nation } from './constants.js';
import { RULINGS } from './rulings.js';
import { RatingSchema } from './schema.js';
import type { Commander, Theater } from './schema.js';
import type { CommanderUserData } from './user-data.js';

/** The three ratings of a counter, as the roster heads them and the form names them. */
export const RATING_FIELDS = [
  { field: 'adrm', short: 'ADRM', label: 'Attack rating (ADRM)' },
  { field: 'ddrm', short: 'DDRM', label: 'Defence rating (DDRM)' },
  { field: 'mam', short: 'MAM', label: 'Movement modifier (MAM)' },
] as const;

/** The theaters in words. */
export const THEATER_LABEL: Readonly<Record<Theater, string>> = { east: 'East', west: 'West' };

/** The ratings a counter can carry, in words: '−1, 0 or +1'. */
function ratingWords(): string {
  const all = RatingSchema.options.map((n) => signed(n));
  return `${all.slice(0, -1).join(', ')} or ${all.at(-1) ?? ''}`;
}

function row(c: ResolvedCommander, raw: Commander): RosterEntry {
  const rating = (field: 'adrm' | 'ddrm' | 'mam') => {
    const v = c[field];
    return v === null ? null : signed(v);
  };
  const links = commanderToolLinks(c);
  return {
    id: c.id,
    name: commanderLabel(c),
    placeholder: c.name === null,
    badges: c.sources.name === 'player' ? [{ text: 'name yours', tone: 'entered' }] : [],
    marks: [
      ...(c.star ? [{ symbol: COMMANDER_MARKS.star.symbol, label: 'star' }] : []),
      ...(c.diamond ? [{ symbol: COMMANDER_MARKS.diamond.symbol, label: 'diamond' }] : []),
    ],
    tags: raw.neverTheaterOptional
      ? [['Optional rule: never a theater commander ', { rule: '§7.3.5' }]]
      : [],
    notes: raw.notes.map((n): RosterText => [n.text, ' ', { rule: n.rule }]),
    ...(links.length > 0 && {
      links: {
        label: 'Use his ratings in',
        items: links.map((l) => ({ tool: l.tool, text: l.label, params: l.params })),
      },
    }),
    values: [
      ...RATING_FIELDS.map(({ field, short }) => ({
        label: short,
        text: rating(field),
        source: c.sources[field],
      })),
      {
        label: 'Entry turn',
        text: c.entryTurn === null ? null : `Turn ${c.entryTurn}`,
        source: c.sources.entryTurn,
      },
      {
        label: 'Theater',
        text: c.theater === null ? null : THEATER_LABEL[c.theater],
        source: c.sources.theater,
      },
    ],
    editable: true,
    entered: Object.values(c.sources).includes('player'),
  };
}

function side(
  nation: Nation,
  roster: readonly ResolvedCommander[],
  raw: ReadonlyMap<string, Commander>,
): RosterSection {
  const list = roster.filter((c) => c.side === nation);
  const label = NATION_LABELS[nation];
  return {
    id: `side-${nation}`,
    className: 'side',
    title: `${label} commanders`,
    count: list.length,
    body: [
      {
        kind: 'table',
        table: {
          layout: 'roster',
          caption: `${label} commanders: marks, ratings, entry turn and theater; what the rulebook does not print can be entered`,
          head: 'Commander',
          columns: [
            ...RATING_FIELDS.map(({ short, label: title }) => ({ label: short, title })),
            { label: 'Entry turn' },
            { label: 'Theater' },
          ],
          rows: list.flatMap((c) => {
            const r = raw.get(c.id);
            return r ? [row(c, r)] : [];
          }),
        },
      },
    ],
  };
}

/** The commanders of `sides`, completed by the player's data, as the roster draws them. */
export function commandersView(
  commanders: readonly Commander[],
  data: CommanderUserData,
  sides: readonly Nation[],
): RosterView {
  const roster = resolveCommanders(commanders, data);
  const raw = new Map(commanders.map((c) => [c.id, c]));
  const g1 = RULINGS.find((r) => r.id === 'G1');
  const n = Object.keys(data.commanders).length;
  return {
    legend: [
      [
        `ADRM, DDRM and MAM are each ${ratingWords()} `,
        { rule: '§2.2.1' },
        '. The counters themselves are not in the rulebook text: only what its rules and examples reveal is shown as the rulebook’s; the rest reads ',
        { sample: 'missing' },
        ', and what you enter is marked ',
        { sample: 'entered' },
        '. ',
        ...(g1 ? [{ rule: `ruling ${g1.id}` }] : []),
      ],
    ],
    terms: [COMMANDER_MARKS.star, COMMANDER_MARKS.diamond].map((m) => ({
      term: [{ symbol: m.symbol }, ` ${m.label}`],
      text: [m.text, ' ', { rule: m.rule }],
    })),
    hint: [
      'The battle calculator, withdrawal and interception rollers take a commander’s rating as a number: open them from a commander’s “Use his ratings in” links to fill it in, or enter the value shown here.',
    ],
    ...(roster.warnings.length > 0 && {
      warnings: { title: 'Some of your entries are not used:', items: roster.warnings },
    }),
    sections: sides.map((s) => side(s, roster.commanders, raw)),
    entered: {
      title: 'Your entries',
      text: `${n === 0 ? 'You have not entered anything yet.' : `You have entries for ${n} commander${n === 1 ? '' : 's'}.`} They are saved on this device only: export them to a file, import a file, or put them in a link to share with your opponent.`,
    },
  };
}
