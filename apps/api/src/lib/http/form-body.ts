import { badRequest } from '../app-error.ts';

const decodeFormText = (text: string): string | null => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return null;
  }
};

/**
 * The parser of application/x-www-form-urlencoded bodies (the OAuth token calls): each field once
 * and percent-encoding that decodes, else a pt-BR 400 (invalid_request on the token calls) instead of
 * a list or the raw text reaching the grant's checks.
 */
export const parseFormBody = (text: string): Record<string, string> => {
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const pair of text.split('&')) {
    if (pair === '') continue;
    const separator = pair.indexOf('=');
    const name = decodeFormText(separator < 0 ? pair : pair.slice(0, separator));
    const value = decodeFormText(separator < 0 ? '' : pair.slice(separator + 1));
    if (name === null || value === null) {
      throw badRequest('O corpo do formulário tem uma codificação inválida (uma sequência % malformada).');
    }
    if (Object.hasOwn(fields, name)) {
      throw badRequest(`O campo ${name.slice(0, 100)} foi enviado mais de uma vez.`);
    }
    fields[name] = value;
  }
  return fields;
};
