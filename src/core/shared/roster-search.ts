/**
 * The roster's search: which sections, groups, cards and rows match a query by their `keys`
 * (case, accents and punctuation ignored), and what stays shown so each match keeps its place.
 */
import { searchKey } from './reference.js';
import type {
  RosterBlock,
  RosterEntry,
  RosterGroup,
  RosterSection,
  RosterTable,
} from './roster-view.js';

/** The sections as searched, and how many things match in each. */
export interface RosterFound {
  /** The sections with only what is shown, every match marked `hit`. */
  readonly sections: readonly RosterSection[];
  /** Matches in each section, in order. */
  readonly matches: readonly number[];
  readonly total: number;
}

type Hit = (keys: readonly string[] | undefined) => boolean;

interface Searched<T> {
  readonly value: T | null;
  readonly matches: number;
}

function searchRows(rows: readonly RosterEntry[], hit: Hit, all: boolean): Searched<RosterEntry[]> {
  let matches = 0;
  const shown = rows.flatMap((r) => {
    const h = hit(r.keys);
    if (h) matches++;
    return h ? [{ ...r, hit: true }] : all ? [r] : [];
  });
  return { value: shown, matches };
}

function searchTable(t: RosterTable, hit: Hit, all: boolean): Searched<RosterTable> {
  const rows = searchRows(t.rows, hit, all);
  const keep = all || (rows.value ?? []).length > 0;
  return { value: keep ? { ...t, rows: rows.value ?? [] } : null, matches: rows.matches };
}

function searchGroup(g: RosterGroup, hit: Hit, all: boolean): Searched<RosterGroup> {
  const own = hit(g.keys);
  const table = searchTable(g.table, hit, all || own);
  const matches = table.matches + (own ? 1 : 0);
  if (!table.value) return { value: own ? { ...g, hit: true } : null, matches };
  return { value: { ...g, hit: own, table: table.value }, matches };
}

/**
 * One section searched. Everything in a section that matches, or whose leading card matches,
 * is shown (`all`); otherwise a match shows itself, its groups and sections, and the cards of
 * the sections it is in.
 */
function searchSection(
  s: RosterSection,
  hit: Hit,
  inherited: boolean,
  top: boolean,
): Searched<RosterSection> {
  const own = hit(s.keys);
  const leads = s.body.some(
    (b) => b.kind === 'card' && b.entry.leads === true && hit(b.entry.keys),
  );
  const all = inherited || own || leads;
  let matches = own ? 1 : 0;
  const body: (RosterBlock | null)[] = s.body.map((b) => {
    switch (b.kind) {
      case 'card': {
        if (!hit(b.entry.keys)) return b;
        matches++;
        return { kind: 'card', entry: { ...b.entry, hit: true } };
      }
      case 'groups': {
        const groups = b.groups.map((g) => searchGroup(g, hit, all));
        matches += groups.reduce((n, g) => n + g.matches, 0);
        return { kind: 'groups', groups: groups.flatMap((g) => (g.value ? [g.value] : [])) };
      }
      case 'table': {
        const t = searchTable(b.table, hit, all);
        matches += t.matches;
        return t.value ? { kind: 'table', table: t.value } : null;
      }
      case 'section': {
        const sub = searchSection(b.section, hit, all, false);
        matches += sub.matches;
        return sub.value ? { kind: 'section', section: sub.value } : null;
      }
      case 'note':
        return b;
    }
  });
  const any = all || matches > 0;
  const kept = body.filter(
    (b): b is RosterBlock => b !== null && (b.kind !== 'card' || any || b.entry.hit === true),
  );
  if (!top && !any) return { value: null, matches };
  return { value: { ...s, hit: own, body: kept }, matches };
}

/** `sections` searched for `query`; null when the query is empty (everything is shown). */
export function searchRoster(
  sections: readonly RosterSection[],
  query: string,
): RosterFound | null {
  const q = searchKey(query);
  if (q === '') return null;
  const hit: Hit = (keys) => (keys ?? []).some((k) => searchKey(k).includes(q));
  const found = sections.map((s) => searchSection(s, hit, false, true));
  const matches = found.map((f) => f.matches);
  return {
    sections: found.flatMap((f) => (f.value ? [f.value] : [])),
    matches,
    total: matches.reduce((a, b) => a + b, 0),
  };
}

/** The ids of every group of `sections` that folds (for "Expand all" and "Collapse all"). */
export function foldingGroups(sections: readonly RosterSection[]): string[] {
  return sections.flatMap((s) =>
    s.body.flatMap((b) =>
      b.kind === 'groups'
        ? b.groups.filter((g) => g.collapsible === true).map((g) => g.id)
        : b.kind === 'section'
          ? foldingGroups([b.section])
          : [],
    ),
  );
}
