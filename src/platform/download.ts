/** Saves text as a file through the browser's download (works offline; nothing leaves the device). */
export function downloadText(filename: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 10_000);
}

/** Reads a file the player picked, refusing anything over `maxBytes` before reading it. */
export async function readTextFile(file: File, maxBytes: number): Promise<string> {
  if (file.size > maxBytes) {
    const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
    const limit = `${(maxBytes / 1024 / 1024).toFixed(0)} MB`;
    // Just over the limit, megabytes round to the limit itself: give the bytes instead.
    const size =
      mb(file.size) === mb(maxBytes)
        ? `${file.size.toLocaleString('en')} bytes`
        : `${mb(file.size)} MB`;
    throw new RangeError(
      `The file is too large (${size}; the limit is ${limit}): it was not read.`,
    );
  }
  return file.text();
}
