import { css } from 'lit';

/**
 * A number stepper (`.stepper`: a minus button, the number field, a plus button) kept on one line
 * with a field a few digits wide, as the calculator and the roll tools' modifier lists draw it.
 */
export const stepperStyles = css`
  .stepper {
    display: inline-flex;
    align-items: center;
    gap: 0.25rem;
  }
  .stepper input {
    width: 4.5rem;
    text-align: center;
  }
`;
