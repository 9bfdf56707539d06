// The app asks before a page with unsaved work is left (a `beforeunload` listener while something
// is unsaved: src/components/app/unsaved-work.ts). A check that types into a form and then goes to the next route
// answers that question "leave" as a player would, so the navigation is not held open forever.
// Any other dialog is unexpected: it is dismissed and reported on the console.

/** Answers the browser's leave-the-page question on `page`; dismisses and reports any other dialog. */
export function leaveUnsaved(page) {
  page.on('dialog', (dialog) => {
    if (dialog.type() === 'beforeunload') {
      void dialog.accept().catch(() => undefined);
      return;
    }
    console.error(`unexpected ${dialog.type()} dialog: ${dialog.message()}`);
    void dialog.dismiss().catch(() => undefined);
  });
}
