/**
 * The sums of each company, registry day and mode: what a summary adds up when the drawer narrows
 * by nothing but companies and days (a year: about a thousand rows against about a million items),
 * and how many of the day's items carry no product code (what the Produtos screen says it leaves out).
 * Wide decimals, so a day's sum never overflows what its items hold.
 */
export const DAY_SUMS_DDL = `CREATE TABLE IF NOT EXISTS day_sums (company_id INTEGER, registry_date DATE, mode VARCHAR,
  ii DECIMAL(38,2), ipi DECIMAL(38,2), pis DECIMAL(38,2), cofins DECIMAL(38,2), antidumping DECIMAL(38,2),
  siscomex DECIMAL(38,2), vmld DECIMAL(38,2), vmle DECIMAL(38,2), icms DECIMAL(38,2), freight DECIMAL(38,2),
  gross_weight DECIMAL(38,3), net_weight DECIMAL(38,3), items_without_product INTEGER)`;

/** The day sums of the facts on the (company, day) pairs of the `touched` table. */
export const SELECT_TOUCHED_DAY_SUMS = `SELECT company_id, registry_date, mode, sum(ii), sum(ipi), sum(pis), sum(cofins),
    sum(antidumping), sum(siscomex), sum(vmld), sum(vmle), sum(icms), sum(freight), sum(gross_weight), sum(net_weight),
    count(*) FILTER (WHERE product_code IS NULL)
  FROM facts JOIN touched USING (company_id, registry_date)
  GROUP BY company_id, registry_date, mode
  ORDER BY company_id, registry_date`;
