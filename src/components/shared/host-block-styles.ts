import { css } from 'lit';

/**
 * The element is a block: a custom element is inline until told otherwise, and the small shared
 * parts of a tool (the dice entry, the modifier list) each fill their own line.
 */
export const hostBlockStyles = css`
  :host {
    display: block;
  }
`;
