import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { companies } from '../../db/schema/companies.ts';

// Portuguese accents, both cases: lower() under the C locale (PGlite's) leaves accented capitals
// alone, so translate() lists them too.
const ACCENTED = 'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ';
const UNACCENTED = 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn';

/**
 * The order of the companies list: the name in lower case without accents, whatever the
 * database's collation (under C, 'Hércules' came after 'Horizonte'). translate() costs about 10 µs
 * a name, so 10,000 companies cost 100 ms to sort: migration 0018 indexes this very expression
 * (companies_name_key_idx; migration 0020 the users' users_name_key_idx) and the page is a walk of that index. The letters are literals, not
 * bind parameters, so the planner sees the index's expression; keep both texts equal.
 */
export const nameKeyOf = (column: SQLWrapper): SQL =>
  sql`lower(translate(${column}, ${sql.raw(`'${ACCENTED}'`)}, ${sql.raw(`'${UNACCENTED}'`)}))`;

export const COMPANY_NAME_KEY: SQL = nameKeyOf(companies.name);

/** Every form a plain letter may take in a name: its accented variants, in both cases. */
const LETTER_FORMS: Readonly<Record<string, string>> = {
  a: 'aáàâãäAÁÀÂÃÄ',
  e: 'eéèêëEÉÈÊË',
  i: 'iíìîïIÍÌÎÏ',
  o: 'oóòôõöOÓÒÔÕÖ',
  u: 'uúùûüUÚÙÛÜ',
  c: 'cçCÇ',
  n: 'nñNÑ',
};

const withoutAccents = (text: string): string => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/**
 * A regular expression (PostgreSQL's `~*`) that finds the search text in a name, accents and case
 * aside: 'textil' and 'TÊXTIL' both find 'Têxtil'. Every character the user typed stands for itself
 * (the expression's own symbols are escaped), so no input is a pattern. A regular expression rather
 * than ILIKE over translate(): a tenth of the cost per name where every name is read (a short
 * search's count), and the names' trigram indexes (migration 0025) serve it for a selective one.
 */
export const nameSearchPattern = (search: string): string =>
  [...withoutAccents(search).toLowerCase()]
    .map((char) => {
      const forms = LETTER_FORMS[char];
      if (forms) return `[${forms}]`;
      return /[\\^$.|?*+()[\]{}-]/.test(char) ? `\\${char}` : char;
    })
    .join('');
