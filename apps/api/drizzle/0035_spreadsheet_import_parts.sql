CREATE TABLE "spreadsheet_import_parts" (
	"import_id" integer NOT NULL,
	"part" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "spreadsheet_import_parts_pk" PRIMARY KEY("import_id","part")
);
--> statement-breakpoint
ALTER TABLE "spreadsheet_import_parts" ADD CONSTRAINT "spreadsheet_import_parts_import_id_spreadsheet_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."spreadsheet_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "spreadsheet_import_parts" ("import_id", "part", "bytes")
  SELECT "id", "n", substring("content" from "n" * 1048576 + 1 for 1048576)
  FROM "spreadsheet_imports", generate_series(0, greatest((length("content") - 1) / 1048576, 0)) AS "n";--> statement-breakpoint
ALTER TABLE "spreadsheet_imports" DROP COLUMN "content";