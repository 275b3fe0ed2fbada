-- values: none
CREATE TABLE IF NOT EXISTS facts (company_id INTEGER, process_id INTEGER, item_id INTEGER, registry_date DATE, acquirer_name VARCHAR, ncm VARCHAR, vmle DECIMAL(18,2), vmld DECIMAL(18,2), freight DECIMAL(18,2), ii DECIMAL(18,2), ipi DECIMAL(18,2), pis DECIMAL(18,2), cofins DECIMAL(18,2), antidumping DECIMAL(18,2), siscomex DECIMAL(18,2), icms DECIMAL(18,2), gross_weight DECIMAL(18,3), net_weight DECIMAL(18,3), origin_country VARCHAR, acquisition_country VARCHAR, exporter_name VARCHAR, exporter_country VARCHAR, manufacturer_name VARCHAR, manufacturer_city VARCHAR, manufacturer_country VARCHAR, incoterm VARCHAR, currency VARCHAR, urf_despacho VARCHAR, urf_entrada VARCHAR, recinto VARCHAR, mode VARCHAR, channel VARCHAR, declaration VARCHAR, presence_date DATE, clearance_date DATE, loading_date DATE, delivery_date DATE, channel_days INTEGER, lpco_waits VARCHAR, product_code VARCHAR, product_description VARCHAR, quantity DECIMAL(18,5), unit VARCHAR, expenses DECIMAL(18,2), tax_regime VARCHAR, credits DECIMAL(18,2));

-- values: none
CREATE TABLE IF NOT EXISTS filter_values (company_id INTEGER, registry_date DATE, field VARCHAR, value VARCHAR);

-- values: none
CREATE TABLE IF NOT EXISTS process_facts (company_id INTEGER, process_id INTEGER,
  registry_date DATE, mode VARCHAR, channel VARCHAR, presence_date DATE, clearance_date DATE, loading_date DATE,
  delivery_date DATE, channel_days INTEGER, lpco_waits VARCHAR);

-- values: none
CREATE TABLE IF NOT EXISTS day_sums (company_id INTEGER, registry_date DATE, mode VARCHAR,
  ii DECIMAL(38,2), ipi DECIMAL(38,2), pis DECIMAL(38,2), cofins DECIMAL(38,2), antidumping DECIMAL(38,2),
  siscomex DECIMAL(38,2), vmld DECIMAL(38,2), vmle DECIMAL(38,2), icms DECIMAL(38,2), freight DECIMAL(38,2),
  gross_weight DECIMAL(38,3), net_weight DECIMAL(38,3), items_without_product INTEGER);

-- values: none
CREATE TABLE IF NOT EXISTS product_sums (company_id INTEGER, registry_date DATE,
  product_code VARCHAR, ncm VARCHAR, exporter_name VARCHAR, origin_country VARCHAR, description VARCHAR,
  items INTEGER, min_unit VARCHAR, max_unit VARCHAR, quantity DECIMAL(18,5), gross DECIMAL(18,2),
  costed_gross DECIMAL(18,2), costed_quantity DECIMAL(18,5), costed_credits DECIMAL(18,2),
  costed_without_regime INTEGER, min_unit_cost DOUBLE, max_unit_cost DOUBLE, processes INTEGER);

-- values: none
CREATE TABLE IF NOT EXISTS product_spans (company_id INTEGER, registry_date DATE,
  product_code VARCHAR, ncm VARCHAR, exporter_name VARCHAR, origin_country VARCHAR, process_id INTEGER);

-- values: none
CREATE TABLE IF NOT EXISTS sync_state (database_id VARCHAR NOT NULL, applied_change_id INTEGER NOT NULL);

-- values: none
DELETE FROM meta;

-- values: none
INSERT INTO meta VALUES (9);
