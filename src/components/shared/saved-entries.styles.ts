import { css } from 'lit';

/**
 * The list of saved entries: its heading beside the "new" button, one ruled row per entry (the
 * open one underlined, marked "Open now"), the name over its line, the deletion's yes or no, and
 * the badges of an entry's state ("Open now", "not saved").
 */
export const savedEntriesStyles = css`
  .saved-head {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: center;
    gap: 0.5rem;
  }
  .saved-head h2 {
    margin: 0;
  }
  .saved-list {
    list-style: none;
    margin: 0.5rem 0 0;
    padding: 0;
  }
  .saved-list li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem;
    padding: 0.4rem 0;
    border-top: 1px solid var(--hs-border);
  }
  .saved-list li[aria-current='true'] strong {
    text-decoration: underline;
    text-decoration-thickness: 2px;
  }
  .saved-name {
    flex: 1 1 14rem;
    display: grid;
  }
  .saved .muted {
    color: var(--hs-muted);
  }
  .saved-name .muted {
    font-size: 0.9rem;
  }
  .confirm {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem;
  }
  .badge {
    display: inline-block;
    padding: 0 0.4rem;
    border: 1px solid var(--hs-warn-border);
    background: var(--hs-warn-bg);
    border-radius: 4px;
    font-size: 0.78rem;
    font-weight: 600;
  }
  button.danger {
    border-color: var(--hs-bad);
    color: var(--hs-bad);
  }
`;
