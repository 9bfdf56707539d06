/**
 * In Freedom's Cause: the unit tracker's generals as the generic shell draws them: the
 * divisional generals with the unit each is attached to and what he counts for army morale, the
 * generals attached to a unit, and the general casualty rolls owed, each to be rolled in the
 * roll panel. Pure views of the state.
 */
import type { WithHistory } from '../../shared/tracker-history.js';
import type { LogEntry, UnitTable } from '../../shared/tracker.js';
import { MORALE_TEST } from './morale-data.js';
import { generalCasualtyTool } from './general-casualty.js';
import { attachedDivisionals, generalName } from './tracker-generals.js';
import { SIDE_LABEL } from './tracker-reducer.js';
import type { CasualtyRoll, IfcEvent, IfcSnapshot, TrackedUnit } from './tracker-types.js';

type S = WithHistory<IfcSnapshot>;

/** The generals attached to unit `u` in words, brigadier first; empty when none is. */
export function generalsWith(s: IfcSnapshot, u: TrackedUnit): string[] {
  return [...(u.general ? ['Brigadier'] : []), ...attachedDivisionals(s, u.id).map((g) => g.name)];
}

/** An owed roll in words: who rolls, with which unit, against how many casualties. */
export function rollText(s: IfcSnapshot, r: CasualtyRoll): string {
  const unit = s.units.find((u) => u.id === r.unit)?.name ?? '';
  const who = generalName(s, r.who);
  return `${who.charAt(0).toUpperCase()}${who.slice(1)} with ${unit}: ${r.casualties} casualties`;
}

/** The general casualty rolls owed, oldest first. */
export function rollsDue(s: S): LogEntry<IfcEvent>[] {
  return s.casualtyRolls.map((r) => ({
    text: `${rollText(s, r)}: general casualty roll due (${generalCasualtyTool.rule}).`,
  }));
}

/** The divisional generals: where each is attached, and whether he has fallen. */
export function divisionalTable(s: S): UnitTable<IfcEvent> {
  return {
    id: 'divisionals',
    title: 'Divisional generals',
    caption: `Divisional generals: the unit each is attached to; each counts as a brigade for army morale (${MORALE_TEST.rule}).`,
    columns: ['General', 'Attached to', 'Army morale'],
    rows: s.generals.map((g) => {
      const unit = s.units.find((u) => u.id === g.attachedTo);
      return {
        id: g.id,
        name: `${g.name} (${SIDE_LABEL[g.side]})`,
        ...(g.fallen ? { class: 'gone' } : {}),
        cells: [
          g.fallen ? 'Fallen' : unit ? `${unit.name} (General with Unit)` : 'Not attached',
          g.fallen ? { text: 'Counts as a broken brigade', class: 'bad' } : 'Counts as a brigade',
        ],
        actions: g.fallen
          ? []
          : [
              ...(unit
                ? [
                    {
                      label: 'Detach',
                      hidden: `: ${g.name}`,
                      event: { type: 'attach', general: g.id, unit: null } as const,
                      says: `${g.name} is no longer attached.`,
                    },
                  ]
                : []),
              {
                label: 'General falls',
                hidden: `: ${g.name}`,
                event: { type: 'divisional-falls', general: g.id },
                says: `${g.name} has fallen.`,
              },
            ],
        done: 'Fallen',
      };
    }),
  };
}
