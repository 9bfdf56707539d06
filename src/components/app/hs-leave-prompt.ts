import { LitElement, css, html, nothing, type PropertyValues } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { sharedStyles } from '../shared/shared-styles.js';

/** What the player is about to do that would drop unsaved work. */
export type LeaveAction = 'leave' | 'update' | 'replace';

/** The player's answer: save the work first, go on without it, or stay. */
export type LeaveDecision = 'save' | 'discard' | 'stay';

/** The answers in the order their buttons stand; saving first, offered only where it can be. */
const DECISIONS: readonly LeaveDecision[] = ['save', 'discard', 'stay'];

/** Fired with the player's answer. */
export type LeaveDecisionEvent = CustomEvent<{ decision: LeaveDecision }>;

const TEXT = {
  leave: {
    title: 'Leave this page?',
    save: 'Save, then leave',
    discard: 'Leave without saving',
    stay: 'Stay on this page',
  },
  update: {
    title: 'Update now?',
    save: 'Save, then update',
    discard: 'Update without saving',
    stay: 'Not now',
  },
  replace: {
    title: 'Go on without what is not saved?',
    save: 'Save, then go on',
    discard: 'Go on without saving',
    stay: 'Keep it',
  },
} as const;

/**
 * The question asked when leaving a page or updating the app would drop work that is not saved:
 * what it is, and three answers (save it first where it can be saved, go on without it, stay).
 * Takes the focus when it opens, so a keyboard or screen-reader user meets it at once.
 *
 * @summary Unsaved-work question of the app shell.
 * @fires hs-leave-decision - the player answered
 */
@customElement('hs-leave-prompt')
export class HsLeavePrompt extends LitElement {
  static override styles = [
    sharedStyles,
    css`
      :host {
        position: fixed;
        inset: auto 1rem 1rem 1rem;
        z-index: 5;
        max-width: 32rem;
        margin: 0 auto;
        display: block;
        padding: 0.75rem 1rem;
        background: var(--hs-surface);
        border: 2px solid var(--hs-accent);
        border-radius: var(--hs-radius);
        box-shadow: 0 4px 16px rgb(0 0 0 / 30%);
      }
      h2 {
        margin: 0 0 0.5rem;
        font-size: 1.1rem;
      }
      p,
      ul {
        margin: 0 0 0.5rem;
      }
      .row {
        display: flex;
        flex-wrap: wrap;
        gap: 0.5rem;
      }
      @media print {
        :host {
          display: none;
        }
      }
    `,
  ];

  /** What is about to happen. */
  @property() action: LeaveAction = 'leave';
  /** The unsaved work, by name. */
  @property({ attribute: false }) work: readonly string[] = [];
  /** Whether all of it can be saved from here. */
  @property({ type: Boolean }) canSave = false;
  /** Why the last "save first" did not save everything, if it did not. */
  @property() problem = '';

  override firstUpdated(): void {
    this.renderRoot.querySelector('button')?.focus();
  }

  override updated(changed: PropertyValues<this>): void {
    if (changed.has('problem') && this.problem) this.renderRoot.querySelector('button')?.focus();
  }

  private decide(decision: LeaveDecision): void {
    this.dispatchEvent(
      new CustomEvent('hs-leave-decision', {
        detail: { decision },
        bubbles: true,
        composed: true,
      }),
    );
  }

  override render() {
    const t = TEXT[this.action];
    return html`<div role="alertdialog" aria-labelledby="leave-h" aria-describedby="leave-d">
      <h2 id="leave-h">${t.title}</h2>
      <div id="leave-d">
        <p>${this.action === 'update' ? 'Updating reloads the page. ' : ''}Not saved yet:</p>
        <ul>
          ${this.work.map((w) => html`<li>${w}</li>`)}
        </ul>
        ${this.problem ? html`<p role="alert">${this.problem}</p>` : nothing}
      </div>
      <div class="row">
        ${(this.canSave ? DECISIONS : DECISIONS.slice(1)).map(
          (d) =>
            html`<button
              type="button"
              class=${d === 'save' ? 'primary' : nothing}
              @click=${() => {
                this.decide(d);
              }}
            >
              ${t[d]}
            </button>`,
        )}
      </div>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'hs-leave-prompt': HsLeavePrompt;
  }
  interface GlobalEventHandlersEventMap {
    'hs-leave-decision': LeaveDecisionEvent;
  }
}
