import { css } from 'lit';

/**
 * A file picker that looks and sizes like the app's buttons: `<label class="file button">Text
 * <input type="file"></label>`. The real input covers the label, invisible, so a tap anywhere on
 * the 44 px button opens the picker and the keyboard focus ring shows on the button.
 */
export const fileButtonStyles = css`
  label.file {
    position: relative;
  }
  /* The label is a button, border included in its 44 px: the input covers the border too. */
  label.file input {
    position: absolute;
    inset: -2px;
    opacity: 0;
    cursor: pointer;
  }
  label.file:has(input:focus-visible) {
    outline: 3px solid var(--hs-focus);
    outline-offset: 2px;
  }
`;
