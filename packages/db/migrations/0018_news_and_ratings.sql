CREATE TABLE "product_ratings" (
	"site_id" integer NOT NULL,
	"product_id" text NOT NULL,
	"stars_1" integer DEFAULT 0 NOT NULL,
	"stars_2" integer DEFAULT 0 NOT NULL,
	"stars_3" integer DEFAULT 0 NOT NULL,
	"stars_4" integer DEFAULT 0 NOT NULL,
	"stars_5" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_ratings_site_id_product_id_pk" PRIMARY KEY("site_id","product_id"),
	CONSTRAINT "product_ratings_counts" CHECK ("product_ratings"."stars_1" >= 0 and "product_ratings"."stars_2" >= 0 and "product_ratings"."stars_3" >= 0 and "product_ratings"."stars_4" >= 0 and "product_ratings"."stars_5" >= 0)
);
--> statement-breakpoint
CREATE TABLE "storefront_news" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"country_code" text,
	"title_key" text NOT NULL,
	"product_id" text,
	"published_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	CONSTRAINT "storefront_news_title_key" CHECK ("storefront_news"."title_key" ~ '^[A-Za-z0-9_.-]{1,200}$'),
	CONSTRAINT "storefront_news_window" CHECK ("storefront_news"."ends_at" is null or "storefront_news"."published_at" < "storefront_news"."ends_at")
);
--> statement-breakpoint
ALTER TABLE "product_ratings" ADD CONSTRAINT "product_ratings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_ratings" ADD CONSTRAINT "product_ratings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storefront_news" ADD CONSTRAINT "storefront_news_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storefront_news" ADD CONSTRAINT "storefront_news_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storefront_news" ADD CONSTRAINT "storefront_news_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "storefront_news_site_published" ON "storefront_news" USING btree ("site_id","published_at");