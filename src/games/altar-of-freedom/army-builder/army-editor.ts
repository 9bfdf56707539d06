import type { SavedArmy } from '../../../core/games/altar-of-freedom/index.js';
import { withRulingLinks } from '../../../components/shared/ruling-links.js';
import { GAME_ID } from '../../../core/games/altar-of-freedom/index.js';

/**
 * What the army builder's templates may do: read the army being edited and hand back a changed
 * one (made by the pure edits of `army-edit.ts`), so the element alone holds state.
 */
export interface ArmyEditor {
  /** The army as it stands now (read at the time of a change, not of the last render). */
  army(): SavedArmy;
  /** Replace the army being edited; `status` is announced when given. */
  change(next: SavedArmy, status?: string): void;
  /** Move focus to the element `selector` names once the change is drawn. */
  focus(selector: string): void;
}

/** `text` with its ruling codes linked to the rulings page. */
export const linked = (text: string) => withRulingLinks(GAME_ID, text);

/** Appendix V's steps as the book numbers them (L1939–2034). */
export const STEPS_RULE = {
  sizes: 'Appendix V: Army Builder, steps 1–3', // L1939–1992
  generals: 'Appendix V › Divisions and Priority Points; Customizing the Generals (steps 4–5)', // L1996–2011
  costs: 'Appendix V: Army Builder, steps 3–6', // L1987–2018
  checks: 'Appendix V: Army Builder, steps 3–7; rulings AB1, C2, A48', // L1987–2034
  totals: 'Appendix V: Army Builder, steps 4–7; rulings AB1, A48', // L1996–2034
} as const;
