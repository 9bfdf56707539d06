import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { DiceSpec } from '../../core/shared/types.js';
import { sharedStyles } from './shared-styles.js';
import { hostBlockStyles } from './host-block-styles.js';

/** Fired when the player picks a face; `faces` holds one entry per die (null until picked). */
export type DiceChangeEvent = CustomEvent<{ faces: (number | null)[] }>;

/**
 * Big face buttons for entering dice rolled at the table ("I rolled a 4"), one group per die.
 *
 * @summary Enter the faces of physical dice.
 * @fires hs-dice-change - a face was picked
 */
@customElement('hs-dice-entry')
export class HsDiceEntry extends LitElement {
  static override styles = [
    sharedStyles,
    hostBlockStyles,
    css`
      fieldset {
        border: none;
        padding: 0;
        margin: 0 0 0.5rem;
      }
      legend {
        font-weight: 600;
        margin-bottom: 0.25rem;
      }
      .faces {
        display: grid;
        grid-template-columns: repeat(auto-fill, minmax(2.75rem, 1fr));
        gap: 0.4rem;
        max-width: 24rem;
      }
      button {
        font-size: 1.25rem;
        padding: 0.25rem;
      }
      button[aria-pressed='true'] {
        background: var(--hs-accent);
        color: var(--hs-accent-text);
      }
    `,
  ];

  /** The dice to enter. */
  @property({ attribute: false }) dice: DiceSpec = { count: 1, sides: 6 };
  /** Name of the roll ("Attacker"), used in the group labels. */
  @property() label = 'Die';
  /** The faces picked so far. */
  @property({ attribute: false }) faces: (number | null)[] = [];
  /** No face can be picked (the roll is not allowed under the current inputs). */
  @property({ type: Boolean }) disabled = false;

  private pick(die: number, face: number): void {
    const faces = Array.from({ length: this.dice.count }, (_, i) => this.faces[i] ?? null);
    faces[die] = face;
    this.dispatchEvent(
      new CustomEvent('hs-dice-change', { detail: { faces }, bubbles: true, composed: true }),
    );
  }

  override render() {
    return html`${Array.from({ length: this.dice.count }, (_, die) => {
      const name =
        this.dice.count > 1
          ? `${this.label}, die ${die + 1} (d${this.dice.sides})`
          : `${this.label} (d${this.dice.sides})`;
      return html`<fieldset>
        <legend>${name}</legend>
        <div class="faces">
          ${Array.from({ length: this.dice.sides }, (_, i) => i + 1).map(
            (face) =>
              html`<button
                type="button"
                aria-pressed=${this.faces[die] === face ? 'true' : 'false'}
                aria-label=${`${name}: ${face}`}
                ?disabled=${this.disabled}
                @click=${() => {
                  this.pick(die, face);
                }}
              >
                ${face}
              </button>`,
          )}
        </div>
      </fieldset>`;
    })}${nothing}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'hs-dice-entry': HsDiceEntry;
  }
  interface GlobalEventHandlersEventMap {
    'hs-dice-change': DiceChangeEvent;
  }
}
