/**
 * The U.S. Civil War's Displaced Box (14.6, 8.7, 17.2.1): one per side and theater, holding SPs,
 * Generals and Militia. Each Reinforcement Phase every General comes back (a Cavalry General
 * first sits out a turn), every Militia comes back, and of the SPs half (rounded down) come back,
 * as many are eliminated, and an odd one stays. Pure.
 */

/** A General in the box, and the Reinforcement Phases he still sits out (a Cavalry General, 8.7). */
export interface DisplacedGeneral {
  readonly name: string;
  readonly wait: number;
}

/** One side's box in one theater. */
export interface DisplacedBox {
  readonly sps: number;
  readonly militia: number;
  readonly generals: readonly DisplacedGeneral[];
}

/** An empty box. */
export const emptyBox = (): DisplacedBox => ({ sps: 0, militia: 0, generals: [] });

/** Reinforcement Phases a Cavalry General entering the box sits out before he returns (8.7). */
export const CAVALRY_WAIT = 1;

/** The SPs of a box split as 14.6 returns them: half back, half eliminated, the odd one staying. */
export function spReturn(sps: number): {
  readonly back: number;
  readonly eliminated: number;
  readonly stays: number;
} {
  const half = Math.floor(sps / 2);
  return { back: half, eliminated: half, stays: sps - 2 * half };
}

/** What a return does to a box: what comes back, and the box after it. */
export interface BoxReturn {
  readonly box: DisplacedBox;
  readonly sps: ReturnType<typeof spReturn>;
  readonly militia: number;
  readonly generals: readonly string[];
  readonly waiting: readonly string[];
}

/** The box's return in a Reinforcement Phase (14.6). */
export function returnBox(box: DisplacedBox): BoxReturn {
  const sps = spReturn(box.sps);
  const back = box.generals.filter((g) => g.wait <= 0);
  const waiting = box.generals.filter((g) => g.wait > 0);
  return {
    box: {
      sps: sps.stays,
      militia: 0,
      generals: waiting.map((g) => ({ ...g, wait: g.wait - 1 })),
    },
    sps,
    militia: box.militia,
    generals: back.map((g) => g.name),
    waiting: waiting.map((g) => g.name),
  };
}

/** What a return says. */
export function returnText(r: BoxReturn): string {
  const parts = [
    `${r.sps.back} SP${r.sps.back === 1 ? '' : 's'} back, ${r.sps.eliminated} eliminated${r.sps.stays ? `, ${r.sps.stays} stays` : ''}`,
  ];
  if (r.militia) parts.push(`${r.militia} Militia back to their states`);
  if (r.generals.length) parts.push(`back: ${r.generals.join(', ')}`);
  if (r.waiting.length) parts.push(`sitting out this turn: ${r.waiting.join(', ')}`);
  return parts.join('; ');
}
