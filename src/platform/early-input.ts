/**
 * What a player changed in a prerendered form before its element was live is kept
 * (docs/decisions/0007, "Input before hydration").
 *
 * A tool's page is on screen before its code has run: a box ticked, an option picked or a number
 * typed in that window changes the drawn control, but no handler hears it, and the element's
 * hydration then sets the control back to the state it was drawn with. So, just before an element
 * hydrates, each control in its own shadow root that differs from how it was drawn (its
 * `defaultChecked`, `defaultValue` or `defaultSelected`) is noted; once the element's first update
 * is done, those controls get the player's value again and the `input` and `change` events the
 * browser would have sent, so the element's own handlers take it as if it came after hydration.
 * Nested elements are their own: each keeps its controls when it hydrates.
 */

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

interface Kept {
  readonly control: Control;
  /** Puts the player's value back; false when nothing needs to be said (an unticked radio). */
  readonly put: () => boolean;
}

/** The player's change to `control` since it was drawn, or null when it is as drawn. */
function changed(control: Control): Kept | null {
  if (control instanceof HTMLSelectElement) {
    const picked = [...control.options].map((o) => o.selected);
    if (picked.every((p, i) => p === (control.options[i]?.defaultSelected ?? false))) return null;
    // A select drawn with no option marked shows its first: that is not a change.
    const marked = [...control.options].some((o) => o.defaultSelected);
    if (!marked && !control.multiple && control.selectedIndex === 0) return null;
    return {
      control,
      put: () => {
        picked.forEach((p, i) => {
          const o = control.options[i];
          if (o) o.selected = p;
        });
        return true;
      },
    };
  }
  if (
    control instanceof HTMLInputElement &&
    (control.type === 'checkbox' || control.type === 'radio')
  ) {
    const checked = control.checked;
    if (checked === control.defaultChecked) return null;
    return {
      control,
      put: () => {
        control.checked = checked;
        // A radio unticked by its neighbour's tick says nothing: the neighbour speaks.
        return control.type === 'checkbox' || checked;
      },
    };
  }
  if (
    control instanceof HTMLInputElement &&
    ['button', 'submit', 'reset', 'file', 'image'].includes(control.type)
  )
    return null;
  const value = control.value;
  if (value === control.defaultValue) return null;
  return {
    control,
    put: () => {
      control.value = value;
      return true;
    },
  };
}

/**
 * Notes the controls of `el`'s shadow root that the player changed before it hydrated; the
 * function returned gives them back once `el`'s first update is done (call it right after
 * connecting `el`).
 */
export function keepEarlyInput(el: Element): () => void {
  const root = el.shadowRoot;
  if (!root) return () => undefined;
  const kept: Kept[] = [];
  for (const control of root.querySelectorAll<Control>('input, select, textarea')) {
    const k = changed(control);
    if (k) kept.push(k);
  }
  if (kept.length === 0) return () => undefined;
  return () => {
    const done = (el as Element & { updateComplete?: Promise<unknown> }).updateComplete;
    void Promise.resolve(done).then(() => {
      for (const { control, put } of kept) {
        // A control the first update took away (or disabled) is no longer the player's to set.
        if (!control.isConnected || control.disabled) continue;
        if (!put()) continue;
        control.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
        control.dispatchEvent(new Event('change', { bubbles: true }));
      }
    });
  };
}
