import { css, html, nothing, type TemplateResult } from 'lit';

/** A problem ('error') or a note (any other level) found by a rules check, with its rule. */
export interface CheckMessage {
  readonly level: string;
  readonly text: string;
  readonly rule: string;
}

/** How a check's verdict reads. */
export interface CheckVerdict {
  readonly valid: boolean;
  /** The verdict when there is no error: 'These bids keep to the rules.' */
  readonly ok: string;
  /** The verdict when there are errors: '2 to fix:'. */
  readonly bad: string;
  /** Announce changes as the player types. */
  readonly live?: boolean;
  /** Text and rule as shown (e.g. with ruling codes linked); as they are by default. */
  readonly format?: (text: string) => unknown;
}

/**
 * A rules check's verdict and every message, errors first, each with its rule: the one form in
 * which the worksheets (army builder, bidding) report what their rules core found.
 */
export function checkMessages(
  messages: readonly CheckMessage[],
  verdict: CheckVerdict,
): TemplateResult {
  const format = verdict.format ?? ((t: string) => t);
  const errors = messages.filter((m) => m.level === 'error');
  const notes = messages.filter((m) => m.level !== 'error');
  return html`<div class="messages" aria-live=${verdict.live ? 'polite' : nothing}>
    <p class="verdict ${verdict.valid ? 'ok' : 'bad'}">
      ${verdict.valid ? verdict.ok : verdict.bad}
    </p>
    ${
      messages.length > 0
        ? html`<ul>
            ${[...errors, ...notes].map(
              (m) =>
                html`<li class=${m.level}>
                  ${m.level === 'error' ? nothing : html`<strong>Note:</strong> `}${format(m.text)}
                  <span class="rule">${format(m.rule)}</span>
                </li>`,
            )}
          </ul>`
        : nothing
    }
  </div>`;
}

/** Styles of `checkMessages`: errors and a failing verdict in the warning colour. */
export const checkMessagesStyles = css`
  .messages ul {
    margin: 0;
    padding-left: 1.1rem;
    max-height: 40vh;
    overflow: auto;
  }
  .messages li {
    margin-bottom: 0.3rem;
  }
  .messages li.error {
    color: var(--hs-bad);
  }
  .messages .rule {
    white-space: normal;
  }
  .verdict {
    font-weight: 700;
    margin: 0.5rem 0 0.25rem;
  }
  .verdict.ok {
    color: var(--hs-good);
  }
  .verdict.bad {
    color: var(--hs-bad);
  }
`;
