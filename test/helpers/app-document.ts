/**
 * Makes the test page look like a built page: a <base> at the app root (built pages always have
 * one, so routes resolve against it rather than the current URL) and the global stylesheet.
 */
export async function setUpAppDocument(): Promise<void> {
  if (!document.querySelector('base')) {
    const base = document.createElement('base');
    base.href = '/';
    document.head.prepend(base);
  }
  if (!document.querySelector('link[data-app-css]')) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = '/src/styles/app.css';
    link.dataset['appCss'] = '';
    const loaded = new Promise((ok, fail) => {
      link.onload = ok;
      link.onerror = fail;
    });
    document.head.append(link);
    await loaded;
  }
}
