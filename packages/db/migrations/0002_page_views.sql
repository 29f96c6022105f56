CREATE TABLE "page_views" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "page_views_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"path" text NOT NULL,
	"country_code" text,
	"language" text NOT NULL,
	"referrer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_views_path" CHECK (left("page_views"."path", 1) = '/' and length("page_views"."path") <= 2048),
	CONSTRAINT "page_views_referrer" CHECK ("page_views"."referrer" is null or length("page_views"."referrer") <= 2048)
);
--> statement-breakpoint
CREATE INDEX "page_views_site_created" ON "page_views" USING btree ("site_id","created_at");