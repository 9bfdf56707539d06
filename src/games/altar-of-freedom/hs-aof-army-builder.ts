import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import {
  SAVED_ARMIES_KIND,
  SavedArmySchema,
  armySelection,
  priceArmy,
  type SavedArmy,
} from '../../core/games/altar-of-freedom/index.js';
import {
  armyName,
  armySnapshot,
  newArmy,
  readPp,
  removeGeneral,
  setGeneral,
  SIZE_WORDS,
  withSavedArmy,
} from '../../core/games/altar-of-freedom/army-edit.js';
import { USER_DATA_PARAM } from '../../components/shared/hs-user-data-panel.js';
import { renderNotices } from '../../components/shared/message-lists.js';
import { saveSection } from '../../components/shared/save-section.js';
import { savedEntries } from '../../components/shared/saved-entries.js';
import { UserDataController } from '../../components/controllers/user-data-controller.js';
import { UnsavedController } from '../../components/controllers/unsaved-controller.js';
import { takeDraft } from '../../components/app/draft-keep.js';
import { keptTypedNote, restoredNote } from '../../components/shared/kept-typed.js';
import { parseWith } from '../../core/shared/parse-with.js';
import type { Store } from '../../storage/store.js';
import type { ToolHost } from '../../components/tool-host.js';
import { builderStyles } from './hs-aof-army-builder.styles.js';
import type { ArmyEditor } from './army-builder/army-editor.js';
import { armyFields } from './army-builder/army-fields.js';
import { divisionsSection } from './army-builder/divisions.js';
import { incomingArmies } from './army-builder/incoming.js';
import { generalsSection, type PpDraft } from './army-builder/generals.js';
import { roster } from './army-builder/roster.js';
import { pointsBar, pointsSummary } from './army-builder/summary.js';
import { priceErrors } from '../../core/games/altar-of-freedom/army-check.js';

/** The element's tag. */
export const tag = 'hs-aof-army-builder';

const now = () => new Date().toISOString();

/** The words of the save, print and share section. */
const KEEP_TEXT = {
  title: 'Save, print and share',
  save: 'Save army',
  copy: 'Save as a copy',
  print: 'Print roster',
  note: 'Armies are saved on this device. Export them all to a file, import a file (you are asked before it replaces any: replace or merge), or put them in a link.',
};

/** What to do once unsaved changes are dealt with. */
type Pending = { readonly kind: 'open'; readonly id: string } | { readonly kind: 'new' };

/** A saved army's line in the list: its size, points and whether it keeps to the rules. */
function armyDetail(a: SavedArmy): string {
  const p = priceArmy(armySelection(a));
  const rules = p.valid ? 'within the rules' : `${priceErrors(p).length} problems`;
  return `${SIZE_WORDS[a.size]} · ${p.cost}/${p.budget} points · ${rules}`;
}

/**
 * The Appendix V army builder: pick a size (and so a budget), add divisions and brigades with
 * their arm and SM, generals with PP and traits, and see the points, what is left and every
 * problem `priceArmy` finds as you go. Armies are saved on the device (several, by name), can be
 * exported, imported and shared by link, and print as a roster. Link: `army` (a saved army's id).
 *
 * The element holds the state; the edits are the pure functions of `army-edit.ts` and each part
 * of the page is a template of `./army-builder/`.
 *
 * @summary Points-based army builder with saved armies and a printable roster.
 */
@customElement('hs-aof-army-builder')
export class HsAofArmyBuilder extends LitElement {
  static override styles = builderStyles;

  /** The page's link: `army` in, every change out. */
  @property({ attribute: false }) host?: ToolHost;
  /** Where armies are kept; by default the app's store. */
  @property({ attribute: false }) store?: Store;
  /** Makes ids for new armies (tests pass a fixed one). */
  @property({ attribute: false }) newId: () => string = () => crypto.randomUUID();

  @state() private army: SavedArmy = newArmy('', '');
  /** Snapshot of the army as last saved; null while it has never been saved. */
  @state() private saved: string | null = null;
  /** Snapshot the unsaved-changes check compares with (the saved or the fresh army). */
  @state() private baseline = '';
  @state() private notices: string[] = [];
  @state() private status = '';
  @state() private pending: Pending | null = null;
  @state() private confirmDelete: string | null = null;
  @state() private loaded = false;
  /** PP fields whose text is not a usable number. */
  @state() private ppDrafts: Readonly<Record<number, PpDraft>> = {};
  /**
   * Why the army shown, not saved, is marked: the saved version of it was changed in another tab
   * or window since it was opened, or it was put back after the app's update.
   */
  @state() private mark: 'moved' | 'restored' | null = null;

  private wantedId: string | null = null;
  /** The saved armies. */
  private readonly userData = new UserDataController(this, SAVED_ARMIES_KIND, {
    unreadable: 'Your saved armies could not be read and are not shown; they are kept unchanged.',
    saveFailed: 'The army could not be saved.',
    refused: (issues) => `Not saved: ${issues.map((i) => `${i.path}: ${i.message}`).join(' ')}`,
    notice: (m) => {
      this.notices = [...this.notices, m];
    },
    status: (m) => {
      this.status = m;
    },
    loaded: () => {
      this.loaded = true;
      if (!this.restoreDraft()) this.openWanted();
    },
    // The army as typed stays; marked when its saved version is no longer the one it was made on.
    changedElsewhere: () => {
      if (!this.dirty || this.saved === null) return;
      const stored = this.armies.find((a) => a.id === this.army.id);
      if (!stored || armySnapshot(stored) !== this.saved) this.mark = 'moved';
    },
  });

  /** The "not saved" army: the app saves it or asks before leaving the page or updating. */
  protected readonly unsaved = new UnsavedController(this, {
    what: () => `the army “${armyName(this.army)}”`,
    dirty: () => this.dirty,
    save: () => this.save(),
    draft: {
      id: 'army',
      value: () => (this.dirty ? { army: this.army } : null),
    },
  });

  /** Puts back the army that was being built before the app's update; true when there was one. */
  private restoreDraft(): boolean {
    const kept = takeDraft('army');
    if (typeof kept !== 'object' || kept === null) return false;
    const parsed = parseWith(SavedArmySchema, (kept as { army?: unknown }).army);
    if (!parsed.ok) return false;
    const army = parsed.value;
    const stored = this.armies.find((a) => a.id === army.id);
    this.army = army;
    this.ppDrafts = {};
    this.saved = stored ? armySnapshot(stored) : null;
    this.baseline = this.saved ?? armySnapshot(newArmy(army.id, army.updatedAt));
    this.mark = 'restored';
    this.writeLink();
    return true;
  }

  /** What the templates may do to the army. */
  private readonly editor: ArmyEditor = {
    army: () => this.army,
    change: (next, status) => {
      this.army = next;
      if (status !== undefined) this.status = status;
    },
    focus: (selector) => {
      void this.updateComplete.then(() => {
        this.renderRoot.querySelector<HTMLElement>(selector)?.focus();
      });
    },
  };

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.army.id === '') this.startNew();
  }

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('host')) this.readLink();
  }

  private readLink(): void {
    const params = this.host?.params ?? [];
    const notices: string[] = [];
    this.wantedId = null;
    for (const [k, value] of params) {
      if (k === 'army') this.wantedId = value.slice(0, 64);
      else if (k !== USER_DATA_PARAM)
        notices.push(`“${k.slice(0, 40)}” is not a setting of this page; it was ignored.`);
    }
    this.notices = notices;
    this.userData.readLink(params);
    if (this.loaded) this.openWanted();
  }

  private get armies(): readonly SavedArmy[] {
    return this.userData.value.armies;
  }

  private openWanted(): void {
    const id = this.wantedId;
    if (id === null || id === this.army.id) return;
    const found = this.armies.find((a) => a.id === id);
    if (found) this.open(found);
    else
      this.notices = [
        ...this.notices,
        `There is no saved army “${id.slice(0, 40)}” on this device; showing a new army.`,
      ];
  }

  private writeLink(): void {
    this.host?.setParams(this.saved !== null ? [['army', this.army.id]] : []);
  }

  private get dirty(): boolean {
    return armySnapshot(this.army) !== this.baseline;
  }

  private startNew(): void {
    this.mark = null;
    this.army = newArmy(this.newId(), now());
    this.ppDrafts = {};
    this.saved = null;
    this.baseline = armySnapshot(this.army);
  }

  /** Saves the army (or a copy); true once saved. */
  private async save(asCopy = false): Promise<boolean> {
    const army: SavedArmy = {
      ...this.army,
      id: asCopy ? this.newId() : this.army.id,
      name: asCopy ? `${armyName(this.army)} (copy)` : this.army.name,
      updatedAt: now(),
    };
    if (await this.userData.save({ armies: withSavedArmy(this.armies, army) })) {
      this.army = army;
      this.saved = armySnapshot(army);
      this.baseline = this.saved;
      this.mark = null;
      this.status = `Saved “${armyName(army)}” on this device.`;
      this.writeLink();
      return true;
    }
    return false;
  }

  private open(a: SavedArmy): void {
    this.mark = null;
    this.army = structuredClone(a);
    this.ppDrafts = {};
    this.saved = armySnapshot(a);
    this.baseline = this.saved;
    this.pending = null;
    this.status = `Opened “${armyName(a)}”.`;
    this.writeLink();
  }

  private request(p: Pending): void {
    if (this.dirty) this.pending = p;
    else this.run(p);
  }

  private run(p: Pending): void {
    this.pending = null;
    if (p.kind === 'new') {
      this.startNew();
      this.status = 'Started a new army.';
      this.writeLink();
      return;
    }
    const found = this.armies.find((a) => a.id === p.id);
    if (found) this.open(found);
  }

  private async deleteArmy(id: string): Promise<void> {
    const gone = this.armies.find((a) => a.id === id);
    if (!gone) return;
    if (await this.userData.save({ armies: this.armies.filter((a) => a.id !== id) })) {
      this.confirmDelete = null;
      this.status = `Deleted “${armyName(gone)}”.`;
      if (id === this.army.id) {
        this.saved = null;
        this.writeLink();
      }
    }
  }

  private handlePp(i: number, typed: string): void {
    const text = typed.trim();
    const read = readPp(text);
    const { [i]: _old, ...rest } = this.ppDrafts;
    this.ppDrafts = 'error' in read ? { ...rest, [i]: { text, message: read.error } } : rest;
    this.army = setGeneral(this.army, i, { pp: 'error' in read ? null : read.pp });
  }

  private renderSaved() {
    return savedEntries({
      id: 'saved-h',
      text: {
        title: 'Saved armies',
        add: 'New army',
        empty: 'No saved armies on this device yet.',
      },
      entries: this.armies.map((a) => ({ id: a.id, name: armyName(a), detail: armyDetail(a) })),
      current: this.saved !== null ? this.army.id : null,
      confirmDelete: this.confirmDelete,
      unsaved: this.pending !== null ? armyName(this.army) : null,
      open: (id) => {
        this.request({ kind: 'open', id });
      },
      add: () => {
        this.request({ kind: 'new' });
      },
      askDelete: (id) => {
        this.confirmDelete = id;
      },
      remove: (id) => void this.deleteArmy(id),
      saveThenContinue: () => {
        const p = this.pending;
        void this.save().then(() => {
          if (p) this.run(p);
        });
      },
      discard: () => {
        if (this.pending) this.run(this.pending);
      },
      cancel: () => {
        this.pending = null;
      },
    });
  }

  override render() {
    const price = priceArmy(armySelection(this.army));
    const generals = {
      editor: this.editor,
      ppDrafts: this.ppDrafts,
      onPp: (i: number, text: string) => {
        this.handlePp(i, text);
      },
      onRemove: (i: number) => {
        this.ppDrafts = {};
        this.army = removeGeneral(this.army, i);
      },
    };
    return html`
      ${renderNotices(this.notices)}
      ${this.userData.renderIncoming(
        incomingArmies(() => {
          this.writeLink();
        }),
      )}
      ${pointsBar(price)}
      <div class="layout no-print">
        ${pointsSummary(price)}
        <div class="main">
          ${this.renderSaved()}
          ${armyFields(
            this.editor,
            price,
            this.dirty,
            this.mark === 'moved' && this.dirty
              ? keptTypedNote('army-moved', `the saved army “${armyName(this.army)}”`)
              : this.mark === 'restored' && this.dirty
                ? restoredNote('army-restored')
                : nothing,
          )}
          ${generalsSection(generals, price)} ${divisionsSection(this.editor)}
          ${saveSection({
            id: 'keep-h',
            text: KEEP_TEXT,
            status: this.status,
            panel: this.userData.renderPanel(),
            save: (asCopy) => void this.save(asCopy),
          })}
        </div>
      </div>
      ${roster(this.army, price)}
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'hs-aof-army-builder': HsAofArmyBuilder;
  }
}
