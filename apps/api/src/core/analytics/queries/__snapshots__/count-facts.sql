-- values: []
SELECT count(*) n FROM facts;
