/** Shares a URL: Web Share API where present, else the clipboard; says which happened. */
export async function shareLink(
  url: string,
  title: string,
): Promise<'shared' | 'copied' | 'manual' | 'cancelled'> {
  if (typeof navigator.share === 'function' && matchMedia('(pointer: coarse)').matches) {
    try {
      await navigator.share({ url, title });
      return 'shared';
    } catch (e) {
      if (e instanceof DOMException && e.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'manual';
  }
}
