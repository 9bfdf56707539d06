import type { TrackerDescriptor } from '../../../core/shared/tracker.js';
import { typedForms } from './form-panel.js';
import { pendingRolls } from './roll-panel.js';

/**
 * What an open tracker game holds that is not in its saved state, by name, for the app's
 * question about unsaved work: forms typed and not submitted, results rolled and not applied,
 * and choices made in the game's own panels since the last change (`picked` > 0). Empty: nothing
 * would be lost by leaving or opening another game.
 */
export function unsavedParts(
  d: TrackerDescriptor,
  state: object,
  ctx: unknown,
  kept: Readonly<Record<string, unknown>>,
  picked: number,
): string[] {
  const quoted = (titles: string[]) => titles.map((t) => `“${t}”`).join(', ');
  const typed = typedForms(d.panels, state, ctx, kept);
  const rolls = pendingRolls(d.panels, kept);
  return [
    typed.length > 0 ? `what is typed in ${quoted(typed)}` : '',
    rolls.length > 0 ? `the result rolled and not yet applied in ${quoted(rolls)}` : '',
    picked > 0 ? 'the choices not yet applied' : '',
  ].filter((x) => x !== '');
}
