import { css } from 'lit';
import { sharedStyles } from './shared-styles.js';

/**
 * What the panels of things kept on the device share (the saved games, a roll log, the entered
 * data): the shared styles, each panel a block of its page, and its list of saved things
 * (`.saved`) unmarked, each entry ruled off below.
 */
export const savedDataStyles = [
  sharedStyles,
  css`
    :host {
      display: block;
    }
    .saved {
      list-style: none;
      margin: 0;
      padding: 0;
    }
    .saved > li {
      padding: 0.5rem 0;
      border-bottom: 1px solid var(--hs-border);
    }
  `,
];
