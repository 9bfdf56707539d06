/**
 * In Freedom's Cause's coop/solo tracker: its own panel (the INITIATIVE button, which rolls) and
 * its styles; everything else is drawn by the generic tracker shell.
 */
import { css } from 'lit';
import type { TrackerParts } from '../../components/renderers/tracker/panel-context.js';
import { initiativePanel } from './initiative-panel.js';

const styles = css`
  .initiative {
    display: grid;
    gap: calc(var(--hs-space) / 2);
  }
  .initiative-button {
    min-height: calc(var(--hs-target) * 1.25);
    min-width: 12rem;
    justify-self: start;
    font-size: 1.25rem;
    letter-spacing: 0.08em;
  }
  .last-press {
    overflow-wrap: anywhere;
  }
`;

/** The coop/solo tracker's own panel and styles. */
export const COOP_PARTS: TrackerParts = {
  panels: { initiative: initiativePanel },
  styles: [styles],
};
