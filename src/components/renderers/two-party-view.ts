/**
 * What the two-party section of a roll tool shows at each step, in plain words: how to start,
 * the request link to send, the request to answer, the answer link to send back, the verified
 * result, a refusal, and this tool's two-party rolls kept on the device (a request answered and
 * never revealed stays listed as such). A template over `hs-two-party`'s state.
 */
import { html, nothing } from 'lit';
import type { TwoPartyRequest } from '../../core/shared/two-party.js';
import type { TwoPartyRecord } from '../../core/shared/two-party-record.js';
import type { TwoPartyView } from './two-party-flow.js';

/** What the template needs. */
export interface TwoPartyViewParts {
  readonly view: TwoPartyView;
  readonly busy: boolean;
  readonly message: string;
  readonly records: readonly TwoPartyRecord[];
  readonly title: string;
  linkOf(token: string): string;
  start(): void;
  answer(request: TwoPartyRequest): void;
  readonly origin: string;
  /** False when this device keeps data only until the app closes (storage unavailable). */
  readonly persistent: boolean;
}

/** A link to send: share button, and the link in a field to copy by hand. */
function sendLink(v: TwoPartyViewParts, token: string, label: string, what: string) {
  const url = v.linkOf(token);
  return html`<hs-share-button
      .url=${url}
      .heading=${`${v.title} · ${what} · Haversack`}
      label=${label}
    ></hs-share-button>
    <p>
      <label class="link-field"
        >${what}
        <input
          type="text"
          class="link"
          readonly
          .value=${url}
          @focus=${(e: Event) => {
            (e.target as HTMLInputElement).select();
          }}
      /></label>
    </p>`;
}

/** Where a stored two-party roll stands, in words. */
function recordState(r: TwoPartyRecord): string {
  switch (r.state) {
    case 'requested':
      return 'you asked; waiting for the answer';
    case 'answered':
      return 'you answered; the roller has not revealed the result yet';
    case 'revealed':
      return 'revealed; the result is made';
    case 'verified':
      return 'you answered; the result was checked on this device';
  }
}

function recordList(v: TwoPartyViewParts) {
  if (v.records.length === 0) return nothing;
  return html`<h3>Two-party rolls on this device</h3>
    <ul class="records">
      ${v.records.map(
        (r) =>
          html`<li>
            <a href=${new URL(r.link, `${v.origin}${location.pathname}`).href}
              >${new Date(r.createdAt).toLocaleString()}</a
            >: ${recordState(r)}
          </li>`,
      )}
    </ul>`;
}

function body(v: TwoPartyViewParts) {
  const view = v.view;
  switch (view.kind) {
    case 'idle':
      return html`<p>
          A roll neither player can bias, made over links: you send a request, your opponent adds
          his own random part, and the dice come from both. Set the situation first: the request
          fixes it.
        </p>
        <button
          type="button"
          ?disabled=${v.busy}
          @click=${() => {
            v.start();
          }}
        >
          Ask my opponent for a two-party roll
        </button>
        ${recordList(v)}`;
    case 'requested':
      return html`<p class="status" role="status">
          Request made. Send this link to your opponent; when his answer link comes back, open it on
          this device to reveal the roll.
        </p>
        ${sendLink(v, view.token, 'Share the request', 'Request link')}`;
    case 'to-answer':
      return html`<p class="status">
          Your opponent asks for a two-party roll with the situation shown above. Check it: the roll
          will be made with exactly this setup. Answering adds your own random part; he cannot know
          it in advance, and he committed to his before seeing it.
        </p>
        <button
          type="button"
          ?disabled=${v.busy}
          @click=${() => {
            v.answer(view.request);
          }}
        >
          Answer with my random part
        </button>`;
    case 'answered':
      return html`<p class="status" role="status">
          ${view.again ? 'You already answered this request; this is the same answer. ' : ''}Send
          this answer link back to the roller. When he sends the result link, open it here to check
          it. If no result comes, the roll was never revealed: this device keeps the request, listed
          as not revealed.
        </p>
        ${
          view.key
            ? html`<p class="rule">
                Answered with your answering key ${view.key}. Another device gives this same answer
                only if it holds the same key (restore a backup of this device there); one that does
                not would give another answer, and the roller could choose between the two, so
                answer each request on one device.
              </p>`
            : nothing
        }
        ${sendLink(v, view.token, 'Share the answer', 'Answer link')}`;
    case 'result':
      return html`${
        view.proves
          ? html`<p class="status" role="status">${view.status}</p>`
          : html`<div class="notice" role="status">
              <strong>This roll proves nothing on this device.</strong>
              <p>${view.status}</p>
            </div>`
      }
      ${sendLink(v, view.token, 'Share the result', 'Result link')}`;
    case 'refused':
      return html`<div class="notice" role="alert">
        <strong>This two-party roll is refused.</strong>
        <p>${view.message}</p>
      </div>`;
  }
}

/** The two-party section. */
export function renderTwoPartyView(v: TwoPartyViewParts) {
  return html`<section aria-labelledby="tp-h">
    <h2 id="tp-h">Two-party roll</h2>
    ${
      v.persistent
        ? nothing
        : html`<p class="notice">
            This device cannot keep data right now: a two-party roll started here is lost when the
            app closes.
          </p>`
    }
    ${body(v)} ${v.message ? html`<p role="alert">${v.message}</p>` : nothing}
  </section>`;
}
