-- values: ["2026-01-01","2026-12-31"]
SELECT field, list_sort(list(DISTINCT value)) AS "values" FROM filter_values WHERE company_id IN (7, 500) AND registry_date BETWEEN $1::DATE AND $2::DATE GROUP BY field;
