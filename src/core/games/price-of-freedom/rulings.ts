/**
 * The Price of Freedom: every ruling the app applies (spec §8), as data the UI can show beside
 * the tools: contradictions C1–C8, then ambiguities, then gaps. The rulings themselves are data;
 * tool notes cite their ids.
 */
import { rulingsFromData } from '../../shared/ruling-rows.js';
import type { Ruling } from '../../shared/ruling.js';
import CONTRADICTIONS from './rulings-contradictions.json' with { type: 'json' };
import OTHERS from './rulings-other.json' with { type: 'json' };

export type { Ruling } from '../../shared/ruling.js';

export const RULINGS: readonly Ruling[] = rulingsFromData([...CONTRADICTIONS, ...OTHERS]);
