/**
 * In Freedom's Cause: what the coop/solo game shows of its record. The encounters log (oldest
 * first, the newest at the bottom, as the rulebook describes the app's), each entry with the game
 * master's Ignore; the enemy units of the encounters in play, each removable; and the initiative
 * log, a line per press with the side it gave and the encounter it brought.
 */
import type { LogEntry, UnitTable } from '../../shared/tracker.js';
import type { WithHistory } from '../../shared/tracker-history.js';
import { encounterText } from './encounter-text.js';
import type { Encounter } from './encounter-types.js';
import { enemyBrigades } from './encounter-brigades.js';
import { DEPLOYMENT } from './coop-data.js';
import {
  ENCOUNTER_KINDS,
  ENEMY_SIZES,
  ENEMY_TYPES,
  LINE_LABELS,
  formationText,
  labelOf,
  qualityText,
} from './encounter-vocab.js';
import { SIDE_LABEL } from './tracker-reducer.js';
import type { CoopEvent, CoopSnapshot } from './coop-game-types.js';

type S = WithHistory<CoopSnapshot>;

/** An encounter's name in the log: 'Encounter 3'. */
export const encounterName = (e: Encounter): string => `Encounter ${e.id.replace(/^e/, '')}`;

/** Marks a generated entry as our model's, not the publisher's app's (rulings G12, G13). */
export const OUR_MODEL = 'Haversack’s model';

function origin(e: Encounter): string {
  const parts = [
    e.origin === 'added'
      ? `added after press ${String(e.press)}`
      : `press ${String(e.press)}, ${OUR_MODEL}`,
  ];
  if (e.edited) parts.push('changed by the game master');
  if (e.ignored) parts.push('ignored');
  return parts.join(', ');
}

/** The encounters log: every encounter, oldest first, with Ignore or Count again. */
export function encounterLog(s: S): LogEntry<CoopEvent>[] {
  return s.encounters.map((e) => ({
    text: `${encounterName(e)} (${origin(e)}). ${encounterText(e)}`,
    actions: [
      {
        label: e.ignored ? 'Count again' : 'Ignore',
        hidden: `: ${encounterName(e)}`,
        event: { type: 'ignore', id: e.id, ignored: !e.ignored },
        says: e.ignored
          ? `${encounterName(e)} counts again.`
          : `${encounterName(e)} ignored: kept in the log, left out of play and of the generator’s count.`,
      },
    ],
  }));
}

/** The initiative log, newest first: each press, the side it gave, the encounter it brought. */
export function pressLog(s: S): LogEntry<CoopEvent>[] {
  const names = new Map(s.encounters.map((e) => [e.id, e]));
  return s.presses
    .map((p, i) => {
      const e = p.encounter ? names.get(p.encounter) : undefined;
      const found = e ? `; ${encounterName(e)}: ${labelOf(ENCOUNTER_KINDS, e.kind)}` : '';
      return { text: `Press ${String(i + 1)} (${OUR_MODEL}): ${SIDE_LABEL[p.side]}${found}.` };
    })
    .reverse();
}

/** The enemy brigades in play: units, held ones, brigadier, and the game master's Broken mark. */
export function brigadeTable(s: S): UnitTable<CoopEvent> | null {
  const brigades = enemyBrigades(
    s.encounters.filter((e) => !e.ignored),
    s.broken,
  );
  if (brigades.length === 0) return null;
  return {
    id: 'enemy-brigades',
    title: 'Enemy brigades',
    caption: `Each enemy brigade: its units (at most ${String(DEPLOYMENT.brigadeCap)}), those held off the table, its brigadier, and whether it is broken`,
    columns: ['Brigade', 'Units', 'Held off the table', 'Brigadier', 'Morale'],
    rows: brigades.map((b) => {
      const name = `Brigade ${String(b.brigade)}`;
      return {
        id: `brigade-${String(b.brigade)}`,
        name,
        cells: [
          `${String(b.units)} of ${String(DEPLOYMENT.brigadeCap)}`,
          String(b.held),
          b.brigadier ? 'In the log' : 'Not in the log',
          { text: b.broken ? 'Broken' : 'Not broken', class: b.broken ? 'bad' : '' },
        ],
        actions: [
          {
            label: b.broken ? 'Not broken' : 'Broken',
            ariaLabel: b.broken ? `${name} is not broken` : `${name} is broken`,
            event: { type: 'brigade-broken' as const, brigade: b.brigade, broken: !b.broken },
            says: b.broken
              ? `${name} no longer marked broken.`
              : `${name} broken: its later arrivals are held off the table.`,
          },
        ],
      };
    }),
  };
}

/** The enemy units of the encounters in play, by encounter, each removable. */
export function enemyTable(s: S): UnitTable<CoopEvent>[] {
  const rows = s.encounters
    .filter((e) => !e.ignored)
    .flatMap((e) =>
      e.units.map((u, i) => {
        const name = `${encounterName(e)}, unit ${String(i + 1)}`;
        return {
          id: `${e.id}-${String(i)}`,
          name,
          group: `${encounterName(e)}: ${labelOf(ENCOUNTER_KINDS, e.kind)}`,
          cells: [
            labelOf(ENEMY_TYPES, u.type),
            labelOf(ENEMY_SIZES, u.size),
            qualityText(u.quality),
            formationText(u.formation),
            u.held === true ? 'Held off the table' : u.line ? LINE_LABELS[u.line] : '—',
            u.brigade > 0 ? String(u.brigade) : '—',
          ],
          actions: [
            {
              label: 'Remove',
              ariaLabel: `Remove ${name}`,
              event: { type: 'remove-unit' as const, id: e.id, index: i },
              says: `${name} removed.`,
            },
          ],
        };
      }),
    );
  if (rows.length === 0) return [];
  const brigades = brigadeTable(s);
  return [
    ...(brigades ? [brigades] : []),
    {
      id: 'enemy',
      title: 'Enemy units in play',
      caption: 'The units of every encounter not ignored',
      columns: ['Unit', 'Type', 'Size', 'Quality', 'Formation', 'Place', 'Brigade'],
      groupLabel: 'Encounter',
      rows,
    },
  ];
}
