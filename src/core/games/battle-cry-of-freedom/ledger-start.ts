/**
 * Battle Cry of Freedom: how a combat ledger starts: a battle of the campaign (the Union holds
 * the initiative until a card says otherwise), the Gettysburg scenario's battle of days, or one
 * of the worked battles set up at its first step.
 */
import { GETTYSBURG } from './combat-data.js';
import { exampleOf, WORKED_EXAMPLES } from './combat-examples.js';
import { reduceLedger } from './ledger-reduce.js';
import type { BattleInfo, LedgerSnapshot } from './ledger-types.js';

/** The ledger's starts: slug and title. */
export const LEDGER_STARTS: readonly { readonly slug: string; readonly title: string }[] = [
  { slug: 'battle', title: 'A battle' },
  { slug: 'gettysburg', title: 'Gettysburg scenario' },
  ...WORKED_EXAMPLES.map((e) => ({ slug: e.slug, title: e.title })),
];

function empty(battle: BattleInfo): LedgerSnapshot {
  return {
    battle,
    example: null,
    generals: [],
    cards: [],
    actor: battle.initiative,
    volley: 0,
    acted: false,
    passes: 0,
    day: 1,
    continued: [],
    ended: false,
    result: null,
    next: 1,
    change: 'The battle begins.',
  };
}

/** The snapshot a ledger of `slug` starts with; throws for an unknown start. */
export function startLedger(slug: string): LedgerSnapshot {
  // A new battle is set first (who, where, the generals present), then begins.
  if (slug === 'battle')
    return {
      ...empty({
        name: 'Battle',
        initiative: 'union',
        victoryCity: false,
        mode: 'battle',
        theater: 'east',
      }),
      stage: 'setup',
    };
  if (slug === 'gettysburg')
    return {
      ...empty({
        name: 'Gettysburg',
        initiative: GETTYSBURG.initiative,
        victoryCity: false,
        mode: 'gettysburg',
        theater: 'east',
      }),
      stage: 'setup',
    };
  const ex = exampleOf(slug);
  if (!ex) throw new Error(`No battle starts as '${slug}'.`);
  const set = ex.generals.reduce(reduceLedger, empty(ex.battle));
  return { ...set, example: { slug, step: 0 }, change: `${ex.title}: the battle begins.` };
}
