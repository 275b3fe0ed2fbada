/** Text for an e-mail's HTML part: the five characters HTML gives meaning to, as numeric entities. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
