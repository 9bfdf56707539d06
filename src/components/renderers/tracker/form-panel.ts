/**
 * The tracker's form panel, drawn from its descriptor: labelled fields, the game's refusal beside
 * them, and one submit button. What is typed is kept by the shell while the game is open (so a
 * re-render or another tab's change loses nothing); a private form masks numbers and clears them
 * once the game accepts them.
 */
import { html, nothing } from 'lit';
import { live } from 'lit/directives/live.js';
import type {
  FormField,
  FormPanel,
  FormValues,
  TrackerForm,
} from '../../../core/shared/tracker-form.js';
import { isProblem, type TrackerPanel } from '../../../core/shared/tracker.js';
import { keptTypedNote, restoredNote } from '../../shared/kept-typed.js';
import { withRulingLinks } from '../../shared/ruling-links.js';
import type { PanelContext } from './panel-context.js';

type Typed = Readonly<Record<string, string | boolean>>;

/** What the fields hold as typed, turned into the values the game reads. */
export function formValues(form: TrackerForm, typed: Typed): FormValues | string {
  const out: Record<string, string | number | boolean> = {};
  for (const f of form.fields) {
    // A field not shown now gives its starting value, unchecked.
    if (!shown(form, typed, f)) {
      const start = initialOf(f);
      out[f.name] = f.kind === 'number' ? Number(start === '' ? f.min : start) : start;
      continue;
    }
    const raw = typed[f.name] ?? initialOf(f);
    if (f.kind === 'check') out[f.name] = raw === true;
    else if (f.kind === 'number') {
      const text = String(raw).trim();
      const n = Number(text);
      if (text === '' || !Number.isInteger(n) || n < f.min || n > f.max)
        return `${f.label}: enter a whole number from ${f.min} to ${f.max}.`;
      out[f.name] = n;
    } else out[f.name] = String(raw).trim();
  }
  return out;
}

/**
 * The titles of the form panels holding values typed and not submitted (a field changed from
 * what the form starts with), read from what the shell keeps: the app asks before they are lost.
 */
export function typedForms<S, C, E>(
  panels: readonly TrackerPanel<S, C, E>[],
  state: S,
  ctx: C,
  kept: Readonly<Record<string, unknown>>,
): string[] {
  return panels.flatMap((panel) => {
    if (panel.kind !== 'form') return [];
    const typed = kept[`form:${panel.id}`] as Typed | undefined;
    if (!typed) return [];
    const changed = panel
      .form(state, ctx)
      ?.fields.some((f) => f.name in typed && String(typed[f.name]) !== String(initialOf(f)));
    return changed ? [panel.title] : [];
  });
}

/** Whether `key` of what the shell keeps holds a form's typed values (not a mark beside them). */
const isTypedKey = (key: string) =>
  key.startsWith('form:') &&
  !key.endsWith(':error') &&
  !key.endsWith(':moved') &&
  !key.endsWith(':restored');

/**
 * What the shell keeps, after another tab changed the open game: every form holding typed values
 * is marked (`form:<id>:moved`), so it says the state under it moved; nothing typed is dropped.
 */
export function typedOnOlderState(
  kept: Readonly<Record<string, unknown>>,
): Readonly<Record<string, unknown>> {
  const out: Record<string, unknown> = { ...kept };
  for (const [key, value] of Object.entries(kept))
    if (
      isTypedKey(key) &&
      typeof value === 'object' &&
      value !== null &&
      Object.keys(value).length > 0
    )
      out[`${key}:moved`] = true;
  // A game's own panel that holds typed text of its own reads this count to mark it the same way.
  out[CHANGED_ELSEWHERE] = Number(kept[CHANGED_ELSEWHERE] ?? 0) + 1;
  return out;
}

/**
 * The key, in what the shell keeps, of how many times another tab changed the open game since it
 * was opened here (a game's panel reads it with `p.get(CHANGED_ELSEWHERE, 0)`).
 */
export const CHANGED_ELSEWHERE = 'changed-elsewhere';

/**
 * What is typed in the forms of game `game`, to keep across the app's reload into an update
 * (`draft-keep.ts`); null when nothing is typed.
 */
export function typedDraft(
  game: string | undefined,
  kept: Readonly<Record<string, unknown>>,
): { readonly game: string; readonly forms: Readonly<Record<string, Typed>> } | null {
  const forms: Record<string, Typed> = {};
  for (const [key, value] of Object.entries(kept))
    if (isTypedKey(key) && typeof value === 'object' && value !== null) {
      const typed = value as Typed;
      if (Object.keys(typed).length > 0) forms[key] = typed;
    }
  return game !== undefined && Object.keys(forms).length > 0 ? { game, forms } : null;
}

/**
 * What the shell keeps for game `game` once the draft kept before the update (`typedDraft`, read
 * back from storage, so checked here) is put back: each form's typed values, marked as restored.
 * Empty when the draft is for another game or holds nothing usable.
 */
export function restoredTyped(draft: unknown, game: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (typeof draft !== 'object' || draft === null) return out;
  const { game: of, forms } = draft as { game?: unknown; forms?: unknown };
  if (of !== game || typeof forms !== 'object' || forms === null) return out;
  for (const [key, value] of Object.entries(forms as Record<string, unknown>)) {
    if (!isTypedKey(key) || typeof value !== 'object' || value === null) continue;
    const typed: Record<string, string | boolean> = {};
    for (const [name, v] of Object.entries(value as Record<string, unknown>))
      if (typeof v === 'string' || typeof v === 'boolean') typed[name] = v;
    if (Object.keys(typed).length === 0) continue;
    out[key] = typed;
    out[`${key}:restored`] = true;
  }
  return out;
}

/** Whether `f` is shown now: always, or while the field it follows holds one of its values. */
export function shown(form: TrackerForm, typed: Typed, f: FormField): boolean {
  const when = f.shownWhen;
  if (!when) return true;
  const by = form.fields.find((x) => x.name === when.field);
  return by !== undefined && when.is.includes(String(typed[by.name] ?? initialOf(by)));
}

function initialOf(f: FormField): string | boolean {
  if (f.kind === 'check') return f.value ?? false;
  if (f.kind === 'select') return f.value ?? f.options[0]?.value ?? '';
  return f.value === undefined ? '' : String(f.value);
}

function field(
  id: string,
  f: FormField,
  form: TrackerForm,
  typed: Typed,
  set: (v: string | boolean) => void,
  note: string,
) {
  const fid = `${id}-${f.name}`;
  const value = typed[f.name] ?? initialOf(f);
  const hint = f.hint ? html`<span class="hint" id=${`${fid}-hint`}>${f.hint}</span>` : nothing;
  // The note on what is typed (kept on an older state, or restored) describes each field too.
  const described = [f.hint ? `${fid}-hint` : '', `${id}-error`, note].filter(Boolean).join(' ');
  const onInput = (e: Event) => {
    set((e.target as HTMLInputElement).value);
  };
  switch (f.kind) {
    case 'check':
      return html`<label class="check" for=${fid}
        ><input
          id=${fid}
          type="checkbox"
          .checked=${live(value === true)}
          aria-describedby=${described}
          @change=${(e: Event) => {
            set((e.target as HTMLInputElement).checked);
          }}
        />
        ${f.label} ${hint}</label
      >`;
    case 'select':
      return html`<label class="field" for=${fid}
        >${f.label} ${hint}
        <select id=${fid} aria-describedby=${described} @change=${onInput}>
          ${f.options.map(
            (o) =>
              html`<option value=${o.value} ?selected=${o.value === value}>${o.label}</option>`,
          )}
        </select></label
      >`;
    case 'number':
    case 'text': {
      // A typed field: a whole number within its bounds, or text within its length.
      const number = f.kind === 'number';
      return html`<label class="field" for=${fid}
        >${f.label} ${hint}
        <input
          id=${fid}
          type=${form.private ? 'password' : f.kind}
          inputmode=${number ? 'numeric' : nothing}
          autocomplete="off"
          min=${number ? f.min : nothing}
          max=${number ? f.max : nothing}
          step=${number ? '1' : nothing}
          maxlength=${number ? nothing : f.maxLength}
          .value=${live(String(value))}
          aria-describedby=${described}
          @input=${onInput}
      /></label>`;
    }
  }
}

/** A form panel: its fields, the refusal if any, and its button; nothing while it has no place. */
export function formPanel<S extends object, C, E>(
  p: PanelContext<S, C, E>,
  panel: FormPanel<S, C, E>,
) {
  const form = panel.form(p.state, p.ctx);
  if (!form) return nothing;
  const key = `form:${panel.id}`;
  const typed = p.get<Typed>(key, {});
  const error = p.get<string>(`${key}:error`, '');
  const moved = p.get<boolean>(`${key}:moved`, false);
  const restored = p.get<boolean>(`${key}:restored`, false);
  const hasTyped = Object.keys(typed).length > 0;
  const note =
    moved && hasTyped ? `${panel.id}-moved` : restored && hasTyped ? `${panel.id}-restored` : '';
  const submit = (e: Event) => {
    e.preventDefault();
    // What is kept now: a submit in the same task as the last keystroke sees it too.
    const values = formValues(form, p.get<Typed>(key, {}));
    const asked =
      typeof values === 'string' ? { problem: values } : panel.submit(values, p.state, p.ctx);
    if (isProblem(asked)) {
      p.set(`${key}:error`, asked.problem);
      return;
    }
    // The game's refusal stands beside the form, in place of an earlier one.
    const refused = (reason: string) => {
      p.set(`${key}:error`, reason);
    };
    if (p.apply(asked.event, asked.says, refused)) {
      p.set(key, {});
      p.set(`${key}:error`, '');
      p.set(`${key}:moved`, false);
      p.set(`${key}:restored`, false);
    }
  };
  return html`<section class="form-panel" aria-labelledby=${panel.id}>
    <h2 id=${panel.id}>${panel.title}</h2>
    ${form.note ? html`<p>${withRulingLinks(p.game, form.note)}</p>` : nothing}
    <form @submit=${submit} novalidate>
      <div class="fields">
        ${form.fields
          .filter((f) => shown(form, typed, f))
          .map((f) =>
            field(
              panel.id,
              f,
              form,
              typed,
              (v) => {
                p.set(key, { ...p.get<Typed>(key, {}), [f.name]: v });
              },
              note,
            ),
          )}
      </div>
      ${
        moved && hasTyped
          ? keptTypedNote(note, 'the game')
          : restored && hasTyped
            ? restoredNote(note)
            : nothing
      }
      <p class="error" id=${`${panel.id}-error`} role="alert">${error}</p>
      <button type="submit" class="primary">${form.submit}</button>
    </form>
  </section>`;
}
