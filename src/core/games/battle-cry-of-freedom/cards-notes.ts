/**
 * Battle Cry of Freedom: the places the named cards are cited from, most of them the designer's
 * player notes (secondary evidence: they describe cards the rulebook does not print).
 */
import type { CiteRow } from '../../shared/ruling-rows.js';
import { PLACE } from './cards-common.js';

export const NU_ATTRITION: CiteRow = [`${PLACE.notesU} › A War of Attrition`, 'L537–541'];
export const NU_FREE: CiteRow = [`${PLACE.notesU} › Free at Last`, 'L549–555'];
export const NU_SIM: CiteRow = [
  `${PLACE.notesU} › The Emancipation Proclamation: Simulation and History`,
  'L583–617',
];
export const NU_GEORGIA: CiteRow = [`${PLACE.notesU} › Marching Through Georgia`, 'L575'];
export const NC_RES: CiteRow = [`${PLACE.notesC} › Rely on Your Resources`, 'L483–487'];
export const NC_DEF: CiteRow = [`${PLACE.notesC} › Defending the Confederacy`, 'L493'];
export const NC_EDGE: CiteRow = [`${PLACE.notesC} › The Winning Edge`, 'L521–525'];
export const EXAMPLE: CiteRow = [PLACE.example, 'L309–363'];
export const DECK_TWO_EVENTS: CiteRow = [`${PLACE.deckTwo} › Scenario Rules`, 'L429'];
