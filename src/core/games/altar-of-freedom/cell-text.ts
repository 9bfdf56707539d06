import type { CloseCombatCell, EvasionCell, FateCell, FiringCell, RallyCell } from './index.js';
import { FATE_NAMES, FATE_NEW_HORSE_TEXT, fateRelocateText } from './general-fate.js';

/** How the cells of Altar of Freedom's tables read on screen, in the app's own words. */
export function firingCellText(c: FiringCell): string {
  switch (c.kind) {
    case 'no-effect':
      return 'No effect';
    case 'recoil':
      return `Target recoils ${c.bd} BD${c.fatigue ? `, +${c.fatigue} fatigue` : ''}`;
    case 'broken':
      return 'Target broken';
  }
}

export function closeCombatCellText(c: CloseCombatCell): string {
  switch (c.kind) {
    case 'tie':
      return `Both recoil ${c.bd} BD`;
    case 'loser-recoils':
      return `Loser recoils ${c.loserBd} BD, +${c.loserFatigue} fatigue; victor advances ${c.advanceMin === c.advanceMax ? c.advanceMin : `${c.advanceMin}–${c.advanceMax}`} BD`;
    case 'loser-broken':
      return `Loser broken; victor holds, +${c.victorFatigue} fatigue`;
  }
}

export function evasionCellText(c: EvasionCell): string {
  return c.kind === 'evades'
    ? `Evades: recoils ${c.bd} BD; attacker halts`
    : `Fights at ${c.ccModifier > 0 ? '+' : '−'}${Math.abs(c.ccModifier)}`;
}

export function fateCellText(c: FateCell): string {
  switch (c.kind) {
    case 'relocate':
      return fateRelocateText(c.inches);
    case 'new-horse':
      return FATE_NEW_HORSE_TEXT;
    case 'fallen':
      return FATE_NAMES[c.loss];
  }
}

export function rallyCellText(c: RallyCell): string {
  switch (c.kind) {
    case 'disintegrates':
      return 'Disintegrates: remove it';
    case 'wavering':
      return 'Still broken: try next turn';
    case 'rallied':
      return `Rallies: place within ${c.hqInches}″ of its HQ`;
  }
}
