-- The back-office's companies list orders by the name in lower case without accents (issue #37,
-- features/admin/company-name-sql.ts: COMPANY_NAME_KEY, the same expression, letter for letter);
-- computing it for every company on each page cost ~10 µs a name, this index makes the page a walk.
CREATE INDEX "companies_name_key_idx" ON "companies" USING btree (lower(translate("name", 'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ', 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn')), "id");
