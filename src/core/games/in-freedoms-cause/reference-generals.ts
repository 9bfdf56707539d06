/**
 * In Freedom's Cause reference: generals and orders as a section, read from `command.ts`.
 */
import type { ReferenceSection } from '../../shared/reference.js';
import { COMMAND_PARAGRAPHS, ORDERS_RULE } from './command.js';

/** Generals, orders and the command range. */
export const GENERALS_SECTION: ReferenceSection = {
  id: 'generals',
  title: 'Generals and orders',
  rule: ORDERS_RULE,
  paragraphs: COMMAND_PARAGRAPHS,
};
