/**
 * The generic roller's panel: how to roll, the outcome (announced), and the breakdown, odds and
 * share link. Drawn as a tool's page it stays in view at the table (beside the inputs, or as a
 * bar at the bottom of a phone's screen whose breakdown opens from a button). A template over
 * the roller's state and handlers. A game's own odds of the same roll (The Price of Freedom's
 * losses) go in the roller's `odds` slot, right after the outcome odds.
 */
import { html, nothing } from 'lit';
import type { RollTool } from '../../core/shared/tool.js';
import type { Distribution } from '../../core/shared/types.js';
import { renderRollControls, type RollControlsView } from './roll-controls.js';
import { renderRollBreakdown, renderRollOutcome, type RollResultView } from './roll-result.js';
import { renderRollOdds } from './roll-extras.js';
import '../shared/hs-share-button.js';
import './hs-forum-copy.js';

/** What the panel shows and what it calls back. */
export interface RollPanelView {
  readonly tool: RollTool;
  readonly controls: RollControlsView;
  /** The roll on screen, or null before any. */
  readonly result: RollResultView | null;
  /** The exact odds, or null when the roll is not allowed. */
  readonly odds: Distribution<string> | null;
  /** Whether the breakdown is open from the bar (the side panel always shows it). */
  readonly opened: boolean;
  toggle(): void;
  /** The share button's label, or null when the page has no link to share. */
  readonly shareLabel: string | null;
  /** What was last announced to assistive technology. */
  readonly announcement: string;
  /** The roll written out for a forum post (text and Markdown), or null before a roll. */
  readonly forum: { readonly text: string; readonly markdown: string } | null;
  /** Why the last roll is no longer shown (its inputs changed), or ''. */
  readonly cleared: string;
}

/** The roll panel: controls, outcome, then the breakdown, odds and share link. */
export function renderRollPanel(v: RollPanelView) {
  const { tool } = v;
  return html`<section
    class="roll ${v.opened ? 'open' : ''} ${v.result ? 'rolled' : ''}"
    aria-labelledby="roll-h"
  >
    <h2 id="roll-h">Roll</h2>
    ${renderRollControls(v.controls)}
    <div class="result" aria-live="polite" aria-atomic="true">
      ${v.cleared && !v.result ? html`<p class="cleared">${v.cleared}</p>` : nothing}
      ${renderRollOutcome(v.result)}
    </div>
    <button
      type="button"
      class="more-toggle"
      aria-expanded=${v.opened ? 'true' : 'false'}
      aria-controls="roll-more"
      @click=${() => {
        v.toggle();
      }}
    >
      ${v.opened ? 'Hide the full result' : 'Full result, breakdown and odds'}
    </button>
    <div class="more" id="roll-more">
      ${renderRollBreakdown(v.result)}
      <div class="odds-pair">${renderRollOdds(tool, v.odds)}<slot name="odds"></slot></div>
      ${
        v.shareLabel
          ? html`<hs-share-button
              .url=${location.href}
              .heading=${`${tool.title} · Haversack`}
              label=${v.shareLabel}
            ></hs-share-button>`
          : nothing
      }
      ${
        v.forum
          ? html`<hs-forum-copy
              .text=${v.forum.text}
              .markdown=${v.forum.markdown}
            ></hs-forum-copy>`
          : nothing
      }
    </div>
    <p class="visually-hidden" role="status">${v.announcement}</p>
  </section>`;
}
