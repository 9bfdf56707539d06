/**
 * Battle Cry of Freedom: the cards keyed in to each player's hand for the battle, each played
 * with at most two taps: its row's menu, then the way to play it (the general it engages, the
 * card a modifier joins). Pure views over the ledger.
 */
import { signed } from '../../shared/signed.js';
import type { TrackerAction, UnitRow, UnitTable } from '../../shared/tracker.js';
import { SIDE_LABEL, SIDES } from './combat-data.js';
import { KIND_LABEL } from './combat-words.js';
import { effectiveStars, inPlay } from './ledger.js';
import type { HandCard, LedgerEvent, LedgerGeneral, LedgerSnapshot } from './ledger-types.js';

type Action = TrackerAction<LedgerEvent>;

const starsText = (n: number | null) => (n === null ? '' : ` ${'★'.repeat(n)}`);

/** The generals who may engage to play `h` now (none needed for a Special Event). */
function engagers(s: LedgerSnapshot, h: HandCard): (LedgerGeneral | null)[] {
  if (h.event !== 'battle') return [null];
  return s.generals.filter((g) => {
    if (g.side !== h.side || g.engaged || g.cavalry) return false;
    const stars = effectiveStars(s, g);
    return h.stars === null || stars === null || stars >= h.stars;
  });
}

/** Every way to play `h` now, each one tap once the row's menu is open. */
export function playActions(s: LedgerSnapshot, h: HandCard): Action[] {
  if (s.ended) return [];
  const hosts =
    h.kind === 'modifier'
      ? s.cards.filter((c) => c.side === h.side && c.kind !== 'modifier' && inPlay(s.cards, c))
      : [null];
  const generals = engagers(s, h);
  const ways = generals.flatMap((g) => hosts.map((c) => ({ g, c })));
  if (ways.length === 0)
    return [
      {
        label:
          h.kind === 'modifier' && hosts.length === 0
            ? 'No card of his in play to add it to'
            : 'No general free to engage for it',
        hidden: `: ${h.name}`,
        event: { type: 'drop-hand', card: h.id },
        says: '',
        disabled: true,
      },
    ];
  return ways.map(({ g, c }) => {
    const how = [
      g ? `engaging ${g.name}${starsText(effectiveStars(s, g))}` : '',
      c ? `on ${c.name}` : '',
    ].filter(Boolean);
    return {
      label: `Play${how.length ? `, ${how.join(', ')}` : ''}`,
      hidden: `: ${h.name}`,
      primary: true,
      event: {
        type: 'play-hand',
        card: h.id,
        general: g?.id ?? null,
        attachedTo: c?.id ?? null,
        cancels: null,
      },
      says: `${h.name} played.`,
    };
  });
}

function handRow(s: LedgerSnapshot, h: HandCard): UnitRow<LedgerEvent> {
  const value =
    h.kind === 'special' ? KIND_LABEL.special : `${KIND_LABEL[h.kind]} ${signed(h.value)}`;
  const event =
    h.event === 'battle'
      ? `Battle Event${starsText(h.stars)}`
      : h.event === 'special'
        ? 'Special Event'
        : '';
  return {
    id: h.id,
    name: h.name,
    cells: [value, event],
    actions: [
      ...playActions(s, h),
      {
        label: 'Take out of the hand',
        hidden: `: ${h.name}`,
        event: { type: 'drop-hand', card: h.id },
        says: `${h.name} taken out of the hand.`,
      },
    ],
  };
}

/** Each side's hand as keyed in, the side to act first. */
export function handTables(s: LedgerSnapshot): UnitTable<LedgerEvent>[] {
  const order = [s.actor, ...SIDES.filter((x) => x !== s.actor)];
  return order.flatMap((side) => {
    const rows = (s.hand ?? []).filter((h) => h.side === side).map((h) => handRow(s, h));
    return rows.length === 0
      ? []
      : [
          {
            id: `hand-${side}`,
            title: `${SIDE_LABEL[side]} hand`,
            caption: `Cards keyed in to the ${SIDE_LABEL[side]} hand, not played yet`,
            columns: ['Card', 'Counts', 'Event'],
            actions: 'Play',
            rows,
          },
        ];
  });
}
