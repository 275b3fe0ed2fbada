/** RFC 5987 value: encodeURIComponent leaves ' ( ) * unescaped, which the header grammar does not allow. */
const encodeRfc5987 = (value: string): string =>
  encodeURIComponent(value).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/** Printable ASCII without accents, quotes or backslashes, for clients that ignore `filename*`. */
const asciiFallback = (name: string): string => {
  const ascii = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_')
    .trim();
  return ascii === '' ? 'arquivo' : ascii;
};

/** `attachment; filename="<ascii>"; filename*=UTF-8''<encoded>`: the original name survives any accent. */
export const attachmentDisposition = (fileName: string): string =>
  `attachment; filename="${asciiFallback(fileName)}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
