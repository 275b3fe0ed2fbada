-- The back-office's users list (issue #37, features/admin/admin-user-repository.ts: USER_NAME_KEY,
-- the companies' expression applied to users.name, letter for letter) orders by the name in lower
-- case without accents; at 100k users computing it for every row on each page would cost about a
-- second, this index makes the page a walk.
CREATE INDEX "users_name_key_idx" ON "users" USING btree (lower(translate("name", 'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ', 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn')), "id");
