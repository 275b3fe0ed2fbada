-- values: none
DROP TABLE facts;

-- values: none
ALTER TABLE facts_next RENAME TO facts;

-- values: none
CREATE OR REPLACE TEMP TABLE touched AS SELECT DISTINCT company_id, registry_date FROM facts;

-- values: none
DELETE FROM filter_values;

-- values: none
INSERT INTO filter_values SELECT DISTINCT company_id, registry_date, field, value
  FROM (UNPIVOT (SELECT company_id, registry_date, "incoterm", "mode", "urf_despacho", "urf_entrada", "recinto", "exporter_name", "manufacturer_name", "acquisition_country", "origin_country", "currency", "declaration" FROM facts JOIN touched USING (company_id, registry_date))
        ON "incoterm", "mode", "urf_despacho", "urf_entrada", "recinto", "exporter_name", "manufacturer_name", "acquisition_country", "origin_country", "currency", "declaration" INTO NAME field VALUE value)
  ORDER BY company_id, registry_date;

-- values: none
DELETE FROM process_facts;

-- values: none
INSERT INTO process_facts SELECT company_id, process_id, registry_date, any_value(mode),
    any_value(channel), any_value(presence_date), any_value(clearance_date), any_value(loading_date),
    any_value(delivery_date), any_value(channel_days), any_value(lpco_waits)
  FROM facts JOIN touched USING (company_id, registry_date)
  GROUP BY company_id, process_id, registry_date
  ORDER BY company_id, registry_date;

-- values: none
DELETE FROM day_sums;

-- values: none
INSERT INTO day_sums SELECT company_id, registry_date, mode, sum(ii), sum(ipi), sum(pis), sum(cofins),
    sum(antidumping), sum(siscomex), sum(vmld), sum(vmle), sum(icms), sum(freight), sum(gross_weight), sum(net_weight),
    count(*) FILTER (WHERE product_code IS NULL)
  FROM facts JOIN touched USING (company_id, registry_date)
  GROUP BY company_id, registry_date, mode
  ORDER BY company_id, registry_date;

-- values: none
DELETE FROM product_sums;

-- values: none
INSERT INTO product_sums SELECT company_id, registry_date, product_code, ncm, exporter_name,
    origin_country, arg_max(product_description, item_id), count(*),
    min(unit) FILTER (WHERE quantity IS NOT NULL), max(unit) FILTER (WHERE quantity IS NOT NULL), sum(quantity),
    sum((vmld + ii + ipi + pis + cofins + antidumping + siscomex + icms + expenses)), sum((vmld + ii + ipi + pis + cofins + antidumping + siscomex + icms + expenses)) FILTER (WHERE quantity > 0),
    sum(quantity) FILTER (WHERE quantity > 0), sum(credits) FILTER (WHERE quantity > 0),
    count(*) FILTER (WHERE quantity > 0 AND credits IS NULL),
    min((round(vmld::DOUBLE / quantity::DOUBLE, 4) + round(ii::DOUBLE / quantity::DOUBLE, 4) + round(ipi::DOUBLE / quantity::DOUBLE, 4) + round(pis::DOUBLE / quantity::DOUBLE, 4) + round(cofins::DOUBLE / quantity::DOUBLE, 4) + round(antidumping::DOUBLE / quantity::DOUBLE, 4) + round(siscomex::DOUBLE / quantity::DOUBLE, 4) + round(icms::DOUBLE / quantity::DOUBLE, 4) + round(expenses::DOUBLE / quantity::DOUBLE, 4))) FILTER (WHERE quantity > 0), max((round(vmld::DOUBLE / quantity::DOUBLE, 4) + round(ii::DOUBLE / quantity::DOUBLE, 4) + round(ipi::DOUBLE / quantity::DOUBLE, 4) + round(pis::DOUBLE / quantity::DOUBLE, 4) + round(cofins::DOUBLE / quantity::DOUBLE, 4) + round(antidumping::DOUBLE / quantity::DOUBLE, 4) + round(siscomex::DOUBLE / quantity::DOUBLE, 4) + round(icms::DOUBLE / quantity::DOUBLE, 4) + round(expenses::DOUBLE / quantity::DOUBLE, 4))) FILTER (WHERE quantity > 0),
    count(DISTINCT process_id)
  FROM facts JOIN touched USING (company_id, registry_date)
  WHERE product_code IS NOT NULL
  GROUP BY company_id, registry_date, product_code, ncm, exporter_name, origin_country
  ORDER BY company_id, registry_date;

-- values: none
DELETE FROM product_spans;

-- values: none
INSERT INTO product_spans SELECT DISTINCT company_id, registry_date, product_code, ncm, exporter_name, origin_country, process_id
  FROM facts SEMI JOIN (SELECT company_id, product_code, process_id
    FROM (SELECT DISTINCT company_id, registry_date, product_code, ncm, exporter_name, origin_country, process_id FROM facts WHERE product_code IS NOT NULL)
    GROUP BY company_id, product_code, process_id HAVING count(*) > 1) spanning
    USING (company_id, product_code, process_id)
  ORDER BY company_id, registry_date;
