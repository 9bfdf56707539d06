import {
  html,
  nothing,
  type ReactiveController,
  type ReactiveControllerHost,
  type TemplateResult,
} from 'lit';
import { parseWith, type ParseIssue } from '../../core/shared/parse-with.js';
import {
  importUserData,
  MAX_IMPORT_CHARS,
  type UserDataKind,
} from '../../core/shared/user-data.js';
import { decompressParam } from '../../platform/compress.js';
import { mergeEntered } from '../../core/shared/user-data-merge.js';
import { onStoreChange } from '../../storage/changes.js';
import { getStore, type Store } from '../../storage/store.js';
import { DamagedRecordError, UserDataConflictError } from '../../storage/conflict.js';
import type { UserDataRecord } from '../../core/shared/saved-game-schema.js';
import { USER_DATA_PARAM, type UserDataChangeEvent } from '../shared/hs-user-data-panel.js';
import '../shared/hs-user-data-panel.js';

/** A view that shows one kind of entered data; `store` is injected or, by default, the app's. */
export interface UserDataHost extends ReactiveControllerHost {
  store?: Store;
}

/** Entered data carried by a link: ready to use, or why it cannot be. */
export type IncomingUserData<T> =
  { readonly ok: true; readonly data: T } | { readonly ok: false; readonly message: string };

/** How a view offers the data a link carries. */
export interface IncomingOffer<T> {
  /** The data, as the start of a sentence: 'The ratings'. */
  readonly what: string;
  /** What the link carries and what using it does. */
  readonly describe: (data: T) => unknown;
  /** The label of the button that saves the link's data. */
  readonly use: string;
  /** The label of the button that leaves the saved data as it is. */
  readonly keep: string;
  /** The status once the link's data is saved. */
  readonly saved: (data: T) => string;
  /** How the link's data joins the saved data; by default it takes its place. */
  readonly merge?: (offered: T, saved: T) => T;
  /** Called once the offer is gone, used or dismissed (the view takes `data` out of its link). */
  readonly settled: () => void;
}

/** What the view says, and does, around its entered data. */
export interface UserDataOptions {
  /** The notice when the stored data cannot be read (it is then kept unchanged). */
  readonly unreadable: string;
  /** The status when a save fails without a message of its own. */
  readonly saveFailed: string;
  /** Adds a notice to the view's list of notices. */
  readonly notice: (message: string) => void;
  /** Shows a status message (a save's outcome). */
  readonly status: (message: string) => void;
  /** How data the kind's schema refuses is described; by default its messages in turn. */
  readonly refused?: (issues: readonly ParseIssue[]) => string;
  /** Called each time the view is connected and its stored data has been read. */
  readonly loaded?: () => void;
  /**
   * Called when a save of this data made in another tab or window has been read here (the value
   * shown is now that one): a view holding typed, unsaved values keeps them and marks them.
   */
  readonly changedElsewhere?: () => void;
}

/**
 * The player's entered data of one kind (data the rulebook does not print) for a view: read from
 * the store when the view is connected (stored data that fails its schema is reported and left
 * unchanged), saved whole after its schema accepts it, replaced by an import of the user-data
 * panel, offered from a link's `data`, and read again when another tab or window saves it.
 */
export class UserDataController<T> implements ReactiveController {
  private current: T;
  private offered: IncomingUserData<T> | null = null;
  /** Whether the stored data was last found unreadable (reported once until it reads again). */
  private unreadable = false;
  /** The stored record as stored, while it cannot be read (offered for export or discarding). */
  private unreadableRecord: unknown = undefined;
  /** The `updatedAt` of the stored record this view read (null: none was stored). */
  private base: string | null = null;
  private offChange: (() => void) | undefined;

  constructor(
    private readonly host: UserDataHost,
    readonly kind: UserDataKind<T>,
    private readonly options: UserDataOptions,
  ) {
    this.current = kind.empty();
    host.addController(this);
  }

  /** The data shown: the stored data once read, else the kind's empty data. */
  get value(): T {
    return this.current;
  }

  set value(value: T) {
    this.current = value;
    this.host.requestUpdate();
  }

  /** Data a link offers, until the player uses or dismisses it. */
  get incoming(): IncomingUserData<T> | null {
    return this.offered;
  }

  set incoming(value: IncomingUserData<T> | null) {
    this.offered = value;
    this.host.requestUpdate();
  }

  hostConnected(): void {
    this.unreadable = false;
    this.offChange = onStoreChange((c) => {
      if (c.type === 'user-data' && c.gameSlug === this.kind.gameSlug && c.kind === this.kind.kind)
        void this.load(true);
    });
    void this.load().then(() => this.options.loaded?.());
  }

  hostDisconnected(): void {
    this.offChange?.();
    this.offChange = undefined;
  }

  /** The view's store, the app's one unless one was injected. */
  async store(): Promise<Store> {
    this.host.store ??= await getStore();
    return this.host.store;
  }

  /** Reads the stored data; `elsewhere`: because another tab or window said it saved it. */
  private async load(elsewhere = false): Promise<void> {
    const store = await this.store();
    const before = this.base;
    let record: UserDataRecord | undefined;
    try {
      record = await store.getUserData(this.kind.gameSlug, this.kind.kind);
    } catch (e) {
      if (e instanceof DamagedRecordError) {
        // Its outer fields are broken: never read as "none saved" (a save would then be refused
        // as if another tab had saved); named, kept unchanged, offered for export or discard.
        this.unreadableRecord = e.raw;
        this.host.requestUpdate();
        if (!this.unreadable) {
          this.unreadable = true;
          this.options.notice(
            `The stored record of your ${this.kind.title} (${this.kind.gameSlug}/${this.kind.kind}) is damaged: ${e.problem} It is kept unchanged: export it as it is, or discard it, below.`,
          );
        }
        return;
      }
      record = undefined;
    }
    if (record === undefined) {
      this.base = null;
      if (elsewhere && before !== null) this.options.changedElsewhere?.();
      return;
    }
    this.base = record.updatedAt;
    const parsed = parseWith(this.kind.schema, record.data);
    if (parsed.ok) {
      this.unreadable = false;
      this.unreadableRecord = undefined;
      this.value = parsed.value;
      if (elsewhere && record.updatedAt !== before) this.options.changedElsewhere?.();
    } else {
      this.unreadableRecord = record;
      this.host.requestUpdate();
      if (!this.unreadable) {
        this.unreadable = true;
        this.options.notice(this.options.unreadable);
      }
    }
  }

  /** Why nothing may be saved now (the stored record cannot be read), or null. */
  private blocked(): string | null {
    return this.unreadable
      ? `your saved ${this.kind.title} could not be read, and saving would replace them. Export them as they are, or discard them, with the buttons below.`
      : null;
  }

  /**
   * Writes `data` over the stored record only if it is still the one this view read; on a
   * conflict the view reads the stored data again. Resolves to null when saved, else why not.
   */
  private async write(data: T): Promise<string | null> {
    const blocked = this.blocked();
    if (blocked) return blocked;
    try {
      const store = await this.store();
      const saved = await store.saveUserData(this.kind.gameSlug, this.kind.kind, data, this.base);
      this.base = saved.updatedAt;
    } catch (e) {
      if (e instanceof UserDataConflictError) {
        await this.load(true);
        return `another tab or window saved changes to your ${this.kind.title} since this page read them, so this change was not saved. The page now shows what is saved: make the change again if you still want it.`;
      }
      return e instanceof Error ? e.message : this.options.saveFailed;
    }
    this.value = data;
    return null;
  }

  /** Removes the unreadable stored record, by the player's choice. */
  private readonly discard = async (): Promise<void> => {
    const store = await this.store();
    await store.deleteUserData(this.kind.gameSlug, this.kind.kind);
    this.unreadable = false;
    this.unreadableRecord = undefined;
    this.base = null;
    this.value = this.kind.empty();
  };

  /** Saves data the user-data panel imported (checked whole by the panel). */
  private readonly importSave = async (data: unknown): Promise<string | null> => {
    const parsed = parseWith(this.kind.schema, data);
    if (!parsed.ok) return parsed.issues.map((i) => i.message).join(' ');
    return this.write(parsed.value);
  };

  /**
   * Saves `next` in place of the stored data; on success it is shown and `message`, if any, is
   * the status. Data its schema refuses, or a failed write, is reported and nothing changes.
   */
  async save(next: T, message?: string): Promise<boolean> {
    const parsed = parseWith(this.kind.schema, next);
    if (!parsed.ok) {
      this.options.status(
        this.options.refused?.(parsed.issues) ?? parsed.issues.map((i) => i.message).join(' '),
      );
      return false;
    }
    const problem = await this.write(parsed.value);
    if (problem) {
      this.options.status(`Not saved: ${problem}`);
      return false;
    }
    if (message !== undefined) this.options.status(message);
    return true;
  }

  /** Shows data the user-data panel imported and saved (bind to its `hs-user-data-change`). */
  readonly imported = (e: UserDataChangeEvent): void => {
    const parsed = parseWith(this.kind.schema, e.detail.data);
    if (parsed.ok) this.value = parsed.value;
  };

  /** Reads the data a link carries in `params`, if any, into `incoming` (null when none). */
  readLink(params: readonly (readonly [string, string])[]): void {
    this.incoming = null;
    const param = params.find(([k]) => k === USER_DATA_PARAM)?.[1];
    if (param !== undefined) void this.readIncoming(param);
  }

  /** The export, import and link panel for this data. */
  renderPanel(): TemplateResult {
    return html`<hs-user-data-panel
      .kind=${this.kind}
      .data=${this.value}
      .store=${this.host.store}
      .save=${this.importSave}
      .unreadable=${this.unreadable ? this.unreadableRecord : undefined}
      .discard=${this.discard}
      .pageUrl=${location.href}
      @hs-user-data-change=${this.imported}
    ></hs-user-data-panel>`;
  }

  /** The link's data offered for use, or why it cannot be used; nothing when there is none. */
  renderIncoming(offer: IncomingOffer<T>): TemplateResult | typeof nothing {
    const inc = this.incoming;
    if (inc === null) return nothing;
    const dismiss = () => {
      this.incoming = null;
      offer.settled();
    };
    if (!inc.ok)
      return html`<div class="notice no-print" role="alert">
        <p><strong>${offer.what} in this link could not be used:</strong> ${inc.message}</p>
        <button type="button" @click=${dismiss}>Dismiss</button>
      </div>`;
    // Data that would take the place of saved entries can be merged with them instead.
    const mergeable =
      offer.merge === undefined && JSON.stringify(this.value) !== JSON.stringify(this.kind.empty());
    return html`<div class="notice no-print" role="alert">
      <p>${offer.describe(inc.data)}</p>
      ${
        mergeable
          ? html`<p>Using it replaces your saved ${this.kind.title}; merging keeps both.</p>`
          : nothing
      }
      <div class="row">
        <button type="button" class="primary" @click=${() => this.accept(inc.data, offer)}>
          ${offer.use}
        </button>
        ${
          mergeable
            ? html`<button
                type="button"
                @click=${() =>
                  this.accept(inc.data, {
                    ...offer,
                    merge: (o, saved) => mergeEntered(o, saved) as T,
                  })}
              >
                Merge with my saved ${this.kind.title}
              </button>`
            : nothing
        }
        <button type="button" @click=${dismiss}>${offer.keep}</button>
      </div>
    </div>`;
  }

  private async accept(data: T, offer: IncomingOffer<T>): Promise<void> {
    if (this.incoming?.ok !== true) return;
    const next = offer.merge ? offer.merge(data, this.value) : data;
    if (await this.save(next, offer.saved(data))) {
      this.incoming = null;
      offer.settled();
    }
  }

  private async readIncoming(param: string): Promise<void> {
    try {
      const text = await decompressParam(param, MAX_IMPORT_CHARS);
      const result = importUserData(this.kind, text, 'link');
      this.incoming = result.ok
        ? { ok: true, data: result.value }
        : {
            ok: false,
            message: result.issues
              .slice(0, 3)
              .map((i) => (i.path ? `${i.path}: ${i.message}` : i.message))
              .join(' '),
          };
    } catch (e) {
      this.incoming = {
        ok: false,
        message: e instanceof Error ? e.message : 'The link data is not valid.',
      };
    }
  }
}
