/**
 * Altar of Freedom: every ruling the app applies (spec §8), as data the UI can show beside the
 * tools. The rulings themselves are data (contradictions and gaps first, spec §8.1–8.2, then
 * ambiguities A1–A50, spec §8.3, then the app's own readings from A51 on); the numbers their text
 * shows are filled from the rules data: a `{NAME}` may name any of the rules constants. Tool notes
 * cite their ids.
 */
import { rulingsFromData } from '../../shared/ruling-rows.js';
import type { Ruling } from '../../shared/ruling.js';
import * as CONSTANTS from './constants.js';
import { scaleInfo } from './measure.js';
import AMBIGUITIES_A from './rulings-ambiguities-a.json' with { type: 'json' };
import AMBIGUITIES_B from './rulings-ambiguities-b.json' with { type: 'json' };
import AMBIGUITIES_C from './rulings-ambiguities-c.json' with { type: 'json' };
import CONTRADICTIONS from './rulings-contradictions.json' with { type: 'json' };
import { ALTERNATIVE_ARTILLERY_BASE } from './scales.js';

export type { Ruling } from '../../shared/ruling.js';

export const RULINGS: readonly Ruling[] = rulingsFromData(
  [...CONTRADICTIONS, ...AMBIGUITIES_A, ...AMBIGUITIES_B, ...AMBIGUITIES_C],
  {
    ...CONSTANTS,
    ALT_ARTILLERY_IN: ALTERNATIVE_ARTILLERY_BASE.widthIn,
    INFANTRY_FRONTAGE_6MM_IN: scaleInfo('6mm').bases.infantry.widthIn,
  },
);
