/**
 * The roll tool's two-party section and what it says when a changed input clears a roll. Kept
 * apart so the roller's element keeps to its state and events.
 */
import { html } from 'lit';
import type { RollTool } from '../../core/shared/tool.js';
import type { Inputs } from '../../core/shared/types.js';
import type { ShownRoll } from '../../core/shared/roll-link.js';
import type { Store } from '../../storage/store-types.js';
import type { TwoPartyLinkEvent, TwoPartyResultEvent } from './hs-two-party.js';
import './hs-two-party.js';

/** What the section needs from the roller. */
export interface TwoPartyParts {
  readonly tool: RollTool;
  readonly game: string;
  readonly inputs: Inputs;
  readonly store: Store | undefined;
  readonly token: string | null;
  onLink(e: TwoPartyLinkEvent): void;
  onResult(e: TwoPartyResultEvent): void;
}

/** The two-party section, once the store is open (its steps are kept there). */
export function renderTwoParty(p: TwoPartyParts) {
  return html`<hs-two-party
    class="no-print"
    .tool=${p.tool}
    .game=${p.game}
    .inputs=${p.inputs}
    .store=${p.store}
    .token=${p.token}
    @hs-two-party-link=${p.onLink}
    @hs-two-party-result=${p.onResult}
  ></hs-two-party>`;
}

/** Said when an input changed under a roll or a two-party step, which were cleared. */
export function clearedText(shown: ShownRoll | null, twoParty: string | null): string {
  if (shown?.source.kind === 'two-party' || (twoParty !== null && !shown))
    return 'The setup changed, so the two-party roll no longer applies and was cleared. Open its link again to see it.';
  return 'The inputs changed, so the earlier roll was cleared: it was rolled with the earlier inputs (it stays in the roll log). Roll again for these.';
}
