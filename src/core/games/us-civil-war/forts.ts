/**
 * The U.S. Civil War: the fortifications (10.1–10.3): what each gives its defenders in a land
 * battle, its naval strength, and how it is built. Data only.
 */

/** One kind of fortification. */
export interface Fortification {
  readonly id: string;
  readonly name: string;
  /** The defender's battle modifier (never added to a terrain modifier, 11.4). */
  readonly battle: number;
  /** Its Naval Strength Points in a naval battle. */
  readonly nsp: number;
  /** Whether defenders' losses drop when the attacker does not win. */
  readonly reducesLosses: boolean;
  /** How it is built, in the app's words. */
  readonly built: string;
  /**
   * What an enemy who takes the hex gets: the id of the fortification it becomes, his own, or
   * 'removed' (10.1.3, 10.2.5, 10.3).
   */
  readonly captured: string;
  readonly rule: string;
}

/** SPs a defender in a Fort or Coastal Fort loses fewer when the attacker does not win (10.2.1). */
export const FORT_LOSS_REDUCTION = 1;

/** The fortifications, weakest first. */
export const FORTIFICATIONS: readonly Fortification[] = [
  {
    id: 'entrenchment',
    name: 'Entrenchment',
    battle: 2,
    nsp: 0,
    reducesLosses: false,
    built:
      'An Action Point where a friendly SP or Militia stands in a friendly state, or MPs spent by a moving force; done at once.',
    captured: 'removed',
    rule: '10.1',
  },
  {
    id: 'f1',
    name: 'Fort F1',
    battle: 2,
    nsp: 2,
    reducesLosses: true,
    built:
      'A Special Action Card of the theater, in a friendly space in Full Supply; done at the end of the next friendly Action Phase.',
    captured: 'removed',
    rule: '10.2.1, 10.2.2',
  },
  {
    id: 'f2',
    name: 'Fort F2',
    battle: 4,
    nsp: 2,
    reducesLosses: true,
    built: 'Upgrade of an F1 in an Objective or Resource Hex, the same way.',
    captured: 'f1',
    rule: '10.2.1, 10.2.3',
  },
  {
    id: 'f3',
    name: 'Fort F3',
    battle: 6,
    nsp: 2,
    reducesLosses: true,
    built: 'Upgrade of an F2, the same way.',
    captured: 'f2',
    rule: '10.2.1, 10.2.3',
  },
  {
    id: 'coastal',
    name: 'Coastal Fort',
    battle: 2,
    nsp: 4,
    reducesLosses: true,
    built: 'Printed on the map; never built, it changes sides.',
    captured: 'coastal',
    rule: '10.3',
  },
];

/** The fewest SPs a moving force needs to entrench with MPs, and the MPs it spends (10.1.2). */
export const ENTRENCH_BY_MOVE = { sps: 2, mp: 2, rule: '10.1.2' } as const;
