// Hands a file the app holds in memory to the browser to save, as a link with a download name
// would: the browser's own download (its folder, its prompt if the user asked for one).
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  // The browser takes the file on click, so the URL can go at once.
  link.click();
  URL.revokeObjectURL(url);
}
