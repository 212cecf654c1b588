/** Hands bytes the console fetched or made to the browser's download, as a file named `name`. */
export function saveFile(blob: Blob, name: string) {
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the bytes to the browser's download by the next task.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 0);
}
