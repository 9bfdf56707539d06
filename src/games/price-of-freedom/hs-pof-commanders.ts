import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { live } from 'lit/directives/live.js';
import {
  COMMANDER_MARKS,
  COMMANDER_NAME_MAX,
  COMMANDER_USER_DATA,
  CommanderEntrySchema,
  GAME_ID,
  LAST_TURN,
  NATION_LABELS,
  RULINGS,
  checkCommanderEntry,
  commanderLabel,
  commanderToolLinks,
  loadGameData,
  resolveCommanders,
  withCommanderEntry,
  type Commander,
  type CommanderEntryInput,
  type CommanderField,
  type CommanderUserData,
  type Nation,
  type ResolvedCommander,
  type Theater,
} from '../../core/games/price-of-freedom/index.js';
import { parseWith } from '../../core/shared/parse-with.js';
import { sharedStyles } from '../../components/shared/shared-styles.js';
import { segmentedStyles } from '../../components/shared/segmented-styles.js';
import { USER_DATA_PARAM } from '../../components/shared/hs-user-data-panel.js';
import { renderEditorErrors, renderNotices } from '../../components/shared/message-lists.js';
import { UserDataController } from '../../components/controllers/user-data-controller.js';
import { formatRoute } from '../../routing/routes.js';
import type { Store } from '../../storage/store.js';
import type { ToolHost } from '../../components/tool-host.js';
import { commandersStyles } from './hs-pof-commanders.styles.js';
import { signed } from '../../core/shared/signed.js';
import { rulingLink, withRulingLinks } from '../../components/shared/ruling-links.js';

/** The element's tag. */
export const tag = 'hs-pof-commanders';

/** `text` with its ruling codes linked to the rulings page. */
const linked = (text: string) => withRulingLinks(GAME_ID, text);

const SIDES = ['both', 'union', 'confederate'] as const;
type SideChoice = (typeof SIDES)[number];
const SIDE_OF: Record<Exclude<SideChoice, 'both'>, Nation> = { union: 'usa', confederate: 'csa' };
const KNOWN_PARAMS = ['side', USER_DATA_PARAM];
const RATING_FIELDS = [
  { field: 'adrm', short: 'ADRM', label: 'Attack rating (ADRM)' },
  { field: 'ddrm', short: 'DDRM', label: 'Defence rating (DDRM)' },
  { field: 'mam', short: 'MAM', label: 'Movement modifier (MAM)' },
] as const;
const THEATER_LABEL: Record<Theater, string> = { east: 'East', west: 'West' };

/** An edit in progress: the form's values as text ('' = not entered). */
interface Draft {
  readonly id: string;
  readonly name: string;
  readonly adrm: string;
  readonly ddrm: string;
  readonly mam: string;
  readonly entryTurn: string;
  readonly theater: string;
  readonly errors: readonly string[];
}

/**
 * The 25 commanders (§2.2.1): marks, and every rating, entry turn and theater the rulebook
 * reveals; the rest is not printed in the text (ruling G1) and the player may enter it, saved on
 * the device, marked as the player's, exportable and shareable in a link. Known ratings open the
 * battle, withdrawal, interception and movement tools with the value filled in. Link: `side`,
 * and `data` (shared entries, used only after the player agrees).
 *
 * @summary Price of Freedom commander roster with player-entered ratings.
 */
@customElement('hs-pof-commanders')
export class HsPofCommanders extends LitElement {
  static override styles = [sharedStyles, segmentedStyles, commandersStyles];

  /** The page's link: state in, every change out. */
  @property({ attribute: false }) host?: ToolHost;
  /** Where entered data is kept; by default the app's store. */
  @property({ attribute: false }) store?: Store;

  @state() private side: SideChoice = 'both';
  @state() private notices: string[] = [];
  @state() private draft: Draft | null = null;
  @state() private status = '';

  private readonly data = loadGameData();
  /** The commander values the player entered. */
  private readonly entries = new UserDataController(this, COMMANDER_USER_DATA, {
    unreadable:
      'Your saved commander entries could not be read and are not shown; they are kept unchanged.',
    saveFailed: 'The entries could not be saved.',
    notice: (m) => {
      this.notices = [...this.notices, m];
    },
    status: (m) => {
      this.status = m;
    },
  });

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('host')) this.readLink();
  }

  private get userData(): CommanderUserData {
    return this.entries.value;
  }

  private readLink(): void {
    const params = this.host?.params ?? [];
    const get = (k: string) => params.find(([key]) => key === k)?.[1];
    const notices: string[] = [];
    const side = get('side');
    if (side === undefined || (SIDES as readonly string[]).includes(side))
      this.side = (side as SideChoice | undefined) ?? 'both';
    else {
      this.side = 'both';
      notices.push(`“${side.slice(0, 40)}” is not a side to show; showing both.`);
    }
    for (const [k] of params)
      if (!KNOWN_PARAMS.includes(k))
        notices.push(`“${k.slice(0, 40)}” is not a setting of this page; it was ignored.`);
    this.notices = notices;
    this.entries.readLink(params);
  }

  private writeLink(): void {
    const pairs: [string, string][] = [];
    if (this.side !== 'both') pairs.push(['side', this.side]);
    this.host?.setParams(pairs);
  }

  private commanders(): readonly Commander[] {
    return this.data.ok ? this.data.value.commanders : [];
  }

  // ---- editing ----

  private startEdit(c: Commander): void {
    const entry = this.userData.commanders[c.id] ?? {};
    const text = (v: number | string | null | undefined) =>
      v === null || v === undefined ? '' : String(v);
    this.draft = {
      id: c.id,
      name: text(entry.name),
      adrm: text(entry.adrm),
      ddrm: text(entry.ddrm),
      mam: text(entry.mam),
      entryTurn: text(entry.entryTurn),
      theater: text(entry.theater),
      errors: [],
    };
    this.status = '';
    void this.updateComplete.then(() => {
      this.renderRoot
        .querySelector<HTMLElement>(`#editor-${c.id} input, #editor-${c.id} select`)
        ?.focus();
    });
  }

  private setDraft(patch: Partial<Draft>): void {
    if (this.draft) this.draft = { ...this.draft, ...patch };
  }

  /** The draft as an entry; only fields the rulebook leaves empty are read. */
  private draftEntry(c: Commander, d: Draft): CommanderEntryInput {
    const entry: Record<string, unknown> = {};
    if (c.name === null && d.name !== '') entry['name'] = d.name;
    for (const { field } of RATING_FIELDS)
      if (c[field] === null && d[field] !== '') entry[field] = Number(d[field]);
    if (c.entryTurn === null && d.entryTurn !== '') entry['entryTurn'] = Number(d.entryTurn);
    if (c.theater === null && d.theater !== '') entry['theater'] = d.theater;
    return entry;
  }

  private async submit(e: Event, c: Commander): Promise<void> {
    e.preventDefault();
    const d = this.draft;
    if (!d) return;
    const input = this.draftEntry(c, d);
    const problems = checkCommanderEntry(this.commanders(), this.userData, c.id, input);
    const shape = parseWith(CommanderEntrySchema, input);
    const errors = problems.length > 0 || shape.ok ? problems : shape.issues.map((i) => i.message);
    if (errors.length > 0 || !shape.ok) {
      this.draft = { ...d, errors };
      void this.updateComplete.then(() => {
        this.renderRoot.querySelector<HTMLElement>(`#errors-${c.id}`)?.focus();
      });
      return;
    }
    const entry = shape.value;
    const next = withCommanderEntry(this.userData, c.id, entry);
    if (
      await this.entries.save(
        next,
        `Saved your entries for ${commanderLabel({ ...c, name: entry.name ?? c.name })} on this device.`,
      )
    ) {
      this.draft = null;
      void this.updateComplete.then(() => {
        this.renderRoot.querySelector<HTMLElement>(`#edit-${c.id}`)?.focus();
      });
    }
  }

  private async clear(c: Commander): Promise<void> {
    const next = withCommanderEntry(this.userData, c.id, null);
    if (await this.entries.save(next, `Cleared your entries for ${commanderLabel(c)}.`)) {
      this.draft = null;
      void this.updateComplete.then(() => {
        this.renderRoot.querySelector<HTMLElement>(`#edit-${c.id}`)?.focus();
      });
    }
  }

  // ---- rendering ----

  private renderValue(
    c: ResolvedCommander,
    field: CommanderField,
    text: string | null,
    label: string,
  ) {
    const source = c.sources[field];
    if (source === 'missing' || text === null)
      return html`<button
          type="button"
          class="missing"
          aria-label=${`${label} of ${commanderLabel(c)}: not printed — enter`}
          @click=${() => {
            const raw = this.commanders().find((x) => x.id === c.id);
            if (raw) this.startEdit(raw);
          }}
        >
          <span class="np">not printed</span> <span class="act">— enter</span>
        </button>
        <span class="print-only">not printed</span>`;
    return html`<span class=${source === 'player' ? 'value entered' : 'value'}
      >${text}${
        source === 'player'
          ? html` <span class="badge entered-badge"><span aria-hidden="true">✎</span> yours</span>`
          : nothing
      }</span
    >`;
  }

  private renderEditor(c: Commander, d: Draft) {
    const errId = `errors-${c.id}`;
    const select = (
      id: string,
      label: string,
      value: string,
      options: readonly (readonly [string, string])[],
      set: (v: string) => void,
    ) =>
      html`<label class="field" for=${id}
        >${label}
        <select
          id=${id}
          aria-describedby=${errId}
          @change=${(e: Event) => {
            set((e.target as HTMLSelectElement).value);
          }}
        >
          <option value="" ?selected=${value === ''}>Not entered</option>
          ${options.map(([v, text]) => html`<option value=${v} ?selected=${v === value}>${text}</option>`)}
        </select>
      </label>`;
    const ratings = [-1, 0, 1].map((n) => [String(n), signed(n)] as const);
    const printed: string[] = [];
    if (c.name !== null) printed.push(`name ${c.name}`);
    for (const { field, short } of RATING_FIELDS) {
      const v = c[field];
      if (v !== null) printed.push(`${short} ${signed(v)}`);
    }
    if (c.entryTurn !== null) printed.push(`entry turn ${c.entryTurn}`);
    if (c.theater !== null) printed.push(`theater ${THEATER_LABEL[c.theater]}`);
    return html`<form
      class="editor"
      id=${`editor-${c.id}`}
      novalidate
      @submit=${(e: Event) => this.submit(e, c)}
    >
      <p class="editor-note">
        The counter of ${commanderLabel(c)} is not in the rulebook text: what you enter is yours,
        saved on this device and marked as yours.
        ${printed.length > 0 ? html`The rulebook gives his ${printed.join(', ')}; that cannot be changed.` : nothing}
        <span class="rule">${rulingLink(GAME_ID, 'G1', 'ruling G1')}</span>
      </p>
      <div class="editor-fields">
        ${
          c.name === null
            ? html`<label class="field" for=${`name-${c.id}`}
                >Name
                <input
                  id=${`name-${c.id}`}
                  type="text"
                  maxlength=${COMMANDER_NAME_MAX}
                  autocomplete="off"
                  .value=${live(d.name)}
                  aria-describedby=${errId}
                  aria-invalid=${d.errors.some((m) => m.includes('name')) ? 'true' : 'false'}
                  @input=${(e: Event) => {
                    this.setDraft({ name: (e.target as HTMLInputElement).value });
                  }}
              /></label>`
            : nothing
        }
        ${RATING_FIELDS.filter(({ field }) => c[field] === null).map(({ field, label }) =>
          select(`${field}-${c.id}`, label, d[field], ratings, (v) => {
            this.setDraft({ [field]: v });
          }),
        )}
        ${
          c.entryTurn === null
            ? select(
                `turn-${c.id}`,
                'Entry turn',
                d.entryTurn,
                Array.from(
                  { length: LAST_TURN },
                  (_, i) => [String(i + 1), `Turn ${i + 1}`] as const,
                ),
                (v) => {
                  this.setDraft({ entryTurn: v });
                },
              )
            : nothing
        }
        ${
          c.theater === null
            ? select(
                `theater-${c.id}`,
                'Initial theater',
                d.theater,
                [
                  ['east', 'East'],
                  ['west', 'West'],
                ],
                (v) => {
                  this.setDraft({ theater: v });
                },
              )
            : nothing
        }
      </div>
      ${renderEditorErrors(errId, d.errors)}
      <div class="row">
        <button type="submit" class="primary">Save</button>
        <button type="button" @click=${() => (this.draft = null)}>Cancel</button>
        <button type="button" @click=${() => this.clear(c)}>Clear my entries</button>
      </div>
    </form>`;
  }

  private renderLinks(c: ResolvedCommander) {
    const links = commanderToolLinks(c);
    if (links.length === 0) return nothing;
    return html`<div class="links">
      <span class="links-label">Use his ratings in</span>
      <ul>
        ${links.map(
          (l) =>
            html`<li>
              <a href=${formatRoute({ game: GAME_ID, tool: l.tool, params: l.params })}
                >${l.label}<span class="visually-hidden"> with ${commanderLabel(c)}</span></a
              >
            </li>`,
        )}
      </ul>
    </div>`;
  }

  private renderRow(c: ResolvedCommander, raw: Commander) {
    const editing = this.draft?.id === c.id;
    const entered = Object.values(c.sources).includes('player');
    const label = commanderLabel(c);
    const rating = (field: 'adrm' | 'ddrm' | 'mam') => {
      const v = c[field];
      return v === null ? null : signed(v);
    };
    return html`<tr class=${entered ? 'has-entered' : ''}>
        <th scope="row" class="who">
          <span class="name">
            ${c.name === null ? html`<span class="placeholder">${label}</span>` : html`<span>${c.name}</span>`}
            ${c.sources.name === 'player' ? html`<span class="badge entered-badge"><span aria-hidden="true">✎</span> name yours</span>` : nothing}
            ${c.star ? html`<span class="mark" aria-hidden="true">${COMMANDER_MARKS.star.symbol}</span><span class="visually-hidden">(star)</span>` : nothing}
            ${c.diamond ? html`<span class="mark" aria-hidden="true">${COMMANDER_MARKS.diamond.symbol}</span><span class="visually-hidden">(diamond)</span>` : nothing}
          </span>
          ${
            raw.neverTheaterOptional
              ? html`<span class="tag"
                  >Optional rule: never a theater commander <span class="rule">§7.3.5</span></span
                >`
              : nothing
          }
          ${
            raw.notes.length > 0
              ? html`<ul class="notes">
                  ${raw.notes.map((n) => html`<li>${linked(n.text)} <span class="rule">${linked(n.rule)}</span></li>`)}
                </ul>`
              : nothing
          }
          ${this.renderLinks(c)}
          <button
            type="button"
            class="edit no-print"
            id=${`edit-${c.id}`}
            aria-expanded=${editing ? 'true' : 'false'}
            @click=${() => {
              if (editing) this.draft = null;
              else this.startEdit(raw);
            }}
          >
            ${editing ? 'Close' : entered ? 'Edit my entries' : 'Enter values'}<span
              class="visually-hidden"
              >: ${label}</span
            >
          </button>
        </th>
        ${RATING_FIELDS.map(
          ({ field, short }) =>
            html`<td data-label=${short}>${this.renderValue(c, field, rating(field), short)}</td>`,
        )}
        <td data-label="Entry turn">
          ${this.renderValue(c, 'entryTurn', c.entryTurn === null ? null : `Turn ${c.entryTurn}`, 'Entry turn')}
        </td>
        <td data-label="Theater">
          ${this.renderValue(c, 'theater', c.theater === null ? null : THEATER_LABEL[c.theater], 'Theater')}
        </td>
      </tr>
      ${
        editing && this.draft
          ? html`<tr class="editor-row">
              <td colspan="6">${this.renderEditor(raw, this.draft)}</td>
            </tr>`
          : nothing
      }`;
  }

  private renderSide(side: Nation, roster: readonly ResolvedCommander[]) {
    const raw = new Map(this.commanders().map((c) => [c.id, c]));
    const list = roster.filter((c) => c.side === side);
    const id = `side-${side}`;
    return html`<section class="side" aria-labelledby=${id}>
      <h2 id=${id}>${NATION_LABELS[side]} commanders <span class="count">${list.length}</span></h2>
      <table class="roster">
        <caption class="visually-hidden">
          ${NATION_LABELS[side]} commanders: marks, ratings, entry turn and theater; what the
          rulebook does not print can be entered
        </caption>
        <thead>
          <tr>
            <th scope="col">Commander</th>
            ${RATING_FIELDS.map(({ short, label }) => html`<th scope="col"><abbr title=${label}>${short}</abbr></th>`)}
            <th scope="col">Entry turn</th>
            <th scope="col">Theater</th>
          </tr>
        </thead>
        <tbody>
          ${list.map((c) => {
            const r = raw.get(c.id);
            return r ? this.renderRow(c, r) : nothing;
          })}
        </tbody>
      </table>
    </section>`;
  }

  private renderIncoming() {
    return this.entries.renderIncoming({
      what: 'The commander entries',
      describe: (data) => {
        const n = Object.keys(data.commanders).length;
        return `This link carries someone’s entries for ${n} commander${n === 1 ? '' : 's'}. Using them replaces the entries saved on this device.`;
      },
      use: 'Use the link’s entries',
      keep: 'Keep mine',
      saved: () => 'The commander entries from the link are saved on this device.',
      settled: () => {
        this.writeLink();
      },
    });
  }

  private renderLegend() {
    const g1 = RULINGS.find((r) => r.id === 'G1');
    return html`<div class="legend">
      <p>
        ADRM, DDRM and MAM are each −1, 0 or +1 <span class="rule">§2.2.1</span>. The counters
        themselves are not in the rulebook text: only what its rules and examples reveal is shown as
        the rulebook’s; the rest reads <span class="missing sample">not printed — enter</span>, and
        what you enter is marked
        <span class="badge entered-badge"><span aria-hidden="true">✎</span> yours</span>.
        ${g1 ? html`<span class="rule">ruling ${g1.id}</span>` : nothing}
      </p>
      <dl class="marks">
        ${[COMMANDER_MARKS.star, COMMANDER_MARKS.diamond].map(
          (m) =>
            html`<div>
              <dt><span class="mark" aria-hidden="true">${m.symbol}</span> ${m.label}</dt>
              <dd>${linked(m.text)} <span class="rule">${linked(m.rule)}</span></dd>
            </div>`,
        )}
      </dl>
      <p class="hint">
        The battle calculator, withdrawal and interception rollers take a commander’s rating as a
        number: open them from a commander’s “Use his ratings in” links to fill it in, or enter the
        value shown here.
      </p>
    </div>`;
  }

  override render() {
    if (!this.data.ok)
      return html`<p class="notice" role="alert">
        The commander data failed its check: ${this.data.issues[0]?.message ?? ''}
      </p>`;
    const roster = resolveCommanders(this.data.value.commanders, this.userData);
    const sides: Nation[] = this.side === 'both' ? ['usa', 'csa'] : [SIDE_OF[this.side]];
    const n = Object.keys(this.userData.commanders).length;
    return html`
      ${renderNotices(this.notices)} ${this.renderIncoming()}
      ${
        roster.warnings.length > 0
          ? html`<div class="notice" role="status">
              <p>Some of your entries are not used:</p>
              <ul>
                ${roster.warnings.map((w) => html`<li>${w}</li>`)}
              </ul>
            </div>`
          : nothing
      }
      ${this.renderLegend()}
      <div class="controls no-print">
        <fieldset class="segmented">
          <legend>Show</legend>
          ${SIDES.map(
            (v) =>
              html`<label
                ><input
                  type="radio"
                  name="side"
                  .value=${v}
                  .checked=${live(this.side === v)}
                  @change=${() => {
                    this.side = v;
                    this.writeLink();
                  }}
                /><span
                  >${v === 'both' ? 'Both sides' : v === 'union' ? 'Union' : 'Confederate'}</span
                ></label
              >`,
          )}
        </fieldset>
      </div>
      <p class="status" role="status" aria-live="polite">${this.status}</p>
      ${sides.map((s) => this.renderSide(s, roster.commanders))}
      <section class="entered-data no-print" aria-labelledby="entered-h">
        <h2 id="entered-h">Your entries</h2>
        <p>
          ${n === 0 ? 'You have not entered anything yet.' : `You have entries for ${n} commander${n === 1 ? '' : 's'}.`}
          They are saved on this device only: export them to a file, import a file, or put them in a
          link to share with your opponent.
        </p>
        ${this.entries.renderPanel()}
      </section>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'hs-pof-commanders': HsPofCommanders;
  }
}
