/**
 * The U.S. Civil War: the Union Reinforcement Segment (3.1.A, 14.2, 10.2.6, 18.2, 21.9) as a
 * checklist for one turn: the land SPs by area (none in winter; an area with no legal hex loses
 * its SPs), the free Fort, the cards, and in the Advanced Game the naval reinforcements and
 * replacements.
 */
import { cardsDrawn, cardsText } from './reinforcement-cards.js';
import {
  UNION_AREAS,
  UNION_FREE_FORTS,
  UNION_NAVAL_REINFORCEMENTS,
  UNION_NAVAL_REPLACEMENTS,
  type UnionArea,
} from './economy-data.js';

/** The NSPs of one turn's naval reinforcements in words. */
function navalText(due: { readonly ocean: number; readonly river: number }): string {
  const parts: string[] = [];
  if (due.ocean > 0) parts.push(`${due.ocean} Oceangoing NSP`);
  if (due.river > 0) parts.push(`${due.river} River NSPs`);
  return parts.join(' and ');
}

/** What the Union checklist depends on. */
export interface UnionTurn {
  readonly turn: number;
  readonly winter: boolean;
  /** The game began in 1861 (S1, or the Campaign from 1861). */
  readonly from1861: boolean;
  readonly advanced: boolean;
  /** Whether each area has a legal hex (for St. Louis: Union-controlled and in Full Supply). */
  readonly open: Readonly<Record<UnionArea, boolean>>;
}

/** One line of the checklist. */
export interface UnionItem {
  readonly text: string;
  readonly rule: string;
}

/** The Union's land SPs this turn by area, and the items of the segment. */
export function unionReinforcements(t: UnionTurn): {
  readonly sp: number;
  readonly lost: number;
  readonly items: readonly UnionItem[];
} {
  const items: UnionItem[] = [];
  let sp = 0;
  let lost = 0;
  if (t.winter) items.push({ text: 'Winter: no land SPs this turn.', rule: '14.1.2' });
  else
    for (const a of UNION_AREAS) {
      if (t.open[a.id]) {
        sp += a.sp;
        items.push({ text: `${a.name}: ${a.sp} SPs in ${a.where}.`, rule: '14.2.1' });
      } else {
        lost += a.sp;
        items.push({ text: `${a.name}: ${a.sp} SPs lost, no legal hex.`, rule: '14.2.2' });
      }
    }
  items.push(
    {
      text: `Place or upgrade ${UNION_FREE_FORTS} Fort free, in Full Supply; it completes at the end of his first Action Phase (3.1.A’s “10.26” is this rule: ruling C6).`,
      rule: '10.2.6',
    },
    { text: `Draw ${cardsText(cardsDrawn(t.turn, t.from1861))}.`, rule: '18.2' },
  );
  if (t.advanced) {
    const due = UNION_NAVAL_REINFORCEMENTS.find((n) => n.turn === t.turn);
    if (due)
      items.push({
        text: `Naval reinforcements: ${navalText(due)}, at a Shipyard in Full Supply.`,
        rule: '21.9.1',
      });
    const r = UNION_NAVAL_REPLACEMENTS;
    items.push({
      text: `Naval replacements from the Pool: ${r.river} River and ${r.ocean} Oceangoing NSP, never more than ${r.maxRiver} River and ${r.maxOcean} Oceangoing in play.`,
      rule: '21.9.2',
    });
  }
  return { sp, lost, items };
}
