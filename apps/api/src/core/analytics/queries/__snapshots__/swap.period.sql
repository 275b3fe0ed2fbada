-- values: ["2026-01-01","2026-12-31"]
CREATE OR REPLACE TEMP TABLE touched AS
             SELECT DISTINCT company_id, registry_date FROM facts WHERE company_id IN (7, 500) AND registry_date BETWEEN $1::DATE AND $2::DATE
             UNION SELECT DISTINCT company_id, registry_date::DATE FROM staging;

-- values: ["2026-01-01","2026-12-31"]
DELETE FROM facts WHERE company_id IN (7, 500) AND registry_date BETWEEN $1::DATE AND $2::DATE;

-- values: none
INSERT INTO facts SELECT company_id, process_id, item_id, registry_date::DATE, acquirer_name, ncm, vmle::DECIMAL(18,2), vmld::DECIMAL(18,2), freight::DECIMAL(18,2), ii::DECIMAL(18,2), ipi::DECIMAL(18,2), pis::DECIMAL(18,2), cofins::DECIMAL(18,2), antidumping::DECIMAL(18,2), siscomex::DECIMAL(18,2), icms::DECIMAL(18,2), gross_weight::DECIMAL(18,3), net_weight::DECIMAL(18,3), origin_country, acquisition_country, exporter_name, exporter_country, manufacturer_name, manufacturer_city, manufacturer_country, incoterm, currency, urf_despacho, urf_entrada, recinto, mode, channel, declaration, presence_date::DATE, clearance_date::DATE, loading_date::DATE, delivery_date::DATE, channel_days, lpco_waits, product_code, product_description, quantity::DECIMAL(18,5), unit, expenses::DECIMAL(18,2), tax_regime, credits::DECIMAL(18,2) FROM staging ORDER BY company_id, registry_date;

-- values: none
DELETE FROM filter_values d WHERE EXISTS (SELECT 1 FROM touched t WHERE t.company_id = d.company_id AND t.registry_date = d.registry_date);

-- values: none
INSERT INTO filter_values SELECT DISTINCT company_id, registry_date, field, value
  FROM (UNPIVOT (SELECT company_id, registry_date, "incoterm", "mode", "urf_despacho", "urf_entrada", "recinto", "exporter_name", "manufacturer_name", "acquisition_country", "origin_country", "currency", "declaration" FROM facts JOIN touched USING (company_id, registry_date))
        ON "incoterm", "mode", "urf_despacho", "urf_entrada", "recinto", "exporter_name", "manufacturer_name", "acquisition_country", "origin_country", "currency", "declaration" INTO NAME field VALUE value)
  ORDER BY company_id, registry_date;

-- values: none
DELETE FROM process_facts d WHERE EXISTS (SELECT 1 FROM touched t WHERE t.company_id = d.company_id AND t.registry_date = d.registry_date);

-- values: none
INSERT INTO process_facts SELECT company_id, process_id, registry_date, any_value(mode),
    any_value(channel), any_value(presence_date), any_value(clearance_date), any_value(loading_date),
    any_value(delivery_date), any_value(channel_days), any_value(lpco_waits)
  FROM facts JOIN touched USING (company_id, registry_date)
  GROUP BY company_id, process_id, registry_date
  ORDER BY company_id, registry_date;

-- values: none
DELETE FROM day_sums d WHERE EXISTS (SELECT 1 FROM touched t WHERE t.company_id = d.company_id AND t.registry_date = d.registry_date);

-- values: none
INSERT INTO day_sums SELECT company_id, registry_date, mode, sum(ii), sum(ipi), sum(pis), sum(cofins),
    sum(antidumping), sum(siscomex), sum(vmld), sum(vmle), sum(icms), sum(freight), sum(gross_weight), sum(net_weight),
    count(*) FILTER (WHERE product_code IS NULL)
  FROM facts JOIN touched USING (company_id, registry_date)
  GROUP BY company_id, registry_date, mode
  ORDER BY company_id, registry_date;

-- values: none
DELETE FROM product_sums d WHERE EXISTS (SELECT 1 FROM touched t WHERE t.company_id = d.company_id AND t.registry_date = d.registry_date);

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
CREATE OR REPLACE TEMP TABLE touched_products AS SELECT DISTINCT company_id, product_code, process_id
          FROM facts JOIN touched USING (company_id, registry_date) WHERE product_code IS NOT NULL;

-- values: none
DELETE FROM product_spans s
          WHERE EXISTS (SELECT 1 FROM touched t WHERE t.company_id = s.company_id AND t.registry_date = s.registry_date)
            OR EXISTS (SELECT 1 FROM touched_products t WHERE t.company_id = s.company_id
              AND t.product_code = s.product_code AND t.process_id = s.process_id);

-- values: none
CREATE OR REPLACE TEMP TABLE touched_product_facts AS SELECT company_id, registry_date, product_code, ncm, exporter_name, origin_country, process_id
  FROM facts JOIN (SELECT DISTINCT company_id, registry_date FROM process_facts
    SEMI JOIN touched_products USING (company_id, process_id)) days USING (company_id, registry_date)
  SEMI JOIN touched_products USING (company_id, product_code, process_id);

-- values: none
INSERT INTO product_spans SELECT DISTINCT company_id, registry_date, product_code, ncm, exporter_name, origin_country, process_id
  FROM touched_product_facts SEMI JOIN (SELECT company_id, product_code, process_id
    FROM (SELECT DISTINCT company_id, registry_date, product_code, ncm, exporter_name, origin_country, process_id FROM touched_product_facts WHERE product_code IS NOT NULL)
    GROUP BY company_id, product_code, process_id HAVING count(*) > 1) spanning
    USING (company_id, product_code, process_id)
  ORDER BY company_id, registry_date;

-- values: none
DROP TABLE touched_product_facts;

-- values: none
DROP TABLE touched_products;
