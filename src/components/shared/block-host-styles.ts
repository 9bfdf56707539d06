import { css } from 'lit';

/**
 * A view that is a block and sizes every box by its border: the first rules of a full-page
 * tool's styles, written once.
 */
export const blockHostStyles = css`
  :host {
    display: block;
  }
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
`;
