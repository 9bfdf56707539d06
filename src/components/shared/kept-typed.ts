/**
 * The two notes a form shows about text the player typed and has not yet saved or submitted:
 * kept as typed although what it edits was changed in another tab or window since, and put back
 * after the app reloaded into an update. One wording and one look for every tool (a tracker's
 * forms, a roster's entry form, the army builder, a game's own panels).
 */
import { html } from 'lit';

/**
 * Text typed on an older version of `what` ('the game', 'your saved armies'), kept in its
 * fields: the player checks it against what is saved now. `id` lets a field point to it.
 */
export function keptTypedNote(id: string, what: string) {
  return html`<p class="moved kept-typed" id=${id} role="status">
    Kept as typed, but ${what} was changed in another tab or window since: check it against what is
    saved now before you use it.
  </p>`;
}

/** Text put back in its fields after the app reloaded into an update. */
export function restoredNote(id: string) {
  return html`<p class="moved kept-typed" id=${id} role="status">
    Restored what you had typed before the update: check it, then save or submit it.
  </p>`;
}

/**
 * What the page's status line adds when forms hold text kept across another tab's change
 * (`moved`) or put back after an update (`restored`), naming the forms by their titles (`forms`):
 * the notes sit beside the forms, often screens away from where the page is read. '' for none.
 */
export function keptTypedSaid(forms: readonly string[], how: 'moved' | 'restored'): string {
  if (forms.length === 0) return '';
  const named = forms.map((f) => `“${f}”`).join(', ');
  return how === 'moved'
    ? `What you typed in ${named} is kept: check it against the game as it is now.`
    : `Restored what you had typed before the update in ${named}: check it, then submit it.`;
}
