/**
 * The U.S. Civil War: what the rulebook does say about where things start (S1.1, S1.3, S2.2,
 * S3.1), as facts each entered At Start card is checked against: a space held by a side (with a
 * Control marker, a fortification or a Militia where the text names one), the one SP the Union
 * may move to Alexandria, the Generals removed before 1863 and the two in the Unassigned box.
 * Each check reads agrees, contradicts or waiting, as the CRT's checks do.
 */
import type { ChartCheck } from './entered-page.js';
import { SCENARIOS } from './scenarios.js';
import type { Scenario } from './scenario-types.js';
import { SIDES, type Side } from './sides.js';
import {
  fortificationOf,
  placementText,
  type Placement,
  type PlacementKind,
} from './setup-placements-data.js';

/** A space the rulebook names: its names as a player may type them, and its hex. */
export interface NamedSpace {
  readonly names: readonly string[];
  readonly hex?: string;
}

interface FactBase {
  readonly id: string;
  readonly place: string;
  readonly side: Side;
}

/** One fact of the rulebook about a card's placements. */
export type PlacementFact =
  /** `side` holds `at` (with a placement of `kind`, named `name`, where the text says). */
  | (FactBase & {
      readonly kind: 'holds';
      readonly at: NamedSpace;
      readonly of?: PlacementKind;
      readonly name?: string;
    })
  /** At most `max` of `side`'s SPs start at `at`. */
  | (FactBase & { readonly kind: 'at-most'; readonly at: NamedSpace; readonly max: number })
  /** None of these Generals of `side` is placed. */
  | (FactBase & { readonly kind: 'not-placed'; readonly generals: readonly string[] })
  /** The General starts in the Unassigned Generals Box. */
  | (FactBase & { readonly kind: 'unassigned'; readonly general: string });

const space = (name: string, hex?: string, ...more: string[]): NamedSpace => ({
  names: [name, ...more],
  ...(hex ? { hex } : {}),
});
const WHEELING = space('Wheeling', '1337');
const DC = space('Washington', undefined, 'Washington DC', 'DC');

/** The rulebook's facts about each card's placements, by scenario id. */
export const PLACEMENT_FACTS: Readonly<Record<Scenario['id'], readonly PlacementFact[]>> = {
  s1: [
    { id: 'S1-a', place: 'S1.1', side: 'union', kind: 'holds', at: WHEELING, of: 'control' },
    { id: 'S1-b', place: 'S1.1', side: 'union', kind: 'holds', at: WHEELING, of: 'militia' },
    {
      id: 'S1-c',
      place: 'S1.1',
      side: 'union',
      kind: 'at-most',
      at: space('Alexandria', '1747'),
      max: 1,
    },
    { id: 'S1-d', place: 'S1.1', side: 'union', kind: 'holds', at: space('Harpers Ferry') },
    {
      id: 'S1-e',
      place: 'S1.3',
      side: 'confederate',
      kind: 'holds',
      at: space('Manassas Junction', undefined, 'Manassas'),
      of: 'general',
      name: 'Beauregard',
    },
  ],
  s2: [
    ...[space('Harpers Ferry'), space('Charleston WV'), space('Grafton'), WHEELING].map(
      (at, i): PlacementFact => ({
        id: `S2-${'abcd'[i] ?? ''}`,
        place: 'S2.2',
        side: 'union',
        kind: 'holds',
        at,
      }),
    ),
    ...[space('Bowling Green'), space('Columbus')].map((at, i): PlacementFact => ({
      id: `S2-${'ef'[i] ?? ''}`,
      place: 'S2.2',
      side: 'confederate',
      kind: 'holds',
      at,
    })),
  ],
  s3: [
    { id: 'S3-a', place: 'S3.1', side: 'union', kind: 'holds', at: DC, of: 'fort', name: 'F3' },
    ...[
      space('Beaufort', '3148'),
      space('Ft Macon', undefined, 'Fort Macon'),
      space('Ft St Philip', undefined, 'Fort St Philip', 'Ft Jackson', 'Fort Jackson'),
      space('Nashville'),
      space('Memphis'),
      space('Union City', '2616'),
      space('McKenzie', '2718'),
      space('Jackson', '2917'),
      space('Brownsville', '2915'),
    ].map((at, i): PlacementFact => ({
      id: `S3-${'bcdefghij'[i] ?? ''}`,
      place: 'S3.1',
      side: 'union',
      kind: 'holds',
      at,
      of: 'control',
    })),
    {
      id: 'S3-k',
      place: 'S3.1',
      side: 'union',
      kind: 'not-placed',
      generals: SCENARIOS.find((s) => s.id === 's3')?.removedGenerals ?? [],
    },
    ...(SCENARIOS.find((s) => s.id === 's3')?.unassigned ?? []).map((u, i): PlacementFact => ({
      id: `S3-${'lm'[i] ?? ''}`,
      place: 'S3.1, 16.5.2',
      side: u.side === 'csa' ? 'confederate' : 'union',
      kind: 'unassigned',
      general: u.general,
    })),
  ],
};

/** What each kind of fact is about, in a few words. */
const FACT_KINDS: Readonly<Record<PlacementFact['kind'], string>> = {
  holds: 'Held at the start',
  'at-most': 'SPs the rule allows there',
  'not-placed': 'Generals removed',
  unassigned: 'Unassigned Generals Box',
};

/** Words as compared: lower case, no stops, commas or apostrophes, single spaces. */
const plain = (t: string): string =>
  t
    .toLowerCase()
    .replace(/['’.]/g, '')
    .replace(/[,/()-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Whether a typed `where` names `at`: its hex, or one of its names followed by nothing or more words. */
export function namesSpace(where: string, at: NamedSpace): boolean {
  const w = plain(where);
  if (at.hex && new RegExp(`(^| )${at.hex}( |$)`).test(w)) return true;
  return at.names.some((n) => w === plain(n) || w.startsWith(`${plain(n)} `));
}

const spaceName = (at: NamedSpace): string => `${at.names[0] ?? ''}${at.hex ? ` (${at.hex})` : ''}`;
const sameName = (a: string | undefined, b: string): boolean => plain(a ?? '') === plain(b);
const isUnassigned = (where: string): boolean => plain(where).includes('unassigned');

/** What the fact says, in words. */
export function factText(f: PlacementFact): string {
  const who = SIDES[f.side];
  switch (f.kind) {
    case 'holds': {
      const what =
        f.of === 'fort'
          ? `a ${who} ${fortificationOf(f.name) ?? ''}`
          : f.of === 'general'
            ? `${f.name ?? ''} (${who})`
            : f.of
              ? `a ${who} ${f.of === 'control' ? 'Control marker' : 'Militia'}`
              : `${who} control`;
      return `${spaceName(f.at)}: ${what}`;
    }
    case 'at-most':
      return `${spaceName(f.at)}: at most ${f.max} ${who} SP`;
    case 'not-placed':
      return `Removed ${who} Generals not placed: ${f.generals.join(', ')}`;
    case 'unassigned':
      return `${f.general} (${who}) in the Unassigned Generals Box`;
  }
}

const foundText = (ps: readonly Placement[]): string =>
  ps.map((p) => `${SIDES[p.side]} ${placementText(p)} at ${p.where}`).join('; ');

type Verdict = Pick<ChartCheck, 'found' | 'status'>;

function holds(f: Extract<PlacementFact, { kind: 'holds' }>, ps: readonly Placement[]): Verdict {
  const here = ps.filter((p) => namesSpace(p.where, f.at));
  const enemy = here.filter((p) => p.side !== f.side);
  const mine = here.filter((p) => p.side === f.side && (!f.of || p.kind === f.of));
  const right = mine.filter((p) =>
    f.of === 'fort'
      ? fortificationOf(p.name) === fortificationOf(f.name)
      : f.of === 'general'
        ? sameName(p.name, f.name ?? '')
        : true,
  );
  if (enemy.length) return { found: foundText(enemy), status: 'fail' };
  if (right.length) return { found: foundText(right), status: 'pass' };
  if (f.of === 'fort' && mine.length) return { found: foundText(mine), status: 'fail' };
  return { found: here.length ? foundText(here) : 'nothing entered there', status: 'missing' };
}

function verdict(f: PlacementFact, ps: readonly Placement[]): Verdict {
  switch (f.kind) {
    case 'holds':
      return holds(f, ps);
    case 'at-most': {
      const here = ps.filter((p) => p.side === f.side && namesSpace(p.where, f.at));
      const sps = here.reduce((n, p) => n + (p.kind === 'sp' ? (p.strength ?? 0) : 0), 0);
      return { found: `${sps} SP`, status: sps > f.max ? 'fail' : 'pass' };
    }
    case 'not-placed': {
      const bad = ps.filter(
        (p) => p.kind === 'general' && f.generals.some((g) => sameName(p.name, g)),
      );
      return bad.length
        ? { found: foundText(bad), status: 'fail' }
        : { found: 'none of them', status: 'pass' };
    }
    case 'unassigned': {
      const him = ps.filter((p) => p.kind === 'general' && sameName(p.name, f.general));
      if (him.some((p) => !isUnassigned(p.where))) return { found: foundText(him), status: 'fail' };
      return him.length
        ? { found: foundText(him), status: 'pass' }
        : { found: 'not entered', status: 'missing' };
    }
  }
}

/** Each fact of scenario `s`'s card checked against `ps`; all waiting while nothing is entered. */
export function checkPlacements(s: Pick<Scenario, 'id'>, ps: readonly Placement[]): ChartCheck[] {
  return PLACEMENT_FACTS[s.id].map((f) => {
    const v: Verdict = ps.length ? verdict(f, ps) : { found: 'not entered', status: 'missing' };
    return { id: f.id, place: f.place, what: FACT_KINDS[f.kind], expected: factText(f), ...v };
  });
}
