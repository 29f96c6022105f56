CREATE TABLE "site_products" (
	"site_id" integer NOT NULL,
	"product_id" text NOT NULL,
	CONSTRAINT "site_products_site_id_product_id_pk" PRIMARY KEY("site_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" integer PRIMARY KEY NOT NULL,
	"theme" text NOT NULL,
	"hostname" text NOT NULL,
	"name" text NOT NULL,
	"logo" text NOT NULL,
	"logo_art" jsonb NOT NULL,
	"tagline" text DEFAULT '' NOT NULL,
	"features" jsonb NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	CONSTRAINT "sites_id_range" CHECK ("sites"."id" >= 0),
	CONSTRAINT "sites_theme" CHECK ("sites"."theme" in ('store', 'whitelabel')),
	CONSTRAINT "sites_status" CHECK ("sites"."status" in ('active', 'blocked')),
	CONSTRAINT "sites_hostname_format" CHECK ("sites"."hostname" ~ '^[a-z0-9]([a-z0-9.-]{0,251}[a-z0-9])?$'),
	CONSTRAINT "sites_features_object" CHECK (jsonb_typeof("sites"."features") = 'object')
);
--> statement-breakpoint
CREATE TABLE "cms_messages" (
	"site_id" integer NOT NULL,
	"language" text NOT NULL,
	"type" text DEFAULT 'TEXT' NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "cms_messages_site_id_language_type_key_pk" PRIMARY KEY("site_id","language","type","key"),
	CONSTRAINT "cms_messages_language" CHECK ("cms_messages"."language" ~ '^[a-z]{2,3}$'),
	CONSTRAINT "cms_messages_type" CHECK ("cms_messages"."type" in ('TEXT', 'HTML')),
	CONSTRAINT "cms_messages_key" CHECK ("cms_messages"."key" ~ '^[A-Za-z0-9_.-]{1,200}$')
);
--> statement-breakpoint
CREATE TABLE "info_bar_items" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"page_type" text NOT NULL,
	"product_id" text,
	"country_code" text,
	"kind" text DEFAULT 'info' NOT NULL,
	"message_key" text NOT NULL,
	"link" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "info_bar_items_page_type" CHECK ("info_bar_items"."page_type" in ('all', 'home', 'product', 'search')),
	CONSTRAINT "info_bar_items_kind" CHECK ("info_bar_items"."kind" in ('info', 'warning', 'promo')),
	CONSTRAINT "info_bar_items_link" CHECK ("info_bar_items"."link" is null or left("info_bar_items"."link", 1) = '/'),
	CONSTRAINT "info_bar_items_window" CHECK ("info_bar_items"."starts_at" is null or "info_bar_items"."ends_at" is null or "info_bar_items"."starts_at" < "info_bar_items"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "marketing_consents" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"country_code" text NOT NULL,
	"email" text,
	"msisdn" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketing_consents_contact" CHECK ("marketing_consents"."email" is not null or "marketing_consents"."msisdn" is not null)
);
--> statement-breakpoint
CREATE TABLE "storefront_promos" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"placement" text NOT NULL,
	"product_id" text NOT NULL,
	"country_code" text,
	"title_key" text NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "storefront_promos_placement" CHECK ("storefront_promos"."placement" in ('banner', 'home', 'product')),
	CONSTRAINT "storefront_promos_window" CHECK ("storefront_promos"."starts_at" is null or "storefront_promos"."ends_at" is null or "storefront_promos"."starts_at" < "storefront_promos"."ends_at")
);
--> statement-breakpoint
ALTER TABLE "site_products" ADD CONSTRAINT "site_products_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_products" ADD CONSTRAINT "site_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_messages" ADD CONSTRAINT "cms_messages_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "info_bar_items" ADD CONSTRAINT "info_bar_items_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "info_bar_items" ADD CONSTRAINT "info_bar_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "info_bar_items" ADD CONSTRAINT "info_bar_items_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_consents" ADD CONSTRAINT "marketing_consents_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_consents" ADD CONSTRAINT "marketing_consents_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storefront_promos" ADD CONSTRAINT "storefront_promos_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storefront_promos" ADD CONSTRAINT "storefront_promos_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storefront_promos" ADD CONSTRAINT "storefront_promos_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_products_product" ON "site_products" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sites_hostname_key" ON "sites" USING btree ("hostname");--> statement-breakpoint
CREATE INDEX "info_bar_items_site" ON "info_bar_items" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "marketing_consents_site_email" ON "marketing_consents" USING btree ("site_id","email");--> statement-breakpoint
CREATE INDEX "marketing_consents_site_msisdn" ON "marketing_consents" USING btree ("site_id","msisdn");--> statement-breakpoint
CREATE INDEX "storefront_promos_site_placement" ON "storefront_promos" USING btree ("site_id","placement");