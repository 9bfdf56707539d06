/**
 * Battle Cry of Freedom: how the combat ledger says where a battle stands ("Confederate ahead by
 * 5", "tied") and what a card is ("defend −3, cancelled"), shared by its panels and its steps.
 */
import { signed } from '../../shared/signed.js';
import { opponentOf, SIDE_LABEL, type Side } from './combat-data.js';
import type { CardKind, LedgerSnapshot } from './ledger-types.js';

/** A margin (the initiative's value less the defender's) in words. */
export function marginWords(initiative: Side, margin: number): string {
  if (margin === 0) return 'tied';
  const ahead = margin > 0 ? initiative : opponentOf(initiative);
  return `${SIDE_LABEL[ahead]} ahead by ${Math.abs(margin)}`;
}

export const KIND_LABEL: Readonly<Record<CardKind, string>> = {
  attack: 'Attack',
  defend: 'Defend',
  special: 'No value',
  modifier: 'Modifier',
};

/** A card's value as shown: signed, or a dash for a card with none. */
export function valueText(kind: CardKind, value: number): string {
  return kind === 'special' ? '—' : signed(value);
}

/** The battle in a line: its name, who holds the initiative, and whether it is at a city. */
export function battleLine(s: LedgerSnapshot): string {
  const b = s.battle;
  return `${b.name} · ${SIDE_LABEL[b.initiative]} initiative${b.victoryCity ? ' · victory city' : ''}`;
}
